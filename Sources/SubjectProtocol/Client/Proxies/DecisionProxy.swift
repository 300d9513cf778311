import Conformance
import Foundation
import SpecModel

/// A decision subject backed by a subject process: one `decide` request per combination. A combination the
/// subject cannot answer (an error reply) is no answer, which ``whyNoAnswer()`` explains; a failed request (the
/// process exited, hung or replied malformed, or the subject was given up) is a ``fault()``: the cell is not judged.
struct DecisionProxy: DecisionSubject {
    let pool: SubjectPool
    /// Why the last `decide` gave no answer.
    private let last = Reason()
    /// Why the last `decide` failed, when the subject did not answer at all.
    private let failed = Reason()

    init(pool: SubjectPool) { self.pool = pool }

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        failed.text = nil
        switch pool.send(.decide(table: table, inputs: inputs)) {
        case .success(.decision(let output)):
            last.text = nil
            return output
        case .success(let other):
            last.text = "internal: a decide was answered with \(other)"
        case .failure(let failure):
            last.text = failure.reported
            if case .errorReply = failure.kind {} else { failed.text = failure.reported }
        }
        return nil
    }

    func whyNoAnswer() -> String? { last.text }

    func fault() -> String? { failed.text }

    /// The last failure's text, shared by the proxy's copies.
    private final class Reason: @unchecked Sendable {
        private let lock = NSLock()
        private var value: String?

        var text: String? {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }
}
