import Conformance

/// The failing checks of a report grouped by root cause: checks whose first divergence is the same step with the same
/// expected and observed outcome, or whose failure message (the assertion that failed) is the same, are one group; so
/// are checks whose divergences observed the same wrong value of the same event property (`door_unlocked.method =
/// "guest-code"` expected, `door_unlocked.method = "keypad"` observed), whichever step or drive showed it: a path that
/// ran the transition and a payload value check that drove the value saw one behaviour; and so are checks whose first
/// divergence is at the same transition of a machine (``Divergence/at``: from state, event and guard), whatever each
/// compared first there (a path the events, a scenario its own expected events). Groups are the connected sets of
/// checks under these relations. A failure that names no step and no value (a rule check's own message) joins no
/// other kind: nothing in it says which transition broke, and a guess could fold a second bug into the first. Two
/// planted bugs that fail thirteen checks read as two causes, largest first, so the console and every report open
/// their failures on what broke rather than on a list of checks.
package struct RootCauses: Hashable, Sendable {
    /// One root cause and the checks it failed.
    package struct Group: Hashable, Sendable {
        /// What diverged, in one line: `pin.wrong: expected LockedOut, observed Locked` or the failed assertion.
        package var cause: String
        /// Where it first showed, in the first check (by ID) of the group: `at step 3 (pin.wrong → pin.wrong → pin.wrong)`;
        /// empty for a check without a divergence.
        package var shownAt: String
        /// The IDs of the checks, sorted.
        package var checks: [String]
    }

    /// The groups, most checks first, then by cause.
    package var groups: [Group]

    /// The root causes of `checks` (those that failed; a check that could not run to a verdict, a subject error, is no
    /// divergence of the implementation and is reported as such, apart).
    package init(_ checks: [CheckSummary]) {
        let failed = checks.filter { $0.status != .passed && $0.status != .error }.sorted { $0.id < $1.id }
        // Union-find over the failed checks: a check joins the first check that shares its cause or its value.
        var parent = Array(failed.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        var firstWith: [String: Int] = [:]
        for (index, check) in failed.enumerated() {
            var keys = [Self.cause(of: check)]
            if let value = Self.value(of: check) { keys.append("value " + value) }
            if let at = check.divergence?.at { keys.append("at " + at) }
            for key in keys {
                if let other = firstWith[key] {
                    parent[root(index)] = root(other)
                } else {
                    firstWith[key] = index
                }
            }
        }
        var members: [Int: [CheckSummary]] = [:]
        for index in failed.indices { members[root(index), default: []].append(failed[index]) }
        groups = members.values.map { group in
            // The group is named by the cause most of its checks share (then the first in text order), and shown
            // where the first check (by ID) with that cause showed it.
            var counts: [String: Int] = [:]
            for check in group { counts[Self.cause(of: check), default: 0] += 1 }
            let cause = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? ""
            let first = group.first { Self.cause(of: $0) == cause } ?? group[0]
            return Group(cause: cause, shownAt: Self.shownAt(first), checks: group.map(\.id))
        }.sorted { ($0.checks.count, $1.cause) > ($1.checks.count, $0.cause) }
    }

    /// The wrong value a check's first divergence observed, when it is one of an event's properties: `expected
    /// door_unlocked.method = "guest-code", observed door_unlocked.method = "keypad"`; nil otherwise.
    static func value(of check: CheckSummary) -> String? {
        guard let d = check.divergence, let equals = d.expected.range(of: " = ") else { return nil }
        let name = d.expected[..<equals.lowerBound]
        guard name.contains("."), !name.contains(" "), d.observed.hasPrefix(name + " = ") else { return nil }
        return "expected \(d.expected), observed \(d.observed)"
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
        return "at step \(d.step + 1) (" + d.pathSoFar.joined(separator: " → ") + ")" + (d.at.map { " on " + $0 } ?? "")
            + " of \(check.id)"
    }

    /// The groups as console lines, at most `limit` groups (each with up to three check IDs), then how many more and
    /// where they are listed: `2 root causes of 13 failing checks:`, `  1. pin.wrong: expected …, observed … — 9 checks
    /// (path:lock:transitions:1, …)`.
    package func lines(limit: Int = 10, more: String) -> [String] {
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
