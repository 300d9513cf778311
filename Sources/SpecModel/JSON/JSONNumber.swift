/// A JSON number that keeps its exact source text.
///
/// Integers and decimals stay distinct (`1` is an integer, `1.0` is not), and numbers that do not fit
/// `Int` or `Double` (20-digit integers, `1e400`) keep their text, so nothing is lost or confused.
/// Two numbers are equal when they denote the same value (`1 == 1.0`), as JSON Schema defines it.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number exactly as written.
    public let text: String
    /// Whether the text has neither a fraction nor an exponent.
    public let isInteger: Bool

    /// Creates a number from its JSON text. The text is trusted to be valid JSON number syntax.
    public init(text: String, isInteger: Bool) {
        self.text = text
        self.isInteger = isInteger
    }

    public init(_ value: Int) {
        self.text = String(value)
        self.isInteger = true
    }

    public init(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            self.text = String(Int(value)) + ".0"
        } else {
            self.text = String(value)
        }
        self.isInteger = false
    }

    /// The value as `Int` when the text is an integer that fits.
    public var intValue: Int? { isInteger ? Int(text) : nil }

    /// The value as `Double` (may be infinite for `1e400`, rounded for long integers).
    public var doubleValue: Double { Double(text) ?? .nan }

    /// Whether the value is mathematically an integer (`2`, `2.0`, `2e3`, `1e400`), as JSON Schema's
    /// `integer` type asks.
    public var isIntegral: Bool {
        if isInteger { return true }
        guard let decimal = ExactValue(text) else { return doubleValue == doubleValue.rounded() }
        return decimal.digits.isEmpty || decimal.exponent >= decimal.digits.count
    }

    /// Numbers are equal when they denote the same value, compared exactly on their decimal text:
    /// `1 == 1.0 == 1e0`, `-0 == 0`, while `1e400 != 2e400` and 20-digit integers compare digit by digit.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        if lhs.text == rhs.text { return true }
        guard let l = ExactValue(lhs.text), let r = ExactValue(rhs.text) else { return false }
        return l == r
    }

    public func hash(into hasher: inout Hasher) {
        if let decimal = ExactValue(text) {
            hasher.combine(decimal)
        } else {
            hasher.combine(text)
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
    }

    public var description: String { text }
}
