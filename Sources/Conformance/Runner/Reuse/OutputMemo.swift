import Foundation
import SpecModel

/// What the output checks of a baseline and its mutants share (``BaselineLog/outputs``), written by every run and read
/// by the next: the inputs generated for an output, by everything they are made from (``OutputCheckRunner/inputsKey``),
/// and what an output subject answered for an input, by output and input as JSON text (numbers as written: `1` and
/// `1.0` are equal JSON values, but a subject may tell them apart). An output subject is made fresh for every input
/// and answers it alone (``OutputSubject``), so an answer is the one any run gets for that input; an input it could
/// not answer at all (a fault) is never kept.
final class OutputMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var inputs: [String: (inputs: [OutputCheckRunner.Asked], skipped: Int)] = [:]
    private var answers: [String: [String: OutputCheckRunner.Answer]] = [:]

    /// The inputs made from `key`, made by `make` the first time.
    func inputs(
        _ key: String, make: () -> (inputs: [OutputCheckRunner.Asked], skipped: Int)
    ) -> (inputs: [OutputCheckRunner.Asked], skipped: Int) {
        if let known = lock.withLock({ inputs[key] }) { return known }
        let made = make()
        lock.withLock { inputs[key] = made }
        return made
    }

    /// The answer of `output`'s subject to `input`, asked by `ask` the first time.
    func answer(
        _ output: String, _ input: JSONValue, ask: () -> OutputCheckRunner.Answer
    ) -> OutputCheckRunner.Answer {
        let text = JSONWriter(indent: 0).string(input)
        if let known = lock.withLock({ answers[output]?[text] }) { return known }
        let answer = ask()
        if case .unanswered = answer { return answer }
        lock.withLock { answers[output, default: [:]][text] = answer }
        return answer
    }
}
