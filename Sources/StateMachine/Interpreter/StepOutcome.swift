import SpecModel

/// What one step of a ``MachineInstance`` did: its effect, the transition it took and every guard it
/// evaluated on the way, so callers take the oracle's own account instead of working it out again.
package struct StepOutcome: Hashable, Sendable {
    /// What happened to the state.
    package var effect: StepEffect
    /// The transition taken; nil when none was.
    package var transition: TransitionID?
    /// The guards evaluated to a boolean, in evaluation (document) order. Transitions are tried in order and the
    /// first enabled one is taken, so a guard after it is not evaluated and not listed; a guard that failed to
    /// evaluate (a rejected step) is not listed either.
    package var guards: [GuardOutcome]

    package init(_ effect: StepEffect, transition: TransitionID? = nil, guards: [GuardOutcome] = []) {
        self.effect = effect
        self.transition = transition
        self.guards = guards
    }
}

/// The effect of one step on a machine's state.
package enum StepEffect: Hashable, Sendable {
    /// A transition was taken from `from` to `to` (possibly the same state), declaring `emits`.
    case transitioned(from: String, to: String, emits: [EmittedEvent])
    /// Nothing happened: the event is unknown, the state is final, or no transition is enabled.
    case ignored
    /// A guard or assignment could not be evaluated (e.g. a type error); state and context are unchanged.
    case rejected(reason: String)
}

/// What one step did, by index: the fast path's outcome.
package enum IndexedStepOutcome: Hashable, Sendable {
    /// The transition at this index of ``CompiledMachine/transitions`` was taken.
    case transitioned(Int)
    /// Nothing happened.
    case ignored
    /// Evaluation failed; state and context are unchanged.
    case rejected(StepRejection)
}

/// Why a step was rejected: which transition, which part of it, and the evaluation error.
package struct StepRejection: Hashable, Sendable {
    /// Index of the transition in ``CompiledMachine/transitions``.
    package var transition: Int
    /// The assigned context field, or nil when the guard failed.
    package var field: String?
    package var error: EvaluationError

    package init(transition: Int, field: String?, error: EvaluationError) {
        self.transition = transition
        self.field = field
        self.error = error
    }
}

extension CompiledMachine {
    /// A lowercase, human-readable reason for `rejection`.
    package func reason(for rejection: StepRejection) -> String {
        let label =
            transitions.indices.contains(rejection.transition)
            ? transitions[rejection.transition].label : "transition \(rejection.transition)"
        let part = rejection.field.map { "assignment to '\($0)'" } ?? "guard"
        return "\(part) of \(label) failed: \(rejection.error.message) [\(rejection.error.code)]"
    }
}
