import Conformance
import SpecModel
import Traceability

/// A hand-built statechart's coverage (the builder cannot fill one yet): three levels (`Checkout` > `Payment` >
/// `Card`, `Cash`), a parallel state `Fulfilment` with two regions (`Packing`, `Billing`), transitions within a level,
/// out of a compound state, into a compound state, across levels (`Card` → `Browsing`) and into a parallel state;
/// covered, uncovered and failing states and transitions. States in pre-order, as `MachineCoverage.states` lists them.
enum StatechartFixture {
    static func state(
        _ name: String, _ status: ElementCoverage = .covered, parent: String? = nil,
        kind: StateCoverage.Kind = .atomic, initial: String? = nil
    ) -> StateCoverage {
        StateCoverage(
            name: name, isFinal: kind == .final, status: status, parent: parent, kind: kind, initial: initial)
    }

    static func transition(
        _ from: String, _ event: String, _ to: String, _ status: ElementCoverage = .covered,
        guard guardExpression: String? = nil, ordinal: Int = 0, machine: String = "checkout"
    ) -> TransitionCoverage {
        TransitionCoverage(
            id: TransitionID(machine: machine, from: from, event: event, ordinal: ordinal), to: to,
            guardExpression: guardExpression, status: status)
    }

    static let states = [
        state("Browsing"),
        state("Checkout", kind: .compound, initial: "Payment"),
        state("Payment", parent: "Checkout", kind: .compound, initial: "Card"),
        state("Card", parent: "Payment"),
        state("Cash", .uncovered, parent: "Payment"),
        state("Review", parent: "Checkout"),
        state("Fulfilment", kind: .parallel),
        state("Packing", parent: "Fulfilment", kind: .compound, initial: "Picking"),
        state("Picking", parent: "Packing"),
        state("Packed", parent: "Packing", kind: .final),
        state("Billing", parent: "Fulfilment", kind: .compound, initial: "Charging"),
        state("Charging", parent: "Billing"),
        state("Charged", .uncovered, parent: "Billing", kind: .final),
        state("Done", .failing, kind: .final),
    ]

    static let transitions = [
        transition("Browsing", "checkout", "Checkout"),
        transition("Card", "switch", "Cash", .uncovered),
        transition("Cash", "switch", "Card", .uncovered, guard: "attempts < 3"),
        transition("Card", "abandon", "Browsing", .failing),
        transition("Payment", "paid", "Review"),
        transition("Checkout", "cancel", "Browsing"),
        transition("Review", "confirm", "Fulfilment"),
        transition("Picking", "pack", "Packed"),
        transition("Charging", "charge", "Charged", .uncovered),
        transition("Fulfilment", "done.state.Fulfilment", "Done", .failing),
    ]

    static let machine = MachineCoverage(
        id: "checkout", title: "Checkout", initial: "Browsing", states: states, transitions: transitions)

    /// A player whose top-level parallel state `On` has two compound regions and an atomic one, with transitions into a
    /// region's child, between regions, from a compound state to its own child, self-loops at depth and a target the
    /// states do not list.
    static let player = MachineCoverage(
        id: "player", initial: "Off",
        states: [
            state("Off"),
            state("On", kind: .parallel),
            state("Playback", parent: "On", kind: .compound, initial: "Paused"),
            state("Playing", parent: "Playback"),
            state("Paused", parent: "Playback"),
            state("Volume", parent: "On", kind: .compound, initial: "Loud"),
            state("Loud", parent: "Volume"),
            state("Muted", .uncovered, parent: "Volume"),
            state("Light", parent: "On"),
        ],
        transitions: [
            transition("Off", "play", "Playing", .covered, machine: "player"),
            transition("Playing", "pause", "Paused", .covered, machine: "player"),
            transition("Paused", "play", "Playing", .covered, machine: "player"),
            transition("Loud", "mute", "Muted", .uncovered, machine: "player"),
            transition("Muted", "tick", "Muted", .uncovered, machine: "player"),
            transition("Playing", "duck", "Muted", .failing, machine: "player"),
            transition("Playback", "restart", "Playing", .covered, machine: "player"),
            transition("On", "off", "Off", .covered, machine: "player"),
            transition("Loud", "crash", "Ghost", .uncovered, machine: "player"),
        ])

    /// The fixture with one state's parent changed.
    static func machine(reparenting name: String, to parent: String?) -> MachineCoverage {
        var copy = machine
        for i in copy.states.indices where copy.states[i].name == name { copy.states[i].parent = parent }
        return copy
    }

    /// The flat report's fixture with the statechart added (after `access`, as the report sorts machines).
    static var report: CoverageReport {
        var report = ReportFixture.report
        report.machines.append(machine)
        return report
    }
}
