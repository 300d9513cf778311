/// The one JUnit XML writer: every renderer that writes JUnit (coverage reports, diffs, mutation reports) builds its
/// document with it, so all of them have the same shape and every name, message and text is escaped by
/// ``MarkupEscape``. No timings, so a file is byte-identical across runs.
///
/// ```swift
/// var junit = JUnitWriter(name: "specconform diff", counts: .init(tests: 1, failures: 0))
/// junit.openSuite(name: "base → revision", counts: .init(tests: 1, failures: 0))
/// junit.testCase(classname: "diff.machine", name: "machine.state-added s", systemOut: "info: …")
/// junit.closeSuite()
/// let xml = junit.finish()
/// ```
package struct JUnitWriter {
    /// The counts of a document or a suite, written as attributes in this order; nil ones are left out.
    package struct Counts {
        package var tests: Int
        package var failures: Int
        package var errors: Int?
        package var skipped: Int?

        package init(tests: Int, failures: Int, errors: Int? = nil, skipped: Int? = nil) {
            self.tests = tests
            self.failures = failures
            self.errors = errors
            self.skipped = skipped
        }

        /// `tests="…" failures="…"`, then `errors` and `skipped` when given.
        var attributes: String {
            var text = "tests=\"\(tests)\" failures=\"\(failures)\""
            if let errors { text += " errors=\"\(errors)\"" }
            if let skipped { text += " skipped=\"\(skipped)\"" }
            return text
        }
    }

    /// A test case that did not pass: a `<failure>`, `<error>` or `<skipped>` element.
    package struct Outcome {
        package enum Kind: String {
            case failure, error, skipped
        }

        package var kind: Kind
        /// The element's `type` attribute, when it has one.
        package var type: String?
        package var message: String
        /// The element's text; nil writes an empty element (`<skipped message="…"/>`).
        package var text: String?

        package init(_ kind: Kind, type: String? = nil, message: String, text: String? = nil) {
            self.kind = kind
            self.type = type
            self.message = message
            self.text = text
        }
    }

    private var out: String

    /// A document `<testsuites name="…" …>` with its counts.
    package init(name: String, counts: Counts) {
        out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(MarkupEscape.xml(name))\" \(counts.attributes)>\n"
    }

    /// Opens a `<testsuite>`, with its `timestamp` when given and a `<properties>` block when `properties` is not nil.
    package mutating func openSuite(
        name: String, counts: Counts, timestamp: String? = nil, properties: [(name: String, value: String)]? = nil
    ) {
        out += "  <testsuite name=\"\(MarkupEscape.xml(name))\" \(counts.attributes)"
        out += timestamp.map { " timestamp=\"\(MarkupEscape.xml($0))\"" } ?? ""
        out += ">\n"
        guard let properties else { return }
        out += "    <properties>\n"
        for property in properties {
            out +=
                "      <property name=\"\(MarkupEscape.xml(property.name))\" value=\"\(MarkupEscape.xml(property.value))\"/>\n"
        }
        out += "    </properties>\n"
    }

    /// A test case that passed, with nothing to say (`<testcase …/>`), or that did not (`outcome`).
    package mutating func testCase(classname: String, name: String, _ outcome: Outcome? = nil) {
        out += "    <testcase classname=\"\(MarkupEscape.xml(classname))\" name=\"\(MarkupEscape.xml(name))\""
        guard let outcome else {
            out += "/>\n"
            return
        }
        let element = outcome.kind.rawValue
        out += ">\n      <\(element)"
        out += outcome.type.map { " type=\"\(MarkupEscape.xml($0))\"" } ?? ""
        out += " message=\"\(MarkupEscape.xml(outcome.message))\""
        out += outcome.text.map { ">\(MarkupEscape.xml($0))</\(element)>\n" } ?? "/>\n"
        out += "    </testcase>\n"
    }

    /// A test case that passed, with `systemOut` as its `<system-out>`.
    package mutating func testCase(classname: String, name: String, systemOut: String) {
        out += "    <testcase classname=\"\(MarkupEscape.xml(classname))\" name=\"\(MarkupEscape.xml(name))\""
        out += ">\n      <system-out>\(MarkupEscape.xml(systemOut))</system-out>\n    </testcase>\n"
    }

    /// Closes the open `<testsuite>`.
    package mutating func closeSuite() {
        out += "  </testsuite>\n"
    }

    /// The document, closed.
    package func finish() -> String {
        out + "</testsuites>\n"
    }
}
