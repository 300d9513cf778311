import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import EventSchema

/// Forbidden content looked at in the schema's own pass (``ContentPlan``, `ByteWalker+Content.swift`) against the
/// tree path (``ContentScanner``), on an event whose schema has every kind of node the plan decides something for:
/// strings bounded at and past each limit, `enum`/`const` candidates of each class, a pattern the walk fuses with the
/// scan, property names of a class, arrays, nested objects with `additionalProperties`, `allOf`, an empty schema, and
/// members no property names. Values put the marked bytes (`?`, `@`, a line break) at every offset of an eight-byte
/// word, at the start and the end of a string, behind JSON escapes, in keys and in values.
@Suite struct ContentPlanDifferentialTests {
    static let shapedSchema = #"""
        {"type": "object", "properties": {
          "short": {"type": "string", "maxLength": 120},
          "mid": {"type": "string", "maxLength": 150},
          "long": {"type": "string", "maxLength": 400},
          "free": {"type": "string"},
          "kind": {"enum": ["plain", "https://x.org/a?b=1", "a.b@example.org", "x"]},
          "odd": {"type": "string", "enum": ["two\nlines", "say \"hi\"", "ok"]},
          "clean_kind": {"const": "one"},
          "code": {"type": "string", "pattern": "^[a-z0-9?@:/.=]+$"},
          "receipt_note": {"type": "string", "maxLength": 10},
          "child_id": {"type": "integer"},
          "list": {"type": "array", "items": {"type": "string", "maxLength": 60}},
          "tuple": {"type": "array", "prefixItems": [{"type": "string"}]},
          "nested": {"type": "object", "properties": {"url": {"type": "string", "maxLength": 100}},
                     "additionalProperties": {"type": "string"}},
          "both": {"allOf": [{"type": "string", "maxLength": 120}, {"type": "string", "minLength": 0}]},
          "any": {}
        }}
        """#

    /// ochre-soul's events and `open.note` (see ``EventLogPolicyDifferentialTests``), plus `shaped.note`, which
    /// forbids every class.
    static func catalog() throws -> EventCatalog {
        let every: [ContentClass] =
            BuiltInContent.allCases.map(ContentClass.builtIn) + [
                .declared(EventLogPolicyDifferentialTests.childIdentifier),
                .declared(EventLogPolicyDifferentialTests.culturalNote),
            ]
        return try EventLogPolicyDifferentialTests.catalog(adding: [
            EventCatalog.Entry(
                name: "shaped.note", schema: try node(shapedSchema), file: "events.json", pointer: "/y",
                policy: EventPolicy(forbiddenContent: every))
        ])
    }

    /// String values (JSON text) with a marked byte after `k` plain bytes, for `k` across two words: a signed URL,
    /// one that ends at its `?` (clean), an email, a `?` or `@` alone, a line break and a `?` written as escapes.
    static let boundaryValues: [String] = (0...17).flatMap { k -> [String] in
        let pad = String(repeating: "a", count: k)
        return [
            "\"\(pad)s://h?q\"", "\"\(pad)s://h?\"", "\"s://h/\(pad)?q\"", "\"\(pad)b@c.de\"", "\"\(pad)?\"",
            "\"@\(pad)\"", "\"\(pad)\\n\"", "\"s://h\(pad)\\u003Fq\"", "\"\(pad)b\\u0040c.de\"",
        ]
    }

    /// Keys with a class's fragment after `k` plain bytes, and clean near misses.
    static let boundaryKeys: [String] = (0...10).flatMap { k -> [String] in
        let pad = String(repeating: "x", count: k)
        return ["\(pad)child_id", "child\(pad)", "\(pad)Receipt\(pad)", "\(pad)cultural_note"]
    }

    /// Places for a value: `@@` stands for it.
    static let contexts = [
        #"{"short":@@}"#, #"{"mid":@@}"#, #"{"free":@@,"clean_kind":"one"}"#, #"{"long":@@}"#, #"{"code":@@}"#,
        #"{"list":["ok",@@]}"#, #"{"tuple":[@@,@@]}"#, #"{"nested":{"url":@@,"more":@@}}"#, #"{"both":@@}"#,
        #"{"any":@@}"#, #"{"v":{"w":[@@]}}"#, #"{"kind":@@}"#, #"{"odd":@@}"#,
    ]

    static func place(_ value: String, in context: String) -> String {
        context.replacingOccurrences(of: "@@", with: value)
    }

    static var values: [String] {
        EventLogPolicyDifferentialTests.values + boundaryValues + [
            #""plain""#, #""https://x.org/a?b=1""#, #""a.b@example.org""#, #""https:\/\/x.org\/a?b=1""#,
            #""two\nlines""#, #""say \"hi\"""#, #""ok""#, #""one""#, "\"\(String(repeating: "b", count: 150))\"",
            "\"\(String(repeating: "b", count: 151))\"", "\"\(String(repeating: "QUJD", count: 60))\"",
        ]
    }

    /// Every value in every context, every key alone and nested, then `count` generated payloads of `shaped.note`.
    static func lines(count: Int, seed: UInt64) -> [String] {
        var lines: [String] = []
        let values = Self.values
        for value in values {
            for context in contexts {
                lines.append(#"{"name":"shaped.note","payload":\#(place(value, in: context))}"#)
            }
        }
        for key in EventLogPolicyDifferentialTests.keys + boundaryKeys {
            lines.append(#"{"name":"shaped.note","payload":{"\#(key)":"v"}}"#)
            lines.append(#"{"name":"shaped.note","payload":{"nested":{"\#(key)":"v"}}}"#)
            lines.append(#"{"name":"shaped.note","payload":{"any":[{"\#(key)":1}]}}"#)
        }
        var random = SplitMix64(seed: seed)
        for _ in 0..<count {
            var members: [String] = []
            for _ in 0..<(1 + random.below(3)) {
                let context = place(values[random.below(values.count)], in: contexts[random.below(contexts.count)])
                members.append(String(context.dropFirst().dropLast()))
            }
            // A repeated key is a duplicate for both paths alike.
            lines.append(#"{"name":"shaped.note","payload":{\#(members.joined(separator: ","))}}"#)
        }
        return lines
    }

    @Test("the one-pass walk accepts a line exactly when the tree path finds no violation, in every place")
    func verdictsAgree() throws {
        let validator = EventLogValidator(catalog: try Self.catalog(), limit: 1_000_000, jobs: 1)
        var walker = try #require(validator.fast.makeWalker())
        var accepted = 0
        var rejected = 0
        for (index, line) in Self.lines(count: 3000, seed: 0xC0_47E7).enumerated() {
            let bytes = Array(line.utf8)
            var tree = EventLogReport()
            bytes.withUnsafeBytes { validator.check($0, number: index + 1, offset: 0, into: &tree) }
            let fast = bytes.withUnsafeBytes { validator.fast.accepts($0, walker: &walker) }
            #expect(
                (fast != nil) == (tree.violationCount == 0), "\(line): byte path \(fast != nil), \(tree.violations)")
            if fast != nil { accepted += 1 } else { rejected += 1 }
        }
        #expect(accepted > 1000 && rejected > 1000, "accepted \(accepted), rejected \(rejected)")
    }

    @Test("the report of the log equals the tree path's, with one worker or two")
    func reportsAgree() throws {
        let catalog = try Self.catalog()
        let validator = EventLogValidator(catalog: catalog, limit: 1_000_000, jobs: 1)
        let text = Array((Self.lines(count: 2000, seed: 0xFACE).joined(separator: "\n") + "\n").utf8)
        let expected = EventLogDifferentialTests.treeReport(validator, text)
        EventLogDifferentialTests.expectSame(validator.validate(bytes: text), expected, "in memory")
        let parallel = EventLogValidator(catalogs: [catalog, catalog], limit: 1_000_000)
        EventLogDifferentialTests.expectSame(parallel.validate(bytes: text), expected, "two workers")
    }

    @Test("the plan decides the schema's names and candidates once, and drops only the rules a node's bounds rule out")
    func planDecidesOnce() throws {
        let compiled = try schema(Self.shapedSchema)
        let tables = compiled.program.byteTables.view
        let classes: [ContentClass] = [.builtIn(.signedURL), .builtIn(.freeText), .builtIn(.receipt)]
        let plan = ContentPlan(classes: classes, tables: tables)
        func name(_ p: ObjectApplicator.ByteProperty) -> String {
            String(decoding: tables.bytes[p.nameStart..<(p.nameStart + p.nameCount)], as: UTF8.self)
        }
        let dirty = tables.properties.indices.filter { !plan.view.keyClean[$0] }.map { name(tables.properties[$0]) }
        #expect(dirty == ["receipt_note"], "only a name of a class is decided dirty: \(dirty)")
        let dirtyStrings = tables.stringRanges.indices.filter { !plan.view.stringClean[$0] }.map {
            String(decoding: tables.bytes[tables.stringRanges[$0]], as: UTF8.self)
        }
        #expect(Set(dirtyStrings) == ["https://x.org/a?b=1", "two\nlines"], "\(dirtyStrings)")
        #expect(plan.view.every == [.query, .lineBreak, .length, .receipt])
        let needs = Set(plan.view.needs.map(\.rawValue))
        #expect(
            needs.contains(ContentNeeds([.query, .lineBreak]).rawValue), "maxLength 120: neither length nor receipt")
        #expect(needs.contains(ContentNeeds([.query, .lineBreak, .length]).rawValue), "maxLength 150: not a receipt")
        #expect(needs.contains(0), "const \"one\": nothing to look at")
        #expect(ContentPlan(classes: [.builtIn(.email)], tables: tables).view.every == [.email])
    }
}

/// Negative controls: forbidden content in each place the one-pass walk decides it (a property name, an `enum`
/// candidate, a fused pattern, an escape, an item after `prefixItems`, a member `additionalProperties` describes, a
/// member no property names, nested) fails the line with the located violation the tree path gives; the byte path
/// takes none of them, and takes the clean near misses.
@Suite struct ContentPlanControlTests {
    @Test("forbidden content in every place the plan decides fails with the located violation")
    func forbiddenContentFailsEverywhere() throws {
        let validator = EventLogValidator(catalog: try ContentPlanDifferentialTests.catalog(), limit: 100, jobs: 1)
        let forbidden: [(payload: String, pointer: String, contentClass: String)] = [
            (#"{"kind":"https://x.org/a?b=1"}"#, "/kind", "signed-url"),
            (#"{"odd":"two\nlines"}"#, "/odd", "free-text"),
            (#"{"receipt_note":"x"}"#, "/receipt_note", "receipt"),
            (#"{"child_id":1}"#, "/child_id", "child-identifier"),
            (#"{"v":{"w":{"cultural_note":1}}}"#, "/v/w/cultural_note", "cultural-note"),
            (#"{"nested":{"extra":"a\u000Ab"}}"#, "/nested/extra", "free-text"),
            (#"{"code":"s://h?q"}"#, "/code", "signed-url"),
            (#"{"short":"s:\/\/h\u003Fq"}"#, "/short", "signed-url"),
            (#"{"short":"abc\n"}"#, "/short", "free-text"),
            (#"{"short":"\rabc"}"#, "/short", "free-text"),
            (#"{"tuple":["ok","https://x.org/a?b=1"]}"#, "/tuple/1", "signed-url"),
            (#"{"mid":"\#(String(repeating: "a", count: 121))"}"#, "/mid", "free-text"),
            (#"{"long":"\#(String(repeating: "QUJD", count: 51))"}"#, "/long", "receipt"),
            (#"{"both":"a.b\u0040example.org"}"#, "/both", "email"),
            (#"{"any":["x","y\r"]}"#, "/any/1", "free-text"),
        ]
        let clean = [
            #"{"kind":"plain","odd":"say \"hi\"","short":"s://h?","code":"s://h","mid":"a@b"}"#,
            #"{"list":["?","@"],"nested":{"url":"aaaaaaaaaaaaaaaaaaaaaaa?","extra":"receipt"},"any":{"child":1}}"#,
            #"{"long":"\#(String(repeating: "QUJD", count: 30))","free":"\#(String(repeating: "é", count: 120))"}"#,
        ]
        func line(_ payload: String) -> String { #"{"name":"shaped.note","payload":\#(payload)}"# }
        var walker = try #require(validator.fast.makeWalker())
        for payload in clean {
            #expect(Array(line(payload).utf8).withUnsafeBytes { validator.fast.accepts($0, walker: &walker) } != nil)
        }
        for (payload, _, _) in forbidden {
            #expect(
                Array(line(payload).utf8).withUnsafeBytes { validator.fast.accepts($0, walker: &walker) } == nil,
                "\(payload)")
        }
        let lines = clean.map(line) + forbidden.map { line($0.payload) }
        let text = Array((lines.joined(separator: "\n") + "\n").utf8)
        let report = validator.validate(bytes: text)
        EventLogDifferentialTests.expectSame(report, EventLogDifferentialTests.treeReport(validator, text), "shaped")
        #expect(report.events == lines.count && report.invalid == forbidden.count)
        let policy = report.violations.filter { $0.code == PolicyViolation.Code.forbiddenContent }
        for (offset, (_, pointer, contentClass)) in forbidden.enumerated() {
            let number = clean.count + offset + 1
            #expect(
                policy.contains {
                    $0.line == number && $0.message.contains(" \(pointer): error[policy.forbidden-content]")
                        && $0.message.contains("; \(contentClass) content is forbidden in")
                }, "line \(number): \(policy.filter { $0.line == number }.map(\.message))")
        }
    }
}
