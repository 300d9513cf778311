#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// Reading a node's kind, children and value from the tape, decoding only what is asked for.
extension JSONTape {
    func kind(at i: Int) -> JSONNode.Kind {
        let e = entries[i]
        switch e.kind {
        case JSONTapeEntry.null: return .null
        case JSONTapeEntry.false: return .bool(false)
        case JSONTapeEntry.true: return .bool(true)
        case JSONTapeEntry.string: return .string(withBytes { Self.string(e, $0, $1) })
        case JSONTapeEntry.array: return .array(items(at: i))
        case JSONTapeEntry.object: return .object(members(at: i))
        default: return .number(withBytes { Self.number(e, $0, $1) })
        }
    }

    /// ``JSONNode/lazyKind`` of scalar `i`.
    func scalarLazyKind(at i: Int) -> JSONNode.LazyKind {
        let e = entries[i]
        switch e.kind {
        case JSONTapeEntry.null: return .null
        case JSONTapeEntry.false: return .bool(false)
        case JSONTapeEntry.true: return .bool(true)
        case JSONTapeEntry.string: return .string(withBytes { Self.string(e, $0, $1) })
        default: return .number(withBytes { Self.number(e, $0, $1) })
        }
    }

    func typeName(at i: Int) -> String {
        switch entries[i].kind {
        case JSONTapeEntry.null: "null"
        case JSONTapeEntry.false, JSONTapeEntry.true: "boolean"
        case JSONTapeEntry.int, JSONTapeEntry.integerText: "integer"
        case JSONTapeEntry.decimalText: "number"
        case JSONTapeEntry.string: "string"
        case JSONTapeEntry.array: "array"
        default: "object"
        }
    }

    /// The items of array `i`, as nodes into this tape.
    func items(at i: Int) -> [JSONNode] {
        let n = entries[i &+ 1].childCount
        return [JSONNode](unsafeUninitializedCapacity: n) { buffer, initialized in
            var child = i &+ 2
            for k in 0..<n {
                buffer.initializeElement(at: k, to: JSONNode(tape: self, index: child))
                child = next(after: child)
            }
            initialized = n
        }
    }

    /// The members of object `i`, keys decoded, values as nodes into this tape.
    func members(at i: Int) -> [JSONMember] {
        let n = entries[i &+ 1].childCount
        return withBytes { base, count in
            [JSONMember](unsafeUninitializedCapacity: n) { buffer, initialized in
                var k = i &+ 2
                for m in 0..<n {
                    buffer.initializeElement(at: m, to: member(at: k, base, count))
                    k = next(after: k &+ 1)
                }
                initialized = n
            }
        }
    }

    /// The member whose key is entry `k`.
    @inline(__always) func member(at k: Int, _ base: UnsafePointer<UInt8>, _ count: Int) -> JSONMember {
        let key = entries[k]
        return JSONMember(
            key: Self.string(key, base, count), keyLocation: Self.location(of: key, lineStarts: lineStarts),
            value: JSONNode(tape: self, index: k &+ 1))
    }

    /// The index of the value of the first member of object `i` whose key equals `key` as Swift compares
    /// strings, decoding no key when both are plain ASCII.
    func member(named key: String, in i: Int) -> Int? {
        let n = entries[i &+ 1].childCount
        guard n > 0 else { return nil }
        var query = key
        return withBytes { base, count in
            query.withUTF8 { q in
                // A plain key has no quote inside, so a query without one matches it exactly when the bytes
                // agree and the key's closing quote follows them.
                var plain = true
                for b in q where b >= 0x80 || b == quote {
                    plain = false
                    break
                }
                var k = i &+ 2
                for _ in 0..<n {
                    let e = entries[k]
                    if plain && e.isPlainASCII {
                        let start = Int(e.offset) &+ 1
                        // A query that is not empty has a base address.
                        // swift-format-ignore: NeverForceUnwrap
                        if start &+ q.count < count, base[start &+ q.count] == quote,
                            q.isEmpty || memcmp(base + start, q.baseAddress!, q.count) == 0
                        {
                            return k &+ 1
                        }
                    } else if Self.string(e, base, count) == key {
                        return k &+ 1
                    }
                    k = next(after: k &+ 1)
                }
                return nil
            }
        }
    }

    /// The value of entry `i` without locations.
    func value(at i: Int) -> JSONValue {
        let e = entries[i]
        guard e.isContainer else { return withBytes { scalarValue(e, $0, $1) } }
        // Long keys repeat in large documents: share one String per key among the objects of a large subtree.
        let end = entries[i &+ 1].end
        let span = (end < count ? Int(entries[end].offset) : input.count) &- Int(e.offset)
        var cache = span >= 4096 ? JSONKeyCache(inputCount: span) : JSONKeyCache()
        return withBytes { value(at: i, $0, $1, &cache) }
    }

    private func value(at i: Int, _ base: UnsafePointer<UInt8>, _ count: Int, _ cache: inout JSONKeyCache) -> JSONValue
    {
        let e = entries[i]
        switch e.kind {
        case JSONTapeEntry.array:
            let n = entries[i &+ 1].childCount
            var items: [JSONValue] = []
            items.reserveCapacity(n)
            var child = i &+ 2
            for _ in 0..<n {
                items.append(value(at: child, base, count, &cache))
                child = next(after: child)
            }
            return .array(items)
        case JSONTapeEntry.object:
            let n = entries[i &+ 1].childCount
            var object = [String: JSONValue](minimumCapacity: n)
            var k = i &+ 2
            for _ in 0..<n {
                let key = entries[k]
                let name: String
                if cache.size > 0, key.isPlainASCII, case let length = Self.contentLength(key, base, count), length > 15
                {
                    name = cache.key(base, start: Int(key.offset) &+ 1, length: length, inputCount: count)
                } else {
                    name = Self.string(key, base, count)
                }
                object[name] = value(at: k &+ 1, base, count, &cache)
                k = next(after: k &+ 1)
            }
            return .object(object)
        default:
            return scalarValue(e, base, count)
        }
    }

    @inline(__always) private func scalarValue(_ e: JSONTapeEntry, _ base: UnsafePointer<UInt8>, _ count: Int)
        -> JSONValue
    {
        switch e.kind {
        case JSONTapeEntry.null: .null
        case JSONTapeEntry.false: .bool(false)
        case JSONTapeEntry.true: .bool(true)
        case JSONTapeEntry.string: .string(Self.string(e, base, count))
        default: .number(Self.number(e, base, count))
        }
    }
}
