import SpecModel
import Traceability

/// The texts of module readiness and of guard outcomes not covered, shared by the human-readable formats so that
/// each says the same as `lint.module-readiness` and the planner.
extension StatusText {
    /// What readiness means, before the readiness table.
    static let unreadParametersIntro =
        "A change to one of these reaches no check: read it in a rule check, or declare it unread in the rule with the "
        + "reason (check.unread-parameter)."

    static let readinessIntro =
        "Readiness is a property of the spec documents, not of coverage: a module is ready for implementation when the spec "
        + "represents its feature IDs, state transitions, data contracts and failure responses (the rule lint.module-readiness "
        + "checks this and warns with the same words). A module can have every ID covered and still not be ready: its checks "
        + "prove what the spec says, and the spec leaves something out."

    /// `100.0% (12 of 12 in scope)`, or `no reported IDs` for a module no entry names.
    static func moduleCoverage(_ module: String, in report: CoverageReport) -> String {
        guard let counts = report.byModule[module] else { return "no reported IDs" }
        return "\(Percent.text(counts.percentCovered)) (\(counts[.covered]) of \(counts.inScope) in scope)"
    }

    /// `✅ ready`, or `⚠️ not ready for implementation (a gap in the spec, not in coverage): …`.
    static func readiness(_ readiness: ModuleReadiness) -> String {
        (readiness.isReady ? "✅ " : "⚠️ ") + readiness.text
    }

    /// How the planner proves a guard outcome unreachable, after the count of such outcomes.
    static let unreachableHow =
        "proved unreachable by the planner (every reachable configuration searched with no event data read, or a counter "
        + "abstraction that contains every run), not counted"

    /// `guard false: planner limit max-depth=64 reached (raise it with --max-depth)`.
    static func missing(_ missing: MissingGuardOutcome) -> String {
        "guard \(missing.outcome ? "true" : "false") not observed: \(missing.reason)"
    }

    /// The warning shown when a limit stopped a machine's path search.
    static func plannerWarning(_ limit: String) -> String {
        "the path search stopped early: \(limit); what lies past it is neither covered nor proved unreachable"
    }
}
