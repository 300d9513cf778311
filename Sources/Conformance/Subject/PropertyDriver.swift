import SpecModel

/// Makes an implementation carry a chosen value in an analytics payload property, through its own flows.
///
/// Event schemas bound their properties (`minLength`, `maximum`, an `enum`); a value on the bound is legal, so a
/// conforming implementation must be able to emit it, and only a check that makes it emit the value on the bound
/// notices a bound moved inward. Paths and scenarios rarely get there (an artwork ID of exactly 128 characters, a
/// paywall opened from a restore), so a product registers one driver per property name: given a value, it sets up
/// whatever input the implementation takes the value from (an artwork with that ID, a store product with that ID,
/// the app's version) and runs the flows that emit the property. The runner validates every event it emitted.
public protocol PropertyDriver {
    /// Runs the implementation so that its events carry `value` in `property`, and returns what it emitted.
    mutating func drive(property: String, value: JSONValue) throws -> PropertyDrive
}

/// What a driver did with one value.
public enum PropertyDrive: Hashable, Sendable {
    /// The events the implementation emitted while carrying the value, in order.
    case emitted([ObservedEvent])
    /// No input makes the implementation carry this value (a fixed vocabulary shorter than the bound, a count that
    /// is never zero); the reason is reported with the value, which is then not driven.
    case cannot(String)
}
