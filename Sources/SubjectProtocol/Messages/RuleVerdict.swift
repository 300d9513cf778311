import Conformance
import SpecModel

/// A `verdict` reply: the subject's own rule check passed or failed, with what it asserted. A pass names its
/// assertions (`assertions`: each a `claim` and the IDs it `proves`) or at least says how many expectations it
/// evaluated (`expectations`); a pass with neither is vacuous (docs/SUBJECT-PROTOCOL.md §4, "rule → verdict").
package struct RuleVerdict: Hashable, Sendable {
    package var outcome: RuleCheck.Outcome
    package var assertions: [Assertion]
    /// Expectations evaluated, named or not (at least `assertions.count`).
    package var expectations: Int
    /// The rule parameters the check read (`read`), each `RULE/key`, sorted: a parameter no check reads is reported
    /// (`check.unread-parameter`).
    package var read: [String]

    package init(outcome: RuleCheck.Outcome, assertions: [Assertion] = [], expectations: Int = 0, read: [String] = []) {
        self.outcome = outcome
        self.assertions = assertions
        self.expectations = max(expectations, assertions.count)
        self.read = Array(Set(read)).sorted()
    }

    /// Decodes the reply's fields.
    static func decode(_ r: ReplyReader) throws(MalformedReply) -> RuleVerdict {
        let message = try r.optionalString("message")
        let outcome: RuleCheck.Outcome =
            try r.bool("pass") ? .pass : .fail(message ?? "the subject's check failed (it gave no message)")
        var assertions: [Assertion] = []
        if r.object["assertions"] != nil {
            for (index, item) in try r.array("assertions").enumerated() {
                let a = try r.item("assertions", index, item, name: "assertion", allowed: ["claim", "proves"])
                try a.finish()
                let ids = try a.strings("proves")
                guard !ids.isEmpty else { throw MalformedReply("\(a.label("proves")) names no ID") }
                assertions.append(Assertion(claim: try a.string("claim"), ids: ids))
            }
        }
        var expectations = 0
        if r.object["expectations"] != nil {
            expectations = try r.int("expectations")
            guard expectations >= 0 else { throw MalformedReply("\(r.label("expectations")) is negative") }
        }
        let read = r.object["read"] != nil ? try r.strings("read") : []
        if let bad = read.first(where: { ParameterRead(text: $0) == nil }) {
            throw MalformedReply("\(r.label("read")) holds \"\(bad)\", not RULE/key")
        }
        return RuleVerdict(outcome: outcome, assertions: assertions, expectations: expectations, read: read)
    }

    /// The reply's JSON body.
    var json: JSONValue {
        var object: [String: JSONValue] = ["type": "verdict"]
        switch outcome {
        case .pass: object["pass"] = true
        case .fail(let message), .error(let message):
            object["pass"] = false
            object["message"] = .string(message)
        }
        if !assertions.isEmpty {
            object["assertions"] = .array(
                assertions.map { ["claim": .string($0.claim), "proves": .array($0.ids.map(JSONValue.string))] })
        }
        if expectations > 0 { object["expectations"] = .int(expectations) }
        if !read.isEmpty { object["read"] = .array(read.map(JSONValue.string)) }
        return .object(object)
    }
}
