/// A JSON number that keeps its exact source text.
///
/// Integers and decimals stay distinct (`1` is an integer, `1.0` is not), and numbers that do not fit
/// `Int` or `Double` (20-digit integers, `1e400`) keep their text, so nothing is lost or confused.
/// Two numbers are equal when they denote the same value (`1 == 1.0`), as JSON Schema defines it.
///
/// Integers that fit `Int` and are written canonically are stored as `Int` (their text is the same
/// either way), so arithmetic and comparison in guards do not parse text.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Sendable {
        case int(Int)
        case literal(String, isInteger: Bool)
    }

    let storage: Storage

    /// Creates a number from its JSON text. The text is trusted to be valid JSON number syntax.
    package init(text: String, isInteger: Bool) {
        if isInteger, let value = JSONNumber.canonicalInt(text) {
            storage = .int(value)
        } else {
            storage = .literal(text, isInteger: isInteger)
        }
    }

    public init(_ value: Int) {
        storage = .int(value)
    }

    public init(_ value: Double) {
        let text: String
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            text = String(Int(value)) + ".0"
        } else {
            text = String(value)
        }
        storage = .literal(text, isInteger: false)
    }

    /// `Int(text)` when `text` is exactly how Swift prints that integer (so no text is lost by storing it).
    static func canonicalInt(_ text: String) -> Int? {
        let utf8 = text.utf8
        guard let first = utf8.first, utf8.count <= 19 else { return nil }
        if first == UInt8(ascii: "-") {
            guard utf8.count >= 2 else { return nil }
            let second = utf8[utf8.index(after: utf8.startIndex)]
            if second == UInt8(ascii: "0") { return nil }  // "-0" keeps its sign as text
        } else if first == UInt8(ascii: "0") {
            return utf8.count == 1 ? 0 : nil
        } else if first == UInt8(ascii: "+") {
            return nil
        }
        return Int(text)
    }

    /// The number exactly as written.
    public var text: String {
        switch storage {
        case .int(let value): String(value)
        case .literal(let text, _): text
        }
    }

    /// Whether the text has neither a fraction nor an exponent.
    package var isInteger: Bool {
        switch storage {
        case .int: true
        case .literal(_, let isInteger): isInteger
        }
    }

    /// The value as `Int` when the text is an integer that fits.
    public var intValue: Int? {
        switch storage {
        case .int(let value): value
        case .literal(let text, let isInteger): isInteger ? Int(text) : nil
        }
    }

    /// The value as `Double` (may be infinite for `1e400`, rounded for long integers).
    public var doubleValue: Double {
        switch storage {
        case .int(let value): Double(value)
        case .literal(let text, _): Double(text) ?? .nan
        }
    }

    /// Whether the value is mathematically an integer (`2`, `2.0`, `2e3`, `1e400`), as JSON Schema's
    /// `integer` type asks.
    package var isIntegral: Bool {
        if isInteger { return true }
        guard let decimal = ExactValue(text) else { return doubleValue == doubleValue.rounded() }
        return decimal.digits.isEmpty || decimal.exponent >= decimal.digits.count
    }

    /// Numbers are equal when they denote the same value, compared exactly on their decimal text:
    /// `1 == 1.0 == 1e0`, `-0 == 0`, while `1e400 != 2e400` and 20-digit integers compare digit by digit.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        if case .int(let l) = lhs.storage, case .int(let r) = rhs.storage { return l == r }
        if lhs.text == rhs.text { return true }
        guard let l = ExactValue(lhs.text), let r = ExactValue(rhs.text) else { return false }
        return l == r
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .int(let value):
            hasher.combine(value)
        case .literal(let text, _):
            // Equal values hash alike: a literal denoting an Int-sized integer hashes as that Int.
            if let decimal = ExactValue(text) {
                if let value = decimal.intValue { hasher.combine(value) } else { hasher.combine(decimal) }
            } else {
                hasher.combine(text)
            }
        }
    }

    /// A number's exact value as `±0.d₁d₂…dₙ × 10^exponent`, without leading or trailing zero digits;
    /// zero has no digits and a zero exponent.
    struct ExactValue: Hashable {
        var negative: Bool
        var digits: [UInt8]
        var exponent: Int

        /// Parses JSON number text; nil for text that is not a number or whose exponent overflows `Int`.
        init?(_ text: String) {
            var bytes = Array(text.utf8)[...]
            negative = bytes.first == UInt8(ascii: "-")
            if negative { bytes = bytes.dropFirst() }
            var all: [UInt8] = []
            var pointPosition: Int? = nil
            var exponentPart = 0
            while let b = bytes.first {
                if b >= 0x30 && b <= 0x39 {
                    all.append(b - 0x30)
                } else if b == UInt8(ascii: ".") {
                    pointPosition = all.count
                } else if b | 0x20 == UInt8(ascii: "e") {
                    guard let e = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)) else { return nil }
                    exponentPart = e
                    break
                } else {
                    return nil
                }
                bytes = bytes.dropFirst()
            }
            guard !all.isEmpty else { return nil }
            var integerDigits = pointPosition ?? all.count
            let leading = all.prefix(while: { $0 == 0 }).count
            all.removeFirst(leading)
            integerDigits -= leading
            while all.last == 0 { all.removeLast() }
            digits = all
            if all.isEmpty {
                negative = false
                exponent = 0
                return
            }
            let (sum, overflow) = integerDigits.addingReportingOverflow(exponentPart)
            guard !overflow else { return nil }
            exponent = sum
        }

        /// The value as `Int` when it is an integer that fits (`1.0`, `2e3`, `-0`).
        var intValue: Int? {
            if digits.isEmpty { return 0 }
            guard exponent >= digits.count, exponent <= 19 else { return nil }
            var text = negative ? "-" : ""
            for d in digits { text.unicodeScalars.append(Unicode.Scalar(d + 0x30)) }
            text += String(repeating: "0", count: exponent - digits.count)
            return Int(text)
        }
    }

    public var description: String { text }
}
