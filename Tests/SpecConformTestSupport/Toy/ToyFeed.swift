import Conformance
import SpecModel
import Testing

/// A toy output: a feed composed from items (deduplicated by ID, sorted by tier ascending then score descending,
/// capped at `cap`; a card is urgent in tier 1, hot from a score of 90), its invariants, and a composer with one planted defect at a time: the negative controls of
/// output invariant checks.
package enum ToyFeed {
    package static let outputs = """
        {"kind": "outputs", "version": 1, "product": "feed", "outputs": [
          {"id": "feed", "title": "the composed feed", "runs": 200,
           "input": {"type": "object", "required": ["cap", "items"], "properties": {
             "cap": {"type": "integer", "minimum": 1, "maximum": 5},
             "note": {"type": "string", "maxLength": 5},
             "items": {"type": "array", "maxItems": 8, "items": {"$ref": "#/$defs/item"}}},
             "$defs": {"item": {"type": "object", "required": ["id", "tier", "score"], "properties": {
               "id": {"type": "integer", "minimum": 0, "maximum": 9},
               "tier": {"type": "integer", "minimum": 1, "maximum": 3},
               "score": {"type": "integer", "minimum": 0, "maximum": 100},
               "label": {"enum": ["hot", "new"]}}}}},
           "examples": [{"name": "two urgent", "input": {"cap": 2, "items": [{"id": 1, "tier": 1, "score": 5}, {"id": 2, "tier": 1, "score": 9}]}}],
           "invariants": [
             {"id": "FEED-01", "title": "a tier-1 card is flagged urgent", "forAll": "output.cards", "as": "card",
              "where": "card.tier == 1", "holds": "card.urgent", "traces": ["REQ-1"]},
             {"id": "FEED-02", "title": "at most cap cards", "count": "output.cards", "atMost": "input.cap"},
             {"id": "FEED-03", "title": "no card twice", "unique": "output.cards", "as": "card", "by": "card.id"},
             {"id": "FEED-04", "title": "tier first, then the best score", "orderedBy": "output.cards", "as": "card",
              "keys": [{"key": "card.tier", "order": "ascending"}, {"key": "card.score", "order": "descending"}]},
             {"id": "FEED-05", "title": "items give a non-empty feed", "exists": "output.cards", "when": "input.items != []"}]}]}
        """

    /// The feed's outputs file with `invariants` (JSON objects, comma-separated) instead of FEED-01 to FEED-05.
    package static func outputs(invariants: String) -> String {
        let head = outputs.components(separatedBy: #""invariants": ["#)[0]
        return head + #""invariants": ["# + invariants + "]}]}"
    }

    /// The feed with a cap of 5 and at most 5 items, so that every distinct item must appear, and FEED-06 saying so
    /// (an `everyOf` completeness invariant), besides FEED-01 to FEED-05.
    package static let completeOutputs =
        outputs
        .replacingOccurrences(
            of: #""cap": {"type": "integer", "minimum": 1, "maximum": 5}"#,
            with: #""cap": {"type": "integer", "minimum": 5, "maximum": 5}"#
        )
        .replacingOccurrences(of: #""maxItems": 8"#, with: #""maxItems": 5"#)
        .replacingOccurrences(of: #"{"cap": 2, "items""#, with: #"{"cap": 5, "items""#)
        .replacingOccurrences(
            of: #""when": "input.items != []"}"#,
            with:
                #""when": "input.items != []"}, {"id": "FEED-06", "title": "every item appears", "everyOf": "input.items", "as": "item", "appearsIn": "output.cards", "shownAs": "card", "matchedBy": "card.id == item.id"}"#
        )

    /// The feed with scores up to 100000 and FEED-07 saying that a hot card scores 90 or more: a boundary that inputs
    /// drawn at random from the range almost never meet, so only the values generated at the invariant's constant
    /// (89, 90, 91) show a shift of it.
    package static let hotOutputs =
        outputs
        .replacingOccurrences(
            of: #""score": {"type": "integer", "minimum": 0, "maximum": 100}"#,
            with: #""score": {"type": "integer", "minimum": 0, "maximum": 100000}"#
        )
        .replacingOccurrences(
            of: #""when": "input.items != []"}"#,
            with:
                #""when": "input.items != []"}, {"id": "FEED-07", "title": "a hot card scores 90 or more", "forAll": "output.cards", "as": "card", "where": "card.hot", "holds": "card.score >= 90"}"#
        )

    package static let texts = [
        "product.json": """
        {"kind": "product", "version": 1, "product": "feed", "name": "Feed", "documents": [{"file": "d.txt"}],
         "idPatterns": [{"kind": "invariant", "pattern": "^FEED-[0-9]{2}$"}, {"kind": "req", "pattern": "^REQ-[0-9]$"}]}
        """,
        "outputs.json": outputs,
    ]

    /// The composer's planted defects.
    package enum Defect: String, CaseIterable, Sendable {
        /// One card more than the cap.
        case capOffByOne
        /// Scores sorted ascending within a tier.
        case scoreAscending
        /// A repeated item ID kept.
        case duplicateKept
        /// The last of two or more cards left out: every card shown may be shown, but one that qualifies is missing.
        case dropsLast
    }

    /// The feed composer behind the subject.
    package struct Composer: OutputSubject {
        let defect: Defect?

        package init(defect: Defect? = nil) { self.defect = defect }

        package mutating func output(_ output: String, input: JSONValue) throws -> JSONValue {
            guard output == "feed" else { throw SubjectError("unknown output \(output)") }
            let cap = input["cap"]?.intValue ?? 0
            var seen = Set<Int>()
            var items: [(id: Int, tier: Int, score: Int)] = []
            for item in input["items"]?.arrayValue ?? [] {
                let id = item["id"]?.intValue ?? 0
                guard seen.insert(id).inserted || defect == .duplicateKept else { continue }
                items.append((id, item["tier"]?.intValue ?? 0, item["score"]?.intValue ?? 0))
            }
            let ascending = defect == .scoreAscending
            items.sort { a, b in
                if a.tier != b.tier { return a.tier < b.tier }
                if a.score != b.score { return ascending ? a.score < b.score : a.score > b.score }
                return a.id < b.id
            }
            let cards = items.prefix(defect == .capOffByOne ? cap + 1 : cap).map { item -> JSONValue in
                [
                    "id": .int(item.id), "tier": .int(item.tier), "score": .int(item.score),
                    "urgent": .bool(item.tier == 1), "hot": .bool(item.score >= 90),
                ]
            }
            let shown = defect == .dropsLast && cards.count > 1 ? Array(cards.dropLast()) : Array(cards)
            return ["cards": .array(shown)]
        }
    }

    /// The toy feed bundle (replacing `outputs.json` with `outputsText` when given).
    package static func bundle(outputsText: String? = nil) throws -> SpecBundle {
        var files = texts
        if let outputsText { files["outputs.json"] = outputsText }
        let loaded = SpecLoader.loadBundle(product: "feed", texts: files)
        #expect(loaded.diagnostics.map(\.message) == [])
        return try #require(loaded.catalog.bundle("feed"))
    }

    /// A registry with the composer (with `defect`) serving the output `feed`.
    package static func registry(_ defect: Defect?) -> SubjectRegistry {
        var registry = SubjectRegistry()
        registry.register(.output, product: "feed", elements: ["feed"]) { Composer(defect: defect) }
        return registry
    }
}
