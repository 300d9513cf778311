import Conformance
import Foundation
import Nonna
import SpecModel

/// One lifecycle of the backend driven by events: it sets up its world, sends each event as the service calls a
/// person would make, and names the state the backend's own rows are in.
protocol LifecycleScript {
    /// The machine's ID in `Spec/nonna/machines/`.
    static var machine: String { get }
    /// Sets up the world in the machine's initial state; `roles` names the people for the outbox observer.
    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws
    /// Sends `event`; throws the backend's refusal.
    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws
    /// The state the backend is in, in the machine's names.
    func state(_ world: NonnaWorld) -> String
}

/// A ``ConformanceSubject`` over a ``LifecycleScript``: a fresh world per reset, events observed from the outboxes,
/// timed events (`after:<delay>`) turned into the clock reaching that long after the current state was entered. Its
/// output `refusal` shows how the backend refused the last call (the error's kind, ``NonnaError/code``), null after
/// an accepted one; the clock moving is no call and leaves it as it was.
struct LifecycleSubject<Script: LifecycleScript>: ConformanceSubject {
    private var world = NonnaWorld()
    private var script: Script?
    private var observer = OutboxObserver()
    private var enteredAt = Date()
    private var refusal: JSONValue = .null

    mutating func reset(context: JSONValue) throws {
        world = NonnaWorld()
        var roles: [UserID: String] = [:]
        var addresses: [String: String] = [:]
        script = try Script(world: world, roles: &roles, addresses: &addresses)
        observer = OutboxObserver()
        observer.roles = roles
        observer.addresses = addresses
        observer.skip(world.app)
        enteredAt = world.clock.now
        refusal = .null
    }

    /// The state the backend's rows are in right after the reset, so that a subject starting elsewhere than the
    /// spec's initial state diverges at once.
    func observeReset() -> Observation? {
        script.map { Observation(states: [Script.machine: $0.state(world)], outputs: ["refusal": .null]) }
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        guard var script else { throw SubjectError("not reset") }
        let before = script.state(world)
        var accepted = true
        if let delay = stimulus.delaySeconds {
            world.clock.set(enteredAt.addingTimeInterval(Double(delay)))
        } else {
            do {
                try script.send(stimulus.event, data: stimulus.data, world: world)
                refusal = .null
            } catch let error as NonnaError {
                accepted = false
                refusal = .string(error.code)
            }
        }
        self.script = script
        let after = script.state(world)
        if after != before || (accepted && stimulus.delaySeconds == nil) { enteredAt = world.clock.now }
        return Observation(
            states: [Script.machine: after], events: observer.events(world.app), outputs: ["refusal": refusal])
    }
}
