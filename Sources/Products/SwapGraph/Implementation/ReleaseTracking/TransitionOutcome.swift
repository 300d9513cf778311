/// The result of a step: the new tracker, or a refusal (the tracker unchanged).
package enum TransitionOutcome: Equatable, Sendable {
    /// The step was taken.
    case applied(TaskTracker)
    /// The step was refused.
    case refused(TransitionRefusal)

    /// The refusal, if any.
    package var refusal: TransitionRefusal? {
        if case .refused(let r) = self { return r }
        return nil
    }

    /// The new tracker, if applied.
    package var tracker: TaskTracker? {
        if case .applied(let t) = self { return t }
        return nil
    }
}
