/// An output of the implementation (a composed list or object) and the invariants it must keep on every input
/// (`outputs` files).
///
/// `check` calls the product's registered output subject with every example input and then `runs` inputs
/// generated from `input` (a JSON Schema), and holds each invariant on every output; the first input an invariant
/// fails on is shrunk to a smallest counterexample.
package struct OutputSpec: Sendable {
    package var id: String
    package var title: String?
    /// The JSON Schema (the event-schema compiler's subset) the generated inputs follow, as written.
    package var input: JSONNode
    /// The schema's JSON pointer within its file (`/outputs/0/input`).
    package var inputPointer: String
    /// How many inputs to generate after the examples (1...100,000; default 100).
    package var runs: Int
    package var examples: [OutputExample]
    package var invariants: [OutputInvariant]
    package var info: ElementInfo
    package var origin: Origin

    /// The default number of generated inputs.
    package static let defaultRuns = 100
    /// The allowed numbers of generated inputs.
    package static let runsRange = 1...100_000

    package init(
        id: String, title: String? = nil, input: JSONNode = JSONNode(.object([]), at: .start),
        inputPointer: String = "",
        runs: Int = OutputSpec.defaultRuns, examples: [OutputExample] = [], invariants: [OutputInvariant] = [],
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.input = input
        self.inputPointer = inputPointer
        self.runs = runs
        self.examples = examples
        self.invariants = invariants
        self.info = info
        self.origin = origin
    }
}

/// A named input always asked before the generated ones.
package struct OutputExample: Hashable, Sendable {
    package var name: String
    package var input: JSONValue
    package var origin: Origin

    package init(name: String, input: JSONValue, origin: Origin = .synthetic()) {
        self.name = name
        self.input = input
        self.origin = origin
    }
}

