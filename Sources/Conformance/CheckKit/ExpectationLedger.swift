/// The expectations a running check evaluated, in order: how many, and the claims of those that name the IDs they
/// prove. A rule check gives evidence to an ID only through an expectation that names it and was evaluated (so could
/// have failed); a check that evaluated none is vacuous.
///
/// The runner binds one ledger per check (``recording(_:)``); ``expect(_:_:)`` and its kin write to the ledger of
/// the check running on the current thread. Outside a check they record nothing.
package final class ExpectationLedger: @unchecked Sendable {
    @TaskLocal static var current: ExpectationLedger?

    /// Every expectation evaluated, named or not.
    package private(set) var evaluated = 0
    /// The claims of the expectations that named IDs, in evaluation order, each once.
    package private(set) var assertions: [Assertion] = []
    private var seen: Set<Assertion> = []
    /// The rule parameters the check read through its ``RuleContext`` (or a subject process said it read), each once.
    package private(set) var reads: Set<ParameterRead> = []

    init() {}

    /// Runs `body` with a fresh ledger bound to the current check, returning what it returned and the ledger.
    package static func recording<T>(_ body: () throws -> T) rethrows -> (T, ExpectationLedger) {
        let ledger = ExpectationLedger()
        let result = try $current.withValue(ledger) { try body() }
        return (result, ledger)
    }

    /// Records one evaluated expectation; `claim` and `ids` when it names what it proves.
    static func record(_ claim: String? = nil, proves ids: [String] = []) {
        guard let ledger = current else { return }
        ledger.evaluated += 1
        guard let claim, !ids.isEmpty else { return }
        let assertion = Assertion(claim: claim, ids: ids)
        if ledger.seen.insert(assertion).inserted { ledger.assertions.append(assertion) }
    }

    /// Names what expectations already evaluated (and held) prove, without counting another: a check-kit helper
    /// whose one expectation covers several elements (``RuleContext/expectConformingNamed(_:)``).
    static func name(_ claim: String, proves ids: [String]) {
        guard let ledger = current, !ids.isEmpty else { return }
        let assertion = Assertion(claim: claim, ids: ids)
        if ledger.seen.insert(assertion).inserted { ledger.assertions.append(assertion) }
    }

    /// Records that the running check read parameter `key` of rule `rule`.
    static func read(_ rule: String, _ key: String) {
        current?.reads.insert(ParameterRead(rule: rule, parameter: key))
    }

    /// Records the parameters a subject process reported it read (`verdict.read`, each `RULE/key`).
    package static func record(read texts: [String]) {
        for read in texts.compactMap(ParameterRead.init(text:)) { current?.reads.insert(read) }
    }

    /// Records what a subject process reported it asserted (`verdict.assertions`), as evaluated expectations.
    package static func record(reported assertions: [Assertion], evaluated count: Int) {
        guard let ledger = current else { return }
        ledger.evaluated += max(count, assertions.count) - assertions.count
        for assertion in assertions { record(assertion.claim, proves: assertion.ids) }
    }
}

/// One expectation that names what it proves: its claim in words (what held) and the IDs it proves.
package struct Assertion: Hashable, Sendable {
    package var claim: String
    package var ids: [String]

    package init(claim: String, ids: [String]) {
        self.claim = claim
        self.ids = ids
    }
}

/// One rule parameter a check read: `RULE-FAILURE-BUDGET/windowMinutes`.
package struct ParameterRead: Hashable, Sendable, Comparable {
    package var rule: String
    package var parameter: String

    package init(rule: String, parameter: String) {
        self.rule = rule
        self.parameter = parameter
    }

    /// `RULE/key`, as reports and shard files write it.
    package var text: String { "\(rule)/\(parameter)" }

    /// A read from its text (split at the first `/`), nil when it has none.
    package init?(text: String) {
        guard let slash = text.firstIndex(of: "/") else { return nil }
        self.init(rule: String(text[..<slash]), parameter: String(text[text.index(after: slash)...]))
    }

    package static func < (lhs: ParameterRead, rhs: ParameterRead) -> Bool { lhs.text < rhs.text }
}
