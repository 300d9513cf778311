import Testing

@testable import SpecModel

/// Statecharts in the machine format: nested, parallel and history states, eventless transitions, entry and exit
/// actions, internal transitions, and the located load errors of each.
@Suite struct StatechartDecodingTests {
    static func machine(_ states: String, initial: String = "Shop") -> String {
        """
        {"kind": "machine", "version": 1, "product": "demo", "id": "chart", "initial": "\(initial)", "context": {"n": 0},
         "states": \(states)}
        """
    }

    static let valid = machine(
        """
        {"Shop": {"initial": "Browsing", "on": {"cancel": [{"target": "Cancelled"}]},
           "states": {
             "Browsing": {"on": {"pay": [{"target": "Payment"}]}},
             "Payment": {"type": "parallel", "onEntry": {"assign": {"n": "n + 1"}, "emits": ["payment_started"]},
               "onExit": {"emits": [{"event": "payment_left", "optional": true}]},
               "states": {
                 "Card": {"initial": "Entering", "states": {
                   "Entering": {"on": {"card.ok": [{"target": "CardDone", "internal": true}]}},
                   "CardDone": {"type": "final"},
                   "CardHistory": {"type": "history", "history": "deep", "target": "Entering"}}},
                 "Address": {"initial": "Typing", "states": {
                   "Typing": {"always": [{"target": "AddressDone", "guard": "n > 5"}], "after": {"15m": [{"target": "AddressDone"}]}},
                   "AddressDone": {"type": "final"}}}}}}},
         "Cancelled": {"type": "final"}}
        """)

    func load(_ text: String) -> (Machine?, [Diagnostic]) {
        let result = SpecFixture.loadOne(text)
        let diagnostics = result.diagnostics.filter { $0.file == "Spec/demo/x.json" }
        return (result.catalog.bundles.first?.machine(id: "chart"), diagnostics)
    }

