import SpecModel
import StateMachine

/// One (session, machine) run as a worker replays it.
///
/// A run whose context is known is a ``MachineInstance`` stepped in place (the fast path). A run that read something
/// not recorded holds its candidate configurations instead (``TraceWorker/candidateSets``) until they narrow to one
/// whose context is known again.
struct TraceRun {
    var hash: UInt64
    /// The session's bytes in the worker's arena.
    var sessionStart: Int32
    var sessionLength: Int32
    /// The machine's index; past the product's machines for a name the product does not have.
    var machine: Int32
    /// Index in ``TraceWorker/candidateSets`` while the run has candidates; -1 while ``instance`` is the run.
    var candidates: Int32 = -1
    /// Offset of the run's evidence bits in ``TraceWorker/evidence``; -1 when none are collected.
    var evidence: Int32 = -1
    var failed = false
    var widened = false
    /// Steps that followed the spec.
    var matched = 0
    /// The line the run left the spec at, and its violation's index in the worker's report.
    var failLine = 0
    var violation = -1
    var instance: MachineInstance?
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
