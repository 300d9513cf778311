import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import EventSchema

/// The byte path of the event-log validator (``EventLogFastPath`` and ``ByteWalker``) against the tree path (the
/// located parser, then the schema walker and the policies), over thousands of generated lines: valid ones and ones
/// with wrong types, missing required properties, enum misses, values at and past every limit, escapes that spell
/// the same string (`"\u00e9"` and `"é"`), non-ASCII text, duplicate keys and malformed JSON.
///
/// The byte path may only ever say "valid", and only when the tree path finds nothing; the report of the whole log,
/// which takes the byte path wherever it can, must equal the report of the tree path on every line: the same counts,
/// violations, messages, pointers, columns and offsets.
@Suite struct EventLogDifferentialTests {
    /// One event of the generated log: its name, a valid payload as (key, raw JSON) members, and the values each
    /// member may take instead (valid or not).
    struct Template {
        var name: String
        var members: [(String, String)]
        var alternatives: [String: [String]]
    }

    static let shopSchema = #"""
        {"type": "object", "additionalProperties": false, "required": ["sku", "price", "qty", "currency", "tags"],
         "properties": {
           "sku": {"type": "string", "pattern": "^[A-Z]{3}-[0-9]{4}$"},
           "title": {"type": "string", "minLength": 1, "maxLength": 5},
           "price": {"type": "number", "minimum": 0, "exclusiveMaximum": 1000},
           "qty": {"type": "integer", "minimum": 1, "maximum": 99},
           "delta": {"type": "integer", "exclusiveMinimum": -10, "exclusiveMaximum": 10},
           "currency": {"enum": ["EUR", "USD", "café"]},
           "kind": {"const": "é"},
           "mode": {"type": ["string", "null"], "enum": ["a", "b", null]},
           "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
           "flag": {"type": "boolean"},
           "nested": {"type": "object", "properties": {"x": {"type": "integer"}}, "required": ["x"]},
           "ratio": {"type": "number", "multipleOf": 0.5},
           "when": {"type": "string", "format": "date-time"},
           "ref": {"$ref": "#/$defs/id"},
           "any": {}
         },
         "$defs": {"id": {"type": "string", "minLength": 2}}}
        """#

    /// The swapgraph events plus events with every kind of keyword, a non-ASCII name, a policy and open schemas.
    static func catalog() throws -> EventCatalog {
        let loaded = SpecLoader.load(root: "Spec", base: PackagePaths.root)
        let bundle = try #require(loaded.catalog.bundle("swapgraph"))
        var entries = bundle.events.map(EventCatalog.Entry.init)
        let extra: [(String, String, EventPolicy)] = [
            ("shop.item_viewed", shopSchema, EventPolicy()),
            ("plain.ping", #"{"type": "object", "properties": {"n": {"type": "integer"}}}"#, EventPolicy()),
            (
                "café.vu", #"{"type": "object", "properties": {"lieu": {"const": "là"}, "a": {"type": "string"}}}"#,
                EventPolicy()
            ),
            (
                "guarded.sent", #"{"type": "object", "properties": {"note": {"type": "string"}}}"#,
                EventPolicy(forbiddenContent: [.builtIn(.email)])
            ),
            (
                "cond.evt", #"{"type": "object", "required": ["note"], "properties": {"note": {"type": "string"}}}"#,
                EventPolicy(when: ["offline": ConditionRule(absent: ["note"]), "paused": ConditionRule(allowed: false)])
            ),
            ("loose", "{}", EventPolicy()),
            ("strict.empty", #"{"type": "object", "additionalProperties": false}"#, EventPolicy()),
        ]
        for (name, schema, policy) in extra {
            entries.append(
                EventCatalog.Entry(
                    name: name, schema: try node(schema), file: "events.json", pointer: "/x", policy: policy))
        }
        return EventCatalog(entries, conditions: ["offline", "paused"])
    }

    static let strings = [
        #""s1""#, #""""#, #""\u0073""#, #""é""#, #""e\u0301""#, #""\ud83c\udfa8""#, #""🎨""#, #""a\"b""#, #""a\\b""#,
        #""tab\there""#, "1", "null", "true", "[]", "{}",
    ]

    static let templates: [Template] = {
        let swapgraph: [(String, String, String, String)] = [
            ("feed.viewed", "feed", "", "tab_tap"), ("opportunity.card_tapped", "feed", "proposal_id", "tab_tap"),
            ("opportunity.detail_viewed", "feed", "proposal_id", "push_tap"),
            ("cycle.completed", "history", "cycle_id", "auto_redirect"),
            ("receipt.viewed", "history", "receipt_id", "push_tap"),
        ]
        let numbers = [
            "0", "-0", "-1", "5.5", "1e2", "1E+2", "-0.0", "9223372036854775807", "9223372036854775808",
            "123456789012345678901234", #""5""#, "null",
        ]
        var templates = swapgraph.map { name, surface, id, entry in
            var members = [
                ("session_id", #""s1""#), ("actor_id", #""a1""#), ("latency_ms", "120"), ("surface", "\"\(surface)\""),
                ("entry_point", "\"\(entry)\""),
            ]
            if !id.isEmpty { members.append((id, #""x9""#)) }
            return Template(
                name: name, members: members,
                alternatives: [
                    "session_id": strings, "actor_id": strings, "latency_ms": numbers, id: strings,
                    "surface": [#""feed""#, #""history""#, #""fe\u0065d""#, #""locker""#, #""FEED""#, "null", "1"],
                    "entry_point": [
                        #""tab_tap""#, #""push_tap""#, #""deep_link""#, #""auto_redirect""#, #""tab\u005ftap""#,
                        #""tap""#, "[]",
                    ],
                ])
        }
        templates.append(
            Template(
                name: "shop.item_viewed",
                members: [
                    ("sku", #""ABC-1234""#), ("price", "10.5"), ("qty", "3"), ("currency", #""EUR""#),
                    ("tags", #"["a"]"#),
                ],
                alternatives: [
                    "sku": [
                        #""ABC-1234""#, #""abc-1234""#, #""ABC-12345""#, #""A\u0042C-1234""#, #""ÀBC-1234""#, "12",
                        "null",
                    ],
                    "title": [
                        #""""#, #""abcde""#, #""abcdef""#, #""ééééé""#, #""éééééé""#, #""\u00e9""#, #""e\u0301""#,
                        #""🎨🎨🎨🎨🎨""#, #""a\nb""#,
                    ],
                    "price": [
                        "0", "-0", "-0.0", "0.0", "999.999", "1000", "1e3", "999", "1E2", "-1", "-1e-300", #""5""#,
                        "12345678901234567890",
                    ],
                    "qty": [
                        "1", "99", "0", "100", "1.0", "5e0", "-0", "99.0", "100000000000000000000", #""3""#, "true",
                    ],
                    "delta": ["-10", "-9", "9", "10", "0", "-9.5"],
                    "currency": [
                        #""EUR""#, #""\u0045UR""#, #""eur""#, #""café""#, #""cafe\u0301""#, #""caf\u00e9""#,
                        #""caf\u00c9""#,
                    ],
                    "kind": [#""é""#, #""e\u0301""#, #""\u00e9""#, #""e""#, #""é ""#],
                    "mode": [#""a""#, "null", #""c""#, "1"],
                    "tags": ["[]", #"["a","b","c"]"#, #"["a","b","c","d"]"#, "[1]", "{}", #"[ "a" , "b" ]"#],
                    "flag": ["true", "false", #""true""#, "null"],
                    "nested": [#"{"x":1}"#, "{}", #"{"x":"1"}"#, #"{"x":1,"x":2}"#, #"{"x":1,"y":{"z":[]}}"#],
                    "ratio": ["1.5", "1.25", "2", "0"],
                    "when": [#""2024-01-01T00:00:00Z""#, #""nope""#],
                    "ref": [#""ab""#, #""a""#],
                    "any": [#"[1,{"a":[]}]"#, #""x""#, "null", #"{"k":{"k":1}}"#],
                    "extra": ["1"],
                ]))
        templates.append(
            Template(
                name: "plain.ping", members: [("n", "1")],
                alternatives: ["n": ["1", "1.5", #""1""#], "other": ["[1,2]", #"{"n":"x"}"#]]))
        templates.append(
            Template(
                name: "café.vu", members: [("lieu", #""là""#)],
                alternatives: [
                    "lieu": [#""là""#, #""la\u0300""#, #""l\u00e0""#, #""la""#], "a": strings, "où": ["1"],
                    #"o\u00f9"#: ["2"],
                ]))
        templates.append(
            Template(
                name: "guarded.sent", members: [("note", #""hello""#)],
                alternatives: ["note": [#""hello""#, #""write to a.b@example.org""#, "1"]]))
        templates.append(
            Template(name: "cond.evt", members: [("note", #""n""#)], alternatives: ["note": [#""n""#, "1"]]))
        templates.append(Template(name: "loose", members: [], alternatives: ["anything": ["1", #""s""#, "null"]]))
        templates.append(Template(name: "strict.empty", members: [], alternatives: ["x": ["1"]]))
        return templates
    }()

    /// The canonical line of `template` with `members`: `{"name":"…","payload":{…}}`, no whitespace.
    static func canonical(_ template: Template, _ members: [(String, String)]) -> String {
        "{\"name\":\"\(template.name)\",\"payload\":{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
            + "}}"
    }

    /// A seeded log: every canonical line with one value changed, `count` generated lines, then seeded corruptions of
    /// canonical valid lines.
    static func lines(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ list: [T]) -> T { list[random.below(list.count)] }
        var lines: [String] = []
        for template in templates {
            for (key, values) in template.alternatives.sorted(by: { $0.key < $1.key }) {
                for value in values {
                    var members = template.members
                    if let at = members.firstIndex(where: { $0.0 == key }) {
                        members[at].1 = value
                    } else {
                        members.append((key, value))
                    }
                    lines.append(canonical(template, members))
                }
            }
        }
        for _ in 0..<count {
            let template = pick(templates)
            var members = template.members
            // Change a few values, drop or add a member, repeat a key, shuffle.
            for _ in 0..<random.below(3) {
                let key = pick(Array(template.alternatives.keys).sorted())
                guard let choices = template.alternatives[key] else { continue }
                let value = pick(choices)
                if let at = members.firstIndex(where: { $0.0 == key }) {
                    members[at].1 = value
                } else {
                    members.append((key, value))
                }
            }
            if random.below(10) == 0, !members.isEmpty { members.remove(at: random.below(members.count)) }
            if random.below(20) == 0, let member = members.first { members.append(member) }
            if random.below(4) == 0 { members.shuffle(using: &random) }
            let spaced = random.below(5) == 0
            let payload =
                "{"
                + members.map { "\"\($0.0)\"" + (spaced ? ": " : ":") + $0.1 }.joined(separator: spaced ? ", " : ",")
                + "}"
            let name = "\"\(template.name)\""
            let envelopes = [
                "{\"name\":\(name),\"payload\":\(payload)}", "{\"name\":\(name),\"payload\":\(payload)}",
                "{\"name\":\(name),\"payload\":\(payload)}", "{ \"name\" : \(name) , \"payload\" : \(payload) }",
                "{\"event\":\(name),\"properties\":\(payload)}", "{\"name\":\(name),\"properties\":\(payload)}",
                "{\"payload\":\(payload),\"name\":\(name)}",
                "{\"name\":\(name),\"payload\":\(payload),\"conditions\":[]}",
                "{\"name\":\(name),\"payload\":\(payload),\"conditions\":[\"offline\"]}",
                "{\"name\":\(name),\"payload\":\(payload),\"conditions\":[\"paused\",\"offline\"]}",
                "{\"name\":\(name),\"payload\":\(payload),\"conditions\":[\"ofline\"]}",
                "{\"name\":\(name),\"payload\":\(payload),\"conditions\":[1]}",
                "{\"name\":\(name)}", "{\"name\":\(name),\"name\":\(name),\"payload\":\(payload)}",
                "{\"name\":\(name),\"payload\":\(payload),\"x\":1}",
                "{\"name\":\(name),\"event\":\"loose\",\"payload\":\(payload)}",
                "{\"name\":\(name.replacingOccurrences(of: "e", with: "\\u0065")),\"payload\":\(payload)}",
                "{\"name\":\"unknown.event\",\"payload\":\(payload)}", "{\"name\":1,\"payload\":\(payload)}",
                "{\"name\":\(name),\"payload\":\(payload)} \t ", "  {\"name\":\(name),\"payload\":\(payload)}",
                "{\"name\":\(name),\"payload\":\(payload)}\r", "{\"name\":\(name),\"payload\":\(payload)}x",
                "{\"name\":\(name),\"payload\":\(payload)}}", "{\"name\":\(name),\"payload\":\(payload)",
                "{\"name\":\(name),\"payload\":5}", "{\"name\":\(name),\"payload\":[]}",
                "{\"name\":\(name),\"payload\":null}",
                "[\(name)]", "", "   ", "{}", "{\"name\":\(name),\"payload\":\(payload),}",
            ]
            lines.append(pick(envelopes))
        }
        // Seeded corruptions of canonical valid lines (no newline inserted: a line stays a line).
        for template in templates {
            let line = Array(canonical(template, template.members).utf8)
            for corrupted in Corruptions.generate(from: line, count: 40, seed: seed &+ UInt64(line.count)) {
                lines.append(String(decoding: corrupted.map { $0 == 0x0A ? 0x20 : $0 }, as: UTF8.self))
            }
        }
        return lines
    }

    /// The tree path alone: every line checked in full, as the validator checks a line the byte path does not take.
    static func treeReport(_ validator: EventLogValidator, _ text: [UInt8]) -> EventLogReport {
        var report = EventLogReport()
        var start = 0
        var number = 1
        while start < text.count {
            let end = text[start...].firstIndex(of: 0x0A) ?? text.count
            let length = end > start && text[end - 1] == 0x0D ? end - start - 1 : end - start
            text.withUnsafeBytes { raw in
                validator.check(
                    UnsafeRawBufferPointer(rebasing: raw[start..<(start + length)]), number: number, offset: start,
                    into: &report)
            }
            start = end + 1
            number += 1
        }
        report.violations.sort()
        return report
    }

    /// Expects equal reports, naming the first difference rather than printing both.
    static func expectSame(
        _ report: EventLogReport, _ expected: EventLogReport, _ context: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            report.events == expected.events && report.invalid == expected.invalid
                && report.malformed == expected.malformed, "\(context): counts", sourceLocation: sourceLocation)
        #expect(
            report.violationCount == expected.violationCount, "\(context): violation count",
            sourceLocation: sourceLocation)
        let sameByEvent = report.byEvent == expected.byEvent
        #expect(sameByEvent, "\(context): counts by event", sourceLocation: sourceLocation)
        if let k = report.violations.indices.first(where: {
            $0 < expected.violations.count && report.violations[$0] != expected.violations[$0]
        }) {
            Issue.record(
                "\(context): violation \(k) is \(report.violations[k]), expected \(expected.violations[k])",
                sourceLocation: sourceLocation)
        }
        let same = report == expected
        #expect(same, "\(context): reports differ", sourceLocation: sourceLocation)
    }

    @Test("every line the byte path accepts, the tree path finds valid; every canonical valid line is accepted")
    func byteVerdictsAreTreeVerdicts() throws {
        let validator = EventLogValidator(catalog: try Self.catalog(), limit: 1_000_000, jobs: 1)
        var walker = try #require(validator.fast.makeWalker())
        var accepted = 0
        var valid = 0
        for (index, line) in Self.lines(count: 4000, seed: 0xE7E27).enumerated() {
            let bytes = Array(line.utf8)
            var tree = EventLogReport()
            bytes.withUnsafeBytes { validator.check($0, number: index + 1, offset: 0, into: &tree) }
            let fast = bytes.withUnsafeBytes { validator.fast.accepts($0, walker: &walker) }
            if tree.events == 1, tree.violationCount == 0 { valid += 1 }
            guard let fast else { continue }
            accepted += 1
            #expect(
                tree.violationCount == 0 && tree.events == 1,
                "the byte path accepted a line the tree path rejects: \(line)")
            #expect(tree.byEvent.keys.first == validator.fast.names[fast], "\(line)")
        }
        // The byte path is not vacuous: it takes most valid lines (the rest have conditions, escapes or another shape).
        #expect(accepted > valid / 3, "accepted \(accepted) of \(valid) valid lines")
        for template in Self.templates where template.name != "guarded.sent" {
            let line = Array(Self.canonical(template, template.members).utf8)
            #expect(
                line.withUnsafeBytes { validator.fast.accepts($0, walker: &walker) } != nil,
                "not taken: \(String(decoding: line, as: UTF8.self))")
        }
    }

    @Test("the report of a generated log equals the tree path's line by line, whatever the chunks and workers")
    func reportsAreTreeReports() throws {
        let catalog = try Self.catalog()
        let validator = EventLogValidator(catalog: catalog, limit: 1_000_000, jobs: 1)
        let text = Array((Self.lines(count: 6000, seed: 0xD1FF).joined(separator: "\n") + "\n").utf8)
        let expected = Self.treeReport(validator, text)
        #expect(
            expected.invalid > 500 && expected.malformed > 100
                && expected.events - expected.invalid - expected.malformed > 1000)
        Self.expectSame(validator.validate(bytes: text), expected, "in memory")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "differential-\(UUID().uuidString).jsonl")
        try Data(text).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for (chunk, jobs) in [(1000, 2), (100_000, 2), (1 << 20, 3)] {
            var parallel = EventLogValidator(catalogs: (0..<jobs).map { _ in catalog }, limit: 1_000_000)
            parallel.chunkSize = chunk
            Self.expectSame(
                try parallel.validate(FileHandle(forReadingFrom: url)), expected, "chunk \(chunk), jobs \(jobs)")
        }
    }
}
