import SpecModel
import StateMachine

/// One (session, machine) run as a worker replays it.
///
/// A run whose context is known is a ``MachineInstance`` stepped in place (the fast path). A run that read something
/// not recorded holds its candidate configurations instead (``TraceWorker/candidateSets``) until they narrow to one
/// whose context is known again. Plain data, so stepping a run copies no reference.
struct TraceRun {
    /// Index in ``TraceWorker/candidateSets`` while the run has candidates; -1 while its instance is the run.
    var candidates: Int32 = -1
    /// Index of the run's instance in ``TraceWorker/instances``; -1 for a machine the product does not have.
    var instance: Int32 = -1
    /// Offset of the run's evidence bits in ``TraceWorker/evidence``; -1 when none are collected.
    var evidence: Int32 = -1
    var failed = false
    var widened = false
    /// Steps that followed the spec.
    var matched = 0
    /// The line the run left the spec at, and its violation's index in the worker's report.
    var failLine = 0
    var violation = -1
}

/// What identifies a run: its session's bytes (in the worker's arena) and its machine, the index of a name the
/// product does not have past the product's machines.
struct RunKey {
    var hash: UInt64
    /// The session's own ``NameHash``.
    var sessionHash: UInt64
    var sessionStart: Int32
    var sessionLength: Int32
    var machine: Int32
}

/// One configuration a run may be in, with the guard outcomes assumed to get there (the latest few, for
/// explanations).
struct Candidate {
    var configuration: PartialConfiguration
    var assumptions: [Assumption] = []

    struct Assumption {
        var line: Int
        var transition: Int
        var outcome: Bool
    }

    /// How many assumptions a candidate remembers.
    static let assumptionsKept = 4
}
