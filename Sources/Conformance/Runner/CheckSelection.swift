/// Which checks a run executes and whether it stops at the first check that does not pass: what mutation testing
/// needs to run only the checks that can see a mutated element, and to stop as soon as one sees it.
///
/// The default, ``all``, runs every check to the end, as `check` does.
public struct CheckSelection: Hashable, Sendable {
    /// The machines whose path checks run; a scenario runs when it drives one of them. Nil: every machine.
    public var machines: Set<String>?
    /// Whether rule checks run (they read the event catalogue through `RuleContext`, never a machine).
    public var rules: Bool
    /// Whether the run ends at the first check whose status is not `passed`.
    public var stopAtFirstFailure: Bool

    public init(machines: Set<String>? = nil, rules: Bool = true, stopAtFirstFailure: Bool = false) {
        self.machines = machines
        self.rules = rules
        self.stopAtFirstFailure = stopAtFirstFailure
    }

    /// Every check, to the end.
    public static let all = CheckSelection()

    /// Whether the checks of `machine` run.
    public func includes(machine: String) -> Bool { machines?.contains(machine) ?? true }

    /// Whether a check driving `machines` runs.
    public func includes(machines driven: [String]) -> Bool {
        guard let machines else { return true }
        return driven.contains { machines.contains($0) }
    }

    /// Whether the run ends after `result`.
    public func stops(after result: CheckResult) -> Bool { stopAtFirstFailure && result.status != .passed }
}
