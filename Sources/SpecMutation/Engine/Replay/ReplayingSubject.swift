import Conformance
import SpecModel

/// A machine subject of a mutant's run that answers from the ``SubjectTape`` while the stimuli follow a recorded run,
/// and from a real subject from the first stimulus the baseline never sent there: the real subject is made then,
/// reset with the same context and sent the same stimuli so far, so it stands where the recorded one stood.
struct ReplayingSubject: ConformanceSubject {
    let factory: SubjectRegistry.Factory<any ConformanceSubject>
    let tape: SubjectTape
    let product: String
    let group: String
    private var context: JSONValue = .null
    private var sent: [Stimulus] = []
    private var node: SubjectTape.Node?
    private var live: (any ConformanceSubject)?

    init(
        factory: @escaping SubjectRegistry.Factory<any ConformanceSubject>, tape: SubjectTape, product: String,
        group: String
    ) {
        self.factory = factory
        self.tape = tape
        self.product = product
        self.group = group
    }

    mutating func reset(context: JSONValue) throws {
        self.context = context
        sent = []
        live = nil
        switch tape.start(SubjectTape.Root(product: product, group: group, context: context), recording: false) {
        case .success(let start)?:
            node = start
        case .failure(let error)?:
            node = nil
            throw error
        case nil:
            node = nil
            try goLive()
        }
    }

    func observeReset() -> Observation? {
        if let live { return live.observeReset() }
        if let node, let recorded = node.afterReset { return recorded }
        // Not recorded (never asked in the baseline): a fresh subject after the same reset.
        var fresh = factory()
        guard (try? fresh.reset(context: context)) != nil else { return nil }
        return fresh.observeReset()
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        if live == nil, let current = node, let known = current.next[SubjectTape.Key(stimulus)] {
            node = known.node
            sent.append(stimulus)
            return try known.answer.get()
        }
        if live == nil { try goLive() }
        sent.append(stimulus)
        guard var subject = live else { preconditionFailure("a live subject was just made") }
        defer { live = subject }
        return try subject.apply(stimulus)
    }

    /// Makes the real subject and brings it where the recorded one stood: the same reset, the same stimuli.
    private mutating func goLive() throws {
        node = nil
        var subject = factory()
        try subject.reset(context: context)
        for stimulus in sent { _ = try subject.apply(stimulus) }
        live = subject
    }
}
