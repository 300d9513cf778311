import SpecModel

/// An exhaustive search of a machine's abstract configurations (``CounterAbstraction``): finite even when a counter
/// grows without bound, and an over-approximation of every run, so what it does not reach no run can reach.
///
/// Only meaningful when no guard or assignment reads event data (the search sends JSON null, like the planner);
/// ``search(_:abstraction:maxConfigurations:)`` returns nil then, and when the configuration bound stops it.
struct AbstractReachability {
    /// Every abstract configuration reached: state index and slots (counters at their representatives).
    private(set) var configurations: [(state: Int, slots: [JSONValue])] = []
    /// Per state index, whether some run may reach it.
    private(set) var states: [Bool]
    /// Per transition index, whether some run may take it.
    private(set) var transitions: [Bool]
    /// Per transition index, whether some run may evaluate its guard to false.
    private(set) var falseGuards: [Bool]

    private init(machine: CompiledMachine) {
        let storage = machine.storage
        states = [Bool](repeating: false, count: storage.stateNames.count)
        transitions = [Bool](repeating: false, count: storage.transitions.count)
        falseGuards = [Bool](repeating: false, count: storage.transitions.count)
    }

    /// The abstract reachability of `machine`; nil when the machine reads event data or the bound stops the search.
    static func search(
        _ machine: CompiledMachine, abstraction: CounterAbstraction, maxConfigurations: Int
    ) -> AbstractReachability? {
        guard !machine.readsEventData else { return nil }
        let storage = machine.storage
        var result = AbstractReachability(machine: machine)
        struct Key: Hashable {
            var state: Int
            var slots: [JSONValue]
        }
        var seen = Set<Key>()
        let root = Key(state: machine.initialState, slots: abstraction.abstractKey(machine.initialSlots))
        seen.insert(root)
        result.configurations.append((root.state, root.slots))
        result.states[root.state] = true
        var cursor = 0
        while cursor < result.configurations.count {
            let (state, slots) = result.configurations[cursor]
            cursor += 1
            guard !machine.isFinal(state) else { continue }
            for group in storage.stateGroups[state] {
                let event = storage.groups[group].event
                var falseGuards: [Int] = []
                let selection = machine.select(
                    state: state, event: event, slots: slots, data: .null, onFalse: { falseGuards.append($0) })
                for index in falseGuards { result.falseGuards[index] = true }
                guard case .taken(let transition) = selection else { continue }
                var next = slots
                guard machine.assign(transition, to: &next, data: .null) == nil else { continue }
                result.transitions[transition] = true
                let target = storage.transitions[transition].target
                result.states[target] = true
                for alternative in abstraction.successorAlternatives(transition: transition, before: slots, after: next)
                {
                    let key = Key(state: target, slots: alternative)
                    guard seen.insert(key).inserted else { continue }
                    guard result.configurations.count < maxConfigurations else { return nil }
                    result.configurations.append((target, alternative))
                }
            }
        }
        return result
    }
}
