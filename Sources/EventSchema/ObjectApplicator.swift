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
    /// Whether ``property(_:)`` scans the names' bytes (few properties: comparing short keys beats hashing them).
    var scansNames = false

    /// The `properties` entry of `key`, names compared by code points (JSON Schema's string equality:
    /// `"é"` in NFC and in NFD are two names).
    @inline(__always)
    func property(_ key: String) -> Property? {
        guard scansNames, let found = key.utf8.withContiguousStorageIfAvailable({ scan($0) }) else {
            return exactProperty(key)
        }
        return found
    }

    /// The entry whose name has the bytes of `key`, from the copies read without reference counting.
    @inline(__always)
    private func scan(_ key: UnsafeBufferPointer<UInt8>) -> Property? {
        let names = scanNames
        let table = scanProperties
        var n = 0
        while n < table.count {
            let p = table[n]
            if p.nameCount == key.count {
                var i = 0
                while i < key.count, names[p.nameStart &+ i] == key[i] { i &+= 1 }
                if i == key.count { return Property(node: p.node, required: p.required) }
            }
            n &+= 1
        }
        return nil
    }

    /// The `properties` entry named exactly `name`. The dictionary hashes names by canonical equivalence,
    /// so the name found must be checked; it holds no two equivalent names (the parser rejects them).
    func exactProperty(_ name: String) -> Property? {
        guard let i = properties.index(forKey: name), SchemaWalker.sameScalars(properties[i].key, name) else {
            return nil
        }
        return properties[i].value
    }

    /// Freezes the lookup structures once compiling is done.
    func finish() {
        scansNames = properties.count <= 12
        let sorted = properties.sorted { $0.key < $1.key }
        byteNames = []
        byteProperties = sorted.map { entry in
            let start = byteNames.count
            byteNames += Array(entry.key.utf8)
            return ByteProperty(
                nameStart: start, nameCount: byteNames.count - start, node: entry.value.node,
                required: entry.value.required)
        }
        // The byte walk compares ASCII names only (it gives up on other keys); a bit per property tracks
        // duplicates.
        walksBytes =
            patterns.isEmpty && sorted.count <= 64 && sorted.allSatisfy { $0.key.utf8.allSatisfy { $0 < 0x80 } }
        scanNames.deallocate()
        scanProperties.deallocate()
        scanNames = .allocate(capacity: byteNames.count)
        _ = scanNames.initialize(from: byteNames)
        scanProperties = .allocate(capacity: byteProperties.count)
        _ = scanProperties.initialize(from: byteProperties)
    }

    /// `byteNames` and `byteProperties` in memory of their own, for ``property(_:)``.
    private var scanNames = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
    private var scanProperties = UnsafeMutableBufferPointer<ByteProperty>(start: nil, count: 0)

    deinit {
        // Trivial element types: nothing to deinitialize.
        scanNames.deallocate()
        scanProperties.deallocate()
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
    /// The properties sorted by name, for ``ByteWalker`` and for ``property(_:)`` when it scans.
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
