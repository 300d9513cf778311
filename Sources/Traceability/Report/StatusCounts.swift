/// How many IDs of a group have each status.
package struct StatusCounts: Hashable, Sendable {
    private var counts: [Int]

    package init() {
        counts = Array(repeating: 0, count: CoverageStatus.allCases.count)
    }

    /// The number of IDs with `status`.
    package subscript(status: CoverageStatus) -> Int {
        get { counts[Self.index(status)] }
        set { counts[Self.index(status)] = newValue }
    }

    package mutating func add(_ status: CoverageStatus) { self[status] += 1 }

    package var total: Int { counts.reduce(0, +) }
    /// Every ID except those out of scope (orphans count: they are referenced requirements nobody defined).
    package var inScope: Int { total - self[.outOfScope] }
    /// IDs covered or waived.
    package var satisfied: Int { self[.covered] + self[.waived] }

    /// Covered of in-scope, in percent rounded down to one decimal (so 99.96 is never shown as 100); nil when
    /// nothing is in scope.
    package var percentCovered: Double? {
        guard inScope > 0 else { return nil }
        return (Double(self[.covered]) * 1000 / Double(inScope)).rounded(.down) / 10
    }

    private static func index(_ status: CoverageStatus) -> Int {
        CoverageStatus.allCases.firstIndex(of: status) ?? 0
    }
}
