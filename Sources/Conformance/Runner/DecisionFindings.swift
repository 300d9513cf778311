import SpecModel

/// What each decision table with a subject was asked (``DecisionTableSummary``), each with its unit of work, in
/// unit order.
struct DecisionFindings: Sendable {
    var tables: [(unit: Int, summary: DecisionTableSummary)] = []
}

extension ConformanceRun {
    /// What each decision table with a subject was asked, by table; empty when decision checks did not run.
    package var decisions: [DecisionTableSummary] { findings[DecisionFindings.self]?.tables.map(\.summary) ?? [] }
}
