import SpecModel
import Testing

@testable import Conformance

/// A toy ticket office whose analytics carry a ticket code and a seat class; each defect is a realistic way to
/// lose a value the event schemas allow.
struct ToyTicketOffice {
    enum Defect: CaseIterable {
        /// Codes are cut to 8 characters before they are reported (a column too narrow).
        case truncatesCodes
        /// The "box" class is reported as "stalls" (a mapping that forgot a case).
        case mapsBoxToStalls
        /// Reports the first row as row 0 (an index counted from zero at the edge).
        case firstRowAsZero
    }

    var defect: Defect?

    /// Sells a ticket: the events the office emits, as (name, payload).
    func sell(code: String, seat: String, row: Int) -> [ObservedEvent] {
        let reportedCode = defect == .truncatesCodes ? String(code.prefix(8)) : code
        let reportedSeat = defect == .mapsBoxToStalls && seat == "box" ? "stalls" : seat
        let reportedRow = defect == .firstRowAsZero && row == 1 ? 0 : row
        return [
            ObservedEvent(
                name: "ticket_sold",
                payload: .object([
                    "code": .string(reportedCode), "seat": .string(reportedSeat), "row": .int(reportedRow),
                ])),
            ObservedEvent(name: "ticket_printed", payload: .object(["code": .string(reportedCode)])),
        ]
    }
}

/// Drives the office: the value becomes the ticket's code, seat class or row.
struct ToyTicketDriver: PropertyDriver {
    var office: ToyTicketOffice

    func drive(property: String, value: JSONValue) throws -> PropertyDrive {
        switch (property, value) {
        case ("code", .string(let code)): return .emitted(office.sell(code: code, seat: "stalls", row: 7))
        case ("seat", .string(let seat)): return .emitted(office.sell(code: "T-1", seat: seat, row: 7))
        case ("row", .number(let n)):
            guard let row = n.intValue else { throw SubjectError("not an integer") }
            return .emitted(office.sell(code: "T-1", seat: "stalls", row: row))
        default: throw SubjectError("cannot drive \(property)")
        }
    }
}

@Suite struct SchemaValueCheckTests {
    static let product = """
        {"kind": "product", "version": 1, "product": "tix", "name": "Tickets", "documents": [{"file": "tix.md"}],
         "idPatterns": [{"kind": "event", "pattern": "^EVT-[A-Z-]+$"}]}
        """
    static let events = """
        {"kind": "events", "version": 1, "product": "tix", "events": [
          {"name": "ticket_sold", "id": "EVT-SOLD",
           "schema": {"type": "object", "required": ["code", "seat", "row"], "additionalProperties": false, "properties": {
             "code": {"type": "string", "minLength": 3, "maxLength": 12, "pattern": "^[A-Z0-9-]+$"},
             "seat": {"enum": ["stalls", "circle", "box"]},
             "row": {"type": "integer", "minimum": 1, "exclusiveMaximum": 31},
             "note": {"type": "string", "pattern": "^[a-z]+@[a-z]+$", "maxLength": 4}}}},
          {"name": "ticket_printed", "id": "EVT-PRINTED",
           "schema": {"type": "object", "required": ["code"], "properties": {"code": {"type": "string", "minLength": 3, "maxLength": 12}}}}]}
        """

    static func bundle() throws -> SpecBundle {
        let loaded = SpecLoader.loadBundle(product: "tix", texts: ["product.json": product, "events.json": events])
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("tix"))
    }

    static func run(_ defect: ToyTicketOffice.Defect?, properties: [String] = ["code", "row", "seat"]) throws
        -> ConformanceRun
    {
        var subjects = SubjectRegistry()
        subjects.register(.property, product: "tix", elements: properties) {
            ToyTicketDriver(office: ToyTicketOffice(defect: defect))
        }
        return ConformanceRunner(subjects: subjects).run(try bundle(), scenarios: [])
    }

    @Test("the planner lists every enum member and every value on a bound, grouped across events")
    func plansBoundsAndEnums() throws {
        let plan = PayloadValuePlanner().plan(try Self.bundle().events)
        #expect(
            plan.cases.map(\.checkID) == [
                "value:code:length=12", "value:code:length=3", "value:row:1", "value:row:30",
                "value:seat:box", "value:seat:circle", "value:seat:stalls",
            ])
        let long = try #require(plan.cases.first { $0.label == "length=12" })
        #expect(long.events == ["ticket_printed", "ticket_sold"])
        #expect(long.bounds == ["ticket_printed maxLength", "ticket_sold maxLength"])
        // The pattern is honoured: "aaa" would not match ^[A-Z0-9-]+$, so the string repeats a character it accepts.
        #expect(long.value == .string(String(repeating: "0", count: 12)))
        #expect(plan.cases.first { $0.checkID == "value:row:30" }?.value == .int(30))
    }

    @Test("a bound no generated string satisfies is a gap with the reason, never a case")
    func unsatisfiableBoundIsAGap() throws {
        let plan = PayloadValuePlanner().plan(try Self.bundle().events)
        #expect(plan.gaps.map(\.property) == ["note"])
        #expect(plan.gaps.first?.reason.contains("satisfies") == true)
    }

    @Test("a faithful implementation passes every value check and gives the events observability evidence")
    func faithfulPasses() throws {
        let run = try Self.run(nil)
        let values = run.checks.filter { $0.kind == .value }
        #expect(values.count == 7)
        #expect(values.allSatisfy { $0.status == .passed }, "\(values.filter { $0.status != .passed })")
        let code = try #require(values.first { $0.id == "value:code:length=12" })
        #expect(Set(code.evidence.map(\.id)) == ["EVT-PRINTED", "EVT-SOLD"])
        #expect(run.payloadValues?.planned == 7 && run.payloadValues?.notDriven.isEmpty == true)
    }

    @Test("negative control: codes cut short fail the longest code's check, with the value expected")
    func truncationFails() throws {
        let failed = try Self.run(.truncatesCodes).checks.filter { $0.status != .passed }
        #expect(failed.map(\.id) == ["value:code:length=12"])
        #expect(failed.first?.divergence?.observed.contains("\"00000000\"") == true)
        #expect(Set(failed.first?.evidence.map(\.id) ?? []) == ["EVT-PRINTED", "EVT-SOLD"])
    }

    @Test("negative control: an enum member reported as another fails that member's check")
    func enumMappingFails() throws {
        let failed = try Self.run(.mapsBoxToStalls).checks.filter { $0.status != .passed }
        #expect(failed.map(\.id) == ["value:seat:box"])
    }

    @Test("negative control: a value reported off the bound is invalid against the schema and fails")
    func offByOneFails() throws {
        let failed = try Self.run(.firstRowAsZero).checks.filter { $0.status != .passed }
        #expect(failed.map(\.id) == ["value:row:1"])
        #expect(failed.first?.divergence?.observed.contains("/row") == true)
    }

    @Test("a property without a driver is listed as not driven, and gives no check")
    func undrivenIsListed() throws {
        let run = try Self.run(nil, properties: ["code", "row"])
        #expect(!run.checks.contains { $0.id.hasPrefix("value:seat:") })
        #expect(
            run.payloadValues?.notDriven.map(\.checkID) == ["value:seat:box", "value:seat:circle", "value:seat:stalls"])
        #expect(run.payloadValues?.text == "4 of 7 payload values driven")
    }
}
