import SpecModel

extension SchemaWalker {
    /// `type`: `integer` accepts any integral number (`1.0` too), as 2020-12 defines it.
    @inline(__always)
    static func hasType(_ value: JSONValue, _ types: TypeSet) -> Bool {
        switch value {
        case .null: return types.contains(.null)
        case .bool: return types.contains(.boolean)
        case .string: return types.contains(.string)
        case .array: return types.contains(.array)
        case .object: return types.contains(.object)
        case .number(let n):
            if types.contains(.number) { return true }
            return types.contains(.integer) && n.isIntegral
        }
    }

    /// The type name of a value for messages: integral numbers are `integer`.
    static func typeName(_ value: JSONValue) -> String {
        if case .number(let n) = value { return n.isIntegral ? "integer" : "number" }
        return value.typeName
    }

    /// A short rendering of a value for messages.
    static func render(_ value: JSONValue) -> String {
        let text = JSONWriter(indent: 0).string(value)
        guard text.count > 60 else { return text }
        return String(text.prefix(57)) + "..."
    }

    /// -1, 0 or 1 as `n` is below, at or above `limit`; exact for integers that fit `Int`.
    @inline(__always)
    static func compare(_ n: JSONNumber, _ limit: NumberLimit) -> Int {
        if n.isInteger, let l = limit.int, let i = Int(n.text) {
            return i < l ? -1 : (i > l ? 1 : 0)
        }
        let d = n.doubleValue
        return d < limit.double ? -1 : (d > limit.double ? 1 : 0)
    }

    /// `multipleOf`: exact for integers; for decimals the quotient must be integral within 1e-9
    /// (relative), so `0.3` is a multiple of `0.1` despite binary rounding.
    static func isMultiple(_ n: JSONNumber, of limit: NumberLimit) -> Bool {
        if n.isInteger, let m = limit.int, let i = Int(n.text) { return i % m == 0 }
        let q = n.doubleValue / limit.double
        guard q.isFinite else { return false }
        return abs(q - q.rounded()) <= 1e-9 * max(1, abs(q))
    }

    /// Whether `s` has fewer than `n` code points; counts only when the UTF-8 size cannot decide.
    @inline(__always)
    static func length(_ s: String, isBelow n: Int) -> Bool {
        let bytes = s.utf8.count
        if bytes < n { return true }
        if bytes >= 4 * n { return false }
        return s.unicodeScalars.count < n
    }

    /// Whether `s` has more than `n` code points.
    @inline(__always)
    static func length(_ s: String, isAbove n: Int) -> Bool {
        let bytes = s.utf8.count
        if bytes <= n { return false }
        return s.unicodeScalars.count > n
    }
}
