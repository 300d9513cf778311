import SpecModel
import StateMachine

/// Holds one output invariant on one input and its output.
///
/// Expressions are parsed once; each is evaluated with the roots `input`, `output`, and inside the quantifier the
/// element (its `as` name) and `index`.
struct InvariantEvaluator {
    /// What one input and output said about the invariant.
    enum Verdict: Hashable {
        /// `when` was false: the input does not count.
        case notApplicable
        /// The invariant held; `exercised` is false when it held vacuously (no element matched, too few to compare).
        case held(exercised: Bool)
        /// The invariant failed; the witness says where and why.
        case failed(String)
    }

    let invariant: OutputInvariant
    private var parsed: [String: Expression] = [:]
    /// The first expression that does not parse, if any (lint reports it; the check fails with it).
    private(set) var parseError: String?

    init(_ invariant: OutputInvariant) {
        self.invariant = invariant
        for (role, source, _) in invariant.expressions where parsed[source.value] == nil {
            switch Expression.parse(source.value) {
            case .success(let e): parsed[source.value] = e
            case .failure(let error):
                parseError = parseError ?? "\(role) \"\(source.value)\" does not parse: \(error.message)"
            }
        }
    }

    private struct Failure: Error {
        let message: String
    }

    private func evaluate(_ source: Located<String>, _ roots: [String: JSONValue]) throws(Failure) -> JSONValue {
        guard let e = parsed[source.value] else { throw Failure(message: "\"\(source.value)\" does not parse") }
        switch e.evaluate(context: roots, event: .null) {
        case .success(let v): return v
        case .failure(let error): throw Failure(message: "\(source.value) cannot be evaluated: \(error)")
        }
    }

    private func truth(_ source: Located<String>, _ roots: [String: JSONValue]) throws(Failure) -> Bool {
        let v = try evaluate(source, roots)
        guard case .bool(let b) = v else { throw Failure(message: "\(source.value) is \(Self.text(v)), not a boolean") }
        return b
    }

    /// The verdict on `input` and its `output`.
    func verdict(input: JSONValue, output: JSONValue) -> Verdict {
        if let parseError { return .failed(parseError) }
        do throws(Failure) {
            return try check(["input": input, "output": output])
        } catch {
            return .failed(error.message)
        }
    }

    private func check(_ outer: [String: JSONValue]) throws(Failure) -> Verdict {
        let inv = invariant
        if let when = inv.when, !(try truth(when, outer)) { return .notApplicable }
        let collection = try evaluate(inv.collection, outer)
        guard let elements = collection.arrayValue else {
            throw Failure(
                message: "\(inv.collection.value) is \(collection.typeName), not an array: \(Self.text(collection))")
        }
        var matching: [(index: Int, element: JSONValue, roots: [String: JSONValue])] = []
        for (i, element) in elements.enumerated() {
            var roots = outer
            roots[inv.element] = element
            roots["index"] = .int(i)
            if let filter = inv.filter, !(try truth(filter, roots)) { continue }
            matching.append((i, element, roots))
        }
        let of = "of \(inv.collection.value)" + (inv.filter.map { " where \($0.value)" } ?? "")
        switch inv.quantifier {
        case .forAll:
            guard let holds = inv.holds else { return .held(exercised: !matching.isEmpty) }
            for m in matching where !(try truth(holds, m.roots)) {
                return .failed("element \(m.index) \(of) is \(Self.text(m.element)): \(holds.value) is false")
            }
            return .held(exercised: !matching.isEmpty)
        case .exists:
            if matching.isEmpty {
                return .failed("no element \(of) matched (\(elements.count) element\(elements.count == 1 ? "" : "s"))")
            }
            return .held(exercised: true)
        case .count:
            let n = matching.count
            let indices = matching.isEmpty ? "none" : matching.map { String($0.index) }.joined(separator: ", ")
            for (name, words, bound) in [
                ("atLeast", "at least", inv.atLeast), ("atMost", "at most", inv.atMost),
                ("equals", "exactly", inv.equals),
            ] {
                guard let bound else { continue }
                let limit = try value(of: bound, name: name, outer)
                let ok = name == "atLeast" ? n >= limit : name == "atMost" ? n <= limit : n == limit
                if !ok {
                    return .failed(
                        "\(n) element\(n == 1 ? "" : "s") \(of) matched (indices \(indices)), expected \(words) \(limit)"
                    )
                }
            }
            // A count of nothing holds of any bound but `atLeast`: it is exercised by an element it counted.
            return .held(exercised: n > 0)
        case .unique:
            guard let by = inv.by else { return .held(exercised: matching.count > 1) }
            var seen: [(JSONValue, Int)] = []
            for m in matching {
                let key = try evaluate(by, m.roots)
                if let first = seen.first(where: { $0.0 == key }) {
                    return .failed(
                        "elements \(first.1) and \(m.index) \(of) have the same key \(by.value) = \(Self.text(key))")
                }
                seen.append((key, m.index))
            }
            return .held(exercised: matching.count > 1)
        case .orderedBy:
            guard matching.count > 1 else { return .held(exercised: false) }
            for (a, b) in zip(matching, matching.dropFirst()) {
                for key in inv.keys {
                    let ka = try evaluate(key.key, a.roots)
                    let kb = try evaluate(key.key, b.roots)
                    guard let order = Self.compare(ka, kb) else {
                        throw Failure(
                            message:
                                "\(key.key.value) of elements \(a.index) and \(b.index) cannot be compared: \(Self.text(ka)) and \(Self.text(kb))"
                        )
                    }
                    if order == 0 { continue }
                    if (order < 0) == (key.order == .ascending) { break }
                    let keys = inv.keys.map { $0.key.value + " " + $0.order.rawValue }.joined(separator: ", ")
                    return .failed(
                        "elements \(a.index) and \(b.index) \(of) are out of order by \(keys): \(key.key.value) is \(Self.text(ka)) then \(Self.text(kb)) (\(Self.text(a.element)) before \(Self.text(b.element)))"
                    )
                }
            }
            return .held(exercised: true)
        case .everyOf:
            return try complete(matching, of: of, outer)
        }
    }

