import SpecModel

/// Forbidden content on the byte path, in the schema's own pass (``ContentPlan``): when ``ByteWalker/content`` is
/// active, every key and every string value the walk meets is held to the policy as it goes, and a value the schema
/// does not describe is scanned instead of skipped (``scanContent(_:nesting:)``), so no byte is read twice.
///
/// A string is scanned once: ``scanMarkedString(_:)`` finds its end, decodes its escapes and marks, in the same loop,
/// whether it holds a `?` or an `@` (eight bytes at a time) or an escaped line break. Only a marked string is handed
/// to ``ContentScanner``'s own rule (`containsURLWithQuery`, `containsEmail`), and only a string longer than a limit
/// is counted or looked at for base64, so no rule is copied.
extension ByteWalker {
    /// ``stringMarks``: the string has a line break (only an escape writes one).
    static let markLineBreak: UInt8 = 1
    /// ``stringMarks``: the string has a `?` or an `@`.
    static let markQueryOrAt: UInt8 = 2

    /// The index after the value at `i`, skipped with the same strictness as `skipValue`, when no key and no string
    /// in it is of a class the content plan looks for; -1 otherwise (a match, a doubt, or text that is not strict
    /// JSON).
    mutating func scanContent(_ i: Int, nesting: Int) -> Int {
        guard i < count, nesting < ByteWalker.maxNesting else { return -1 }
        switch p[i] {
        case 0x22:
            let end = scanMarkedString(i)
            return end >= 0 && stringIsClean(content.every) ? end : -1
        case 0x5B:
            var i = skipWhitespace(i &+ 1)
            if i < count, p[i] == 0x5D { return i &+ 1 }
            while true {
                i = scanContent(i, nesting: nesting &+ 1)
                guard i >= 0 else { return -1 }
                i = skipWhitespace(i)
                guard i < count else { return -1 }
                if p[i] == 0x5D { return i &+ 1 }
                guard p[i] == 0x2C else { return -1 }
                i = skipWhitespace(i &+ 1)
            }
        case 0x7B:
            var i = skipWhitespace(i &+ 1)
            if i < count, p[i] == 0x7D { return i &+ 1 }
            let base = unknownKeys.count
            defer { if unknownKeys.count > base { unknownKeys.removeSubrange(base...) } }
            while true {
                let keyStart = i &+ 1
                i = scanPlainKey(i)
                guard i >= 0, unknownKeys.count - base < 64, !isRepeatedKey(keyStart, i &- 1, since: base),
                    content.keyIsClean(p + keyStart, i &- 1 &- keyStart)
                else { return -1 }
                i = skipWhitespace(i)
                guard i < count, p[i] == 0x3A else { return -1 }
                i = scanContent(skipWhitespace(i &+ 1), nesting: nesting &+ 1)
                guard i >= 0 else { return -1 }
                i = skipWhitespace(i)
                guard i < count else { return -1 }
                if p[i] == 0x7D { return i &+ 1 }
                guard p[i] == 0x2C else { return -1 }
                i = skipWhitespace(i &+ 1)
            }
        default:
            return skipValue(i, nesting: nesting)
        }
    }

    /// A value no node describes: skipped, or scanned when the content plan is active.
    @inline(__always) mutating func skipOrScan(_ i: Int, nesting: Int) -> Int {
        content.active ? scanContent(i, nesting: nesting) : skipValue(i, nesting: nesting)
    }

    /// What a string that `node` accepts must still be looked at for (nothing when no content is looked at).
    @inline(__always) func needs(_ node: Int) -> ContentNeeds {
        content.active ? content.needs[node] : []
    }

