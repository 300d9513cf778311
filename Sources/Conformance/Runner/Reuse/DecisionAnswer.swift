import SpecModel

/// What a decision subject answered for one combination: its output (nil: no answer) and, with no answer, why (the
/// subject's ``DecisionSubject/whyNoAnswer()``), or the fault that kept it from answering (``DecisionSubject/fault()``).
struct DecisionAnswer: Hashable, Sendable {
    var output: JSONValue?
    var whyNot: String?
    var fault: String? = nil
}