    /// `everyOf`: each qualifying element has an element of `appearsIn` that `matchedBy` pairs it with.
    private func complete(
        _ matching: [(index: Int, element: JSONValue, roots: [String: JSONValue])], of: String,
        _ outer: [String: JSONValue]
    ) throws(Failure) -> Verdict {
        let inv = invariant
        guard let appearsIn = inv.appearsIn, let matchedBy = inv.matchedBy else {
            return .held(exercised: !matching.isEmpty)
        }
        let shown = try evaluate(appearsIn, outer)
        guard let candidates = shown.arrayValue else {
            throw Failure(message: "\(appearsIn.value) is \(shown.typeName), not an array: \(Self.text(shown))")
        }
        var missing: (index: Int, element: JSONValue)?
        var shownCount = 0
        for m in matching {
            var found = false
            for candidate in candidates {
                var roots = m.roots
                roots[inv.shownAs] = candidate
                if try truth(matchedBy, roots) {
                    found = true
                    break
                }
            }
            if found {
                shownCount += 1
            } else if missing == nil {
                missing = (m.index, m.element)
                if inv.unlessAtLeast == nil { break }
            }
        }
        guard let missing else { return .held(exercised: !matching.isEmpty) }
        var capped = ""
        if let cap = inv.unlessAtLeast {
            let limit = try value(of: cap, name: "unlessAtLeast", outer)
            if shownCount >= limit { return .held(exercised: true) }
            capped = "; \(shownCount) qualifying element\(shownCount == 1 ? "" : "s") shown, fewer than \(limit)"
        }
        return .failed(
            "element \(missing.index) \(of) is \(Self.text(missing.element)), and no element of \(appearsIn.value) (\(candidates.count)) matches \(matchedBy.value): it is missing\(capped)"
        )
    }

    private func value(of bound: OutputInvariant.Bound, name: String, _ roots: [String: JSONValue]) throws(Failure)
        -> Int
    {
        switch bound {
        case .number(let n): return n
        case .expression(let e):
            let v = try evaluate(e, roots)
            guard let n = v.numberValue, n.isIntegral, let i = Int(exactly: n.doubleValue) else {
                throw Failure(message: "\(name) \(e.value) is \(Self.text(v)), not an integer")
            }
            return i
        }
    }

    /// -1, 0, 1 for two numbers, two strings or two booleans (false before true); nil otherwise.
    static func compare(_ a: JSONValue, _ b: JSONValue) -> Int? {
        switch (a, b) {
        case (.number(let x), .number(let y)):
            let (p, q) = (x.doubleValue, y.doubleValue)
            return p < q ? -1 : p > q ? 1 : 0
        case (.string(let x), .string(let y)):
            let (p, q) = (Array(x.utf8), Array(y.utf8))
            return p.lexicographicallyPrecedes(q) ? -1 : p == q ? 0 : 1
        case (.bool(let x), .bool(let y)):
            return x == y ? 0 : (x ? 1 : -1)
        case (.null, .null):
            return 0
        default:
            return nil
        }
    }

    /// Canonical one-line JSON (sorted keys).
    static func text(_ value: JSONValue) -> String {
        JSONWriter(indent: 0).string(value)
    }
}