    @Test("a statechart decodes: children in document order, parallel, history, always, after, actions, internal")
    func validStatechart() throws {
        let (machine, diagnostics) = load(Self.valid)
        #expect(diagnostics.map(\.brief) == [])
        let m = try #require(machine)
        #expect(m.isStatechart)
        #expect(
            m.allStates.map(\.name) == [
                "Shop", "Browsing", "Payment", "Card", "Entering", "CardDone", "CardHistory", "Address", "Typing",
                "AddressDone", "Cancelled",
            ])
        let payment = try #require(m.state(named: "Payment"))
        #expect(payment.type == .parallel)
        #expect(payment.onEntry?.assignments.map(\.field) == ["n"])
        #expect(payment.onEntry?.emits.map(\.event) == ["payment_started"])
        #expect(payment.onExit?.emits.first?.optional == true)
        let history = try #require(m.state(named: "CardHistory"))
        #expect(history.type == .history && history.history == .deep && history.historyDefault?.value == "Entering")
        #expect(m.state(named: "Shop")?.initial?.value == "Browsing")
        #expect(m.state(named: "Typing")?.always.first?.guardExpression?.value == "n > 5")
        #expect(m.state(named: "Entering")?.on.first?.transitions.first?.isInternal == true)
        #expect(m.alphabet.contains("after:15m") && m.events["after:899s"] != nil)
        #expect(m.transitions.map(\.id.from).contains("Typing"))
    }

    @Test("a flat machine is no statechart and its states are all its states")
    func flatMachine() throws {
        let (machine, diagnostics) = load(
            Self.machine(#"{"Shop": {"on": {"go": [{"target": "Done"}]}}, "Done": {"type": "final"}}"#))
        #expect(diagnostics.isEmpty)
        let m = try #require(machine)
        #expect(!m.isStatechart)
        #expect(m.allStates == m.states)
    }

    @Test("a state name used twice at different levels is spec.duplicate-state at the second, pointing at the first")
    func duplicateAcrossLevels() {
        let (_, d) = load(
            Self.machine(
                #"{"Shop": {"initial": "A", "states": {"A": {}, "Idle": {}}}, "Idle": {"on": {"go": [{"target": "Shop"}]}}}"#
            ))
        #expect(d.map(\.code) == ["spec.duplicate-state"])
        #expect(d.first?.jsonPointer == "/states/Idle")
        #expect(d.first?.related.first?.message == "first defined here")
    }

    @Test("a target naming no state is spec.unknown-target at the target, with did-you-mean across levels")
    func unknownTarget() {
        let (_, d) = load(
            Self.machine(
                #"{"Shop": {"initial": "Idle", "states": {"Idle": {"on": {"go": [{"target": "Cancelld"}]}}}}, "Cancelled": {}}"#
            ))
        #expect(d.map(\.code) == ["spec.unknown-target"])
        #expect(d.first?.jsonPointer == "/states/Shop/states/Idle/on/go/0/target")
        #expect(d.first?.message.contains("did you mean \"Cancelled\"?") == true)
        #expect(d.first?.location != nil)
    }

    @Test("a target naming a duplicated state is spec.ambiguous-target")
    func ambiguousTarget() {
        let (_, d) = load(
            Self.machine(
                #"{"Shop": {"initial": "A", "states": {"A": {"on": {"go": [{"target": "B"}]}}, "B": {}}}, "B": {}}"#))
        #expect(d.map(\.code).sorted() == ["spec.ambiguous-target", "spec.duplicate-state"])
    }

    @Test("a compound state without initial is spec.missing-key at the state")
    func compoundWithoutInitial() {
        let (_, d) = load(Self.machine(#"{"Shop": {"states": {"A": {}}}}"#))
        #expect(d.map(\.code) == ["spec.missing-key"])
        #expect(d.first?.jsonPointer == "/states/Shop")
        #expect(d.first?.message.contains("needs \"initial\"") == true)
    }

    @Test("an initial outside its compound state is spec.invalid-value")
    func initialOutside() {
        let (_, d) = load(Self.machine(#"{"Shop": {"initial": "Done", "states": {"A": {}}}, "Done": {}}"#))
        #expect(d.map(\.code) == ["spec.invalid-value"])
        #expect(d.first?.jsonPointer == "/states/Shop/initial")
    }

    @Test("a history state without a default target is spec.missing-key; a default outside its parent is invalid")
    func historyDefaults() {
        let (_, missing) = load(
            Self.machine(#"{"Shop": {"initial": "A", "states": {"A": {}, "H": {"type": "history"}}}}"#))
        #expect(missing.map(\.code) == ["spec.missing-key"])
        #expect(missing.first?.jsonPointer == "/states/Shop/states/H")
        let (_, outside) = load(
            Self.machine(
                #"{"Shop": {"initial": "A", "states": {"A": {}, "H": {"type": "history", "target": "Done"}}}, "Done": {}}"#
            ))
        #expect(outside.map(\.code) == ["spec.invalid-value"])
        #expect(outside.first?.jsonPointer == "/states/Shop/states/H/target")
    }

    @Test("constructs out of place: a history depth of another kind, a parallel initial, a misspelt key")
    func outOfPlace() {
        let (_, d) = load(
            Self.machine(
                #"{"Shop": {"type": "parallel", "initial": "A", "states": {"A": {"history": "deep"}, "B": {"alwyas": []}}}}"#
            ))
        #expect(d.map(\.code).sorted() == ["spec.invalid-value", "spec.invalid-value", "spec.unknown-key"])
        #expect(d.contains { $0.message.contains("did you mean \"always\"") })
    }

    @Test(
        "an event named always under on is spec.invalid-value in a statechart (eventless transitions own the ID State.always#n), valid in a flat machine"
    )
    func alwaysEventReserved() throws {
        let (_, d) = load(
            Self.machine(
                #"{"Shop": {"initial": "A", "states": {"A": {"on": {"always": [{"target": "B"}]}, "always": [{"target": "B", "guard": "n > 1"}]}, "B": {}}}}"#
            ))
        #expect(d.map(\.code) == ["spec.invalid-value"])
        #expect(d.first?.jsonPointer == "/states/Shop/states/A/on/always")
        #expect(d.first?.message.contains("\"A.always#0\"") == true)
        #expect(d.first?.location != nil)
        // Eventless transitions alone are fine.
        let (eventless, fine) = load(
            Self.machine(#"{"Shop": {"initial": "A", "states": {"A": {"always": [{"target": "B"}]}, "B": {}}}}"#))
        #expect(fine.isEmpty && eventless?.isStatechart == true)
        // A flat machine has no eventless transitions: an event named always shares no ID there.
        let (flat, none) = load(
            Self.machine(#"{"Shop": {"on": {"always": [{"target": "Done"}]}}, "Done": {"type": "final"}}"#))
        #expect(none.isEmpty)
        #expect(flat?.isStatechart == false && flat?.transitions.map(\.id.event) == ["always"])
    }
}
