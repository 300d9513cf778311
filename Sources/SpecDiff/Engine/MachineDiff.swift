import SpecModel

/// One machine compared with its base: states matched by name (with declared renames), transitions matched by
/// (from, event, guard), then by document order among the rest of one (from, event).
struct MachineDiff {
    /// A transition with where it sits: its state, its event and its ordinal among that event's transitions.
    struct Located {
        var state: String
        var event: String
        var ordinal: Int
        var transition: Transition

        var guardText: String? { transition.guardExpression.map { GuardText.normalize($0.value) } }
    }

    /// A base transition and the revision transition it became.
    struct TransitionPair {
        var base: Located
        var revision: Located
    }

    let base: Machine
    let revision: Machine
    let states: Matching<MachineState>
    /// Base state name → revision state name, for every matched state.
    let stateMap: [String: String]
    var pairs: [TransitionPair] = []
    /// Base transitions of matched states that have no counterpart.
    var removed: [Located] = []
    /// Revision transitions of matched states that have no counterpart.
    var added: [Located] = []

    init(base: Machine, revision: Machine) {
        self.base = base
        self.revision = revision
        states = Matching(base: base.states, revision: revision.states, id: \.name, formerIds: \.info.formerIds)
        var map: [String: String] = [:]
        for pair in states.pairs { map[pair.base.name] = pair.revision.name }
        stateMap = map
        for pair in states.pairs { compare(pair.base, pair.revision) }
    }

    /// The machine's ID in the revision.
    var id: String { revision.id }

    /// The base target as the revision names it (unchanged when the state is gone).
    func mapped(_ baseState: String) -> String { stateMap[baseState] ?? baseState }

    private mutating func compare(_ b: MachineState, _ r: MachineState) {
        var events: [String] = []
        for group in b.on + r.on where !events.contains(group.event) { events.append(group.event) }
        for event in events {
            let bs = Self.located(b, event)
            var rs = Self.located(r, event)
            var rest: [Located] = []
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
    }

    static func located(_ state: MachineState, _ event: String) -> [Located] {
        guard let group = state.on.first(where: { $0.event == event }) else { return [] }
        return group.transitions.enumerated().map { Located(state: state.name, event: event, ordinal: $0.offset, transition: $0.element) }
    }

    /// Every transition of a machine, located.
    static func transitions(of machine: Machine) -> [Located] {
        machine.states.flatMap { state in state.on.flatMap { located(state, $0.event) } }
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
