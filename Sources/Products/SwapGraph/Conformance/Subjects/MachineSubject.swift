import Conformance
import Foundation
import SpecModel
import SwapGraph

/// One SwapGraph lifecycle driven by spec events: the script holds the implementation's own value (a lifecycle,
/// a client, a tracker), maps each event to the implementation's call and names the state it is in afterwards.
/// Refusals are the implementation's: a refused call leaves its state as the implementation leaves it.
protocol MachineScript {
    /// The machine's ID in `Spec/swapgraph/machines/`.
    static var machine: String { get }
    /// Sets up the implementation in the machine's initial state; `context` is the machine's (possibly overridden).
    init(context: JSONValue, now: Date) throws
    /// Sends `event` at `now`; throws ``SubjectError`` only for an event it does not know.
    mutating func send(_ event: String, data: JSONValue, now: Date) throws
    /// The clock reached `now` (a timed event): the implementation's own timer, if it has one.
    mutating func tick(now: Date)
    /// The implementation's state, in the machine's names.
    var state: String { get }
    /// Named outputs the machine asserts.
    var outputs: [String: JSONValue] { get }
}

extension MachineScript {
    mutating func tick(now: Date) {}
    var outputs: [String: JSONValue] { [:] }
}

/// A ``ConformanceSubject`` over a ``MachineScript`` with a virtual clock: timed events (`after:<delay>`) move the
/// clock to that long after the current state was entered (never backwards) and let the implementation tick.
struct MachineSubject<Script: MachineScript>: ConformanceSubject {
    static var start: Date { Date(timeIntervalSince1970: 1_750_000_000) }
    private var script: Script?
    private var now = MachineSubject.start
    private var enteredAt = MachineSubject.start

    mutating func reset(context: JSONValue) throws {
        now = Self.start
        enteredAt = now
        script = try Script(context: context, now: now)
    }

    func observeReset() -> Observation? {
        script.map { Observation(states: [Script.machine: $0.state], outputs: $0.outputs) }
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        guard var script else { throw SubjectError("not reset") }
        let before = script.state
        if let delay = stimulus.delaySeconds {
            now = max(now, enteredAt.addingTimeInterval(Double(delay)))
            script.tick(now: now)
        } else {
            try script.send(stimulus.event, data: stimulus.data, now: now)
        }
        self.script = script
        if script.state != before { enteredAt = now }
        return Observation(states: [Script.machine: script.state], outputs: script.outputs)
    }
}

/// An API that answers every call with an empty success (the lifecycles under test do not depend on data).
struct QuietAPI: SwapGraphAPI {
    func fetchProposals() -> APIResult<[Opportunity]> { .success([]) }
    func fetchTimeline() -> APIResult<[Cycle]> { .success([]) }
    func fetchReceipts() -> APIResult<[Receipt]> { .success([]) }
    func fetchProposalDetail(_ proposalId: String) -> APIResult<Opportunity> { .failure(.notFound) }
    func accept(_ proposalId: String) -> APIResult<Ack> { .success(Ack()) }
    func decline(_ proposalId: String) -> APIResult<Ack> { .success(Ack()) }
    func postIntent(_ intent: Intent) -> APIResult<Ack> { .success(Ack()) }
    func editIntent(_ intent: Intent) -> APIResult<Ack> { .success(Ack()) }
    func cancelIntent(_ intentId: String) -> APIResult<Ack> { .success(Ack()) }
    func confirmDeposit(_ cycleId: String) -> APIResult<Ack> { .success(Ack()) }
}

func unknown(_ event: String, _ machine: String) -> SubjectError { SubjectError("\(machine): unknown event \(event)") }
