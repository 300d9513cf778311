import SpecModel

extension MachineState {
    /// The state's lists of transitions tried in document order: one per event (timers included), then its eventless
    /// transitions as the list of the event `always` (statecharts) when it has any.
    var transitionLists: [EventTransitions] {
        guard !always.isEmpty else { return on }
        return on + [EventTransitions(event: "always", transitions: always, origin: always[0].origin)]
    }
}
