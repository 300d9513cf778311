import Conformance
import SpecOutput
import Traceability

extension MarkdownSummary {
    /// The failing checks by root cause (``RootCauses``), then the checks that could not run (subject errors) by
    /// their message: one line per cause with how many checks and the first three. Nothing when every check passed.
    func causes(into out: inout String) {
        let failing = report.failingChecks
        guard !failing.isEmpty else { return }
        out += "## Failing and unverified checks by cause\n\n"
        let groups = RootCauses(failing).groups
        if !groups.isEmpty {
            let total = groups.reduce(0) { $0 + $1.checks.count }
            out += "**\(groups.count) root cause" + (groups.count == 1 ? "" : "s") + " of \(total) failing check"
            out += (total == 1 ? "**\n\n" : "s**\n\n")
            let items = groups.map { group in
                Self.causeLine(group.cause, checks: group.checks, shownAt: group.shownAt)
            }
            let cut = MarkdownCut(items, allowance: allowance(0.15, used: out, later: 3)) {
                more($0, "root cause", "root causes")
            }
            out += cut.text + "\n"
        }
        let errored = Self.subjectErrors(failing)
        if !errored.isEmpty {
            let total = errored.reduce(0) { $0 + $1.checks.count }
            out += "**\(total) check" + (total == 1 ? "" : "s") + " could not run (subject errors): the IDs they "
            out += "exercise are unverified, not failing**\n\n"
            let items = errored.map { Self.causeLine($0.cause, checks: $0.checks, shownAt: "") }
            let cut = MarkdownCut(items, allowance: allowance(0.05, used: out, later: 2)) {
                more($0, "cause", "causes")
            }
            out += cut.text + "\n"
        }
    }

    /// `- pin.wrong: expected …, observed … — 9 checks: `path:lock:1`, `path:lock:2`, `path:lock:3` and 6 more; first
    /// seen at step 3 (…) of path:lock:1`.
    static func causeLine(_ cause: String, checks: [String], shownAt: String) -> String {
        var line = "- " + MarkdownEscape.cell(MarkdownCut.clip(cause, 300)) + " — " + StatusText.checks(checks.count)
        line += ": " + checks.prefix(3).map { MarkdownEscape.code(MarkdownCut.clip($0, 120)) }.joined(separator: ", ")
        if checks.count > 3 { line += " and \(checks.count - 3) more" }
        if !shownAt.isEmpty { line += "; first seen " + MarkdownEscape.cell(MarkdownCut.clip(shownAt, 300)) }
        return line + "\n"
    }

    /// The checks that could not run to a verdict, grouped by the first line of their message; most checks first,
    /// then by message.
    static func subjectErrors(_ checks: [CheckSummary]) -> [(cause: String, checks: [String])] {
        var byCause: [String: [String]] = [:]
        for check in checks where check.status == .error {
            let cause = check.message?.split(separator: "\n").first.map(String.init) ?? "no answer"
            byCause[cause, default: []].append(check.id)
        }
        return byCause.map { (cause: $0.key, checks: $0.value.sorted()) }
            .sorted { ($0.checks.count, $1.cause) > ($1.checks.count, $0.cause) }
    }
}
