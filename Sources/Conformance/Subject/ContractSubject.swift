import SpecModel

/// Something that calls a contract of an implementation (an API endpoint, a CLI command, a local contract) and
/// reports whether the call was accepted and what the implementation's state was before and after it.
///
/// The runner makes a fresh subject (from its registered factory) for every call, so each call starts from the
/// same world: the adapter sets up whatever the contract's valid input needs (an artwork to unpublish, an
/// approved review), calls the implementation's own code with `input`, and snapshots the state the contract may
/// change. It never sees the spec.
public protocol ContractSubject {
    /// Calls `contract` with `input` (an object: input name → value; an absent key is an absent input).
    mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome
}

/// What one contract call did.
public struct ContractOutcome: Hashable, Sendable {
    /// Whether the implementation accepted the input (did what the contract does) rather than refusing it.
    public var accepted: Bool
    /// The state the contract may change, before and after the call; a refusal must leave them equal.
    public var stateBefore: JSONValue
    public var stateAfter: JSONValue
    /// What the implementation said (its error or confirmation), for the report.
    public var message: String?
    /// The input constraints a refusal was for, as the implementation said them, each named `<input>.<constraint>`
    /// (the constraint ID without its contract: `slug.minLength`, `reason.required`, `platform.enum`). Empty: the
    /// implementation refused for a reason that is no input constraint (an unknown artwork). Nil: the subject does
    /// not say, and a refusal proves a bound only when the bound value itself is accepted (docs/SPEC-FORMAT.md).
    public var violated: [String]?

    public init(
        accepted: Bool, stateBefore: JSONValue, stateAfter: JSONValue, message: String? = nil,
        violated: [String]? = nil
    ) {
        self.accepted = accepted
        self.stateBefore = stateBefore
        self.stateAfter = stateAfter
        self.message = message
        self.violated = violated
    }

    /// Whether the call changed the observed state.
    package var changedState: Bool { stateBefore != stateAfter }
}
