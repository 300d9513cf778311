import SpecModel

/// Something that can be driven and observed: an adapter around an implementation.
///
/// A subject is reset to a machine's context, then sent stimuli one by one; after each it reports what it
/// observably did. It never sees the spec: the adapter translates spec event names into calls of the
/// implementation and its state back into the spec's state names.
public protocol ConformanceSubject {
    /// Starts over from the initial state with `context` (the machine's context, possibly overridden).
    mutating func reset(context: JSONValue) throws
    /// Applies one stimulus and reports what the implementation did.
    mutating func apply(_ stimulus: Stimulus) throws -> Observation
    /// What the implementation shows right after a reset, before any stimulus (its outputs especially), or nil when
    /// the subject cannot tell. With it, an event the spec ignores as the very first step must leave the outputs as
    /// the reset left them; without it, the first step's outputs are not compared.
    func observeReset() -> Observation?
}

extension ConformanceSubject {
    public func observeReset() -> Observation? { nil }
}

/// An error a subject raises when it cannot apply a stimulus at all (not a divergence: a broken adapter).
public struct SubjectError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
