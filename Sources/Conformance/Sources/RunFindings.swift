/// What a run's check sources found besides checks (plans, summaries, tallies), one value per type: each source
/// keeps its own type here, so the run holds no field per kind.
package struct RunFindings: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]

    package init() {}

    /// The finding of type `Value`, if a source left one.
    package subscript<Value: Sendable>(_ type: Value.Type) -> Value? {
        get { storage[ObjectIdentifier(type)] as? Value }
        set { storage[ObjectIdentifier(type)] = newValue }
    }

    /// The finding of type `Value`, or `defaultValue` when no source left one.
    package subscript<Value: Sendable>(_ type: Value.Type, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[type] ?? defaultValue() }
        set { self[type] = newValue }
    }
}
