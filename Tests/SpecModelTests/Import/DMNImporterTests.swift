import Foundation
import SpecImport
import Testing

@testable import SpecModel

/// DMN 1.3 XML → native decision tables (`Tests/Fixtures/import/dmn`, written from OMG DMN 1.3).
@Suite struct DMNImporterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/import/dmn")

    static func convert(_ name: String, select: String? = nil) throws -> ImportResult {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        return DMNImporter.convert(bytes, file: "dmn/\(name)", select: select)
    }

    /// The converted tables in a decisions file, loaded as a hand-written one would be.
    static func load(_ result: ImportResult) throws -> SpecBundle {
        let tables = try #require(result.node).value
        let text = JSONWriter(indent: 0).string(
            .object(["kind": "decisions", "version": 1, "product": "demo", "tables": tables]))
        let loaded = SpecFixture.loadOne(text)
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("demo"))
    }

    @Test("a DMN COLLECT SUM table maps to a native collect table: IDs kept, FEEL entries, annotations as notes")
    func collectSum() throws {
        let result = try Self.convert("fees.dmn")
        #expect(result.isClean, "\(result.diagnostics)")
        // <inputData> is not read, and says so.
        #expect(result.diagnostics.map(\.code) == ["import.dmn.ignored"])
        let bundle = try Self.load(result)
        let fee = try #require(bundle.decisionTable(id: "T-FEE"))
        #expect(fee.title == "Membership fee")
        #expect(fee.hitPolicy == .collect && fee.aggregation == .sum)
        #expect(fee.inputs.map(\.name) == ["age", "tier"])
        #expect(fee.inputs[0].minimum == 0 && fee.inputs[0].maximum == 120)
        #expect(fee.inputs[1].values == ["gold", "silver", "bronze"])
        #expect(fee.rules.map(\.id) == ["R1", "R2", "R3"])
        #expect(fee.rules[0].cell("tier") == .any)
        #expect(fee.rules[0].cell("age").intervals(in: fee.inputs[0]) == [0...17])
        #expect(fee.rules[1].cell("tier").intervals(in: fee.inputs[1]) == [0...1])
        #expect(fee.rules[0].info.notes == ["young members pay the base fee"])
        #expect(fee.rules.map(\.then) == [10, 5, 3])
    }

    @Test("PRIORITY with two outputs: outputValues give the enum (priority order), defaultOutputEntry the default")
    func priorityTwoOutputs() throws {
        let bundle = try Self.load(try Self.convert("fees.dmn", select: "T-BAND"))
        #expect(bundle.decisionTables.map(\.id) == ["T-BAND"])
        let band = try #require(bundle.decisionTable(id: "T-BAND"))
        #expect(band.hitPolicy == .priority)
        #expect(band.outputs.map(\.name) == ["band", "desk"])
        #expect(band.outputs[0].values == ["premium", "standard"])
        #expect(band.rules[0].then == .object(["band": "premium", "desk": "service desk"]))
        #expect(band.defaultOutput?.then == .object(["band": "standard", "desk": "self service"]))
        #expect(band.outcome(matching: [0, 1]).output == .object(["band": "premium", "desk": "service desk"]))
    }

    @Test("the converted nodes are located in the DMN file: a rule at its <rule> line")
    func located() throws {
        let node = try #require(try Self.convert("fees.dmn").node)
        let rules = try #require(node.items?.first?["rules"]?.items)
        #expect(rules.map(\.location.line) == [18, 24, 29])
    }

    @Test("select naming no decision is a located error with did-you-mean")
    func selectMissing() throws {
        let result = try Self.convert("fees.dmn", select: "T-FE")
        #expect(result.node == nil)
        let d = try #require(result.diagnostics.first { $0.code == "import.dmn.select" })
        #expect(d.message == #"no decision with a decision table has id "T-FE"; did you mean "T-FEE"?"#)
        #expect(d.file == "dmn/fees.dmn" && d.location?.line == 2)
    }

    @Test(
        "refused, each located and named: BKMs, required decisions, literal expressions, date inputs, input expressions"
    )
    func refusals() throws {
        let result = try Self.convert("refused.dmn")
        #expect(result.node == nil)
        let found = result.diagnostics.map { "\($0.location?.line ?? 0) \($0.code)" }
        #expect(
            found == [
                "3 import.dmn.unsupported", "5 import.dmn.unsupported", "8 import.dmn.unsupported",
                "13 import.dmn.type", "16 import.dmn.expression",
            ])
        #expect(result.diagnostics[0].message.hasPrefix("<businessKnowledgeModel> is not supported"))
        #expect(result.diagnostics[3].message.contains(#"typeRef "date""#))
        #expect(
            result.diagnostics[4].message.hasPrefix(#"input expression "age + 1" is a FEEL expression beyond a name"#))
    }

    @Test("malformed XML is a located error")
    func malformed() {
        let result = DMNImporter.convert(
            Array("<definitions><decision></definitions>".utf8), file: "x.dmn", select: nil)
        #expect(result.node == nil)
        #expect(result.diagnostics.map(\.code) == ["import.dmn.malformed"])
        #expect(result.diagnostics.first?.location?.line == 1)
    }
}
