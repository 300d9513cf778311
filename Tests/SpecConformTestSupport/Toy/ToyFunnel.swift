import Conformance
import SpecModel
import Testing

/// A toy shop whose funnel is held by event sequences (the cart opens before an order; one order per run), with a
/// subject that keeps the funnel, skips the cart event, or places the order twice.
package enum ToyFunnel {
    package static let texts = [
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
    package struct Subject: ConformanceSubject {
        package enum Defect: Sendable { case skipsCartEvent, placesTwice }
        let defect: Defect?

        package init(defect: Defect?) { self.defect = defect }
        var state = "Browsing"

        package mutating func reset(context: JSONValue) throws { state = "Browsing" }

        package mutating func apply(_ stimulus: Stimulus) throws -> Observation {
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

    package static func bundle() throws -> SpecBundle {
        let loaded = SpecLoader.loadBundle(product: "shop", texts: texts)
        #expect(loaded.diagnostics.map(\.message) == [])
        return try #require(loaded.catalog.bundle("shop"))
    }

    package static func registry(_ defect: Subject.Defect?) -> SubjectRegistry {
        var registry = SubjectRegistry()
        registry.register(.machine, product: "shop", elements: ["shop"]) { Subject(defect: defect) }
        return registry
    }
}
