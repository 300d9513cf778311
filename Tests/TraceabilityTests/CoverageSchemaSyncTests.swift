import Foundation
import Testing

@testable import SpecModel

/// Keeps the schemas of the files under `Traceability/<product>/` (`policy`, `gate`, `mutation`, `scenario`) in step
/// with their decoders' key tables.
@Suite struct CoverageSchemaSyncTests {
    static func differences(_ kind: CoverageFileKind) throws -> [String] {
        try differences(name: kind.rawValue, tables: KeySpec.coverageTables(for: kind))
    }

    /// Every disagreement between the schema `Spec/schema/<name>.schema.json` and the decoder's `tables`.
    static func differences(name: String, tables: [KeySpec]) throws -> [String] {
        let url = CoverageFixture.root.appendingPathComponent("Spec/schema/\(name).schema.json")
        let schema = try #require(JSONParser().parse([UInt8](try Data(contentsOf: url)), file: url.path).root)
        var problems: [String] = []
        if schema["$ref"]?.string != "#/$defs/\(name)" { problems.append("root $ref") }
        if schema["$defs"]?[name]?["properties"]?["kind"]?["const"]?.string != name { problems.append("kind const") }
        var closed: Set<String> = []
        for member in schema["$defs"]?.members ?? [] {
            if case .bool(false)? = member.value["additionalProperties"]?.kind { closed.insert(member.key) }
        }
        for table in tables {
            guard let def = schema["$defs"]?[table.name], closed.contains(table.name) else {
                problems.append("\(table.name): not a closed $defs entry")
                continue
            }
            let properties = Set(def["properties"]?.members?.map(\.key) ?? [])
            let required = Set(def["required"]?.items?.compactMap(\.string) ?? [])
            if properties != Set(table.allowed) {
                problems.append("\(table.name): properties \(properties.sorted()) vs \(table.allowed.sorted())")
            }
            if required != Set(table.required) {
                problems.append("\(table.name): required \(required.sorted()) vs \(table.required.sorted())")
            }
        }
        for name in closed.subtracting(tables.map(\.name)).sorted() {
            problems.append("\(name): closed in the schema, no decoder table")
        }
        return problems
    }

    @Test("the policy and gate schemas declare the same keys as their decoders", arguments: CoverageFileKind.allCases)
    func schemaMatchesDecoder(kind: CoverageFileKind) throws {
        #expect(try Self.differences(kind) == [])
    }

    @Test("the scenario schema declares the same keys as the scenario decoder")
    func scenarioSchemaMatchesDecoder() throws {
        #expect(try Self.differences(name: "scenario", tables: KeySpec.scenarioTables) == [])
    }

    @Test("the comparison notices a scenario key the schema does not declare")
    func scenarioComparisonDetectsDifferences() throws {
        var tables = KeySpec.scenarioTables
        tables[1] = KeySpec("scenarioStep", required: ["send"], optional: ["machine", "data", "expect", "delay"])
        #expect(try Self.differences(name: "scenario", tables: tables).count == 1)
    }
}
