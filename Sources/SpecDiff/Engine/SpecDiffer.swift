import SpecModel

/// Compares two versions of one product's spec and judges every change with the rule catalogue.
///
/// ```swift
/// let report = SpecDiffer().diff(base: DiffSide(bundle: old), revision: DiffSide(bundle: new))
/// ```
package struct SpecDiffer: Sendable {
    /// Whether to compute each finding's impact (planning paths through changed machines).
    package var computeImpact: Bool

    package init(computeImpact: Bool = true) {
        self.computeImpact = computeImpact
    }

    /// Every finding, in report order, with impact; `accepted` entries mark the findings they accept (expired and
    /// unused entries become findings), judged against `today` (`YYYY-MM-DD`).
    package func diff(base: DiffSide, revision: DiffSide, accepted: [AcceptedChange] = [], today: String = "1970-01-01")
        -> [Finding]
    {
        let context = DiffContext(base: base, revision: revision)
        var findings = RuleCatalogue.comparisons.flatMap { $0.findings(context) }
        Self.lowerRestructured(&findings)
        if computeImpact {
            let machines = Set(findings.filter { $0.area == .machine }.map { $0.arguments["machine"] ?? $0.element })
                .union(findings.filter { $0.area == .event }.flatMap { emittingMachines($0.element, in: base.bundle) })
            let analyzer = ImpactAnalyzer(base: base, machines: machines)
            for i in findings.indices { findings[i].impact = analyzer.impact(of: findings[i]) }
        }
        findings = AcceptedChangeApplier.apply(accepted, to: findings, today: today)
        return findings.sorted(by: Finding.ordered)
    }

    /// Lowers to `info` every other machine finding of a machine found `machine.restructured`: the machine behaves
    /// as before, so those findings describe how it is written, not what changed for an implementation. A
    /// `machine.restructured` with no other machine finding to explain (a rename only) is dropped.
    private static func lowerRestructured(_ findings: inout [Finding]) {
        let rule = MachineRestructured.descriptor.id
        func machine(_ finding: Finding) -> String { finding.arguments["machine"] ?? finding.element }
        let explained = Set(findings.filter { $0.area == .machine && $0.rule != rule }.map(machine))
        findings.removeAll { $0.rule == rule && !explained.contains($0.element) }
        let restructured = Set(findings.filter { $0.rule == rule }.map(\.element))
        guard !restructured.isEmpty else { return }
        for i in findings.indices where findings[i].area == .machine && findings[i].rule != rule {
            guard restructured.contains(machine(findings[i])) else { continue }
            findings[i].level = .info
            findings[i].message += " (behaviour unchanged: machine.restructured)"
        }
    }

    private func emittingMachines(_ event: String, in bundle: SpecBundle) -> [String] {
        bundle.machines.filter { m in m.transitions.contains { t in t.transition.emits.contains { $0.event == event } }
        }
        .map(\.id)
    }
}
