import Foundation
import Testing

@testable import SpecModel

/// Keeps `Spec/schema/<kind>.schema.json` in step with the decoders' key tables (`KeySpec`).
///
/// In each schema, every `$defs` entry with `"additionalProperties": false` is a closed object the decoder reads
/// with the `KeySpec` of the same name: both must allow the same keys and require the same keys.
@Suite struct SchemaSyncTests {
    static let schemaFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Spec/schema")

    /// Every disagreement between `tables` and `schema`, as sorted lowercase sentences; empty when in step.
    static func differences(kind: SpecKind, tables: [KeySpec], schema: JSONNode) -> [String] {
        var problems: [String] = []
        if schema["$schema"]?.string != "https://json-schema.org/draft/2020-12/schema" {
            problems.append("$schema is not draft 2020-12")
        }
        if schema["$ref"]?.string != "#/$defs/\(kind.rawValue)" {
            problems.append("root $ref is not #/$defs/\(kind.rawValue)")
        }
        var closed: [String: JSONNode] = [:]
        var open: Set<String> = []
        for member in schema["$defs"]?.members ?? [] {
            guard member.value["properties"] != nil else { continue }
            if case .bool(false)? = member.value["additionalProperties"]?.kind {
                closed[member.key] = member.value
            } else {
                open.insert(member.key)
            }
        }
        for table in tables {
            guard let def = closed[table.name] else {
                problems.append(
                    open.contains(table.name)
                        ? "\(table.name): schema allows additional properties" : "\(table.name): missing from $defs")
                continue
            }
            let properties = Set(def["properties"]?.members?.map(\.key) ?? [])
            let required = Set(def["required"]?.items?.compactMap(\.string) ?? [])
            for key in Set(table.allowed).subtracting(properties).sorted() {
                problems.append("\(table.name): decoder allows \"\(key)\", schema does not")
            }
            for key in properties.subtracting(table.allowed).sorted() {
                problems.append("\(table.name): schema allows \"\(key)\", decoder does not")
            }
            for key in Set(table.required).subtracting(required).sorted() {
                problems.append("\(table.name): decoder requires \"\(key)\", schema does not")
            }
            for key in required.subtracting(table.required).sorted() {
                problems.append("\(table.name): schema requires \"\(key)\", decoder does not")
            }
        }
        let names = Set(tables.map(\.name))
        for name in closed.keys.sorted() where !names.contains(name) {
            problems.append("\(name): closed in the schema, no decoder table")
        }
        if let kindConst = closed[kind.rawValue]?["properties"]?["kind"]?["const"]?.string, kindConst != kind.rawValue {
            problems.append("kind const is \"\(kindConst)\"")
        }
        return problems.sorted()
    }

    static func loadSchema(_ kind: SpecKind) throws -> JSONNode {
        let url = schemaFolder.appendingPathComponent("\(kind.rawValue).schema.json")
        let parsed = JSONParser().parse([UInt8](try Data(contentsOf: url)), file: url.path)
        #expect(parsed.diagnostics.isEmpty, "\(url.lastPathComponent): \(parsed.diagnostics)")
        return try #require(parsed.root)
    }

    @Test(
        "every kind's schema declares the same allowed and required keys as its decoder", arguments: SpecKind.allCases)
    func schemaMatchesDecoder(kind: SpecKind) throws {
        let schema = try Self.loadSchema(kind)
        #expect(Self.differences(kind: kind, tables: KeySpec.tables(for: kind), schema: schema) == [])
    }

    @Test("every spec kind has a schema file (other schemas, such as Traceability's, may sit beside them)")
    func schemaPerKind() throws {
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: Self.schemaFolder.path))
        let missing = SpecKind.allCases.map { "\($0.rawValue).schema.json" }.filter { !names.contains($0) }
        #expect(missing == [])
    }

    @Test("the comparison detects a schema and a decoder that disagree")
    func comparisonDetectsDifferences() throws {
        let schema = try #require(
            JSONParser().parse(
                """
                {"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": "#/$defs/surfaces", "$defs": {
                  "surfaces": {"type": "object", "additionalProperties": false, "required": ["kind", "version", "product", "surfaces"],
                               "properties": {"$schema": {}, "kind": {"const": "surfaces"}, "version": {}, "product": {}, "surfaces": {}}},
                  "surface": {"type": "object", "additionalProperties": false, "required": ["id"],
                              "properties": {"id": {}, "name": {}, "colour": {}, "source": {}, "traces": {}, "notes": {}, "formerIds": {}}},
                  "source": {"type": "object", "properties": {"document": {}, "section": {}}},
                  "extra": {"type": "object", "additionalProperties": false, "properties": {"a": {}}}}}
                """
            ).root)
        let tables = KeySpec.tables(for: .surfaces)
        #expect(
            Self.differences(kind: .surfaces, tables: tables, schema: schema) == [
                "extra: closed in the schema, no decoder table",
                "source: schema allows additional properties",
                "surface: decoder allows \"description\", schema does not",
                "surface: decoder requires \"name\", schema does not",
                "surface: schema allows \"colour\", decoder does not",
            ])
        // The real schema agrees with the real tables, and disagrees with a changed table.
        let real = try Self.loadSchema(.surfaces)
        let changed =
            [KeySpec("surfaces", required: ["kind", "version", "product"], optional: ["$schema", "surfaces"])]
            + tables.dropFirst()
        #expect(
            Self.differences(kind: .surfaces, tables: changed, schema: real) == [
                "surfaces: schema requires \"surfaces\", decoder does not"
            ])
    }

    @Test("reserved keys are not allowed by the schemas", arguments: SpecKind.allCases)
    func reservedKeysAreNotInSchemas(kind: SpecKind) throws {
        let schema = try Self.loadSchema(kind)
        for table in KeySpec.tables(for: kind) {
            let properties = schema["$defs"]?[table.name]?["properties"]?.members?.map(\.key) ?? []
            for key in table.reserved { #expect(!properties.contains(key), "\(table.name).\(key) is reserved") }
        }
    }
}
