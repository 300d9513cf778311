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
        case .waived: "⏸️ waived"
        case .outOfScope: "➖ out-of-scope"
        case .orphaned: "❓ orphaned"
        }
    }

    /// `success ×2, observability ×1`, `linked, not evidenced`, or `none`.
    static func evidence(_ entry: CoverageEntry) -> String {
        if entry.evidence.isEmpty { return entry.isLinkedOnly ? "linked, not evidenced" : "none" }
        return entry.evidence.map { "\($0.kind.rawValue) ×\($0.checks.count)" }.joined(separator: ", ")
    }

    /// `recovery and (observability or failure)`.
    static func missing(_ groups: [[EvidenceKind]]) -> String {
        groups.map { group in
            let names = group.map(\.rawValue)
            return names.count == 1 ? names[0] : "(" + names.joined(separator: " or ") + ")"
        }.joined(separator: " and ")
    }

    /// What still needs doing, or why the status is what it is.
    static func detail(_ entry: CoverageEntry) -> String {
        var parts: [String] = []
        if !entry.failingChecks.isEmpty { parts.append("failed checks: " + entry.failingChecks.joined(separator: ", ")) }
        if !entry.missing.isEmpty, entry.status != .outOfScope { parts.append("missing: " + missing(entry.missing)) }
        if let note = entry.note { parts.append(note) }
        if !entry.assumptions.isEmpty {
            parts.append("under assumption" + (entry.assumptions.count == 1 ? " " : "s ") + entry.assumptions.joined(separator: ", "))
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

    /// The first divergence of a failing check, in one line.
    static func divergence(_ check: CheckSummary) -> String? {
        guard let d = check.divergence else { return nil }
        let path = d.pathSoFar.isEmpty ? "" : " (" + d.pathSoFar.joined(separator: " → ") + ")"
        return "step \(d.step)\(path): expected \(d.expected), observed \(d.observed)"
    }
}
