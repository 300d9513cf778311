// MARK: - Keys

extension JSONScanner {
    /// Objects with at least this many members look keys up in a dictionary instead of scanning.
    static let keyIndexThreshold = 32

    /// Reads `"key" :` of the next member of the top object and checks the key against the earlier ones.
    mutating func parseKey() throws(JSONParseFailure) {
        skipWhitespace()
        guard index < count else { throw failure(.unexpectedEnd, "unexpected end of input; expected an object key") }
        let b = bytes[index]
        guard b == quote else {
            if b == 0x27 {
                throw failure(.singleQuote, "single-quoted keys are not allowed in JSON; use double quotes")
            }
            if b == slash { throw failure(.comment, "comments are not allowed in JSON") }
            throw failure(.expectedKey, "expected a double-quoted object key, found \(describe(b))")
        }
        let keyOffset = index
        let hash: UInt64
        let length: Int
        index += 1
        let start = index
        skipPlainStringBytes()
        if index < count, bytes[index] == quote {
            // Plain ASCII key without escapes: its bytes are its characters.
            hash = Self.hash(raw, start, index)
            length = index &- start
            emit(JSONTapeEntry.string, at: keyOffset)
            index += 1
        } else {
            index = keyOffset
            try parseString()
            let entry = tape[tape.count &- 1]
            length = index &- 1 &- start
            if entry.meta & JSONTapeEntry.escaped != 0 {
                scratch.removeAll(keepingCapacity: true)
                // A string entry lies in the input, so the input is not empty.
                // swift-format-ignore: NeverForceUnwrap
                scratch.append(contentsOf: JSONTape.string(entry, bytes.baseAddress!, count).utf8)
                hash = scratch.withUnsafeBytes { Self.hash($0.baseAddress, 0, $0.count) }
            } else {
                hash = Self.hash(raw, start, index &- 1)
            }
        }
        let keyEntry = tape.count &- 1
        let frame = frames.top
        frame.pointee.pendingKey = keyEntry
        topPending = true
        // Bits 58–63 of a hash pick the filter bit; a non-ASCII key (hash 1) may equal any key, so it sets all.
        let bit: UInt64 = hash & 1 == 0 ? 1 &<< (hash &>> 58) : ~0
        let seen = frame.pointee.keyFilter & bit != 0
        frame.pointee.keyFilter |= bit
        if seen, let previous = findKey(keyEntry, length: length, hash: hash, in: frame.pointee) {
            frame.pointee.discard = true
            let first = location(ofEntry: previous)
            let key = string(ofEntry: keyEntry)
            diagnostics.append(
                .error(
                    JSONErrorCode.duplicateKey.rawValue,
                    "duplicate key \"\(key)\"; first defined at \(first.line):\(first.column)",
                    file: file, at: location(ofEntry: keyEntry), pointer: currentPointer(),
                    related: [.init(message: "first definition of \"\(key)\"", file: file, location: first)]))
        } else {
            keys.push(
                JSONKeyRecord(
                    hash: hash, entry: UInt32(truncatingIfNeeded: keyEntry), length: UInt32(truncatingIfNeeded: length))
            )
            if frame.pointee.keyIndex != nil {
                frame.pointee.keyIndex?[string(ofEntry: keyEntry)] = keyEntry
            } else if keys.count - frame.pointee.keyBase >= Self.keyIndexThreshold {
                var keyIndex = [String: Int](minimumCapacity: 2 * Self.keyIndexThreshold)
                for i in frame.pointee.keyBase..<keys.count {
                    keyIndex[string(ofEntry: Int(keys[i].entry))] = Int(keys[i].entry)
                }
                frame.pointee.keyIndex = keyIndex
            }
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
                tail =
                    UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self))
                    &>> UInt64(8 * (8 - (end - i)))
            } else {
                // Little-endian order, as the word load above would give.
                for k in i..<end {
                    tail |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) &<< UInt64(8 * (k - i))
                }
            }
            high |= tail
            h = mix(h ^ tail)
        }
        return high & 0x8080_8080_8080_8080 != 0 ? 1 : h & ~1
    }

    /// Whether `length` bytes at `a` and `b` are equal; `readable` bytes from `b` (which lies after `a`
    /// in the same buffer) may be read, so a short tail is compared as one masked word when they suffice.
    @inline(__always) static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ length: Int, readable: Int)
        -> Bool
    {
        var i = 0
        while i &+ 8 <= length {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                != b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            {
                return false
            }
            i &+= 8
        }
        if i == length { return true }
        if i &+ 8 <= readable {
            let x =
                UInt64(littleEndian: a.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                ^ UInt64(littleEndian: b.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            return x & ((1 &<< UInt64(8 &* (length &- i))) &- 1) == 0
        }
        while i < length {
            if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
            i &+= 1
        }
        return true
    }

    /// The tape index of an earlier key of the object `frame` equal to key entry `key`, whose hash is `hash`
    /// and whose content is `length` bytes long.
    @inline(__always) func findKey(_ key: Int, length: Int, hash: UInt64, in frame: JSONFrame) -> Int? {
        if let keyIndex = frame.keyIndex { return keyIndex[string(ofEntry: key)] }
        var i = frame.keyBase
        while i < keys.count {
            let other = keys[i]
            if other.hash == hash || (other.hash | hash) & 1 != 0, keysEqual(other, key, length) {
                return Int(other.entry)
            }
            i += 1
        }
        return nil
    }

    /// Whether the earlier key `a` and key entry `b` (`length` bytes) are equal strings: their bytes when both
    /// are plain ASCII, else as Swift compares strings (canonical equivalence).
    @inline(__always) func keysEqual(_ a: JSONKeyRecord, _ b: Int, _ length: Int) -> Bool {
        let x = tape[Int(a.entry)]
        let y = tape[b]
        if x.isPlainASCII && y.isPlainASCII {
            guard Int(a.length) == length, let raw else { return Int(a.length) == length }
            return Self.bytesEqual(
                raw + (Int(x.offset) &+ 1), raw + (Int(y.offset) &+ 1), length, readable: count &- Int(y.offset) &- 1)
        }
        return string(ofEntry: Int(a.entry)) == string(ofEntry: b)
    }
}
