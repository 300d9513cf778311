/// A rule check: a Swift property check for a rule a state machine cannot express, registered by rule ID.
public struct RuleCheck: Sendable {
    package enum Outcome: Hashable, Sendable {
        case pass
        case fail(String)
        /// The check could not run to a verdict: the subject it asks did not answer (a subject process that
        /// crashed, hung or replied malformed). The check's status is `error`; it contradicts nothing.
        case error(String)
    }

    /// The rule (or module rule) ID the check proves, e.g. `RULE-PROG-UNION` or `MOD-PROGRESS-MUST-2`.
    package var ruleID: String
    /// Further IDs the check gives evidence for (the features the rule serves).
    package var covers: [String]
    /// What a pass proves for `covers`, besides `rule`: a check that drives the implementation through a
    /// failure and its recovery, asserting the events it emits, proves `recovery` and `observability` too.
    /// Claim only what the check's assertions really show.
    package var proves: [EvidenceKind]
    package var title: String
    /// The check itself; the context gives it the spec's event catalogue.
    package var body: @Sendable (RuleContext) -> Outcome

    /// A check that does not need the spec while it runs.
    package init(
        ruleID: String, covers: [String] = [], proves: [EvidenceKind] = [], title: String,
        run: @escaping @Sendable () -> Outcome
    ) {
        self.init(ruleID: ruleID, covers: covers, proves: proves, title: title, checking: { _ in run() })
    }

    /// A check that reads the spec through a `RuleContext` while it runs, e.g. to hold emitted events to the
    /// spec's taxonomy and policies.
    package init(
        ruleID: String, covers: [String] = [], proves: [EvidenceKind] = [], title: String,
        checking body: @escaping @Sendable (RuleContext) -> Outcome
    ) {
        self.ruleID = ruleID
        self.covers = covers
        self.proves = proves
        self.title = title
        self.body = body
    }
}

/// Rule checks per product, in registration order.
public struct RuleCheckRegistry: Sendable {
    private var checks: [String: [RuleCheck]] = [:]

    package init() {}

    public mutating func register(product: String, _ check: RuleCheck) {
        checks[product, default: []].append(check)
    }

    package func checks(product: String) -> [RuleCheck] { checks[product] ?? [] }
}
