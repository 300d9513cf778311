import Conformance
import SpecModel
import Testing

/// Event sequences: a funnel's order and its deduplication, held on every run of a machine.
@Suite("event sequences: precedes and at-most-once over each run's emitted events")
struct EventSequenceTests {
    static let texts = [
        "product.json": """
            {"kind": "product", "version": 1, "product": "shop", "name": "Shop", "documents": [{"file": "d.txt"}],
             "idPatterns": [{"kind": "sequence", "pattern": "^SEQ-[0-9]$"}]}
            """,
        "events.json": """
            {"kind": "events", "version": 1, "product": "shop", "events": [
               {"name": "cart_opened", "schema": {"type": "object"}},
               {"name": "order_placed", "schema": {"type": "object"}}],
             "sequences": [
               {"id": "SEQ-1", "rule": "precedes", "first": "cart_opened", "then": "order_placed"},
               {"id": "SEQ-2", "rule": "at-most-once", "event": "order_placed"}]}
            """,
        "machines/shop.json": """
            {"kind": "machine", "version": 1, "product": "shop", "id": "shop", "initial": "Browsing",
             "states": {
               "Browsing": {"on": {"open": [{"target": "Cart", "emits": [{"event": "cart_opened", "optional": true}]}]}},
               "Cart": {"on": {"place": [{"target": "Placed", "emits": ["order_placed"]}]}},
               "Placed": {"on": {"again": [{"target": "Placed", "emits": [{"event": "order_placed", "optional": true}]}]}}}}
            """,
    ]

    /// A shop that may skip the cart event or place the order twice.
    struct Shop: ConformanceSubject {
        enum Defect: Sendable { case skipsCartEvent, placesTwice }
        let defect: Defect?
        var state = "Browsing"

        mutating func reset(context: JSONValue) throws { state = "Browsing" }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            var events: [ObservedEvent] = []
            switch (state, stimulus.event) {
            case ("Browsing", "open"):
                state = "Cart"
                if defect != .skipsCartEvent { events.append(ObservedEvent(name: "cart_opened")) }
            case ("Cart", "place"):
                state = "Placed"
                events.append(ObservedEvent(name: "order_placed"))
            case ("Placed", "again"):
                if defect == .placesTwice { events.append(ObservedEvent(name: "order_placed")) }
            default: break
            }
            return Observation(states: ["shop": state], events: events)
        }
    }

    func run(_ defect: Shop.Defect?) throws -> ConformanceRun {
        let loaded = SpecLoader.loadBundle(product: "shop", texts: Self.texts)
        #expect(loaded.diagnostics.map(\.message) == [])
        var registry = SubjectRegistry()
        registry.register(product: "shop", machines: ["shop"]) { Shop(defect: defect) }
        return ConformanceRunner(subjects: registry).run(try #require(loaded.catalog.bundle("shop")), scenarios: [])
    }

    @Test("a shop keeping the funnel passes, and the sequences get evidence")
    func orderKeptPasses() throws {
        let run = try run(nil)
        #expect(run.checks.allSatisfy { $0.status == .passed }, "\(run.checks.filter { $0.status != .passed }.map(\.id))")
        #expect(run.checks.contains { $0.evidence.contains(Evidence(id: "SEQ-1", kind: .observability)) })
    }

    @Test("an order placed without the cart event breaks SEQ-1")
    func skippedStepFails() throws {
        let failing = try run(.skipsCartEvent).checks.filter { $0.status != .passed }
        #expect(!failing.isEmpty)
        #expect(failing.allSatisfy { $0.divergence?.observed == "'order_placed' without an earlier 'cart_opened' (SEQ-1)" })
        // A failing path makes the sequence failing (sneak checks name the state's IDs instead).
        #expect(failing.filter { $0.kind == .path }.allSatisfy { $0.evidence.map(\.id).contains("SEQ-1") })
        #expect(failing.contains { $0.kind == .path })
    }

    @Test("an order placed twice breaks SEQ-2")
    func duplicateFails() throws {
        let failing = try run(.placesTwice).checks.filter { $0.status != .passed }
        #expect(!failing.isEmpty && failing.allSatisfy { $0.divergence?.observed == "'order_placed' emitted twice (SEQ-2)" })
    }

    @Test("a sequence naming an unknown event, or missing a key of its rule, is a located error")
    func badSequences() {
        var texts = Self.texts
        texts["events.json"] = """
            {"kind": "events", "version": 1, "product": "shop", "events": [{"name": "cart_opened", "schema": {"type": "object"}}],
             "sequences": [{"id": "SEQ-1", "rule": "precedes", "first": "cart_opend", "then": "cart_opened"},
                           {"id": "SEQ-2", "rule": "at-most-once"}]}
            """
        let loaded = SpecLoader.loadBundle(product: "shop", texts: texts)
        #expect(loaded.diagnostics.map(\.code) == ["spec.invalid-value", "spec.missing-key"])
        #expect(loaded.diagnostics.first?.message.contains("did you mean \"cart_opened\"") == true)
    }
}
