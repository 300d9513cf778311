import Conformance
import Foundation
import SpecModel

/// What the machine subjects answered during the baseline run, as a tree per subject group and reset context: each
/// node is the point reached by the stimuli on the way to it, holding what the subject showed right after the reset
/// (at a root) and, per stimulus sent from there, its answer and the node it leads to.
///
/// Written once, by the baseline's ``RecordingSubject``s (one thread), then only read by the mutants'
/// ``ReplayingSubject``s. A subject's answers depend only on its reset context and the stimuli sent since (what
/// `check`'s byte-identical reports already need), so a node's answer is the one a fresh subject gives on that way.
final class SubjectTape: @unchecked Sendable {
    /// One point of a recorded run.
    final class Node: @unchecked Sendable {
        /// What the subject reported right after the reset (at a root), once asked.
        var afterReset: Observation??
        /// Per stimulus sent from here: the subject's answer (or the description of what it threw) and the next node.
        var next: [Key: (answer: Result<Observation, ReplayedError>, node: Node)] = [:]
    }

    /// A stimulus as the subject receives it, byte for byte: its data as JSON text, numbers as written (`1` and
    /// `1.0` are equal JSON values, but a subject may tell them apart).
    struct Key: Hashable {
        var machine: String
        var event: String
        var data: String

        init(_ stimulus: Stimulus) {
            machine = stimulus.machine
            event = stimulus.event
            data = stimulus.data == .null ? "null" : JSONWriter(indent: 0).string(stimulus.data)
        }
    }

    /// A root: one subject group of one product, reset with one context (as JSON text, as ``Key``'s data).
    struct Root: Hashable {
        var product: String
        var group: String
        var context: String

        init(product: String, group: String, context: JSONValue) {
            self.product = product
            self.group = group
            self.context = JSONWriter(indent: 0).string(context)
        }
    }

    private let lock = NSLock()
    private var roots: [Root: Result<Node, ReplayedError>] = [:]

    /// The node a reset with `root` starts from (made when recording); nil when the baseline never reset so.
    func start(_ root: Root, recording: Bool) -> Result<Node, ReplayedError>? {
        lock.withLock {
            if let known = roots[root] { return known }
            guard recording else { return nil }
            let node = Result<Node, ReplayedError>.success(Node())
            roots[root] = node
            return node
        }
    }

    /// Records that a reset with `root` threw.
    func failed(_ root: Root, _ error: ReplayedError) {
        lock.withLock { roots[root] = .failure(error) }
    }
}

/// What a subject threw, kept as its description: a replayed failure reads the same in every report.
struct ReplayedError: Error, CustomStringConvertible {
    var description: String
}
