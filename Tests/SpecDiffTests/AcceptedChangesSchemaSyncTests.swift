import Foundation
import SpecModel
import Testing

@testable import SpecDiff

/// Keeps `Spec/schema/accepted-changes.schema.json` in step with the accepted-changes decoder's key tables.
@Suite struct AcceptedChangesSchemaSyncTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Spec/schema/accepted-changes.schema.json")

    /// Every disagreement between the schema's closed `$defs` entries and `tables`.
    static func differences(_ tables: [KeySpec]) throws -> [String] {
        let schema = try #require(
            JSONParser().parse([UInt8](try Data(contentsOf: schemaURL)), file: schemaURL.path).root)
        var problems: [String] = []
        if schema["$ref"]?.string != "#/$defs/accepted-changes" { problems.append("root $ref") }
        for table in tables {
            guard let def = schema["$defs"]?[table.name], case .bool(false)? = def["additionalProperties"]?.kind else {
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
        return problems
    }

    @Test("the accepted-changes schema declares the same keys as its decoder")
    func schemaMatchesDecoder() throws {
        #expect(try Self.differences([.acceptedChangesFile, .acceptedChange]) == [])
    }

    @Test("the comparison notices a key the schema does not declare")
    func comparisonDetectsDifferences() throws {
        let changed = KeySpec(
            "acceptedChange", required: ["rule", "id", "reason", "owner", "expires"], optional: ["arguments", "ticket"])
        #expect(try Self.differences([.acceptedChangesFile, changed]).count == 1)
    }
}
