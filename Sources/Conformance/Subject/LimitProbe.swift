import SpecModel

/// Asks an implementation whether a quantity at a given value is within one of the spec's limits.
///
/// A product registers a probe for its limits (`N-01` password length, `N-12` photos per batch): given a limit ID
/// and a value, it builds the input the implementation takes the quantity from (a password of that length, a batch
/// of that many photos, an invitation that old) on a fresh implementation, runs the implementation's own code, and
/// says whether it accepted or refused. The runner asks one step under, at, and one step over every limit.
///
/// A probe of a time or a data size says which unit it takes the value in (``unit(of:)``): the runner converts the
/// spec's value into it (`15 minutes` arrives as `900` when the probe takes `seconds`) and fails the check when the
/// spec's unit measures something else, so a limit whose unit changes is probed at other values.
public protocol LimitProbe {
    /// Runs the implementation with the quantity of `limit` at `value`, in the unit ``unit(of:)`` names.
    mutating func probe(limit: String, value: Double) throws -> LimitOutcome

    /// The unit the probe takes `limit`'s value in (`seconds`, `bytes`; docs/SPEC-FORMAT.md, "Units"), or nil: the
    /// value as the spec writes it, in whatever unit that is (the default; `check` warns
    /// `conformance.limit-unit-undeclared` for a limit in a unit of time or data size).
    func unit(of limit: String) -> String?
}

extension LimitProbe {
    public func unit(of limit: String) -> String? { nil }
}

/// What the implementation did with a value.
public enum LimitOutcome: Hashable, Sendable {
    case accepted
    /// Refused; the implementation's reason, if it gives one (shown in a failure).
    case refused(String?)
    /// No input carries this value (a length below zero, a size the implementation cannot build); the value is then
    /// not probed, with the reason.
    case cannot(String)
}
