import SpecModel
import StateMachine

/// Everything one product's verification produced: the checks that ran, the plans they came from, and the
/// problems that kept checks from being built.
package struct ConformanceRun: Sendable {
    package var product: String
    /// Every check, sorted by ID.
    package var checks: [CheckResult]
    /// Problems found while preparing checks (a machine that does not compile, an event schema that does not
    /// load, a scenario naming an unknown machine); errors here make the run invalid.
    package var diagnostics: [Diagnostic]
    /// What the check sources found besides checks (plans, summaries, tallies); each source's own accessors read it
    /// (``plans``, ``decisions``, ``payloadValues``).
    package var findings: RunFindings
    /// The slice of the checks that ran (`check --shard`); nil: every check.
    package var shard: Shard?
    /// The units of work planned (see ``Shard``), whichever slice ran.
    package internal(set) var units = 0
    /// The digest of the units' keys in order (see `UnitDigest`): equal in every shard of the same inputs and subjects.
    package internal(set) var unitDigest = ""

    package init(
        product: String, checks: [CheckResult], diagnostics: [Diagnostic], findings: RunFindings = RunFindings()
    ) {
        self.product = product
        self.checks = checks
        self.diagnostics = diagnostics
        self.findings = findings
    }

    /// The payload values the event schemas put on a bound or list, and which of them no check drove (with why);
    /// nil when payload value checks did not run (rule checks not selected).
    package var payloadValues: PayloadValueSummary? {
        get { findings[PayloadValueSummary.self] }
        set { findings[PayloadValueSummary.self] = newValue }
    }

    /// What the checks that ran emitted, per event name: the event checks are made from it.
    var emitted: EmittedEvents {
        get { findings[EmittedEvents.self, default: EmittedEvents()] }
        set { findings[EmittedEvents.self] = newValue }
    }

    /// Guard outcomes the planner proved unreachable (see `PathPlan.unreachable`): no run can observe them, so
    /// coverage reports them apart instead of as missing.
    package var unreachableGuardOutcomes: Set<GuardOutcome> { planning.unreachable }

    package var passed: Int { checks.filter { $0.status == .passed }.count }
    package var failed: Int { checks.count - passed }
    /// Of ``failed``, the checks that could not run to a verdict (``CheckStatus/error``: subject errors).
    package var errors: Int { checks.filter { $0.status == .error }.count }
}

/// The payload value checks of a run: how many values were planned, and each value no check drove.
package struct PayloadValueSummary: Hashable, Sendable {
    /// Values planned (one `value:` check each when driven).
    package var planned: Int
    /// Values not driven, by check ID, with why (no driver for the property, or no input produces the value).
    package var notDriven: [(checkID: String, reason: String)] { entries.map { ($0.checkID, $0.reason) } }
    /// Bounds no value could be generated for.
    package var gaps: [PayloadValueGap]
    let entries: [PayloadValueCheckRunner.NotDriven]

    init(planned: Int, notDriven: [PayloadValueCheckRunner.NotDriven], gaps: [PayloadValueGap]) {
        self.planned = planned
        self.entries = notDriven.sorted { $0.checkID < $1.checkID }
        self.gaps = gaps
    }

    /// `31 of 34 payload values driven`.
    package var text: String { "\(planned - entries.count) of \(planned) payload values driven" }
}
