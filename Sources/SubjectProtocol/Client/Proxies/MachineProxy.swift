import Conformance
import SpecModel

/// A machine subject backed by a subject process: `reset` and `apply` requests on one leased process, held from
/// the factory to the end of the check's session, so every step of a check drives the same world.
struct MachineProxy: ConformanceSubject {
    let lease: SubjectLease
    /// Whether the subject's `hello` said a reset reply carries an observation.
    let observesReset: Bool
    private var afterReset: Observation?

    init(lease: SubjectLease, observesReset: Bool) {
        self.lease = lease
        self.observesReset = observesReset
    }

    mutating func reset(context: JSONValue) throws {
        switch lease.send(.reset(context: context)) {
        case .success(.observation(let observation)): afterReset = observation
        case .success: afterReset = nil
        case .failure(let failure): throw failure.subjectError
        }
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        try lease.ask(.apply(stimulus)) {
            if case .observation(let observation) = $0 { observation } else { nil }
        }
    }

    func observeReset() -> Observation? { observesReset ? afterReset : nil }
}
