import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import EventSchema

/// Forbidden content on the byte path (``ContentPlan``, ``ContentAutomaton``, `ByteWalker+Content.swift`) against the
/// tree path (``ContentScanner``): ochre-soul's events, whose policies all forbid content, and an open event that
/// forbids every class, over generated payloads with keys and values of each class, near each limit, behind JSON
/// escapes (`\u002F`, `\/`, `\n`, `\u000a`) and in non-ASCII text.
///
/// The byte path may only say "valid", and only when the tree path finds nothing; on ASCII keys it must say it
/// whenever the tree path finds nothing (it is exact, not merely cautious); and the report of a whole log must equal
/// the tree path's line by line, violations, pointers and messages included.
@Suite struct EventLogPolicyDifferentialTests {
    static let childIdentifier = DeclaredContentClass(
        name: "child-identifier", keys: ["childid", "childname", "babydob", "childdateofbirth"])
    static let culturalNote = DeclaredContentClass(name: "cultural-note", keys: ["culturalnote"])

    /// ochre-soul's events as declared, plus `open.note`, which allows any payload and forbids every class, plus
    /// `extra`.
    static func catalog(adding extra: [EventCatalog.Entry] = []) throws -> EventCatalog {
        let loaded = SpecLoader.load(root: "Spec", base: PackagePaths.root)
        let bundle = try #require(loaded.catalog.bundle("ochre-soul"))
        var entries = bundle.events.map(EventCatalog.Entry.init)
        let every: [ContentClass] =
            BuiltInContent.allCases.map(ContentClass.builtIn) + [.declared(childIdentifier), .declared(culturalNote)]
        entries.append(
            EventCatalog.Entry(
                name: "open.note", schema: try node(#"{"type": "object"}"#), file: "events.json", pointer: "/x",
                policy: EventPolicy(forbiddenContent: every)))
        return EventCatalog(entries + extra, conditions: bundle.eventConditions.map(\.name))
    }

    static let base64 = String(repeating: "QUJD", count: 60)
    /// Keys: clean ones, and ones naming a class in every spelling the normalisation folds together.
    static let keys = [
        "note", "id", "children_count", "child", "receipt_data", "transactionReceipt", "RECEIPT", "re_ceipt",
        "child_id", "ChildID", "child-id", "c.h.i.l.d.i.d", "childidx", "xchildid", "babyDOB", "child_date_of_birth",
        "culturalNote", "cultural", "childname2", "k9",
    ]
    /// String values (as JSON text): clean ones, and ones of each class at and past each limit.
    static let values = [
        #""hello""#, #""""#, #""café""#, #""🎨""#, #""https://cdn.example.org/a.png""#,
        #""https://cdn.example.org/a.png?sig=1""#, #""https:\/\/cdn.example.org\/a.png?sig=1""#,
        #""https:\u002F\u002Fcdn.example.org/a?\u0073ig=1""#, #""https://x.org/a? b""#, #""https://x.org/a?""#,
        #""see https://x.org/a?b=1 here""#, #""://x?y""#, #""1://x?y""#, #""mailto:a@b?subject=x""#, #""what?""#,
        #""a\nb""#, #""a\rb""#, #""a\u000Ab""#, #""a\u000db""#, #""tab\there""#, #""a\\nb""#,
        "\"\(String(repeating: "a", count: 120))\"", "\"\(String(repeating: "a", count: 121))\"",
        "\"\(String(repeating: "é", count: 120))\"", "\"\(String(repeating: "é", count: 121))\"",
        "\"\(String(repeating: "a", count: 119))\\u00e9\"", "\"\(String(repeating: "a", count: 120))\\u00e9\"",
        "\"\(base64.prefix(200))\"", "\"\(base64.prefix(201))\"", "\"\(base64.prefix(200)).\"",
        "\"\(base64.prefix(199))-_\"", "\"\(base64.prefix(200))\\u002B\"", "\"\(base64.prefix(200))\\n\"",
        #""a.b@example.org""#, #""write to a.b@example.org.""#, #""a@b""#, #""@example.org""#, #""a\u0040example.org""#,
        #""x@-bad.org""#, #""x@ex_ample.org""#, "1", "true", "null", "[]", "{}", "-0.5e3",
    ]

    /// A payload of `open.note`: one to three members, values nested in an array or object now and then.
    static func payload(_ random: inout SplitMix64) -> String {
        var members: [String] = []
        var used = Set<String>()
        for _ in 0..<(1 + random.below(3)) {
            let key = keys[random.below(keys.count)]
            guard used.insert(key).inserted else { continue }
            var value = values[random.below(values.count)]
            switch random.below(6) {
            case 0: value = "[1, \(value), \(values[random.below(values.count)])]"
            case 1: value = "{\"\(keys[random.below(keys.count)])\": \(value)}"
            default: break
            }
            members.append("\"\(key)\":\(value)")
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// Canonical lines: every key and every value alone in `open.note`, every value as ochre-soul's `product_id`
    /// and `artwork_id`, then `count` generated payloads.
    static func lines(count: Int, seed: UInt64) -> [String] {
        var lines: [String] = []
        for key in keys { lines.append(#"{"name":"open.note","payload":{"\#(key)":1}}"#) }
        for value in values {
            lines.append(#"{"name":"open.note","payload":{"v":\#(value)}}"#)
            lines.append(#"{"name":"purchase_started","payload":{"product_id":\#(value)}}"#)
            lines.append(#"{"name":"artwork_opened","payload":{"artwork_id":\#(value),"open_duration_ms":5}}"#)
        }
        var random = SplitMix64(seed: seed)
        for _ in 0..<count { lines.append(#"{"name":"open.note","payload":\#(payload(&random))}"#) }
        return lines
    }

    @Test("the byte path accepts a line exactly when the tree path finds no violation (ASCII keys)")
    func verdictsAgree() throws {
        let validator = EventLogValidator(catalog: try Self.catalog(), limit: 1_000_000, jobs: 1)
        var walker = try #require(validator.fast.makeWalker())
        var accepted = 0
        var rejected = 0
        for (index, line) in Self.lines(count: 5000, seed: 0x90_11C7).enumerated() {
            let bytes = Array(line.utf8)
            var tree = EventLogReport()
            bytes.withUnsafeBytes { validator.check($0, number: index + 1, offset: 0, into: &tree) }
            let fast = bytes.withUnsafeBytes { validator.fast.accepts($0, walker: &walker) }
            #expect(
                (fast != nil) == (tree.violationCount == 0), "byte path \(fast != nil), tree path: \(tree.violations)")
            if fast != nil { accepted += 1 } else { rejected += 1 }
        }
        #expect(accepted > 100 && rejected > 1000, "accepted \(accepted), rejected \(rejected)")
    }

    @Test("the report of a generated log with policies equals the tree path's, whatever the chunks and workers")
    func reportsAgree() throws {
        let catalog = try Self.catalog()
        let validator = EventLogValidator(catalog: catalog, limit: 1_000_000, jobs: 1)
        let text = Array((Self.lines(count: 4000, seed: 0x5EED).joined(separator: "\n") + "\n").utf8)
        let expected = EventLogDifferentialTests.treeReport(validator, text)
        #expect(
            expected.invalid > 1000 && expected.events - expected.invalid > 100,
            "\(expected.events), \(expected.invalid)")
        EventLogDifferentialTests.expectSame(validator.validate(bytes: text), expected, "in memory")
        var parallel = EventLogValidator(catalogs: [catalog, catalog], limit: 1_000_000)
        parallel.chunkSize = 10_000
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).jsonl")
        try Data(text).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        EventLogDifferentialTests.expectSame(
            try parallel.validate(FileHandle(forReadingFrom: url)), expected, "chunks of 10 kB, two workers")
    }

    @Test("key fragments: a key names a class when its letters and digits, lowercased, contain a fragment")
    func keyAutomaton() {
        let automaton = ContentAutomaton(classes: [.builtIn(.receipt), .declared(Self.childIdentifier)])
        func clean(_ key: String) -> Bool {
            var key = key
            return key.withUTF8 { automaton.keyIsClean($0) }
        }
        for key in ["receipt", "Transaction-Receipt", "child_id", "CHILD.ID", "xxchildidxx", "chichildid", "babyDOB"] {
            #expect(!clean(key), "\(key)")
        }
        for key in ["receip", "child", "children_count", "chil_d", "baby_do", "", "_-_"] {
            #expect(clean(key), "\(key)")
        }
        #expect(!clean("chïld_id") && !clean("é"), "a non-ASCII key is a doubt, for the tree path to decide")
        #expect(ContentAutomaton(classes: [.builtIn(.email)]).keyIsClean(UnsafeBufferPointer(start: nil, count: 0)))
        let empty = ContentAutomaton(classes: [.declared(DeclaredContentClass(name: "all", keys: [""]))])
        #expect(!"anything".utf8.withContiguousStorageIfAvailable { empty.keyIsClean($0) }!)
    }
}

/// Negative controls: forbidden content in a log over ochre-soul's own catalogue is reported, on the byte path's
/// watch, with the same located violation as the tree path gives, a violation behind a JSON escape included.
@Suite struct EventLogPolicyControlTests {
    @Test(
        "a forbidden value of each class, plain or escaped, fails the log with the located violation the tree path gives"
    )
    func forbiddenContentFails() throws {
        let loaded = SpecLoader.load(root: "Spec", base: PackagePaths.root)
        let catalog = EventCatalog(try #require(loaded.catalog.bundle("ochre-soul")))
        let validator = EventLogValidator(catalog: catalog, limit: 100, jobs: 1)
        let clean = #"{"name":"purchase_started","payload":{"product_id":"com.ochre.pack1"}}"#
        let values = [
            #""https://store.example.org/p?sig=1""#, #""https:\/\/store.example.org\/p\u003Fsig=1""#, #""a\nb""#,
            #""a\u000Db""#,
        ]
        var lines = [clean]
        for value in values {
            lines.append(clean.replacingOccurrences(of: #""com.ochre.pack1""#, with: value))
        }
        // Classes the schemas cannot let through (a key the schema does not declare, a string over its maxLength):
        // the schema error and the policy violation are both reported.
        lines.append(
            #"{"name":"app_opened","payload":{"session_id":"s","app_version":"1","child_mode":false,"child_id":"c"}}"#)
        lines.append(#"{"name":"sync_failed","payload":{"reason":"x","culturalNote":"n"}}"#)
        lines.append(
            #"{"name":"purchase_started","payload":{"product_id":"\#(String(repeating: "QUJD", count: 60))"}}"#)
        lines.append(#"{"name":"purchase_started","payload":{"product_id":"\#(String(repeating: "w ", count: 61))"}}"#)
        var walker = try #require(validator.fast.makeWalker())
        for line in lines.dropFirst() {
            #expect(Array(line.utf8).withUnsafeBytes { validator.fast.accepts($0, walker: &walker) } == nil, "\(line)")
        }
        let text = Array((lines.joined(separator: "\n") + "\n").utf8)
        let report = validator.validate(bytes: text)
        EventLogDifferentialTests.expectSame(
            report, EventLogDifferentialTests.treeReport(validator, text), "ochre-soul")
        let policy = report.violations.filter { $0.code == PolicyViolation.Code.forbiddenContent }
        #expect(report.invalid == lines.count - 1 && report.events == lines.count)
        // A policy violation is reported on its line with the event, pointer and class in its message.
        let expected = [
            (2, "/product_id", "signed-url"), (3, "/product_id", "signed-url"), (4, "/product_id", "free-text"),
            (5, "/product_id", "free-text"), (6, "/child_id", "child-identifier"),
            (7, "/culturalNote", "cultural-note"),
            (8, "/product_id", "receipt"), (8, "/product_id", "free-text"), (9, "/product_id", "free-text"),
        ]
        #expect(policy.count == expected.count, "\(policy.map { "\($0.line) \($0.message)" })")
        for (violation, (line, pointer, contentClass)) in zip(policy, expected) {
            #expect(
                violation.line == line && violation.message.contains(" \(pointer): error[policy.forbidden-content]")
                    && violation.message.contains("; \(contentClass) content is forbidden in"),
                "line \(line): \(violation.message)")
        }
    }
}
