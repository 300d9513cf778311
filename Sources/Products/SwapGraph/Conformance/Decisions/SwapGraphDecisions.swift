import Conformance

/// The decision-table subjects of SwapGraph.
enum SwapGraphDecisions {
    static func register(_ subjects: inout SubjectRegistry) {}
}
