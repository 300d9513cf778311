/// The result of a diff: every finding (accepted ones included, marked), sorted, and the labels of both sides.
package struct DiffReport: Hashable, Sendable {
    /// How the base was named on the command line (`git:origin/main`, `Spec`).
    package var baseLabel: String
    package var revisionLabel: String
    /// Findings in report order: level, area, element, rule, arguments.
    package var findings: [Finding]

    package init(baseLabel: String, revisionLabel: String, findings: [Finding]) {
        self.baseLabel = baseLabel
        self.revisionLabel = revisionLabel
        self.findings = findings.sorted(by: Finding.ordered)
    }

    /// Findings that are not accepted.
    package var open: [Finding] { findings.filter { $0.acceptedBy == nil } }

    /// Open findings per level.
    package func count(_ level: FindingLevel) -> Int { open.filter { $0.level == level }.count }

    /// Accepted findings.
    package var acceptedCount: Int { findings.count - open.count }

    /// Whether anything open reaches `threshold`.
    package func fails(at threshold: FindingLevel) -> Bool { findings.contains { $0.fails(at: threshold) } }

    /// `3 errors, 1 warning, 2 info (1 accepted)`.
    package var summary: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var text = "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(count(.info)) info"
        if acceptedCount > 0 { text += " (\(acceptedCount) accepted)" }
        return text
    }
}
