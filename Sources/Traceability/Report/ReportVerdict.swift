import Conformance

/// Can the release go ahead, and if not, why not: the checks' outcome and the release gate's result on one report,
/// with what is still missing. Every report format opens with it, so they all say the same thing.
///
/// Pure: built from the report and the gate's result only, so rendering stays a function of its inputs.
package struct ReportVerdict: Hashable, Sendable {
    /// The gate's result; nil when the product has no release gate (the verdict is then the checks' alone).
    package var gate: GateResult?
    /// Every check that ran.
    package var checkCount: Int
    /// Checks that failed or could not run, sorted by ID.
    package var failedChecks: [CheckSummary]
    /// Of ``failedChecks``, those that could not run to a verdict (subject errors).
    package var erroredCount: Int { failedChecks.count(where: { $0.status == .error }) }
    /// Why the release may not go ahead, in order: failed checks, checks that could not run, then the gate's failures
    /// (by kind, then subject).
    /// Empty when it passes.
    package var reasons: [Reason]
    /// The in-scope IDs not covered (failing, uncovered, partial, unverified, orphaned), grouped by ID kind in name order.
    package var missing: [MissingGroup]

    private var failuresBySubject: [String: [GateFailure]]

    /// The verdict on `report` given the release gate's `gate` result (nil: the product has no gate).
    package init(report: CoverageReport, gate: GateResult?) {
        self.gate = gate
        checkCount = report.checks.count
        failedChecks = report.failingChecks
        var bySubject: [String: [GateFailure]] = [:]
        for failure in gate?.failures ?? [] { bySubject[failure.subject, default: []].append(failure) }
        failuresBySubject = bySubject
        // Failed checks, then the checks that could not run, each by ID.
        let failed = failedChecks.filter { $0.status != .error }
        let errored = failedChecks.filter { $0.status == .error }
        reasons =
            failed.map { Reason(kind: .failedCheck, subject: $0.id, message: Self.describe($0)) }
            + errored.map { Reason(kind: .erroredCheck, subject: $0.id, message: Self.describe($0)) }
            + (gate?.failures ?? []).map {
                Reason(kind: Reason.Kind(gate: $0.kind), subject: $0.subject, message: $0.message)
            }
        var groups: [String: [MissingID]] = [:]
        missing = []
        for entry in report.entries
        where [.failing, .uncovered, .partial, .unverified, .orphaned].contains(entry.status) {
            groups[entry.kind, default: []].append(MissingID(entry: entry, blocking: blocking(entry)))
        }
        missing = groups.sorted { $0.key < $1.key }.map { MissingGroup(kind: $0.key, ids: $0.value) }
    }

    /// Whether the release may go ahead: every check passed and the gate, if any, passed. `check` exits 0 on it.
    package var pass: Bool { failedChecks.isEmpty && (gate?.pass ?? true) }

    /// Whether the product has a release gate.
    package var hasGate: Bool { gate != nil }

    /// One line: `fail: 1 of 12 checks failed; release gate failed (2 reasons)`, `fail: 3 of 12 checks could not run
    /// (subject errors); …`, `pass: all 12 checks passed; no release gate configured, judged by the checks only`.
    package var summary: String { (pass ? "pass: " : "fail: ") + explanation }

    /// ``summary`` without its leading `pass: ` or `fail: `, for a heading that already says it.
    package var explanation: String {
        var text = ""
        if failedChecks.isEmpty {
            text += checkCount == 1 ? "the one check passed" : "all \(checkCount) checks passed"
        } else {
            let errored = erroredCount
            let failed = failedChecks.count - errored
            let couldNotRun = "could not run (subject errors)"
            switch (failed, errored) {
            case (_, 0): text += "\(failed) of \(checkCount) checks failed"
            case (0, _): text += "\(errored) of \(checkCount) checks \(couldNotRun)"
            default: text += "\(failed) of \(checkCount) checks failed and \(errored) \(couldNotRun)"
            }
        }
        switch gate {
        case nil: text += "; no release gate configured, judged by the checks only"
        case let gate? where gate.pass: text += "; release gate passed"
        case let gate?:
            text += "; release gate failed (\(gate.failures.count) reason" + (gate.failures.count == 1 ? ")" : "s)")
        }
        return text
    }

    /// Why `entry` keeps the release back, in words; empty when the gate allows its status (or there is no gate and
    /// no check of it failed). A failing ID always blocks: a check that exercises it failed.
    package func blocking(_ entry: CoverageEntry) -> [String] {
        switch entry.status {
        case .covered, .waived, .outOfScope: return []
        case .failing: return ["a check that exercises it failed"]
        case .unverified: return ["a check that exercises it could not run (subject error)"]
        case .partial, .uncovered, .orphaned: break
        }
        guard let gate else { return [] }
        var reasons = (failuresBySubject[entry.id] ?? []).map(\.message)
        // The minimums counted an ID partial only by declaration as satisfied: it is not what they miss.
        let countedSatisfied = gate.declaredPartialSatisfies && entry.status == .partial && entry.declaredPartial
        for minimum in gate.minimums where !minimum.passed && !countedSatisfied {
            let applies = minimum.group == .kind ? minimum.name == entry.kind : minimum.name == entry.priority
            guard applies else { continue }
            reasons.append(
                "counts against the missed minimum for \(minimum.group.rawValue) \(minimum.name): "
                    + "\(Percent.text(minimum.actual)) \(gate.minimumsCount), \(Percent.text(minimum.required)) required"
            )
        }
        return reasons
    }

    /// `check scenario:JRN-F04 failed at step 3 (start → mismatch → mismatch): expected …, observed …`; steps counted
    /// from 1.
    static func describe(_ check: CheckSummary) -> String {
        var text = "check \(check.id) " + (check.status == .error ? "could not run" : "failed")
        if let d = check.divergence {
            text += " at step \(d.step + 1)"
            if !d.pathSoFar.isEmpty { text += " (" + d.pathSoFar.joined(separator: " → ") + ")" }
            if let at = d.at { text += " on " + at }
            text += ": expected \(d.expected), observed \(d.observed)"
        } else if let message = check.message {
            text += ": " + message
        }
        return text
    }

    /// One reason the release may not go ahead.
    package struct Reason: Hashable, Sendable {
        /// What kind of reason: a failed check, or one of the gate's failure kinds.
        package enum Kind: String, CaseIterable, Codable, Sendable {
            /// A check failed.
            case failedCheck = "failed-check"
            /// A check could not run to a verdict (a subject error).
            case erroredCheck = "errored-check"
            case minimum
            case mustCover = "must-cover"
            case expiredWaiver = "expired-waiver"
            case regression
            case failing
            case subjectError = "subject-error"
            case machineNotWhole = "machine-not-whole"
            case unassertedClaim = "unasserted-claim"
            case unreadParameter = "unread-parameter"

            init(gate kind: GateFailureKind) {
                switch kind {
                case .minimum: self = .minimum
                case .mustCover: self = .mustCover
                case .expiredWaiver: self = .expiredWaiver
                case .regression: self = .regression
                case .failing: self = .failing
                case .subjectError: self = .subjectError
                case .machineNotWhole: self = .machineNotWhole
                case .unassertedClaim: self = .unassertedClaim
                case .unreadParameter: self = .unreadParameter
                }
            }

            /// A heading for reasons of this kind: `Checks that failed`, `Minimums missed`.
            package var heading: String {
                switch self {
                case .failedCheck: "Checks that failed"
                case .erroredCheck: "Checks that could not run (subject errors)"
                case .minimum: "Minimums missed"
                case .mustCover: "Required IDs not covered"
                case .expiredWaiver: "Waivers expired"
                case .regression: "Regressions from the baseline"
                case .failing: "IDs failing"
                case .subjectError: "IDs unverified (subject errors)"
                case .machineNotWhole: "Machines not held whole"
                case .unassertedClaim: "Claims no assertion names"
                case .unreadParameter: "Rule parameters no check reads"
                }
            }
        }

        package var kind: Kind
        /// A check ID, an ID, `kind feature`, a machine.
        package var subject: String
        /// A lowercase sentence without a trailing period.
        package var message: String

        package init(kind: Kind, subject: String, message: String) {
            self.kind = kind
            self.subject = subject
            self.message = message
        }
    }

    /// The missing IDs of one kind.
    package struct MissingGroup: Hashable, Sendable {
        package var kind: String
        /// Sorted by ID.
        package var ids: [MissingID]
    }

    /// One in-scope ID not covered.
    package struct MissingID: Hashable, Sendable {
        package var entry: CoverageEntry
        /// Why it keeps the release back (see ``ReportVerdict/blocking(_:)``); empty when the gate allows it.
        package var blocking: [String]
    }
}
