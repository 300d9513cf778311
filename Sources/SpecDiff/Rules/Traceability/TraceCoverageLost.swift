import SpecModel

/// `trace.coverage-lost`: an ID the revision still defines that some machine trace, event or scenario could produce
/// evidence for in the base, and nothing can in the revision.
enum TraceCoverageLost: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "trace.coverage-lost", .error, .traceability,
        "an ID still defined lost every source of evidence (machine traces, scenarios) it had")

    static func findings(_ c: DiffContext) -> [Finding] {
        let defined = c.revision.bundle.idIndex
        let lost = TraceEvidence.evidenced(c.base).subtracting(TraceEvidence.evidenced(c.revision))
        return lost.sorted().filter { defined.contains($0) }.map { id in
            descriptor.finding(
                id, [:],
                "\(id) is still defined but nothing in the spec or its scenarios can produce evidence for it any more",
                base: c.base.bundle.idIndex.definitions(of: id).first?.origin,
                revision: defined.definitions(of: id).first?.origin)
        }
    }
}
