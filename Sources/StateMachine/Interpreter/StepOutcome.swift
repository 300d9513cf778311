import SpecModel

/// What one step of a ``MachineInstance`` did.
public enum StepOutcome: Hashable, Sendable {
    /// A transition was taken from `from` to `to` (possibly the same state), declaring `emits`.
    case transitioned(from: String, to: String, emits: [EmittedEvent])
    /// Nothing happened: the event is unknown, the state is final, or no transition is enabled.
    case ignored
    /// A guard or assignment could not be evaluated (e.g. a type error); state and context are unchanged.
    case rejected(reason: String)
}

/// What one step did, by index: the fast path's outcome.
public enum IndexedStepOutcome: Hashable, Sendable {
    /// The transition at this index of ``CompiledMachine/transitions`` was taken.
    case transitioned(Int)
    /// Nothing happened.
    case ignored
    /// Evaluation failed; state and context are unchanged.
    case rejected(StepRejection)
}

/// Why a step was rejected: which transition, which part of it, and the evaluation error.
public struct StepRejection: Hashable, Sendable {
    /// Index of the transition in ``CompiledMachine/transitions``.
    public var transition: Int
    /// The assigned context field, or nil when the guard failed.
    public var field: String?
    public var error: EvaluationError

    public init(transition: Int, field: String?, error: EvaluationError) {
        self.transition = transition
        self.field = field
        self.error = error
    }
}

extension CompiledMachine {
    /// A lowercase, human-readable reason for `rejection`.
    public func reason(for rejection: StepRejection) -> String {
        let label = transitions.indices.contains(rejection.transition)
            ? transitions[rejection.transition].label : "transition \(rejection.transition)"
        let part = rejection.field.map { "assignment to '\($0)'" } ?? "guard"
        return "\(part) of \(label) failed: \(rejection.error.message) [\(rejection.error.code)]"
    }
}
