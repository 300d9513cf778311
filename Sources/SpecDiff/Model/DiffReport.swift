/// The result of a diff: every finding (accepted ones included, marked), sorted, and the labels of both sides.
public struct DiffReport: Hashable, Sendable {
    /// How the base was named on the command line (`git:origin/main`, `Spec`).
    public var baseLabel: String
    public var revisionLabel: String
    /// Findings in report order: level, area, element, rule, arguments.
    public var findings: [Finding]

    public init(baseLabel: String, revisionLabel: String, findings: [Finding]) {
        self.baseLabel = baseLabel
        self.revisionLabel = revisionLabel
        self.findings = findings.sorted(by: Finding.ordered)
    }

    /// Findings that are not accepted.
    public var open: [Finding] { findings.filter { $0.acceptedBy == nil } }

    /// Open findings per level.
    public func count(_ level: FindingLevel) -> Int { open.filter { $0.level == level }.count }

    /// Accepted findings.
    public var acceptedCount: Int { findings.count - open.count }

    /// Whether anything open reaches `threshold`.
    public func fails(at threshold: FindingLevel) -> Bool { findings.contains { $0.fails(at: threshold) } }

    /// `3 errors, 1 warning, 2 info (1 accepted)`.
    public var summary: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var text = "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(count(.info)) info"
        if acceptedCount > 0 { text += " (\(acceptedCount) accepted)" }
        return text
    }
}
