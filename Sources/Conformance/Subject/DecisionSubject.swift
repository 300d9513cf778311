import SpecModel

/// Something that asks an implementation what a decision table decides: one combination of the table's inputs in,
/// the implementation's output out.
///
/// The runner makes one subject per table (from its registered factory) and asks it every combination it plans,
/// so an adapter should answer from the implementation's own decision code without side effects. It never sees
/// the spec.
public protocol DecisionSubject {
    /// The implementation's output for `inputs` (input name → value) of `table`; nil when it cannot answer that
    /// combination (a failing answer wherever the table decides).
    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue?
    /// Why the last ``decide(table:inputs:)`` gave no answer, when the adapter knows (a subject process that failed
    /// or said it cannot answer); shown with the failing check's "no answer". Nil by default.
    func whyNoAnswer() -> String?
    /// Why the last ``decide(table:inputs:)`` got no answer at all because the subject failed (a subject process that
    /// crashed, hung, replied malformed or was given up), as opposed to answering that it cannot decide. Such a cell
    /// is not judged: its check is an error, and contradicts nothing. Nil by default.
    func fault() -> String?
}

extension DecisionSubject {
    public func whyNoAnswer() -> String? { nil }
    public func fault() -> String? { nil }
}
