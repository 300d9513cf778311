import SpecModel

/// What the guards of one state's transitions for one event can be together, in every configuration the machine can
/// reach from its initial context: which two can hold at once (so their order decides which fires), and whether all
/// can fail at once (so the event then goes unhandled).
///
/// Read off the abstract reachability search (``AbstractReachability``, counters merged past their compared
/// constants, which every guard decides alike): an over-approximation of every run, so what it never finds, no run
/// from the initial context meets. A guard that cannot be evaluated in a configuration counts as possibly true and
/// possibly false. Unavailable (nil) when a guard or assignment reads event data, or the search reaches its bound.
/// A state the search never reaches meets nothing: none of its guards hold together or fail together.
package struct GuardOverlaps: Sendable {
    struct Group: Hashable {
        var state: Int
        var event: Int
    }

    private let machine: CompiledMachine
    /// Per (state, event) group, the pairs of ordinals (lower first) whose guards held at once in some configuration.
    private var together: [Group: Set<[Int]>] = [:]
    /// The groups every guard of which failed at once in some configuration.
    private var allFail: Set<Group> = []

    private init(machine: CompiledMachine) { self.machine = machine }

    /// The overlaps of `machine`'s guards; nil when the search cannot prove anything (event data, bound).
    package static func analyse(_ machine: CompiledMachine, maxConfigurations: Int = PlannerLimits().maxConfigurations)
        -> GuardOverlaps?
    {
        guard
            let reach = AbstractReachability.search(
                machine, abstraction: CounterAbstraction(machine: machine), maxConfigurations: maxConfigurations)
        else { return nil }
        var result = GuardOverlaps(machine: machine)
        let storage = machine.storage
        for (state, slots) in reach.configurations where !machine.isFinal(state) {
            for group in storage.stateGroups[state] {
                let key = Group(state: state, event: storage.groups[group].event)
                let range = storage.groups[group].transitions
                // Per ordinal: whether the guard may hold, and whether it may fail.
                var holds: [Bool] = []
                var fails: [Bool] = []
                for index in range {
                    guard let root = storage.transitions[index].guardRoot else {
                        holds.append(true)
                        fails.append(false)
                        continue
                    }
                    switch CompiledExpression.evaluateBool(root, slots, event: .null) {
                    case .success(let value):
                        holds.append(value)
                        fails.append(!value)
                    case .failure:
                        holds.append(true)
                        fails.append(true)
                    }
                }
                if fails.allSatisfy({ $0 }) { result.allFail.insert(key) }
                for a in holds.indices where holds[a] {
                    for b in holds.indices where b > a && holds[b] { result.together[key, default: []].insert([a, b]) }
                }
            }
        }
        return result
    }

    /// Whether the guards of transitions `a` and `b` (ordinals) of `state` for `event` can hold at once.
    package func canBothHold(state: String, event: String, _ a: Int, _ b: Int) -> Bool {
        guard let key = key(state, event) else { return false }
        return together[key]?.contains([min(a, b), max(a, b)]) == true
    }

    /// Whether every guard of `state`'s transitions for `event` can fail at once (the event then goes unhandled).
    /// False for an event the state does not handle (it is always unhandled there: ask the alphabet, not this).
    package func canAllFail(state: String, event: String) -> Bool {
        guard let key = key(state, event) else { return false }
        return allFail.contains(key)
    }

    private func key(_ state: String, _ event: String) -> Group? {
        guard let s = machine.stateIndex(state), let e = machine.eventIndex(event) else { return nil }
        return Group(state: s, event: e)
    }
}
