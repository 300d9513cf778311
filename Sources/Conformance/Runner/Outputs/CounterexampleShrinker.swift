import SpecModel

/// Shrinks a failing input to a smaller one that still fails, greedily: the first smaller candidate that still
/// validates against the input schema and still fails is kept, and shrinking starts again from it.
///
/// Candidates, smallest change of size first: an array emptied, halved (first half, second half), one element
/// dropped; an object without one property; a number at 0, at a schema `minimum`, halved towards 0, one step towards
/// 0; a string emptied, at its first `enum` member, halved, one character shorter; `true` as `false`; then the same
/// inside every element and property. Bounded by a budget of subject calls.
struct CounterexampleShrinker {
    /// Strings and numbers the schema names (`enum` and `const` members, `minimum`s), tried as replacements.
    let preferred: [JSONValue]
    /// Whether a candidate follows the input schema.
    let isValid: (JSONValue) -> Bool
    /// The most subject calls shrinking may make.
    var budget = 2000

    /// The strings and numbers the schema names, in document order.
    init(schema: JSONValue, isValid: @escaping (JSONValue) -> Bool) {
        var found: [JSONValue] = []
        Self.collect(schema, into: &found)
        var unique: [JSONValue] = []
        for v in found where !unique.contains(v) { unique.append(v) }
        preferred = unique
        self.isValid = isValid
    }

    private static func collect(_ schema: JSONValue, into found: inout [JSONValue]) {
        switch schema {
        case .object(let o):
            for (key, v) in o.sorted(by: { JSONWriter.keyOrder($0.key, $1.key) }) {
                switch key {
                case "enum": found += v.arrayValue?.filter { $0.stringValue != nil || $0.numberValue != nil } ?? []
                case "const", "minimum", "exclusiveMinimum":
                    if v.stringValue != nil || v.numberValue != nil { found.append(v) }
                default: collect(v, into: &found)
                }
            }
        case .array(let a): for v in a { collect(v, into: &found) }
        default: break
        }
    }

    /// The smallest failing input found from `input` (which fails), and the number of subject calls made.
    func shrink(_ input: JSONValue, fails: (JSONValue) -> Bool) -> (input: JSONValue, calls: Int, steps: Int) {
        var current = input
        var calls = 0
        var steps = 0
        var tried = Set<JSONValue>()
        search: while calls < budget {
            // Smallest candidates first: dropping an array or an element anywhere beats a smaller number, so the
            // budget goes to the edits that remove the most (ties in generation order, so runs repeat).
            let ordered = allCandidates(current).enumerated().map {
                (size: size($0.element), index: $0.offset, value: $0.element)
            }
            .sorted { ($0.size, $0.index) < ($1.size, $1.index) }
            let currentSize = size(current)
            for (candidateSize, _, candidate) in ordered where candidateSize < currentSize && !tried.contains(candidate)
            {
                tried.insert(candidate)
                guard isValid(candidate) else { continue }
                calls += 1
                if fails(candidate) {
                    current = candidate
                    steps += 1
                    continue search
                }
                if calls >= budget { break search }
            }
            break
        }
        return (current, calls, steps)
    }

    /// A size order: fewer elements, properties and characters, smaller magnitudes, earlier schema-named values,
    /// and `false` before `true`.
    func size(_ v: JSONValue) -> Double {
        switch v {
        case .null: return 0
        case .bool(let b): return b ? 1 : 0
        case .number(let n): return min(abs(n.doubleValue), 1e12) / 1e6 + (n.doubleValue < 0 ? 1e-7 : 0)
        case .string(let s):
            if s.isEmpty { return 0 }
            if let i = preferred.firstIndex(of: v) { return Double(i + 1) * 1e-4 }
            return 1 + Double(s.unicodeScalars.count)
        case .array(let a): return 1e7 + a.reduce(0) { $0 + size($1) } + Double(a.count) * 1e7
        case .object(let o): return 1e7 + o.values.reduce(0) { $0 + size($1) } + Double(o.count) * 1e7
        }
    }

