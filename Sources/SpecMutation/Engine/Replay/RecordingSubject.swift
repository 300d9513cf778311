import Conformance
import SpecModel

/// A machine subject of the baseline run that passes everything to the real one and writes its answers on the
/// ``SubjectTape``.
struct RecordingSubject: ConformanceSubject {
    var inner: any ConformanceSubject
    let tape: SubjectTape
    let product: String
    let group: String
    private var node: SubjectTape.Node?

    init(_ inner: any ConformanceSubject, tape: SubjectTape, product: String, group: String) {
        self.inner = inner
        self.tape = tape
        self.product = product
        self.group = group
    }

    mutating func reset(context: JSONValue) throws {
        let root = SubjectTape.Root(product: product, group: group, context: context)
        do {
            try inner.reset(context: context)
        } catch {
            tape.failed(root, ReplayedError(description: "\(error)"))
            node = nil
            throw error
        }
        node = try tape.start(root, recording: true)?.get()
    }

    func observeReset() -> Observation? {
        let observed = inner.observeReset()
        if let node, node.afterReset == nil { node.afterReset = .some(observed) }
        return observed
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        let answer: Result<Observation, ReplayedError>
        var thrown: (any Error)?
        do {
            answer = .success(try inner.apply(stimulus))
        } catch {
            answer = .failure(ReplayedError(description: "\(error)"))
            thrown = error
        }
        if let current = node {
            if let known = current.next[SubjectTape.Key(stimulus)] {
                node = known.node
            } else {
                let next = SubjectTape.Node()
                current.next[SubjectTape.Key(stimulus)] = (answer, next)
                node = next
            }
        }
        if let thrown { throw thrown }
        return try answer.get()
    }
}
