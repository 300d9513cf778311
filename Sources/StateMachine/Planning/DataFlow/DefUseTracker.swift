import SpecModel

/// Follows one run of a machine and names the data-flow targets (``DefUseAnalysis``) each step exercises.
///
/// Per field, the definitions that reach the current step: the initial context until a transition assigns the field;
/// an assignment ends every earlier one unless it is a counter step (`x := x ± k`), which carries the assignments
/// on but ends the keeps; a transition that does not assign the field keeps it, and passes every definition on. A step's reads (the guards it evaluated,
/// then the taken transition's assignments, outputs and payload values, all over the context before the step) pair
/// with every reaching definition; then the taken transition's assignments and keeps update the reaching sets.
package struct DefUseTracker: Sendable {
    package let analysis: DefUseAnalysis
    /// Per slot, the definitions reaching the current step: -1 for the initial context, else transition indices.
    private var live: [[Int32]]
    private let transitionIndex: [TransitionID: Int]

    /// A tracker at the start of a run (the initial context defines every field).
    package init(_ analysis: DefUseAnalysis) {
        self.analysis = analysis
        live = Array(repeating: [-1], count: analysis.slotNames.count)
        var index: [TransitionID: Int] = [:]
        for (position, id) in analysis.transitionIDs.enumerated() { index[id] = position }
        transitionIndex = index
    }

    /// The targets one step of the interpreter exercises, given the context before it (`slots`), the event data and
    /// its outcome;
    /// then moves past it. A rejected step exercises nothing and changes nothing.
    package mutating func observe(slots: [JSONValue], data: JSONValue, outcome: StepOutcome) -> [DefUsePair] {
        observeIndices(slots: slots, data: data, outcome: outcome).map { analysis.pair($0) }
    }

    /// ``observe(slots:outcome:)`` by target index.
    mutating func observeIndices(slots: [JSONValue], data: JSONValue, outcome: StepOutcome) -> [Int] {
        if case .rejected = outcome.effect { return [] }
        let guards = outcome.guards.compactMap { transitionIndex[$0.transition] }
        let taken = outcome.transition.flatMap { transitionIndex[$0] }
        var indices: [Int] = []
        step(slots: slots, data: data, guards: guards, taken: taken) { indices.append($0) }
        return indices
    }

    /// The definitions reaching the current step, per slot: a search saves them per configuration it visits and
    /// restores them into one tracker, so the analysis is not copied with each visit.
    var reaching: [[Int32]] {
        get { live }
        set { live = newValue }
    }

    /// Names (by index) every target of one step: `guards` are the transitions whose guards were evaluated, `taken`
    /// the transition taken (nil when the event was ignored).
    mutating func step(slots: [JSONValue], data: JSONValue, guards: [Int], taken: Int?, observe: (Int) -> Void) {
        let live = self.live
        analysis.reads(slots: slots, data: data, guards: guards, taken: taken, live: { live[$0] }, observe: observe)
        guard let taken else { return }
        for slot in analysis.usedSlots { self.live[slot] = analysis.reaching(after: taken, slot, self.live[slot]) }
    }
}
