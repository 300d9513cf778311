import SpecModel

/// The baseline's checks of one unit of work whose inputs did not change: what each check source takes instead of
/// running the unit. Nil: run it.
extension BaselineReuse {
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

    /// The payload value checks, when `plan` and the catalogue are the baseline's: the check of each value it drove.
    func payloadValues(_ plan: PayloadValuePlan, catalogueReused: Bool) -> (
        checks: [CheckResult], summary: PayloadValueSummary
    )? {
        guard catalogueReused, plan == payloadPlan, let payloadSummary else { return nil }
        return (plan.cases.compactMap { checks[$0.checkID] }, payloadSummary)
    }

    /// The rule checks `ruleIDs`, when the catalogue and the business rules are the baseline's.
    func rules(_ ruleIDs: [String], in bundle: SpecBundle, catalogueReused: Bool) -> [CheckResult]? {
        guard catalogueReused, bundle.rules == self.bundle.rules else { return nil }
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
