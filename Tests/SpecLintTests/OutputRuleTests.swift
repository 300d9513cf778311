import SpecLint
import SpecModel
import Testing

/// The output invariant lint rules: syntax, unknown roots, invariants that cannot fail, schemas and examples.
@Suite("output invariant lint")
struct OutputRuleTests {
    static func files(
        _ invariants: String, input: String = #"{"type": "object", "properties": {"n": {"type": "integer"}}}"#,
        examples: String = "[]"
    ) -> [String: String] {
        [
            "outputs.json": """
            {"kind": "outputs", "version": 1, "product": "demo", "outputs": [
              {"id": "feed", "input": \(input), "examples": \(examples), "invariants": [\(invariants)]}]}
            """
        ]
    }

    static let good =
        #"{"id": "I-1", "forAll": "output.cards", "as": "card", "where": "index > 0", "holds": "card.n <= input.n"}"#

    @Test("lint.invalid-expression: an invariant expression that does not parse, located in the string")
    func syntax() throws {
        let found = LintFixture.findings(
            "lint.invalid-expression", Self.files(#"{"id": "I-1", "exists": "output.cards", "where": "item.n >"}"#))
        let d = try #require(found.first)
        #expect(found.count == 1 && d.jsonPointer == "/outputs/0/invariants/0/where")
        #expect(d.message.hasPrefix("where of invariant I-1 does not parse"))
        #expect(LintFixture.findings("lint.invalid-expression", Self.files(Self.good)).isEmpty)
    }

    @Test("lint.output-unknown-root: a root other than input, output, the element and index, with a did-you-mean")
    func unknownRoot() throws {
        let found = LintFixture.findings(
            "lint.output-unknown-root",
            Self.files(#"{"id": "I-1", "forAll": "output.cards", "as": "card", "holds": "cards.n > 0"}"#))
        #expect(
            found.map(\.message) == [
                #"holds of invariant I-1 names unknown root "cards"; roots here: card, index, input, output; did you mean "card"?"#
            ])
        let outer = LintFixture.findings(
            "lint.output-unknown-root", Self.files(#"{"id": "I-1", "exists": "output.cards", "when": "item.n > 0"}"#))
        #expect(outer.count == 1, "the element is not a root of when")
        #expect(LintFixture.findings("lint.output-unknown-root", Self.files(Self.good)).isEmpty)
    }

    @Test("lint.output-invariant-empty: count without a bound, orderedBy without keys, an output without invariants")
    func cannotFail() {
        let found = LintFixture.findings(
            "lint.output-invariant-empty",
            Self.files(
                #"{"id": "I-1", "count": "output.cards"}, {"id": "I-2", "orderedBy": "output.cards", "keys": []}"#))
        #expect(
            found.map(\.message) == [
                "count invariant I-1 has no bound (atLeast, atMost or equals); it cannot fail",
                "orderedBy invariant I-2 has no keys; it cannot fail",
            ])
        #expect(
            LintFixture.findings("lint.output-invariant-empty", Self.files("")).map(\.message) == [
                #"output "feed" has no invariants; nothing about it is checked"#
            ])
        #expect(LintFixture.findings("lint.output-invariant-empty", Self.files(Self.good)).isEmpty)
    }

    @Test(
        "lint.output-example-invalid: an example the input schema rejects; a schema the compiler rejects gives its own errors"
    )
    func schemaAndExamples() {
        let bad = LintFixture.findings(
            "lint.output-example-invalid", Self.files(Self.good, examples: #"[{"name": "text", "input": {"n": "x"}}]"#))
        #expect(bad.count == 1 && bad.first?.jsonPointer == "/outputs/0/examples/0/input")
        #expect(
            LintFixture.findings(
                "lint.output-example-invalid", Self.files(Self.good, examples: #"[{"name": "one", "input": {"n": 1}}]"#)
            ).isEmpty)
        let schema = LintFixture.lint(Self.files(Self.good, input: #"{"type": "object", "propertees": {}}"#)).filter {
            $0.code.hasPrefix("schema.")
        }
        #expect(schema.map(\.code) == ["schema.unsupported-keyword"])
        #expect(schema.first?.jsonPointer == "/outputs/0/input/propertees")
    }

    @Test("lint.duplicate-id: an invariant ID written twice")
    func duplicateInvariant() {
        let found = LintFixture.findings("lint.duplicate-id", Self.files(Self.good + ", " + Self.good))
        #expect(found.count == 1)
    }
}
