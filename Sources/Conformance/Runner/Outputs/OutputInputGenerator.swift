import Foundation
import SpecModel

/// Generates input values from an output's input schema (the event-schema compiler's subset), deterministically
/// from a `SeededGenerator`.
///
/// Objects get every required property and each optional one two times in three; arrays a length from
/// `minItems` to `maxItems` (default at most 8), often an end; integers and numbers a bound of their range or an
/// interior value; strings an `enum` member, `const`, a length within `minLength`/`maxLength`, or a `date-time`,
/// `uuid`, `email` or `uri` when the format says so; `oneOf`/`anyOf` one branch; `$ref` within the schema root.
/// The caller validates each value against the compiled schema (a `pattern` or a `not` is not generated for)
/// and asks again when it fails.
///
/// `boundaries` names, per property name, values a property of that name must take (`InvariantConstants`: `c - 1`,
/// `c` and `c + 1` of each integer an invariant compares it with, each string or boolean it says it equals): each
/// one the property's schema allows is generated the first times the property is, in order, and afterwards one of
/// them every other time.
struct OutputInputGenerator {
    /// The schema root, for `$ref`.
    let root: JSONValue
    /// Values to generate per property name.
    let boundaries: [String: [JSONValue]]
    /// The boundary values not generated yet, per property name.
    private var pending: [String: [JSONValue]]

    init(root: JSONValue, boundaries: [String: [JSONValue]] = [:]) {
        self.root = root
        self.boundaries = boundaries
        pending = boundaries
    }
    /// The longest array generated when a schema gives no `maxItems`.
    static let defaultMaxItems = 8
    /// How deep nested values go before arrays are left empty and optional properties out.
    static let maxDepth = 12

    mutating func generate(_ rng: inout SeededGenerator) -> JSONValue {
        value(root, &rng, depth: 0, property: nil)
    }

