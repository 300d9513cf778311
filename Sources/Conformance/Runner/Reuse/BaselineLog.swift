import Foundation
import SpecModel

/// What the baseline run (``ConformanceRunner/runKeepingReuse(_:scenarios:)``) writes down besides its checks, for
/// ``BaselineReuse``: every decision answer by table and coded combination (``DecisionSpace``'s codes), what each
/// machine or scenario check emitted, and the names of the events each payload value's drive emitted. A decision
/// subject answers "without side effects" (``DecisionSubject``), so an answer does not depend on what was asked before
/// it.
final class BaselineLog: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: [[Int]: DecisionAnswer]] = [:]
    private var emitted: [String: RunContext.Emitted] = [:]
    private var driven: [String: [String]] = [:]
    /// The output checks' inputs and answers, shared with every mutant's run (``BaselineReuse/outputMemo``).
    let outputs = OutputMemo()

    func record(_ answer: DecisionAnswer, table: String, codes: [Int]) {
        lock.withLock { answers[table, default: [:]][codes] = answer }
    }

    /// What the check `id` emitted.
    func record(emitted events: RunContext.Emitted, check id: String) {
        lock.withLock { emitted[id] = events }
    }

    /// The events the drive of the payload value `checkID` emitted.
    func record(driven names: [String], value checkID: String) {
        lock.withLock { driven[checkID] = names }
    }

    /// Everything written, at the end of the run.
    var recorded:
        (
            answers: [String: [[Int]: DecisionAnswer]], emitted: [String: RunContext.Emitted],
            driven: [String: [String]]
        )
    {
        lock.withLock { (answers, emitted, driven) }
    }
}
