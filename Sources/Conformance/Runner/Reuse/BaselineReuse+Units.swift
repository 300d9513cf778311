import SpecModel

/// The baseline's checks of one unit of work whose inputs did not change: what each check source takes instead of
/// running the unit. Nil: run it.
extension BaselineReuse {
    /// The baseline's plans of `machine` and a lookup of its checks, when the machine is the baseline's, planned
    /// alike, and declares none of the `changed` events (nil: not known which changed); nil otherwise.
    func machine(_ machine: Machine, changed: Set<String>?, planner runner: ConformanceRunner) -> MachineReplay? {
        guard let changed, runner.criterion == criterion, runner.limits == limits, compiled(machine) != nil,
            let paths = paths[machine.id], let boundaries = boundaries[machine.id], let sneaks = sneaks[machine.id],
            !Self.declares(machine, anyOf: changed)
        else { return nil }
        return MachineReplay(paths: paths, boundaries: boundaries, sneaks: sneaks, reuse: self)
    }

    /// A scenario's check and what it emitted, when every machine it drives is the baseline's and declares none of the
    /// `changed` events.
    func scenario(_ scenario: Scenario, in bundle: SpecBundle, changed: Set<String>?) -> (
        CheckResult, RunContext.Emitted
    )? {
        guard let changed else { return nil }
        for id in scenario.machines {
            guard let machine = bundle.machine(id: id), compiled(machine) != nil,
                !Self.declares(machine, anyOf: changed)
            else { return nil }
        }
        return unit("scenario:\(scenario.id)")
    }

    /// A machine or scenario check of the baseline and what it emitted.
    func unit(_ id: String) -> (CheckResult, RunContext.Emitted)? {
        checks[id].map { ($0, emitted[id] ?? []) }
    }

    /// Whether a transition of `machine` declares one of `events`: a passing check of the machine emitted only
    /// events its transitions declare.
    static func declares(_ machine: Machine, anyOf events: Set<String>) -> Bool {
        guard !events.isEmpty else { return false }
        return machine.states.contains { state in
            state.on.contains { group in
                group.transitions.contains { $0.emits.contains { events.contains($0.event) } }
            }
        }
    }

    /// One payload value of the baseline, when neither its drive's events nor the events it names are `changed` (nil:
    /// not known which changed): its check, or why it was not driven.
    func value(_ valueCase: PayloadValueCase, changed: Set<String>?, plan: PayloadValuePlan) -> ValueReplay? {
        guard let changed, plan == payloadPlan else { return nil }
        if let reason = notDriven[valueCase.checkID] { return .notDriven(reason) }
        guard let check = checks[valueCase.checkID], let names = driven[valueCase.checkID],
            (names + valueCase.events).allSatisfy({ !changed.contains($0) })
        else { return nil }
        return .check(check)
    }

    /// A decision table equal to the baseline's: its rule checks, its default check if the baseline had one, and
    /// what it was asked.
    func decision(_ table: DecisionTable) -> (checks: [CheckResult], summary: DecisionTableSummary)? {
        guard bundle.decisionTable(id: table.id) == table, let summary = decisionSummaries[table.id],
            var found = checks(table.rules.map { "decision:\(table.id):\($0.id)" })
        else { return nil }
        if let fallback = checks["decision:\(table.id):default"] { found.append(fallback) }
        return (found, summary)
    }

    /// What the decision subject of `table` answered in the baseline, when the table's inputs are the baseline's
    /// (so the combinations are coded alike).
    func answers(_ table: DecisionTable) -> [[Int]: DecisionAnswer] {
        guard bundle.decisionTable(id: table.id)?.inputs == table.inputs else { return [:] }
        return answers[table.id] ?? [:]
    }

    /// A limit equal to the baseline's: its check.
    func limit(_ limit: Limit) -> CheckResult? {
        guard bundle.limits.first(where: { $0.id == limit.id }) == limit else { return nil }
        return checks["limit:\(limit.id)"]
    }

    /// A contract whose inputs are the baseline's: its valid-input check and one check per constraint whose input it
    /// declares.
    func contract(_ contract: ContractInputs) -> [CheckResult]? {
        guard contracts[contract.contract] == contract else { return nil }
        let constraints = contract.constraints.filter { contract.input(named: $0.input) != nil }
        return checks(["contract:\(contract.contract):valid"] + constraints.map { "contract:\($0.id)" })
    }

    /// An output equal to the baseline's: one check per invariant.
    func output(_ output: OutputSpec) -> [CheckResult]? {
        guard let known = bundle.output(id: output.id), Self.same(known, output) else { return nil }
        return checks(output.invariants.map { "output:\($0.id)" })
    }

    /// The baseline's check of `invariant` of an output whose inputs are made as the baseline's were (`inputsKey`),
    /// when the invariant is the baseline's: the same inputs, the same answers, the same verdicts.
    func invariant(_ invariant: OutputInvariant, output: String, inputsKey: String) -> CheckResult? {
        guard outputInputs[output] == inputsKey,
            bundle.output(id: output)?.invariants.contains(where: { $0 == invariant }) == true
        else { return nil }
        return checks["output:\(invariant.id)"]
    }

    /// The rule checks `ruleIDs`, when the catalogue, the business rules and the limits (all a ``RuleContext`` offers)
    /// are the baseline's.
    func rules(_ ruleIDs: [String], in bundle: SpecBundle, catalogueReused: Bool) -> [CheckResult]? {
        guard catalogueReused, bundle.rules == self.bundle.rules, bundle.limits == self.bundle.limits else {
            return nil
        }
        return checks(ruleIDs.map { "rule:\($0)" })
    }

    /// Whether two outputs are the same in every stored property (the input schema by value and location).
    /// `BaselineReuseTests` fails when `OutputSpec` gains a property this does not compare.
    static func same(_ a: OutputSpec, _ b: OutputSpec) -> Bool {
        a.id == b.id && a.title == b.title && a.inputPointer == b.inputPointer && a.runs == b.runs
            && a.examples == b.examples && a.invariants == b.invariants && a.info == b.info && a.origin == b.origin
            && a.input.location == b.input.location && a.input.value == b.input.value
    }
}
