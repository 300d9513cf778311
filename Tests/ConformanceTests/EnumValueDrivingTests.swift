import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// Every value an emitted property's `enum` or `const` names (its items' too, for an array) is driven by some check
/// (a property driver, or a planned path comparing a transition's declared payload), or reported not driven with
/// why (issue 30, item 7).
@Suite struct EnumValueDrivingTests {
    static let events = """
        {"kind": "events", "version": 1, "product": "tix", "events": [
          {"name": "ticket_sold", "id": "EVT-SOLD",
           "schema": {"type": "object", "required": ["venue", "perks"], "additionalProperties": false, "properties": {
             "venue": {"const": "hall"},
             "perks": {"type": "array", "minItems": 1, "items": {"enum": ["drink", "programme"]}}}}}]}
        """

    static func bundle(events: String = events) throws -> SpecBundle {
        let loaded = SpecLoader.loadBundle(
            product: "tix", texts: ["product.json": SchemaValueCheckTests.product, "events.json": events])
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("tix"))
    }

    /// Sells a ticket with every perk asked for (a one-element array names it), at the one venue.
    struct Driver: PropertyDriver {
        func drive(property: String, value: JSONValue) throws -> PropertyDrive {
            let perks: JSONValue = property == "perks" ? value : ["drink"]
            return .emitted([ObservedEvent(name: "ticket_sold", payload: ["venue": "hall", "perks": perks])])
        }
    }

    /// The value checks of `bundle`, planned from `planned` (the suite's inputs, as `mutate` plans them).
    static func run(_ bundle: SpecBundle, planned: SpecBundle) -> ConformanceRun {
        var subjects = SubjectRegistry()
        subjects.register(.property, product: "tix", elements: ["venue", "perks"]) { Driver() }
        var runner = ConformanceRunner(subjects: subjects)
        runner.payloadValues = PayloadValuePlanner().plan(planned.events)
        return runner.run(bundle, scenarios: [])
    }

    @Test("the planner lists a const and each member of an array's items enum, as elements")
    func plansConstAndItems() throws {
        let plan = PayloadValuePlanner().plan(try Self.bundle().events)
        #expect(
            plan.cases.map(\.checkID) == ["value:perks:item=drink", "value:perks:item=programme", "value:venue:hall"])
        let programme = try #require(plan.cases.first { $0.label == "item=programme" })
        #expect(programme.element && programme.bounds == ["ticket_sold items enum"])
        #expect(programme.isCarried(by: ["perks": ["drink", "programme"]]))
        #expect(!programme.isCarried(by: ["perks": ["drink"]]))
        let run = Self.run(try Self.bundle(), planned: try Self.bundle())
        #expect(run.checks.filter { $0.kind == .value }.allSatisfy { $0.status == .passed })
        #expect(run.payloadValues?.text == "3 of 3 payload values driven")
    }

    @Test("negative control: a spec whose items enum drops a value the implementation emits fails that value's check")
    func droppedItemValueKilled() throws {
        let narrowed = try Self.bundle(events: Self.events.replacingOccurrences(of: #", "programme""#, with: ""))
        let failed = Self.run(narrowed, planned: try Self.bundle()).checks.filter { $0.status != .passed }
        #expect(failed.map(\.id) == ["value:perks:item=programme"])
        #expect(failed.first?.divergence?.pathSoFar == [#"drive perks holding "programme""#])
    }

    @Test("negative control: a spec whose const names another value fails the const's check")
    func changedConstKilled() throws {
        let other = try Self.bundle(events: Self.events.replacingOccurrences(of: #""hall""#, with: #""arena""#))
        let failed = Self.run(other, planned: try Self.bundle()).checks.filter { $0.status != .passed }
        #expect(failed.map(\.id).contains("value:venue:hall"))
    }

    @Test("without a driver, a value a planned path compares is driven; one nothing drives is listed with why")
    func drivenByDeclaredPayload() throws {
        var bundle = try ToyFixture.bundle()
        let vended = try #require(bundle.events.firstIndex { $0.name == "item_vended" })
        let schema =
            #"{"type": "object", "required": ["item", "price"], "properties": {"item": {"enum": ["tea", "coffee"]}, "price": {"type": "integer"}}}"#
        bundle.events[vended].schema = try #require(JSONParser().parse(schema).root)
        let machine = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        let ready = try #require(bundle.machines[machine].states.firstIndex { $0.name == "Ready" })
        let vend = try #require(bundle.machines[machine].states[ready].on.firstIndex { $0.event == "vend" })
        bundle.machines[machine].states[ready].on[vend].transitions[0].emits = [
            EmittedEvent(
                "item_vended",
                payload: [PayloadExpectation(property: "item", expression: Located("'tea'", origin: .synthetic()))])
        ]
        let run = ToyFixture.runner(defect: nil).run(bundle, scenarios: [])
        #expect(
            run.checks.allSatisfy { $0.status == .passed }, "\(run.checks.filter { $0.status != .passed }.map(\.id))")
        let notDriven = try #require(run.payloadValues?.notDriven)
        let items = notDriven.filter { $0.checkID.hasPrefix("value:item:") }
        #expect(items.map(\.checkID) == ["value:item:coffee"], "tea is compared by the path through vend")
        #expect(items.first?.reason.contains("no transition a planned path takes declares the value") == true)
    }
}