    /// Every candidate one edit away, the coarser edits first, then every occurrence of one number or string
    /// replaced at once (two items that must share an ID shrink together).
    func allCandidates(_ v: JSONValue) -> [JSONValue] {
        var result = candidates(v)
        var scalars: [JSONValue] = []
        Self.scalars(v, into: &scalars)
        for scalar in scalars {
            for smaller in candidates(scalar) { result.append(Self.replacing(scalar, with: smaller, in: v)) }
        }
        return result
    }

    private static func scalars(_ v: JSONValue, into found: inout [JSONValue]) {
        switch v {
        case .number, .string: if !found.contains(v) { found.append(v) }
        case .array(let a): for x in a { scalars(x, into: &found) }
        case .object(let o):
            for (_, x) in o.sorted(by: { JSONWriter.keyOrder($0.key, $1.key) }) { scalars(x, into: &found) }
        default: break
        }
    }

    private static func replacing(_ old: JSONValue, with new: JSONValue, in v: JSONValue) -> JSONValue {
        switch v {
        case old: new
        case .array(let a): .array(a.map { replacing(old, with: new, in: $0) })
        case .object(let o): .object(o.mapValues { replacing(old, with: new, in: $0) })
        default: v
        }
    }

    /// Every candidate one edit away, the coarser edits first.
    func candidates(_ v: JSONValue) -> [JSONValue] {
        var result: [JSONValue] = []
        switch v {
        case .array(let a):
            guard !a.isEmpty else { return [] }
            result.append(.array([]))
            if a.count > 1 {
                result.append(.array(Array(a[..<(a.count / 2)])))
                result.append(.array(Array(a[(a.count / 2)...])))
            }
            if a.count > 1 {
                for i in a.indices {
                    var b = a
                    b.remove(at: i)
                    result.append(.array(b))
                }
            }
            for i in a.indices {
                for c in candidates(a[i]) {
                    var b = a
                    b[i] = c
                    result.append(.array(b))
                }
            }
        case .object(let o):
            let keys = o.keys.sorted(by: JSONWriter.keyOrder)
            for key in keys {
                var p = o
                p[key] = nil
                result.append(.object(p))
            }
            for (key, value) in o.sorted(by: { JSONWriter.keyOrder($0.key, $1.key) }) {
                for c in candidates(value) {
                    var p = o
                    p[key] = c
                    result.append(.object(p))
                }
            }
        case .number(let n):
            let x = n.doubleValue
            guard x != 0 else { return [] }
            result.append(.int(0))
            for p in preferred {
                if let y = p.numberValue?.doubleValue, abs(y) < abs(x) || (abs(y) == abs(x) && y > x) {
                    result.append(OutputInputGenerator.number(y))
                }
            }
            if n.isIntegral {
                // Halving, then ever smaller steps towards 0 (i − i/4, i − i/8, …, i ∓ 1): a value that must stay
                // above a boundary reaches it in a logarithmic number of steps.
                let i = Int(x)
                result.append(.int(i / 2))
                var step = abs(i) / 4
                while step > 1 {
                    result.append(.int(i > 0 ? i - step : i + step))
                    step /= 2
                }
                result.append(.int(i > 0 ? i - 1 : i + 1))
            } else {
                result.append(OutputInputGenerator.number(x.rounded(.towardZero)))
                result.append(.double(x / 2))
            }
        case .string(let s):
            guard !s.isEmpty else { return [] }
            result.append(.string(""))
            for p in preferred { if let t = p.stringValue, t != s { result.append(.string(t)) } }
            let chars = Array(s)
            if chars.count > 1 { result.append(.string(String(chars[..<(chars.count / 2)]))) }
            result.append(.string(String(chars.dropLast())))
        case .bool(true):
            result.append(.bool(false))
        default:
            break
        }
        return result
    }
}
