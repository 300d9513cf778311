import SpecModel

/// The object applicators of one schema, merged so an object is walked once. A class, so applying it
/// costs one reference count, not one per member.
final class ObjectApplicator: @unchecked Sendable {
    // Mutated only while compiling, then read-only.
    /// One `properties` entry: its node, and 1 when the name is required and counted (see `requiredCount`).
    struct Property: Sendable {
        var node: Int
        var required: Int
    }

    /// `properties`: name → node.
    var properties: [String: Property] = [:]
    /// When every `required` name of the same schema is a `properties` name, their count: the fast path then
    /// counts required members while it walks the object instead of looking each one up (the `required`
    /// keyword is compiled to `requiredCounted`). Nil otherwise.
    var requiredCount: Int? = nil
    /// The properties as a list when there are few: comparing short keys beats hashing them.
    var propertyList: [(name: String, property: Property)]? = nil

    /// The `properties` entry of `key`.
    @inline(__always)
    func property(_ key: String) -> Property? {
        if let list = propertyList {
            for entry in list where entry.name == key { return entry.property }
            return nil
        }
        return properties[key]
    }

    /// Freezes the lookup structures once compiling is done.
    func finish() {
        propertyList = properties.count <= 12 ? properties.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } : nil
        let sorted = properties.sorted { $0.key < $1.key }
        byteNames = []
        byteProperties = sorted.map { entry in
            let start = byteNames.count
            byteNames += Array(entry.key.utf8)
            return ByteProperty(nameStart: start, nameCount: byteNames.count - start, node: entry.value.node, required: entry.value.required)
        }
        // Byte-compared keys agree with String comparison only when every name is ASCII (canonical
        // equivalence can make a non-ASCII name equal an ASCII key); a bit per property tracks duplicates.
        walksBytes = patterns.isEmpty && sorted.count <= 64 && sorted.allSatisfy { $0.key.utf8.allSatisfy { $0 < 0x80 } }
    }

    /// A `properties` entry for ``ByteWalker``: where its name's UTF-8 bytes sit in `byteNames`.
    struct ByteProperty: Sendable {
        var nameStart: Int
        var nameCount: Int
        var node: Int
        var required: Int
    }

    /// The UTF-8 bytes of every property name, one after another.
    var byteNames: [UInt8] = []
    /// The properties sorted by name, for ``ByteWalker``.
    var byteProperties: [ByteProperty] = []
    /// Whether ``ByteWalker`` can apply this applicator: no `patternProperties`, at most 64 ASCII names.
    var walksBytes = false
    var propertiesPointer: String? = nil
    /// `patternProperties` in document order.
    var patterns: [(pattern: PatternMatcher, node: Int)] = []
    /// `additionalProperties`: nil when absent.
    var additional: Int? = nil
    var additionalPointer: String = ""
    var additionalLocation = SourceLocation.start
    /// Whether `additionalProperties` is the `false` schema, reported as one error per extra property.
    var additionalIsFalse = false

    init() {}
}