    private func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#") else { return nil }
        var node = root
        for raw in ref.dropFirst().split(separator: "/", omittingEmptySubsequences: true) {
            let token = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            if let object = node.objectValue, let next = object[token] {
                node = next
            } else if let array = node.arrayValue, let i = Int(token), array.indices.contains(i) {
                node = array[i]
            } else {
                return nil
            }
        }
        return node
    }

    private mutating func value(_ schema: JSONValue, _ rng: inout SeededGenerator, depth: Int, property: String?)
        -> JSONValue
    {
        guard var s = schema.objectValue else { return .null }
        if let ref = s["$ref"]?.stringValue, let target = resolve(ref), depth < Self.maxDepth * 2 {
            s["$ref"] = nil
            if s.keys.allSatisfy({ !Self.assertions.contains($0) }) {
                return value(target, &rng, depth: depth + 1, property: property)
            }
            if let t = target.objectValue { s.merge(t) { own, _ in own } }
        }
        if let all = s["allOf"]?.arrayValue {
            s["allOf"] = nil
            for part in all { if let p = part.objectValue { s.merge(p) { own, _ in own } } }
        }
        if let const = s["const"] { return const }
        if let members = s["enum"]?.arrayValue, !members.isEmpty {
            return boundary(property, &rng) { members.contains($0) } ?? members[rng.below(members.count)]
        }
        for key in ["oneOf", "anyOf"] {
            if let branches = s[key]?.arrayValue, !branches.isEmpty {
                s[key] = nil
                var branch = branches[rng.below(branches.count)].objectValue ?? [:]
                branch.merge(s) { own, _ in own }
                return value(.object(branch), &rng, depth: depth + 1, property: property)
            }
        }
        switch pickType(s, &rng) {
        case "object": return object(s, &rng, depth: depth)
        case "array": return array(s, &rng, depth: depth)
        case "integer": return boundary(property, &rng) { Self.fits($0, s, integral: true) } ?? .int(integer(s, &rng))
        case "number": return boundary(property, &rng) { Self.fits($0, s, integral: false) } ?? number(s, &rng)
        case "string":
            return boundary(property, &rng) { Self.fits($0, s) } ?? .string(string(s, &rng))
        case "boolean": return boundary(property, &rng) { $0.boolValue != nil } ?? .bool(rng.below(2) == 0)
        default: return .null
        }
    }

    /// Keywords that constrain a value (others are annotations or structure).
    private static let assertions: Set<String> = [
        "type", "enum", "const", "properties", "required", "items", "prefixItems", "minItems", "maxItems", "minimum",
        "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength", "format", "pattern", "oneOf", "anyOf",
        "allOf",
        "additionalProperties", "uniqueItems", "multipleOf",
    ]

    private func pickType(_ s: [String: JSONValue], _ rng: inout SeededGenerator) -> String {
        if let t = s["type"]?.stringValue { return t }
        if let ts = s["type"]?.arrayValue?.compactMap(\.stringValue), !ts.isEmpty { return ts[rng.below(ts.count)] }
        if s["properties"] != nil || s["required"] != nil { return "object" }
        if s["items"] != nil || s["prefixItems"] != nil || s["minItems"] != nil { return "array" }
        if s["minimum"] != nil || s["maximum"] != nil { return "number" }
        if s["minLength"] != nil || s["maxLength"] != nil || s["format"] != nil || s["pattern"] != nil {
            return "string"
        }
        return "null"
    }

    private mutating func object(_ s: [String: JSONValue], _ rng: inout SeededGenerator, depth: Int) -> JSONValue {
        let required = Set(s["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        var result: [String: JSONValue] = [:]
        let properties = s["properties"]?.objectValue ?? [:]
        for key in properties.keys.sorted(by: JSONWriter.keyOrder) {
            let present = required.contains(key) || (depth < Self.maxDepth && rng.below(3) != 0)
            if present, let schema = properties[key] {
                result[key] = value(schema, &rng, depth: depth + 1, property: key)
            }
        }
        for key in required.sorted() where result[key] == nil { result[key] = .null }
        return .object(result)
    }

    private mutating func array(_ s: [String: JSONValue], _ rng: inout SeededGenerator, depth: Int) -> JSONValue {
        let prefix = s["prefixItems"]?.arrayValue ?? []
        let lo = max(s["minItems"]?.intValue ?? 0, 0)
        var hi = s["maxItems"]?.intValue ?? max(Self.defaultMaxItems, lo)
        if depth >= Self.maxDepth { hi = lo }
        hi = max(hi, lo)
        let count: Int
        switch rng.below(6) {
        case 0: count = lo
        case 1: count = hi
        default: count = lo + rng.below(hi - lo + 1)
        }
        let unique = s["uniqueItems"]?.boolValue == true
        var items: [JSONValue] = []
        for i in 0..<count {
            let schema = i < prefix.count ? prefix[i] : (s["items"] ?? .object([:]))
            var item = value(schema, &rng, depth: depth + 1, property: nil)
            if unique {
                var tries = 0
                while items.contains(item) && tries < 8 {
                    item = value(schema, &rng, depth: depth + 1, property: nil)
                    tries += 1
                }
            }
            items.append(item)
        }
        return .array(items)
    }

    /// The integer range of a schema: its bounds (exclusive ones moved inwards), else 0...100 around the one given.
    private func range(_ s: [String: JSONValue]) -> (lo: Double, hi: Double) {
        var lo = s["minimum"]?.numberValue?.doubleValue
        var hi = s["maximum"]?.numberValue?.doubleValue
        if let x = s["exclusiveMinimum"]?.numberValue?.doubleValue { lo = max(lo ?? -.infinity, x + 1) }
        if let x = s["exclusiveMaximum"]?.numberValue?.doubleValue { hi = min(hi ?? .infinity, x - 1) }
        switch (lo, hi) {
        case (let l?, let h?): return (l, max(l, h))
        case (let l?, nil): return (l, l + 100)
        case (nil, let h?): return (min(0, h - 100), h)
        default: return (0, 100)
        }
    }

    /// A boundary value of `property` that `fits`: the next one not generated yet, else every other time a random
    /// one; nil when the property has none that fits, or the draw says otherwise.
    private mutating func boundary(
        _ property: String?, _ rng: inout SeededGenerator, fits: (JSONValue) -> Bool
    ) -> JSONValue? {
        guard let property, let values = boundaries[property] else { return nil }
        var queue = pending[property] ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            pending[property] = queue
            if fits(next) { return next }
        }
        let fitting = values.filter(fits)
        guard !fitting.isEmpty, rng.below(2) == 0 else { return nil }
        return fitting[rng.below(fitting.count)]
    }

    /// Whether `value` is a number within the schema's bounds (an integer, a multiple of `multipleOf`).
    static func fits(_ value: JSONValue, _ s: [String: JSONValue], integral: Bool) -> Bool {
        guard let n = value.numberValue else { return false }
        let x = n.doubleValue
        func bound(_ key: String) -> Double? { s[key]?.numberValue?.doubleValue }
        let step = bound("multipleOf") ?? (integral ? 1 : 0)
        return x >= bound("minimum") ?? -.infinity && x <= bound("maximum") ?? .infinity
            && x > bound("exclusiveMinimum") ?? -.infinity && x < bound("exclusiveMaximum") ?? .infinity
            && (step == 0 || (x / step).rounded() == x / step)
    }

    /// Whether `value` is a string of a length the schema allows.
    static func fits(_ value: JSONValue, _ s: [String: JSONValue]) -> Bool {
        guard let text = value.stringValue else { return false }
        let length = text.count
        return length >= s["minLength"]?.intValue ?? 0 && length <= s["maxLength"]?.intValue ?? .max
    }

    private func integer(_ s: [String: JSONValue], _ rng: inout SeededGenerator) -> Int {
        let (l, h) = range(s)
        let lo = Int(l.rounded(.up))
        let hi = max(Int(h.rounded(.down)), Int(l.rounded(.up)))
        var n: Int
        switch rng.below(6) {
        case 0: n = lo
        case 1: n = hi
        default: n = lo + rng.below(min(hi - lo, 1_000_000) + 1)
        }
        if let m = s["multipleOf"]?.numberValue?.doubleValue, m >= 1, m == m.rounded() {
            let step = Int(m)
            n = n - ((n % step) + step) % step
            if n < lo { n += step }
        }
        return n
    }

    private func number(_ s: [String: JSONValue], _ rng: inout SeededGenerator) -> JSONValue {
        var (lo, hi) = range(s)
        if let x = s["exclusiveMinimum"]?.numberValue?.doubleValue { lo = max(lo, x + 0.5) }
        if let x = s["exclusiveMaximum"]?.numberValue?.doubleValue { hi = min(hi, x - 0.5) }
        switch rng.below(6) {
        case 0: return Self.number(lo)
        case 1: return Self.number(hi)
        case 2: return .int(integer(s, &rng))
        default:
            let fraction = Double(rng.below(1000)) / 1000
            return Self.number(min(max(((lo + (hi - lo) * fraction) * 100).rounded() / 100, lo), hi))
        }
    }

    static func number(_ x: Double) -> JSONValue {
        x == x.rounded() && abs(x) < 1e15 ? .int(Int(x)) : .double(x)
    }

    private func string(_ s: [String: JSONValue], _ rng: inout SeededGenerator) -> String {
        switch s["format"]?.stringValue {
        case "date-time":
            return String(
                format: "2026-%02d-%02dT%02d:%02d:00Z", 1 + rng.below(12), 1 + rng.below(28), rng.below(24),
                rng.below(60))
        case "uuid":
            return String(format: "00000000-0000-4000-8000-%012d", rng.below(1_000_000))
        case "email":
            return "user\(rng.below(100))@example.com"
        case "uri":
            return "https://example.com/\(rng.below(100))"
        default: break
        }
        let lo = max(s["minLength"]?.intValue ?? 0, 0)
        let hi = max(s["maxLength"]?.intValue ?? lo + 8, lo)
        let count: Int
        switch rng.below(6) {
        case 0: count = lo
        case 1: count = hi
        default: count = lo + rng.below(min(hi - lo, 64) + 1)
        }
        let letters = Array("abcdefghij")
        return String((0..<count).map { _ in letters[rng.below(letters.count)] })
    }
}
