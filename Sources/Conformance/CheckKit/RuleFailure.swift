/// A broken expectation inside a rule check: the first one ends the check, and its message is the failure.
public struct RuleFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// The error `body` throws, or nil when it returns: for checks that an implementation refuses an input.
public func caught<E: Error>(_ body: () throws(E) -> Void) -> E? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
