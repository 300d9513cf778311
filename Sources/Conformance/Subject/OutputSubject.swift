import SpecModel

/// Asks an implementation for one of its composed outputs (a feed, a page of results, a summary object) given an
/// input: the runner holds the spec's output invariants on what it returns.
///
/// A product registers a factory per output; the runner makes a fresh subject for every output's run, asks it every
/// example and generated input, and shrinks a failing input by asking it again. An adapter builds the
/// implementation's own input from `input` (which follows the output's input schema), runs the implementation's
/// code, and returns its result as JSON. It never sees the spec.
public protocol OutputSubject {
    /// The implementation's output `output` (the spec's output ID) for `input`. A throw fails the output's checks
    /// with the error's text.
    mutating func output(_ output: String, input: JSONValue) throws -> JSONValue
}
