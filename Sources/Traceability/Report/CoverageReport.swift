import Conformance
import SpecModel

/// The coverage of one product: a status per reported ID, roll-ups, the checks that ran and the machines.
///
/// Built by ``CoverageEvaluator``; written as `coverage.json` and read back for `gate --report` and baselines.
/// Every collection is sorted, so two reports of the same input are equal and render byte for byte the same.
package struct CoverageReport: Hashable, Sendable {
    package var product: String
    /// Entries sorted by ID.
    package var entries: [CoverageEntry]
    /// Every check that ran, sorted by ID.
    package var checks: [CheckSummary]
    /// Machines sorted by ID.
    package var machines: [MachineCoverage]
    /// Every module's readiness for implementation, a property of the spec (``ModuleReadiness``), sorted by module ID:
    /// shown next to the module's coverage with the words of `lint.module-readiness`.
    package var readiness: [ModuleReadiness] = [] {
        didSet { readiness.sort { $0.module < $1.module } }
    }

    /// The rule parameters no check read (`RULE/key`, sorted; ``UnreadParameters``): a gate with
    /// `failOnUnreadParameters` fails on them.
    package var unreadParameters: [String] = [] {
        didSet { unreadParameters.sort() }
    }

    package private(set) var summary = StatusCounts()
    package private(set) var byKind: [String: StatusCounts] = [:]
    package private(set) var byPriority: [String: StatusCounts] = [:]
    package private(set) var byModule: [String: StatusCounts] = [:]

    /// A report of `entries`, `checks` and `machines` (sorted here); roll-ups are computed from the entries.
    package init(
        product: String, entries: [CoverageEntry], checks: [CheckSummary] = [], machines: [MachineCoverage] = []
    ) {
        self.product = product
        self.entries = entries.sorted { $0.id < $1.id }
        self.checks = checks.sorted { $0.id < $1.id }
        self.machines = machines.sorted { $0.id < $1.id }
        for entry in self.entries {
            summary.add(entry.status)
            byKind[entry.kind, default: StatusCounts()].add(entry.status)
            if let priority = entry.priority { byPriority[priority, default: StatusCounts()].add(entry.status) }
            for module in entry.modules { byModule[module, default: StatusCounts()].add(entry.status) }
        }
    }

    /// Entries by ID.
    package func entryIndex() -> [String: CoverageEntry] {
        Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Checks that failed or could not run, sorted by ID.
    package var failingChecks: [CheckSummary] { checks.filter { $0.status != .passed } }
}

/// A check as the report shows it.
package struct CheckSummary: Hashable, Sendable {
    package var id: String
    package var kind: CheckKind
    package var title: String
    package var status: CheckStatus
    /// The IDs the check exercises, sorted.
    package var ids: [String]
    package var divergence: Divergence?
    package var message: String?
    /// IDs the check claimed that no expectation it evaluated named (see ``CheckResult/unasserted``).
    package var unasserted: [String] = []

    package init(
        id: String, kind: CheckKind, title: String, status: CheckStatus, ids: [String] = [],
        divergence: Divergence? = nil,
        message: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.status = status
        self.ids = ids
        self.divergence = divergence
        self.message = message
    }

    package init(_ result: CheckResult) {
        self.init(
            id: result.id, kind: result.kind, title: result.title, status: result.status, ids: result.exercisedIDs,
            divergence: result.divergence, message: result.message)
        unasserted = result.unasserted
    }
}
