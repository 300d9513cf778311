/// Which checks a run executes and whether it stops at the first check that does not pass: what mutation testing
/// needs to run only the checks that can see a mutated element, and to stop as soon as one sees it, and what
/// `check --shard` needs to run one slice of them.
///
/// The default, ``all``, runs every check to the end, as `check` does.
package struct CheckSelection: Hashable, Sendable {
    /// The machines whose path checks run; a scenario runs when it drives one of them. Nil: every machine.
    package var machines: Set<String>?
    /// Whether rule checks run (they read the event catalogue through `RuleContext`, never a machine).
    package var rules: Bool
    /// Whether the run ends at the first check whose status is not `passed`.
    package var stopAtFirstFailure: Bool
    /// The slice of the units of work that runs (see ``Shard``); nil: every unit. Planning is never sliced.
    package var shard: Shard?
    /// False when the run only plans (a merge of shards takes the checks from the shards): no unit runs.
    var executes = true

    package init(
        machines: Set<String>? = nil, rules: Bool = true, stopAtFirstFailure: Bool = false, shard: Shard? = nil
    ) {
        self.machines = machines
        self.rules = rules
        self.stopAtFirstFailure = stopAtFirstFailure
        self.shard = shard
    }

    /// Every check, to the end.
    package static let all = CheckSelection()

    /// Whether the checks of `machine` run.
    package func includes(machine: String) -> Bool { machines?.contains(machine) ?? true }

    /// Whether a check driving `machines` runs.
    package func includes(machines driven: [String]) -> Bool {
        guard let machines else { return true }
        return driven.contains { machines.contains($0) }
    }

    /// Whether unit `unit` (0-based, in run order) runs.
    func runs(unit: Int) -> Bool { executes && (shard?.includes(unit: unit) ?? true) }

    /// Whether the run ends after `result`.
    package func stops(after result: CheckResult) -> Bool { stopAtFirstFailure && result.status != .passed }
}