    /// Scans the string at `i` as `scanString` does, marking ``stringMarks`` in the same pass.
    mutating func scanMarkedString(_ i: Int) -> Int {
        var i = i &+ 1
        stringStart = i
        stringEscaped = false
        stringASCII = true
        var marks: UInt8 = 0
        var runStart = i
        while true {
            i = skipMarkedPlain(from: i, marks: &marks)
            guard i < count else { return -1 }
            let b = p[i]
            if b == 0x22 {
                if stringEscaped {
                    scratch.append(contentsOf: UnsafeBufferPointer(start: p + runStart, count: i - runStart))
                } else {
                    stringEnd = i
                }
                stringMarks = marks
                return i &+ 1
            } else if b == 0x5C {
                if !stringEscaped {
                    stringEscaped = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(start: p + runStart, count: i - runStart))
                let decoded = scratch.count
                i = decodeEscape(i)
                guard i >= 0 else { return -1 }
                for k in decoded..<scratch.count { marks |= Self.mark(scratch[k]) }
                runStart = i
            } else if b >= 0x80 {
                stringASCII = false
                i = skipUTF8Sequence(i)
                guard i >= 0 else { return -1 }
            } else {
                return -1  // a control byte
            }
        }
    }

    /// Marks the plain string bytes (no quote, backslash, control or non-ASCII byte) from `stringStart` to the
    /// closing quote, when they were matched without a scan (a fused pattern).
    mutating func markPlainString() {
        var marks: UInt8 = 0
        _ = skipMarkedPlain(from: stringStart, marks: &marks)
        stringMarks = marks
    }

    /// The mark of one decoded byte.
    @inline(__always) static func mark(_ b: UInt8) -> UInt8 {
        if b == 0x3F || b == 0x40 { return markQueryOrAt }
        return b == 0x0A || b == 0x0D ? markLineBreak : 0
    }

    /// `JSONByteScan.skipPlainString` (stopping at non-ASCII bytes) that also marks a `?` or an `@` among the bytes it
    /// passes: eight at a time, a byte equal to either has its high bit set by the usual zero-byte test, exact at the
    /// lowest such byte (a false alarm needs a true one below it), so masking the bytes from the stop on keeps it exact.
    @inline(__always)
    func skipMarkedPlain(from: Int, marks: inout UInt8) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = from
        var found: UInt64 = 0
        while i &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
            let query = word ^ (ones &* 0x3F)
            let at = word ^ (ones &* 0x40)
            let marked = (((query &- ones) & ~query) | ((at &- ones) & ~at)) & highs
            let special = JSONByteScan.specialBytes(word, nonASCII: true)
            if special != 0 {
                found |= marked & ((special & (0 &- special)) &- 1)
                if found != 0 { marks |= Self.markQueryOrAt }
                return i &+ (special.trailingZeroBitCount &>> 3)
            }
            found |= marked
            i &+= 8
        }
        if found != 0 { marks |= Self.markQueryOrAt }
        while i < count {
            let b = p[i]
            if b == 0x22 || b == 0x5C || b < 0x20 || b >= 0x80 { return i }
            if b == 0x3F || b == 0x40 { marks |= Self.markQueryOrAt }
            i &+= 1
        }
        return i
    }

    /// Whether the last scanned (and marked) string is of no class among `needs`, exactly as ``ContentScanner``
    /// decides for those rules.
    func stringIsClean(_ needs: ContentNeeds) -> Bool {
        if stringMarks & Self.markLineBreak != 0, needs.contains(.lineBreak) { return false }
        if stringMarks & Self.markQueryOrAt != 0, !needs.isDisjoint(with: [.query, .email]) {
            let bytes = withStringBytes { Array($0) }
            if needs.contains(.query), ContentScanner.containsURLWithQuery(bytes) { return false }
            if needs.contains(.email), ContentScanner.containsEmail(bytes) { return false }
        }
        let n = stringEscaped ? scratch.count : stringEnd &- stringStart
        if needs.contains(.receipt), n > ContentScanner.base64ReceiptLimit,
            ContentScanner.isBase64Blob(withStringBytes { Array($0) })
        {
            return false
        }
        // Bytes are at least as many as code points: only a longer string is counted.
        if needs.contains(.length), n > ContentScanner.freeTextLimit, stringScalarCount() > ContentScanner.freeTextLimit
        {
            return false
        }
        return true
    }
}
