// MARK: - Keys

extension JSONScanner {
    /// The key hash that marks a pending member whose key repeats an earlier one: it is dropped once its
    /// value is read. Never a real hash (those are even, or 1).
    static let discardedKey: UInt64 = 3

    /// Objects with at least this many members look keys up in a dictionary instead of scanning.
    static let keyIndexThreshold = 32

    /// Reads `"key" :` of the next member of the top object and checks the key against the earlier ones.
    mutating func parseKey() throws(JSONParseFailure) {
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd, "unexpected end of input; expected an object key") }
        let b = bytes[index]
        guard b == quote else {
            if b == 0x27 { throw failure(.singleQuote, "single-quoted keys are not allowed in JSON; use double quotes") }
            if b == slash { throw failure(.comment, "comments are not allowed in JSON") }
            throw failure(.expectedKey, "expected a double-quoted object key, found \(describe(b))")
        }
        let keyLocation = here
        let key: String
        let hash: UInt64
        index += 1
        let start = index
        skipPlainStringBytes()
        if index < count, bytes[index] == quote {
            // Plain ASCII key without escapes: hash its bytes and reuse the String of an earlier equal key.
            hash = Self.hash(raw, start, index)
            key = plainKey(start, index, hash: hash)
            index += 1
        } else {
            index = start - 1
            key = try parseString()
            hash = stringEscaped ? scratch.withUnsafeBytes { Self.hash($0.baseAddress, 0, $0.count) } : Self.hash(raw, start, index - 1)
        }
        let top = frames.count - 1
        let previous = findKey(key, hash: hash, top: top)
        topPending = true
        members.push(JSONMember(key: key, keyLocation: keyLocation, value: JSONNode(.null, at: keyLocation)))
        keyHashes.push(previous == nil ? hash : Self.discardedKey)
        if let previous {
            let first = members[previous].keyLocation
            diagnostics.append(
                .error(
                    JSONErrorCode.duplicateKey.rawValue,
                    "duplicate key \"\(key)\"; first defined at \(first.line):\(first.column)",
                    file: file, at: keyLocation, pointer: currentPointer(),
                    related: [.init(message: "first definition of \"\(key)\"", file: file, location: first)]))
        } else if frames[top].keyIndex != nil {
            frames[top].keyIndex?[key] = members.count - 1
        } else if members.count - frames[top].base >= Self.keyIndexThreshold {
            var keyIndex = [String: Int](minimumCapacity: 2 * Self.keyIndexThreshold)
            for i in frames[top].base..<members.count { keyIndex[members[i].key] = i }
            frames[top].keyIndex = keyIndex
        }
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd, "unexpected end of input; expected ':'") }
        guard bytes[index] == colon else {
            throw failure(.unexpectedCharacter, "expected ':' after object key, found \(describe(bytes[index]))")
        }
        index += 1
    }

    /// A hash of the bytes `start..<end` of `base` with the low bit clear, or 1 when they are not all
    /// ASCII: such keys are compared with every other key, since canonical equivalence can make different
    /// bytes equal strings (U+212A KELVIN SIGN equals "K").
    @inline(__always) static func hash(_ base: UnsafeRawPointer?, _ start: Int, _ end: Int) -> UInt64 {
        guard let base, end > start else { return 0x2545_F491_4F6C_DD1C }
        @inline(__always) func mix(_ x: UInt64) -> UInt64 {
            let y = (x ^ (x &>> 31)) &* 0xBF58_476D_1CE4_E5B9
            return y ^ (y &>> 29)
        }
        var h = 0x9E37_79B9_7F4A_7C15 ^ UInt64(end - start)
        var high: UInt64 = 0
        var i = start
        while i &+ 8 <= end {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            high |= word
            h = mix(h ^ word)
            i &+= 8
        }
        if i < end {
            var tail: UInt64 = 0
            if end >= 8 {
                // The last word of the key, read backwards from its end, without the bytes before `i`.
                tail = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) &>> UInt64(8 * (8 - (end - i)))
            } else {
                // Little-endian order, as the word load above would give.
                for k in i..<end { tail |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) &<< UInt64(8 * (k - i)) }
            }
            high |= tail
            h = mix(h ^ tail)
        }
        return high & 0x8080_8080_8080_8080 != 0 ? 1 : h & ~1
    }

    /// The plain ASCII key in bytes `start..<end`, reusing the cached `String` of an equal earlier key.
    @inline(__always) mutating func plainKey(_ start: Int, _ end: Int, hash: UInt64) -> String {
        let length = end - start
        let slot = keyCache.slots + Int(truncatingIfNeeded: hash &>> 8) & (keyCache.size &- 1)
        if slot.pointee.hash == hash, slot.pointee.length == length, let raw,
            Self.bytesEqual(raw + slot.pointee.start, raw + start, length, readable: count &- start)
        {
            return slot.pointee.key
        }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        slot.pointee = JSONKeyCache.Slot(hash: hash, start: start, length: length, key: key)
        return key
    }

    /// Whether `length` bytes at `a` and `b` are equal; `readable` bytes from `b` (which lies after `a`
    /// in the same buffer) may be read, so a short tail is compared as one masked word when they suffice.
    @inline(__always) static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ length: Int, readable: Int) -> Bool {
        var i = 0
        while i &+ 8 <= length {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
                return false
            }
            i &+= 8
        }
        if i == length { return true }
        if i &+ 8 <= readable {
            let x = UInt64(littleEndian: a.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                ^ UInt64(littleEndian: b.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            return x & ((1 &<< UInt64(8 &* (length &- i))) &- 1) == 0
        }
        while i < length {
            if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
            i &+= 1
        }
        return true
    }

    /// The member index of an earlier key of object `top` equal to `key`.
    @inline(__always) func findKey(_ key: String, hash: UInt64, top: Int) -> Int? {
        if let keyIndex = frames[top].keyIndex { return keyIndex[key] }
        var i = frames[top].base
        while i < members.count {
            let other = keyHashes[i]
            if other == hash || (other | hash) & 1 != 0, members[i].key == key { return i }
            i += 1
        }
        return nil
    }
}