/// One invariant over an output: a quantifier over a collection the output holds, with its filter and condition.
///
/// Expressions are the machine expression language over the roots `input`, `output`, and inside a quantifier the
/// element (named by `as`, default `item`) and `index`.
package struct OutputInvariant: Hashable, Sendable {
    /// Which quantifier the invariant uses (exactly one per invariant).
    package enum Quantifier: String, CaseIterable, Codable, Sendable {
        /// `holds` is true of every element that matches `where`.
        case forAll
        /// At least one element matches `where`.
        case exists
        /// The number of elements matching `where` is within `atLeast` / `atMost` / `equals`.
        case count
        /// No two elements (matching `where`) have the same `by` key.
        case unique
        /// Elements (matching `where`) are sorted by `keys`, the first key first.
        case orderedBy
        /// Completeness: every element of the collection (an input's, usually) that matches `where` appears in
        /// `appearsIn` (an output's), as some element there (named by `shownAs`, default `shown`) for which
        /// `matchedBy` holds.
        case everyOf
    }

    /// The direction of one sort key.
    package enum Order: String, CaseIterable, Codable, Sendable {
        case ascending, descending
    }

    /// One sort key of `orderedBy`.
    package struct OrderKey: Hashable, Sendable {
        package var key: Located<String>
        package var order: Order

        package init(key: Located<String>, order: Order = .ascending) {
            self.key = key
            self.order = order
        }
    }

    /// A bound of `count`: a number or an expression over `input` and `output`.
    package enum Bound: Hashable, Sendable {
        case number(Int)
        case expression(Located<String>)
    }

    package var id: String
    package var title: String?
    package var quantifier: Quantifier
    /// The collection the quantifier walks (`output.cards`), an expression.
    package var collection: Located<String>
    /// The element's name inside the quantifier (`as`, default `item`).
    package var element: String
    /// `when`: only inputs (and their outputs) where it holds count.
    package var when: Located<String>?
    /// `where`: only elements where it holds count.
    package var filter: Located<String>?
    /// `holds` (forAll).
    package var holds: Located<String>?
    /// `atLeast`, `atMost`, `equals` (count).
    package var atLeast: Bound?
    package var atMost: Bound?
    package var equals: Bound?
    /// `by` (unique).
    package var by: Located<String>?
    /// `keys` (orderedBy).
    package var keys: [OrderKey]
    /// `appearsIn` (everyOf): the collection each qualifying element must appear in (`output.cards`).
    package var appearsIn: Located<String>?
    /// `shownAs` (everyOf): the name of an `appearsIn` element in `matchedBy`.
    package var shownAs: String = OutputInvariant.defaultShown
    /// `matchedBy` (everyOf): when an `appearsIn` element is the qualifying element (`shown.id == item.id`).
    package var matchedBy: Located<String>?
    /// `unlessAtLeast` (everyOf): a cap. A qualifying element may be missing once at least this many qualifying
    /// elements appear (a feed tier that shows its cap of cards); below it, none may be missing.
    package var unlessAtLeast: Bound?
    package var info: ElementInfo
    package var origin: Origin

    /// The element name used when `as` is absent.
    package static let defaultElement = "item"
    /// The name of an `appearsIn` element used when `shownAs` is absent.
    package static let defaultShown = "shown"

    package init(
        id: String, title: String? = nil, quantifier: Quantifier, collection: Located<String>,
        element: String = OutputInvariant.defaultElement,
        when: Located<String>? = nil, filter: Located<String>? = nil, holds: Located<String>? = nil,
        atLeast: Bound? = nil,
        atMost: Bound? = nil, equals: Bound? = nil, by: Located<String>? = nil, keys: [OrderKey] = [],
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.quantifier = quantifier
        self.collection = collection
        self.element = element
        self.when = when
        self.filter = filter
        self.holds = holds
        self.atLeast = atLeast
        self.atMost = atMost
        self.equals = equals
        self.by = by
        self.keys = keys
        self.info = info
        self.origin = origin
    }

    /// Every expression the invariant carries, with what it is (`holds`, `keys/0/key`) and the roots it may name.
    package var expressions: [(role: String, source: Located<String>, roots: Set<String>)] {
        let outer: Set<String> = ["input", "output"]
        let inner = outer.union([element, "index"])
        var result: [(String, Located<String>, Set<String>)] = []
        if let when { result.append(("when", when, outer)) }
        result.append((quantifier.rawValue, collection, outer))
        if let filter { result.append(("where", filter, inner)) }
        if let holds { result.append(("holds", holds, inner)) }
        for (name, bound) in [
            ("atLeast", atLeast), ("atMost", atMost), ("equals", equals), ("unlessAtLeast", unlessAtLeast),
        ] {
            if case .expression(let e)? = bound { result.append((name, e, outer)) }
        }
        if let by { result.append(("by", by, inner)) }
        for (i, key) in keys.enumerated() { result.append(("keys/\(i)/key", key.key, inner)) }
        if let appearsIn { result.append(("appearsIn", appearsIn, outer)) }
        if let matchedBy { result.append(("matchedBy", matchedBy, inner.union([shownAs]))) }
        return result
    }

    /// The invariant in one line, as written (`count output.cards where card.tier == 1 atMost 3`).
    package var summary: String {
        var parts = ["\(quantifier.rawValue) \(collection.value)"]
        if element != Self.defaultElement { parts.append("as \(element)") }
        if let filter { parts.append("where \(filter.value)") }
        if let holds { parts.append("holds \(holds.value)") }
        for (name, bound) in [("atLeast", atLeast), ("atMost", atMost), ("equals", equals)] {
            guard let bound else { continue }
            switch bound {
            case .number(let n): parts.append("\(name) \(n)")
            case .expression(let e): parts.append("\(name) \(e.value)")
            }
        }
        if let by { parts.append("by \(by.value)") }
        if !keys.isEmpty {
            parts.append("keys " + keys.map { "\($0.key.value) \($0.order.rawValue)" }.joined(separator: ", "))
        }
        if let when { parts.append("when \(when.value)") }
        return parts.joined(separator: " ")
    }
}
