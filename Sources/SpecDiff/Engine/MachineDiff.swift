import SpecModel

/// One machine compared with its base: states at every level matched by name (with declared renames; a statechart's
/// names are unique across levels, history pseudo-states included), transitions matched by (from, event, guard), then
/// by document order among the rest of one (from, event); a statechart state's eventless transitions (`always`) the
/// same way, as the event `always`.
struct MachineDiff {
    /// A base transition and the revision transition it became.
    struct TransitionPair {
        var base: IdentifiedTransition
        var revision: IdentifiedTransition
    }

    let base: Machine
    let revision: Machine
    let states: Matching<MachineState>
    /// Base state name → revision state name, for every matched state.
    let stateMap: [String: String]
    var pairs: [TransitionPair] = []
    /// Base transitions of matched states that have no counterpart.
    var removed: [IdentifiedTransition] = []
    /// Revision transitions of matched states that have no counterpart.
    var added: [IdentifiedTransition] = []
    /// Base eventless transitions of matched states that have no counterpart (matched ones are among ``pairs``).
    var removedEventless: [IdentifiedTransition] = []
    /// Revision eventless transitions of matched states that have no counterpart.
    var addedEventless: [IdentifiedTransition] = []

    init(base: Machine, revision: Machine) {
        self.base = base
        self.revision = revision
        states = Matching(
            base: base.allStates, revision: revision.allStates, id: \.name, formerIds: \.info.formerIds)
        var map: [String: String] = [:]
        for pair in states.pairs { map[pair.base.name] = pair.revision.name }
        stateMap = map
        for pair in states.pairs { compare(pair.base, pair.revision) }
    }

    /// The machine's ID in the revision.
    var id: String { revision.id }

    /// The revision's state matched with the base state `baseState`, when it is kept.
    func revisionState(ofBase baseState: String) -> MachineState? {
        states.pairs.first { $0.base.name == baseState }?.revision
    }

    /// The base target as the revision names it (unchanged when the state is gone).
    func mapped(_ baseState: String) -> String { stateMap[baseState] ?? baseState }

    private mutating func compare(_ b: MachineState, _ r: MachineState) {
        let on = Self.match(b.transitions(machine: base.id), r.transitions(machine: revision.id))
        let eventless = Self.match(
            b.eventlessTransitions(machine: base.id), r.eventlessTransitions(machine: revision.id))
        pairs += on.pairs + eventless.pairs
        removed += on.removed
        added += on.added
        removedEventless += eventless.removed
        addedEventless += eventless.added
    }

    /// Matches the transitions of one state by (event, guard), then by document order among the rest of one event.
    private static func match(_ baseTransitions: [IdentifiedTransition], _ revisionTransitions: [IdentifiedTransition])
        -> (pairs: [TransitionPair], removed: [IdentifiedTransition], added: [IdentifiedTransition])
    {
        var pairs: [TransitionPair] = []
        var removed: [IdentifiedTransition] = []
        var added: [IdentifiedTransition] = []
        var events: [String] = []
        for t in baseTransitions + revisionTransitions where !events.contains(t.id.event) { events.append(t.id.event) }
        for event in events {
            let bs = baseTransitions.filter { $0.id.event == event }
            var rs = revisionTransitions.filter { $0.id.event == event }
            var rest: [IdentifiedTransition] = []
            for t in bs {
                if let i = rs.firstIndex(where: { $0.guardText == t.guardText }) {
                    pairs.append(TransitionPair(base: t, revision: rs.remove(at: i)))
                } else {
                    rest.append(t)
                }
            }
            for (t, u) in zip(rest, rs) { pairs.append(TransitionPair(base: t, revision: u)) }
            removed += rest.dropFirst(rs.count)
            added += rs.dropFirst(rest.count)
        }
        return (pairs, removed, added)
    }
}

/// Guard expressions compared without insignificant whitespace.
enum GuardText {
    /// The expression with whitespace outside string literals removed.
    static func normalize(_ source: String) -> String {
        var out = ""
        var quote: Character?
        for c in source {
            if let q = quote {
                out.append(c)
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
                out.append(c)
            } else if !c.isWhitespace {
                out.append(c)
            }
        }
        return out
    }
}
