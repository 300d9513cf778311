/// The mutation-testing settings of one product: `Traceability/<product>/mutation.json`.
///
/// Today it declares equivalent mutants: mutants of the spec that cannot change any behaviour an implementation
/// can show, each with the reason a reviewer accepts. `specconform mutate` lists them apart (status `Ignored`),
/// never silently drops them, and reports an entry that names no mutant as an error.
package struct MutationSpec: Hashable, Sendable {
    package var product: String
    /// The declared equivalent mutants, in document order.
    package var equivalent: [EquivalentMutant]
    package var source: SourceRef?
    package var notes: [String]
    package var origin: Origin

    package init(
        product: String, equivalent: [EquivalentMutant] = [], source: SourceRef? = nil, notes: [String] = [],
        origin: Origin = .synthetic()
    ) {
        self.product = product
        self.equivalent = equivalent
        self.source = source
        self.notes = notes
        self.origin = origin
    }
}

/// One declared equivalent mutant: a mutant ID, or an element and an operator (every mutant that operator makes of
/// that element), with the reason it cannot change behaviour.
package struct EquivalentMutant: Hashable, Sendable {
    /// What the entry names.
    package enum Target: Hashable, Sendable {
        /// One mutant, by its stable ID (`flip-guard:toy/Idle.coin#0`).
        case mutant(String)
        /// Every mutant of `operator` on `element` (`toy/Idle.coin#0`, `flip-guard`).
        case element(String, operator: String)
    }

    package var target: Target
    package var reason: String
    /// Where the mutant ID (or the element) is written.
    package var origin: Origin
    /// Where the operator is written, for an element entry.
    package var operatorOrigin: Origin?

    package init(target: Target, reason: String, origin: Origin = .synthetic(), operatorOrigin: Origin? = nil) {
        self.target = target
        self.reason = reason
        self.origin = origin
        self.operatorOrigin = operatorOrigin
    }
}
