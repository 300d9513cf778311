import StateMachine

/// A machine whose checks a run takes from the baseline (``BaselineReuse/machine(_:changed:planner:)``): its plans, and
/// each check with what it emitted.
struct MachineReplay {
    let paths: PathPlan
    let boundaries: BoundaryPlan
    let sneaks: SneakPathPlan
    let reuse: BaselineReuse

    /// The baseline's check `id` and what it emitted.
    func unit(_ id: String) -> (CheckResult, RunContext.Emitted)? { reuse.unit(id) }
}
