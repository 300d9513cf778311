import SpecModel

/// Splits expression source into tokens. Works on UTF-8 bytes; offsets are byte offsets.
struct ExpressionLexer {
    private let bytes: [UInt8]
    private var position = 0

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// All tokens, ending with `.end`, or the first lexical error.
    static func tokenize(_ source: String) -> Result<[ExpressionToken], ExpressionError> {
        var lexer = ExpressionLexer(source)
        var tokens: [ExpressionToken] = []
        while true {
            switch lexer.next() {
            case .failure(let error): return .failure(error)
            case .success(let token):
                tokens.append(token)
                if token.kind == .end { return .success(tokens) }
            }
        }
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    mutating func next() -> Result<ExpressionToken, ExpressionError> {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            position += 1
        }
        let start = position
        guard let byte = peek() else {
            return .success(ExpressionToken(kind: .end, offset: start, text: ""))
        }
        func token(_ kind: ExpressionToken.Kind, length: Int) -> Result<ExpressionToken, ExpressionError> {
            position += length
            return .success(ExpressionToken(kind: kind, offset: start, text: text(start, start + length)))
        }
        let second = peek(1)
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return string(quote: byte)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return word()
        case UInt8(ascii: "+"): return token(.plus, length: 1)
        case UInt8(ascii: "-"): return token(.minus, length: 1)
        case UInt8(ascii: "*"): return token(.star, length: 1)
        case UInt8(ascii: "/"): return token(.slash, length: 1)
        case UInt8(ascii: "%"): return token(.percent, length: 1)
        case UInt8(ascii: "("): return token(.leftParen, length: 1)
        case UInt8(ascii: ")"): return token(.rightParen, length: 1)
        case UInt8(ascii: "["): return token(.leftBracket, length: 1)
        case UInt8(ascii: "]"): return token(.rightBracket, length: 1)
        case UInt8(ascii: ","): return token(.comma, length: 1)
        case UInt8(ascii: "."): return token(.dot, length: 1)
        case UInt8(ascii: "="):
            if second == UInt8(ascii: "=") { return token(.equalEqual, length: 2) }
        case UInt8(ascii: "!"):
            return second == UInt8(ascii: "=") ? token(.bangEqual, length: 2) : token(.bang, length: 1)
        case UInt8(ascii: "<"):
            return second == UInt8(ascii: "=") ? token(.lessEqual, length: 2) : token(.less, length: 1)
        case UInt8(ascii: ">"):
            return second == UInt8(ascii: "=") ? token(.greaterEqual, length: 2) : token(.greater, length: 1)
        case UInt8(ascii: "&"):
            if second == UInt8(ascii: "&") { return token(.ampAmp, length: 2) }
        case UInt8(ascii: "|"):
            if second == UInt8(ascii: "|") { return token(.pipePipe, length: 2) }
        default: break
        }
        return .failure(ExpressionError(.unexpectedToken, "unexpected character \(characterAt(start))", at: start))
    }

    /// The (possibly multi-byte) character at `offset`, quoted, for messages.
    private func characterAt(_ offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(text(offset, end))'"
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isWordByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_")
    }

    /// `0`, `12`, `1.5`, `2e3`, `1.5E-2`. Leading zeros, a bare `1.` and out-of-range values are invalid.
    private mutating func number() -> Result<ExpressionToken, ExpressionError> {
        let start = position
        func invalid(_ why: String) -> Result<ExpressionToken, ExpressionError> {
            while Self.isWordByte(peek()) || peek() == UInt8(ascii: ".") { position += 1 }
            return .failure(
                ExpressionError(.invalidNumber, "invalid number '\(text(start, position))': \(why)", at: start))
        }
        if peek() == UInt8(ascii: "0"), Self.isDigit(peek(1)) { return invalid("leading zero") }
        while Self.isDigit(peek()) { position += 1 }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard Self.isDigit(peek()) else { return invalid("expected a digit after '.'") }
            while Self.isDigit(peek()) { position += 1 }
            isInteger = false
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard Self.isDigit(peek()) else { return invalid("expected a digit in the exponent") }
            while Self.isDigit(peek()) { position += 1 }
            isInteger = false
        }
        if Self.isWordByte(peek()) || peek() == UInt8(ascii: ".") {
            return invalid("unexpected character after number")
        }
        let literal = text(start, position)
        if isInteger {
            guard Int(literal) != nil else { return invalid("integer out of range") }
        } else {
            guard let value = Double(literal), value.isFinite else { return invalid("decimal out of range") }
        }
        let number = JSONNumber(text: literal, isInteger: isInteger)
        return .success(ExpressionToken(kind: .number(number), offset: start, text: literal))
    }

    private mutating func word() -> Result<ExpressionToken, ExpressionError> {
        let start = position
        while Self.isWordByte(peek()) { position += 1 }
        let word = text(start, position)
        let kind: ExpressionToken.Kind =
            switch word {
            case "true": .true
            case "false": .false
            case "null": .null
            case "in": .in
            default: .identifier(word)
            }
        return .success(ExpressionToken(kind: kind, offset: start, text: word))
    }

    /// A string in single or double quotes. Escapes: `\\ \' \" \/ \n \t \r \b \f \uXXXX` (surrogate pairs joined).
    private mutating func string(quote: UInt8) -> Result<ExpressionToken, ExpressionError> {
        let start = position
        position += 1
        var value: [UInt8] = []
        while let byte = peek() {
            if byte == quote {
                position += 1
                let string = String(decoding: value, as: UTF8.self)
                return .success(ExpressionToken(kind: .string(string), offset: start, text: text(start, position)))
            }
            if byte != UInt8(ascii: "\\") {
                value.append(byte)
                position += 1
                continue
            }
            let escapeStart = position
            position += 1
            guard let escaped = peek() else { break }
            position += 1
            switch escaped {
            case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "/"): value.append(escaped)
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "t"): value.append(0x09)
            case UInt8(ascii: "r"): value.append(0x0D)
            case UInt8(ascii: "b"): value.append(0x08)
            case UInt8(ascii: "f"): value.append(0x0C)
            case UInt8(ascii: "u"):
                guard let scalar = unicodeEscape() else {
                    return .failure(
                        ExpressionError(.unexpectedToken, "invalid unicode escape in string", at: escapeStart))
                }
                value.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                return .failure(
                    ExpressionError(
                        .unexpectedToken, "invalid escape \(characterAt(escapeStart + 1)) in string", at: escapeStart))
            }
        }
        return .failure(ExpressionError(.unterminatedString, "unterminated string", at: start))
    }

    /// Reads `XXXX` (after `\u`), and a following `\uXXXX` low surrogate when the first is a high surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let first = hex4() else { return nil }
        if (0xD800...0xDBFF).contains(first) {
            guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else { return nil }
            position += 2
            guard let second = hex4(), (0xDC00...0xDFFF).contains(second) else { return nil }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        }
        return Unicode.Scalar(first)
    }

    private mutating func hex4() -> UInt32? {
        var result: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { return nil }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            result = result << 4 | digit
            position += 1
        }
        return result
    }
}
