import Foundation
import SpecModel

/// What a decision subject answered for one combination: its output (nil: no answer) and, with no answer, why (the
/// subject's ``DecisionSubject/whyNoAnswer()``).
struct DecisionAnswer: Hashable, Sendable {
    var output: JSONValue?
    var whyNot: String?
}

/// Every answer the decision subjects gave during one run, by table and coded combination (``DecisionSpace``'s
/// codes): the baseline run writes it, and a mutant's run of a changed table reads an answer here instead of asking
/// again. A decision subject answers "without side effects" (``DecisionSubject``), so an answer does not depend on
/// what was asked before it.
final class DecisionAnswerLog: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: [[Int]: DecisionAnswer]] = [:]

    func record(_ answer: DecisionAnswer, table: String, codes: [Int]) {
        lock.lock()
        defer { lock.unlock() }
        answers[table, default: [:]][codes] = answer
    }

    /// The answers recorded so far, by table.
    var recorded: [String: [[Int]: DecisionAnswer]] {
        lock.lock()
        defer { lock.unlock() }
        return answers
    }
}
