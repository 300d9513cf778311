import Foundation

/// The result of applying one event to a lifecycle: accepted (with the states before and after) or refused.
/// A refused event leaves the state unchanged unless the lifecycle documents otherwise.
package struct Transition<State: Equatable & Sendable>: Equatable, Sendable {
    /// Whether the event was accepted.
    package var accepted: Bool
    /// State before the event.
    package var from: State
    /// State after the event.
    package var to: State

    /// An accepted transition.
    package static func accepted(_ from: State, _ to: State) -> Transition {
        Transition(accepted: true, from: from, to: to)
    }
    /// A refused event at `state`.
    package static func refused(_ state: State) -> Transition { Transition(accepted: false, from: state, to: state) }
}
