// MARK: - Strings

extension JSONScanner {
    /// Advances `index` to the next byte of a string that needs a look (quote, backslash, control
    /// character, non-ASCII) or to the end, eight bytes at a time where it can (``JSONByteScan``).
    @inline(__always) mutating func skipPlainStringBytes() {
        // swift-format-ignore: NeverForceUnwrap
        // The scanner only runs over a non-empty buffer, whose base address is never nil.
        index = JSONByteScan.skipPlainString(bytes.baseAddress!, from: index, count: count, stopAtNonASCII: true)
    }

    /// Validates a string starting at its opening quote and appends its entry; decodes nothing.
    mutating func parseString() throws(JSONParseFailure) {
        let open = index
        index += 1
        var flags: UInt32 = 0
        while true {
            skipPlainStringBytes()
            guard index < count else { throw failure(.unexpectedEnd, "unterminated string", at: location(at: open)) }
            let b = bytes[index]
            if b == quote { break }
            if b == backslash {
                flags |= JSONTapeEntry.escaped
                try parseEscape(location(at: open))
            } else if b >= 0x80 {
                flags |= JSONTapeEntry.nonASCII
                try validateUTF8Sequence()
            } else {
                throw controlCharacter(b)
            }
        }
        emit(JSONTapeEntry.string | flags, at: open)
        index += 1
    }

    mutating func controlCharacter(_ b: UInt8) -> JSONParseFailure {
        if b == newline {
            return failure(.controlCharacter, "unescaped line break in string (unterminated string?)")
        }
        let code = String(b, radix: 16, uppercase: true)
        return failure(
            .controlCharacter,
            "unescaped control character 0x\(code) in string; escape it as \\u00\(b < 16 ? "0" : "")\(code)")
    }

    /// Validates one escape at `index` (a backslash) and moves past it.
    mutating func parseEscape(_ open: SourceLocation) throws(JSONParseFailure) {
        let escapeStart = here
        index += 1
        guard index < count else { throw failure(.unexpectedEnd, "unterminated string", at: open) }
        let e = bytes[index]
        index += 1
        switch e {
        case quote, backslash, slash, 0x62, 0x66, 0x6E, 0x72, 0x74:  // " \ / b f n r t
            break
        case 0x75:  // u
            let scalar = try parseHex4(escapeStart, open)
            if scalar >= 0xD800 && scalar <= 0xDBFF {
                guard index + 1 < count, bytes[index] == backslash, bytes[index + 1] == 0x75 else {
                    if index + 1 >= count, index == count || bytes[index] == backslash {
                        throw failure(.unexpectedEnd, "unterminated string", at: open)
                    }
                    throw failure(
                        .loneSurrogate, "high surrogate \\u\(hex(scalar)) is not followed by a low surrogate",
                        at: escapeStart)
                }
                index += 2
                let low = try parseHex4(location(at: index - 2), open)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw failure(
                        .loneSurrogate,
                        "high surrogate \\u\(hex(scalar)) is followed by \\u\(hex(low)), not a low surrogate",
                        at: escapeStart)
                }
            } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                throw failure(.loneSurrogate, "lone low surrogate \\u\(hex(scalar))", at: escapeStart)
            }
        default:
            let shown =
                e >= 0x21 && e < 0x7F
                ? String(Character(Unicode.Scalar(e))) : "byte 0x" + String(e, radix: 16, uppercase: true)
            throw failure(
                .invalidEscape,
                "invalid escape '\\\(shown)'; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                at: escapeStart)
        }
    }

    func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    mutating func parseHex4(_ escapeStart: SourceLocation, _ open: SourceLocation) throws(JSONParseFailure) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < count else { throw failure(.unexpectedEnd, "unterminated string", at: open) }
            let b = bytes[index]
            let d: UInt32
            switch b {
            case zero...nine: d = UInt32(b - zero)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            default: throw failure(.invalidEscape, "\\u must be followed by four hexadecimal digits", at: escapeStart)
            }
            v = v << 4 | d
            index += 1
        }
        return v
    }

    /// Validates one multi-byte UTF-8 sequence at `index` (see ``UTF8Sequence``) and moves past it.
    mutating func validateUTF8Sequence() throws(JSONParseFailure) {
        let lead = "0x" + String(bytes[index], radix: 16, uppercase: true)
        // A sequence at `index` lies in the input, so the input is not empty.
        // swift-format-ignore: NeverForceUnwrap
        switch UTF8Sequence.validate(bytes.baseAddress!, at: index, end: count) {
        case .success(let length):
            index += length
        case .failure(let problem):
            let message: String
            switch problem {
            case .unexpectedContinuation: message = "invalid UTF-8: unexpected continuation byte \(lead)"
            case .overlongLead: message = "invalid UTF-8: overlong encoding starting with byte \(lead)"
            case .invalidLead: message = "invalid UTF-8 byte \(lead)"
            case .truncated: message = "truncated UTF-8 sequence starting with byte \(lead)"
            case .encodedSurrogate: message = "invalid UTF-8: an encoded surrogate starting with byte \(lead)"
            case .aboveMaximum: message = "invalid UTF-8: a code point above U+10FFFF starting with byte \(lead)"
            case .overlong: message = "invalid UTF-8: an overlong encoding starting with byte \(lead)"
            }
            throw failure(.invalidUTF8, message)
        }
    }
}
