import SpecModel
import StateMachine

extension SpecBundle {
    /// The bundle with every statechart replaced by its flat machine of configurations (``StatechartFlattener``), so
    /// that paths, sneak paths, boundaries, payloads and outputs are checked on it; a statechart the flattener refuses
    /// stays, and its compilation reports why. A bundle without statecharts is returned as it is.
    func flatteningStatecharts() -> SpecBundle {
        guard machines.contains(where: \.isStatechart) else { return self }
        var copy = self
        copy.machines = machines.map { machine in
            guard machine.isStatechart, case .success(let flat) = StatechartFlattener.flatten(machine) else {
                return machine
            }
            return flat.machine
        }
        return copy
    }
}
