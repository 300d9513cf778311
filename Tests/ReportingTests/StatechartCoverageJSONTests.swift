import Foundation
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// A statechart's states in `coverage.json`: `parent` and `kind` written only when they say something a flat machine's
/// state does not, read back, and allowed by the schema.
@Suite struct StatechartCoverageJSONTests {
    @Test("a statechart's parent and kind read back from coverage.json")
    func roundTrip() throws {
        let text = JSONReportRenderer().render(StatechartFixture.report, context: ReportFixture.context)
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        #expect(decoded.diagnostics == [])
        let machine = try #require(decoded.value?.machines.last)
        #expect(machine == StatechartFixture.machine)
        #expect(machine.states.map(\.parent).compactMap { $0 }.count == 10)
        #expect(machine.states.filter { $0.kind == .parallel }.map(\.name) == ["Fulfilment"])
    }

    @Test("parent is written only when there is one, kind only for compound and parallel states")
    func omittedForFlatStates() throws {
        let text = JSONReportRenderer().render(StatechartFixture.report, context: ReportFixture.context)
        let root = try #require(JSONParser().parse(text).root).value
        let states = try #require(root["machines"]?.arrayValue?[1]["states"]?.arrayValue)
        let keys = states.map { ($0.objectValue ?? [:]).keys.sorted().joined(separator: ",") }
        #expect(keys[0] == "final,name,status", "Browsing: top level, atomic")
        #expect(keys[1] == "final,initial,kind,name,status", "Checkout: compound, with its initial child")
        #expect(keys[3] == "final,name,parent,status", "Card: nested, atomic")
        #expect(keys[9] == "final,name,parent,status", "Packed: nested, final")
        #expect(states[6]["kind"] == .string("parallel"))
        let flat = JSONReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(!flat.contains("\"parent\"") && !flat.contains("\"kind\": \"atomic\""))
    }

    @Test("an unknown state kind in coverage.json is a located error with the allowed values")
    func unknownKind() throws {
        let text = JSONReportRenderer().render(StatechartFixture.report, context: ReportFixture.context)
            .replacingOccurrences(of: "\"kind\": \"parallel\"", with: "\"kind\": \"paralel\"")
        let decoded = CoverageReport.decode(text, file: "coverage.json")
        let diagnostic = try #require(decoded.diagnostics.first)
        #expect(diagnostic.jsonPointer == "/machines/1/states/6/kind")
        #expect(diagnostic.message.contains("did you mean \"parallel\""))
        #expect(diagnostic.location != nil)
    }

    @Test("a statechart's coverage.json validates against coverage.schema.json; a wrong kind does not")
    func schema() throws {
        let schema = try CoverageSchemaTests().compiledSchema()
        let text = JSONReportRenderer().render(StatechartFixture.report, context: ReportFixture.context)
        let value = try #require(JSONParser().parse(text).root).value
        #expect(schema.validate(value).isEmpty)
        let broken = try #require(
            JSONParser().parse(text.replacingOccurrences(of: "\"kind\": \"compound\"", with: "\"kind\": \"nested\""))
                .root
        ).value
        #expect(!schema.validate(broken).isEmpty)
    }
}
