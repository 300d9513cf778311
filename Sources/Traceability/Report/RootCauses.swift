import Conformance

/// The failing checks of a report grouped by root cause: checks whose first divergence is the same step with the same
/// expected and observed outcome, or whose failure message (the assertion that failed) is the same, are one group.
/// Two planted bugs that fail thirteen checks read as two causes, largest first, so the console and every report open
/// their failures on what broke rather than on a list of checks.
public struct RootCauses: Hashable, Sendable {
    /// One root cause and the checks it failed.
    public struct Group: Hashable, Sendable {
        /// What diverged, in one line: `pin.wrong: expected LockedOut, observed Locked` or the failed assertion.
        public var cause: String
        /// Where it first showed, in the first check (by ID) of the group: `at step 3 (pin.wrong → pin.wrong → pin.wrong)`;
        /// empty for a check without a divergence.
        public var shownAt: String
        /// The IDs of the checks, sorted.
        public var checks: [String]
    }

    /// The groups, most checks first, then by cause.
    public var groups: [Group]

    /// The root causes of `checks` (those that failed; a check that could not run to a verdict, a subject error, is no
    /// divergence of the implementation and is reported as such, apart).
    public init(_ checks: [CheckSummary]) {
        var byCause: [String: [CheckSummary]] = [:]
        for check in checks where check.status != .passed && check.status != .error {
            byCause[Self.cause(of: check), default: []].append(check)
        }
        groups = byCause.map { cause, members in
            let sorted = members.sorted { $0.id < $1.id }
            return Group(cause: cause, shownAt: Self.shownAt(sorted[0]), checks: sorted.map(\.id))
        }.sorted { ($0.checks.count, $1.cause) > ($1.checks.count, $0.cause) }
    }

    /// The cause of one check's failure: its first divergence's step and outcomes, else its message.
    static func cause(of check: CheckSummary) -> String {
        if let d = check.divergence {
            let step = d.pathSoFar.last.map { $0 + ": " } ?? ""
            return "\(step)expected \(d.expected), observed \(d.observed)"
        }
        let message =
            check.message ?? (check.status == .vacuous ? "no expectation was evaluated" : check.status.rawValue)
        return message.split(separator: "\n").first.map(String.init) ?? message
    }

    static func shownAt(_ check: CheckSummary) -> String {
        guard let d = check.divergence else { return "" }
        return "at step \(d.step + 1) (" + d.pathSoFar.joined(separator: " → ") + ") of \(check.id)"
    }

    /// The groups as console lines, at most `limit` groups (each with up to three check IDs), then how many more and
    /// where they are listed: `2 root causes of 13 failing checks:`, `  1. pin.wrong: expected …, observed … — 9 checks
    /// (path:lock:transitions:1, …)`.
    public func lines(limit: Int = 10, more: String) -> [String] {
        guard !groups.isEmpty else { return [] }
        let total = groups.reduce(0) { $0 + $1.checks.count }
        var lines = [
            "\(groups.count) root cause" + (groups.count == 1 ? "" : "s") + " of \(total) failing check"
                + (total == 1 ? ":" : "s:")
        ]
        for (index, group) in groups.prefix(limit).enumerated() {
            let shown = group.checks.prefix(3).joined(separator: ", ") + (group.checks.count > 3 ? ", …" : "")
            let count = group.checks.count == 1 ? "1 check" : "\(group.checks.count) checks"
            lines.append("  \(index + 1). \(group.cause) — \(count) (\(shown))")
            if !group.shownAt.isEmpty { lines.append("     first seen \(group.shownAt)") }
        }
        if groups.count > limit { lines.append("  and \(groups.count - limit) more in \(more)") }
        return lines
    }
}
