import Conformance

/// The machine subjects and limit probes of SwapGraph.
enum SwapGraphMachines {
    static func register(_ subjects: inout SubjectRegistry) {}
}
