import Conformance
import Traceability

/// Short texts shared by the human-readable formats.
enum StatusText {
    /// `✅ covered`.
    static func badge(_ status: CoverageStatus) -> String {
        switch status {
        case .covered: "✅ covered"
        case .partial: "🟡 partial"
        case .uncovered: "⬜ uncovered"
        case .failing: "❌ failing"
        case .unverified: "⚠️ unverified"
        case .waived: "⏸️ waived"
        case .outOfScope: "➖ out-of-scope"
        case .orphaned: "❓ orphaned"
        }
    }

    /// What still needs doing, or why the status is what it is.
    static func detail(_ entry: CoverageEntry) -> String {
        var parts: [String] = []
        if !entry.failingChecks.isEmpty {
            parts.append("failed checks: " + entry.failingChecks.joined(separator: ", "))
        }
        if !entry.erroredChecks.isEmpty {
            parts.append("could not run (subject errors): " + entry.erroredChecks.joined(separator: ", "))
        }
        if !entry.missing.isEmpty, entry.status != .outOfScope { parts.append("lacks " + wanted(entry.missing)) }
        if let note = entry.note { parts.append(note) }
        if !entry.assumptions.isEmpty {
            parts.append(
                "under assumption" + (entry.assumptions.count == 1 ? " " : "s ")
                    + entry.assumptions.joined(separator: ", "))
        }
        if let verification = entry.verification { parts.append("verified by: " + verification) }
        if let waiver = entry.waiver {
            parts.append(
                waiver.expired
                    ? "waiver expired \(waiver.expires) (\(waiver.owner))"
                    : "waived until \(waiver.expires) by \(waiver.owner)")
        }
        return parts.joined(separator: "; ")
    }

    /// `2/3 (66.6%)`.
    static func fraction(_ f: CoverageFraction) -> String {
        let percent = f.total == 0 ? nil : (Double(f.covered) * 1000 / Double(f.total)).rounded(.down) / 10
        return "\(f.covered)/\(f.total) (\(Percent.text(percent)))"
    }

    /// The first divergence of a failing check, in one line; steps are counted from 1, as `paths` prints them.
    static func divergence(_ check: CheckSummary) -> String? {
        guard let d = check.divergence else { return nil }
        let path = d.pathSoFar.isEmpty ? "" : " (" + d.pathSoFar.joined(separator: " → ") + ")"
        return "step \(d.step + 1)\(path): expected \(d.expected), observed \(d.observed)"
    }

    /// What a piece of evidence proves, as the subject of "by N checks": `success path run`.
    static func proved(_ kind: EvidenceKind) -> String {
        switch kind {
        case .success: "success path run"
        case .recovery: "recovery path run"
        case .failure: "failure path handled"
        case .observability: "events emitted and valid"
        case .state: "state reached"
        case .scenario: "journey scenario passed"
        case .rule: "rule held"
        case .contract: "contract kept"
        case .refusal: "unhandled events refused"
        case .limit: "limit probed on both sides"
        case .decision: "decision table answered"
        case .invariant: "output invariant held"
        case .trace: "run in a recorded trace"
        }
    }

    /// What a missing piece of evidence would be: `a success path`.
    static func wanted(_ kind: EvidenceKind) -> String {
        switch kind {
        case .success: "a success path"
        case .recovery: "a recovery path"
        case .failure: "a handled failure path"
        case .observability: "its events checked"
        case .state: "its state reached"
        case .scenario: "a passing journey scenario"
        case .rule: "a passing rule check"
        case .contract: "a contract check"
        case .refusal: "unhandled events refused"
        case .limit: "a limit probe"
        case .decision: "a decision table check"
        case .invariant: "an output invariant check"
        case .trace: "a recorded trace that runs through it"
        }
    }

    /// The evidence of an ID in words: `success path run by 21 checks; recovery path run by 2 checks`, or
    /// `linked, not evidenced`, or `no evidence`.
    static func evidenceInWords(_ entry: CoverageEntry) -> String {
        if entry.evidence.isEmpty {
            return entry.isLinkedOnly ? "linked, but no passing check gives evidence" : "no evidence"
        }
        return entry.evidence.map { "\(proved($0.kind)) by \(checks($0.checks.count))" }.joined(separator: "; ")
    }

    /// `1 check`, `21 checks`.
    static func checks(_ count: Int) -> String { count == 1 ? "1 check" : "\(count) checks" }

    /// What an ID still lacks, in words: `a success path, a recovery path and its events checked`; alternatives
    /// within a group joined with "or".
    static func lacking(_ entry: CoverageEntry) -> String {
        switch entry.status {
        case .orphaned: return "a definition: it is referenced but never defined"
        case .covered, .waived, .outOfScope: return ""
        case .unverified:
            let count = entry.erroredChecks.count
            return "an answered run of " + (count == 1 ? "the check" : "the \(count) checks") + " that could not run"
        case .failing, .partial, .uncovered: break
        }
        if entry.missing.isEmpty, entry.lacksAssertion { return "an assertion that names it" }
        if entry.missing.isEmpty {
            return entry.status == .failing ? "a passing run of its failed checks" : "nothing the policy names"
        }
        return wanted(entry.missing)
    }

    /// Evidence groups in words: `a success path, a recovery path and its events checked or a handled failure path`.
    static func wanted(_ groups: [[EvidenceKind]]) -> String {
        let words = groups.map { group in group.map(wanted).joined(separator: " or ") }
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }
}
