import Foundation
import Testing
@testable import SpecModel

/// Keeps `Spec/schema/policy.schema.json` and `gate.schema.json` in step with their decoders' key tables.
@Suite struct CoverageSchemaSyncTests {
    static func differences(_ kind: CoverageFileKind) throws -> [String] {
        let url = CoverageFixture.root.appendingPathComponent("Spec/schema/\(kind.rawValue).schema.json")
        let schema = try #require(JSONParser().parse([UInt8](try Data(contentsOf: url)), file: url.path).root)
        var problems: [String] = []
        if schema["$ref"]?.string != "#/$defs/\(kind.rawValue)" { problems.append("root $ref") }
        if schema["$defs"]?[kind.rawValue]?["properties"]?["kind"]?["const"]?.string != kind.rawValue { problems.append("kind const") }
        var closed: Set<String> = []
        for member in schema["$defs"]?.members ?? [] {
            if case .bool(false)? = member.value["additionalProperties"]?.kind { closed.insert(member.key) }
        }
        let tables = KeySpec.coverageTables(for: kind)
        for table in tables {
            guard let def = schema["$defs"]?[table.name], closed.contains(table.name) else {
                problems.append("\(table.name): not a closed $defs entry")
                continue
            }
            let properties = Set(def["properties"]?.members?.map(\.key) ?? [])
            let required = Set(def["required"]?.items?.compactMap(\.string) ?? [])
            if properties != Set(table.allowed) { problems.append("\(table.name): properties \(properties.sorted()) vs \(table.allowed.sorted())") }
            if required != Set(table.required) { problems.append("\(table.name): required \(required.sorted()) vs \(table.required.sorted())") }
        }
        for name in closed.subtracting(tables.map(\.name)).sorted() { problems.append("\(name): closed in the schema, no decoder table") }
        return problems
    }

    @Test("the policy and gate schemas declare the same keys as their decoders", arguments: CoverageFileKind.allCases)
    func schemaMatchesDecoder(kind: CoverageFileKind) throws {
        #expect(try Self.differences(kind) == [])
    }
}
