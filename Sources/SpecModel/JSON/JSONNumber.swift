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

    /// Whether the value is mathematically an integer (`2`, `2.0`, `2e3`), as JSON Schema's `integer` type asks.
    public var isIntegral: Bool {
        if isInteger { return true }
        let d = doubleValue
        return d.isFinite && d == d.rounded()
    }

    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        if lhs.isInteger && rhs.isInteger {
            if lhs.text == rhs.text { return true }
            if let l = lhs.intValue, let r = rhs.intValue { return l == r }
            return lhs.text == rhs.text
        }
        return lhs.doubleValue == rhs.doubleValue
    }

    public func hash(into hasher: inout Hasher) {
        let d = doubleValue
        hasher.combine(d == 0 ? 0 : d)
    }

    public var description: String { text }
}
