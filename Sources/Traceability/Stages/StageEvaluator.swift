import SpecModel

/// Judges release stages on a coverage report: each requirement passes, fails or lacks evidence, and the stage
/// follows its critical requirements (see ``ReleaseStage``). Pure: the same report gives the same results.
package enum StageEvaluator {
    /// Evaluates every stage of `stages`, in file order. `expand` turns an ID requirement (an ID or a range) into IDs.
    package static func evaluate(
        _ stages: [ReleaseStage], on report: CoverageReport, expand: (String) -> [String] = { [$0] }
    ) -> [StageResult] {
        let index = report.entryIndex()
        return stages.map { evaluate($0, report: report, index: index, expand: expand) }
    }

    /// The worst outcome of `results` (`pass` for none).
    package static func overall(_ results: [StageResult]) -> StageOutcome {
        results.map(\.outcome).max() ?? .pass
    }

    static func evaluate(
        _ stage: ReleaseStage, report: CoverageReport, index: [String: CoverageEntry], expand: (String) -> [String]
    ) -> StageResult {
        if let manual = stage.manual {
            return StageResult(
                id: stage.id, title: stage.title, outcome: .inconclusive,
                reason: "manual stage: needs a person's sign-off (\(manual))",
                manual: manual, requirements: [])
        }
        let requirements = stage.requires.map { requirement -> RequirementResult in
            switch requirement.target {
            case .id(let id):
                judgeIDs(
                    expand(id), text: requirement.target.text, critical: requirement.critical, index: index,
                    declared: stage.declaredPartialSatisfies)
            case .check(let pattern):
                judgeChecks(pattern, text: requirement.target.text, critical: requirement.critical, report: report)
            }
        }
        let critical = requirements.filter(\.critical)
        let passing = requirements.filter { $0.outcome == .pass }.count
        let failed = critical.filter { $0.outcome == .fail }
        let lacking = critical.filter { $0.outcome == .inconclusive }
        let outcome: StageOutcome
        let reason: String
        if !failed.isEmpty {
            outcome = .fail
            reason =
                "critical requirement\(failed.count == 1 ? "" : "s") failed: "
                + failed.map(\.requirement).joined(separator: ", ")
        } else if !lacking.isEmpty {
            outcome = .inconclusive
            reason =
                "too little evidence for critical requirement\(lacking.count == 1 ? "" : "s"): "
                + lacking.map(\.requirement).joined(separator: ", ")
        } else if passing < stage.minimumPassing {
            outcome = .inconclusive
            reason = "\(passing) of \(requirements.count) requirements passed; the stage needs \(stage.minimumPassing)"
        } else {
            outcome = .pass
            let reportOnly = requirements.filter { !$0.critical && $0.outcome != .pass }.count
            reason =
                "\(critical.count) critical requirement\(critical.count == 1 ? "" : "s") passed"
                + (reportOnly > 0 ? "; \(reportOnly) report-only requirement\(reportOnly == 1 ? "" : "s") did not" : "")
        }
        return StageResult(
            id: stage.id, title: stage.title, outcome: outcome, reason: reason, requirements: requirements)
    }

    /// An ID requirement: every ID it names must be covered or waived (or partial by declaration when the stage allows).
    /// A failing or unknown ID fails it; one without enough evidence (partial, uncovered, unverified, out of scope) leaves
    /// it inconclusive.
    static func judgeIDs(
        _ ids: [String], text: String, critical: Bool, index: [String: CoverageEntry], declared: Bool
    ) -> RequirementResult {
        var failing: [String] = []
        var lacking: [String] = []
        var passed: [String] = []
        for id in ids {
            guard let entry = index[id] else {
                failing.append("\(id) is not in the coverage report")
                continue
            }
            switch entry.status {
            case .covered, .waived: passed.append("\(id) \(entry.status.rawValue)")
            case .partial where declared && entry.declaredPartial: passed.append("\(id) partial by declaration")
            case .failing:
                failing.append(
                    "\(id) failing ("
                        + (entry.failingChecks.isEmpty ? "a check failed" : entry.failingChecks.joined(separator: ", "))
                        + ")")
            case .orphaned: failing.append("\(id) orphaned (referenced, never defined)")
            case .partial: lacking.append("\(id) partial" + (entry.note.map { ": \($0)" } ?? ""))
            case .uncovered: lacking.append("\(id) uncovered (no check gave it evidence)")
            case .unverified:
                lacking.append(
                    "\(id) unverified (subject error: " + entry.erroredChecks.joined(separator: ", ")
                        + " could not run)")
            case .outOfScope: lacking.append("\(id) out of scope" + (entry.note.map { ": \($0)" } ?? ""))
            }
        }
        let outcome: StageOutcome = !failing.isEmpty ? .fail : !lacking.isEmpty || ids.isEmpty ? .inconclusive : .pass
        let reason =
            (failing + lacking).isEmpty ? passed.joined(separator: "; ") : (failing + lacking).joined(separator: "; ")
        return RequirementResult(
            requirement: text, critical: critical, outcome: outcome, reason: reason, matched: ids.sorted())
    }

    /// A check requirement: at least one check matching the pattern ran, and every one passed. One that failed fails
    /// it; one that could not run (a subject error), with none failed, leaves it inconclusive.
    static func judgeChecks(_ pattern: String, text: String, critical: Bool, report: CoverageReport)
        -> RequirementResult
    {
        let matched = report.checks.filter { GlobPattern(pattern).matches($0.id) }
        guard !matched.isEmpty else {
            return RequirementResult(
                requirement: text, critical: critical, outcome: .inconclusive,
                reason: "no check matching \(pattern) ran", matched: [])
        }
        let bad = matched.filter { $0.status != .passed }
        let reason =
            bad.isEmpty
            ? "\(matched.count) check\(matched.count == 1 ? "" : "s") passed"
            : bad.map { "\($0.id) \($0.status.rawValue)" + ($0.message.map { ": \($0)" } ?? "") }.joined(
                separator: "; ")
        let outcome: StageOutcome =
            bad.isEmpty ? .pass : bad.allSatisfy { $0.status == .error } ? .inconclusive : .fail
        return RequirementResult(
            requirement: text, critical: critical, outcome: outcome, reason: reason, matched: matched.map(\.id))
    }
}

/// A check ID pattern where `*` matches any run of characters (none included); everything else is literal.
struct GlobPattern {
    let parts: [Substring]

    init(_ pattern: String) { parts = pattern.split(separator: "*", omittingEmptySubsequences: false) }

    func matches(_ text: String) -> Bool {
        guard parts.count > 1 else { return text == pattern }
        var rest = Substring(text)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = parts[parts.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    private var pattern: String { parts.joined(separator: "*") }
}
