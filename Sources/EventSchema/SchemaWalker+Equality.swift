import SpecModel

/// JSON Schema's equality (validation §4.2.2): numbers by value (`1 == 1.0`), strings and member names by
/// code points. Swift's `String ==` compares by canonical equivalence (`"é"` in NFC equals `"é"` in NFD),
/// so strings are compared on their UTF-8 bytes here, never with `==` alone.
extension SchemaWalker {
    /// Whether two strings hold the same code points: the same UTF-8 bytes.
    @inline(__always)
    static func sameScalars(_ a: String, _ b: String) -> Bool {
        let x = a.utf8
        let y = b.utf8
        guard x.count == y.count else { return false }
        // Native and small strings are contiguous UTF-8, compared byte by byte (names are short: a loop beats
        // calling memcmp, and matches `==` on ASCII); bridged ones are walked.
        let same = x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in
                var i = 0
                while i < p.count {
                    if p[i] != q[i] { return false }
                    i &+= 1
                }
                return true
            }
        }
        if let same, let same { return same }
        return x.elementsEqual(y)
    }

    /// Whether `object` has a member named exactly `name`. The dictionary finds keys by canonical
    /// equivalence (and holds no two equivalent keys: the parser rejects them), so the key found is checked.
    @inline(__always)
    static func hasKey(_ object: [String: JSONValue], _ name: String) -> Bool {
        guard let i = object.index(forKey: name) else { return false }
        return sameScalars(object[i].key, name)
    }

    /// The member named exactly `name`.
    static func member(_ object: [String: JSONValue], _ name: String) -> JSONValue? {
        guard let i = object.index(forKey: name), sameScalars(object[i].key, name) else { return nil }
        return object[i].value
    }

    /// JSON equality.
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return sameScalars(x, y)
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for i in x.indices where !equal(x[i], y[i]) { return false }
            return true
        case (.object(let x), .object(let y)):
            guard x.count == y.count else { return false }
            for (key, value) in x {
                guard let other = member(y, key), equal(value, other) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Membership with JSON equality.
    @inline(__always)
    static func contains(_ allowed: [JSONValue], _ value: JSONValue) -> Bool {
        if case .string(let s) = value {
            for candidate in allowed {
                if case .string(let c) = candidate, sameScalars(c, s) { return true }
            }
            return false
        }
        return allowed.contains { equal($0, value) }
    }

    /// The first pair of equal items, by JSON equality.
    static func firstDuplicate(_ items: [JSONValue]) -> (Int, Int)? {
        if items.count <= 16 {
            for i in items.indices {
                for j in (i + 1)..<items.count where equal(items[i], items[j]) { return (i, j) }
            }
            return nil
        }
        var seen: [ExactValue: Int] = [:]
        for (j, item) in items.enumerated() {
            if let i = seen[ExactValue(item)] { return (i, j) }
            seen[ExactValue(item)] = j
        }
        return nil
    }

    /// A value hashed and compared with JSON equality, for `uniqueItems` on long arrays.
    struct ExactValue: Hashable {
        var value: JSONValue
        init(_ value: JSONValue) { self.value = value }

        static func == (a: ExactValue, b: ExactValue) -> Bool { SchemaWalker.equal(a.value, b.value) }

        func hash(into hasher: inout Hasher) { Self.hash(value, into: &hasher) }

        static func hash(_ value: JSONValue, into hasher: inout Hasher) {
            switch value {
            case .null: hasher.combine(0)
            case .bool(let b): hasher.combine(b)
            case .number(let n): hasher.combine(n)
            case .string(let s):
                hasher.combine(s.utf8.count)
                for byte in s.utf8 { hasher.combine(byte) }
            case .array(let items):
                hasher.combine(items.count)
                for item in items { hash(item, into: &hasher) }
            case .object(let members):
                // Order-independent: the members' own hashes, summed.
                var sum = 0
                for (key, item) in members {
                    var h = Hasher()
                    hash(.string(key), into: &h)
                    hash(item, into: &h)
                    sum &+= h.finalize()
                }
                hasher.combine(members.count)
                hasher.combine(sum)
            }
        }
    }
}
