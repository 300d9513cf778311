import SpecModel

/// Reads one machine's context from the object the runner passes to ``ConformanceSubject/reset(context:)``
/// (machine ID → that machine's context), for subjects that set their implementation up from it.
public struct ContextReader: Sendable {
    package let machine: String
    package let values: [String: JSONValue]

    public init(_ context: JSONValue, machine: String) {
        self.machine = machine
        values = context[machine]?.objectValue ?? [:]
    }

    public func bool(_ key: String) -> Bool? { values[key]?.boolValue }
    public func int(_ key: String) -> Int? { values[key]?.intValue }
    public func string(_ key: String) -> String? { values[key]?.stringValue }

    /// Throws when a context field has a value the adapter cannot set up in the implementation.
    public func require(_ key: String, equals expected: JSONValue, because reason: String) throws {
        guard let value = values[key], value != expected else { return }
        throw SubjectError(
            "\(machine): context \(key) = \(JSONWriter(indent: 0).string(value)) cannot be set up: \(reason)")
    }
}
