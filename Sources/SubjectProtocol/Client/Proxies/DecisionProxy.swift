import Conformance
import Foundation
import SpecModel

/// A decision subject backed by a subject process: one `decide` request per combination. A combination the
/// subject cannot answer (an error reply) or a failed request is no answer; ``whyNoAnswer()`` says which.
struct DecisionProxy: DecisionSubject {
    let pool: SubjectPool
    /// Why the last `decide` gave no answer.
    private let last = Reason()

    init(pool: SubjectPool) { self.pool = pool }

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        switch pool.send(.decide(table: table, inputs: inputs)) {
        case .success(.decision(let output)):
            last.text = nil
            return output
        case .success(let other):
            last.text = "internal: a decide was answered with \(other)"
        case .failure(let failure):
            last.text = failure.description
        }
        return nil
    }

    func whyNoAnswer() -> String? { last.text }

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
