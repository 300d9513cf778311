import EventSchema
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// Output invariants held on example and generated inputs; each planted defect is caught with its smallest
/// counterexample.
@Suite("outputs: invariants over what an implementation returns")
struct OutputCheckTests {
    func run(_ defect: ToyFeed.Defect?, outputsText: String? = nil) throws -> ConformanceRun {
        ConformanceRunner(subjects: ToyFeed.registry(defect)).run(
            try ToyFeed.bundle(outputsText: outputsText), scenarios: [])
    }

    func check(_ run: ConformanceRun, _ id: String) throws -> CheckResult {
        try #require(run.checks.first { $0.id == "output:\(id)" })
    }

    /// The smallest failing input a check reports, decoded.
    func counterexample(_ check: CheckResult) throws -> JSONValue {
        let text = try #require(check.divergence?.pathSoFar.first).dropFirst("input ".count)
        return try #require(JSONParser().parse(String(text)).root).value
    }

    @Test("a correct composer passes every invariant, with invariant evidence for the invariant and what it traces")
    func correctPasses() throws {
        let run = try run(nil)
        #expect(
            run.checks.map(\.id) == [
                "output:FEED-01", "output:FEED-02", "output:FEED-03", "output:FEED-04", "output:FEED-05",
            ])
        for check in run.checks {
            #expect(check.status == .passed && check.kind == .invariant, "\(check.id): \(check.message ?? "")")
        }
        #expect(
            try check(run, "FEED-01").evidence == [
                Evidence(id: "FEED-01", kind: .invariant), Evidence(id: "REQ-1", kind: .invariant),
            ])
        #expect(try check(run, "FEED-01").message?.hasPrefix("held on 201 of 201 inputs") == true)
        #expect(run.diagnostics.isEmpty)
    }

    @Test("FEED-02 an off-by-one cap is caught with cap 1 and two distinct items")
    func capOffByOne() throws {
        let run = try run(.capOffByOne)
        #expect(run.checks.filter { $0.status != .passed }.map(\.id) == ["output:FEED-02"])
        let failed = try check(run, "FEED-02")
        let input = try counterexample(failed)
        #expect(input["cap"] == 1)
        let items = try #require(input["items"]?.arrayValue)
        #expect(items.count == 2)
        #expect(Set(items.compactMap { $0["id"]?.intValue }) == [0, 1])
        #expect(
            items.allSatisfy { $0 == ["id": $0["id"]!, "score": 0, "tier": 1] },
            "optional label removed, numbers at their minimum")
        #expect(input["note"] == nil)
        #expect(failed.divergence?.observed == "2 elements of output.cards matched (indices 0, 1), expected at most 1")
        #expect(failed.message?.contains("; output {") == true)
    }

    @Test("FEED-04 scores sorted the wrong way are caught with two items of one tier and the pair out of order")
    func wrongSortDirection() throws {
        let run = try run(.scoreAscending)
        #expect(run.checks.filter { $0.status != .passed }.map(\.id) == ["output:FEED-04"])
        let failed = try check(run, "FEED-04")
        let input = try counterexample(failed)
        let items = try #require(input["items"]?.arrayValue)
        #expect(items.count == 2 && input["cap"] == 2)
        #expect(Set(items.compactMap { $0["score"]?.intValue }) == [0, 1] && items.allSatisfy { $0["tier"] == 1 })
        #expect(
            failed.divergence?.observed.hasPrefix(
                "elements 0 and 1 of output.cards are out of order by card.tier ascending, card.score descending: card.score is 0 then 1"
            ) == true)
    }

    @Test("FEED-03 a kept duplicate is caught with two items of the same ID")
    func duplicateKept() throws {
        let run = try run(.duplicateKept)
        #expect(run.checks.filter { $0.status != .passed }.map(\.id) == ["output:FEED-03"])
        let failed = try check(run, "FEED-03")
        let input = try counterexample(failed)
        #expect(input == ["cap": 2, "items": [["id": 0, "score": 0, "tier": 1], ["id": 0, "score": 0, "tier": 1]]])
        #expect(failed.divergence?.observed == "elements 0 and 1 of output.cards have the same key card.id = 0")
    }

    static let completeFeed = ToyFeed.completeOutputs

    @Test("negative control: a feed that leaves out an item passes every soundness invariant and fails everyOf")
    func completeness() throws {
        #expect(Self.completeFeed.contains("FEED-06"))
        let correct = try run(nil, outputsText: Self.completeFeed)
        #expect(correct.checks.allSatisfy { $0.status == .passed }, "\(correct.checks.map { $0.message ?? "" })")
        let run = try run(.dropsLast, outputsText: Self.completeFeed)
        #expect(run.checks.filter { $0.status != .passed }.map(\.id) == ["output:FEED-06"])
        let failed = try check(run, "FEED-06")
        let input = try counterexample(failed)
        #expect(input["items"]?.arrayValue?.count == 2)
        #expect(
            failed.divergence?.observed.contains(" of input.items is {") == true,
            "\(failed.divergence?.observed ?? "")")
        #expect(
            failed.divergence?.observed.hasSuffix(
                "and no element of output.cards (1) matches card.id == item.id: it is missing") == true)
    }

    @Test("a capped everyOf: below the cap no qualifying item may be missing; at the cap the rest may be")
    func cappedCompleteness() throws {
        let text = ToyFeed.outputs.replacingOccurrences(
            of: #""when": "input.items != []"}"#,
            with:
                #""when": "input.items != []"}, {"id": "FEED-07", "title": "every item appears until the cap", "everyOf": "input.items", "as": "item", "appearsIn": "output.cards", "shownAs": "card", "matchedBy": "card.id == item.id", "unlessAtLeast": "input.cap"}"#
        )
        let correct = try run(nil, outputsText: text)
        #expect(correct.checks.allSatisfy { $0.status == .passed }, "\(correct.checks.map { $0.message ?? "" })")
        let run = try run(.dropsLast, outputsText: text)
        #expect(run.checks.filter { $0.status != .passed }.map(\.id) == ["output:FEED-07"])
        let observed = try check(run, "FEED-07").divergence?.observed ?? ""
        #expect(observed.hasSuffix("it is missing; 1 qualifying element shown, fewer than 2"), "\(observed)")
    }

    @Test("an everyOf invariant without appearsIn or matchedBy is a load error")
    func completenessNeedsItsKeys() {
        let text = ToyFeed.outputs.replacingOccurrences(
            of: #""when": "input.items != []"}"#,
            with: #""when": "input.items != []"}, {"id": "FEED-06", "everyOf": "input.items", "holds": "true"}"#)
        var files = ToyFeed.texts
        files["outputs.json"] = text
        let loaded = SpecLoader.loadBundle(product: "feed", texts: files)
        let messages = loaded.diagnostics.map(\.message)
        #expect(messages.contains("invariant \"FEED-06\" (everyOf) needs \"appearsIn\""))
        #expect(messages.contains("invariant \"FEED-06\" (everyOf) needs \"matchedBy\""))
        #expect(messages.contains("\"holds\" applies to \"forAll\", not to \"everyOf\" (invariant \"FEED-06\")"))
    }

    @Test("a run repeats exactly: the same inputs, verdicts and counterexamples")
    func deterministic() throws {
        let a = try run(.scoreAscending)
        let b = try run(.scoreAscending)
        #expect(a.checks == b.checks)
    }

    @Test("every generated input follows the input schema")
    func generatedInputsValidate() throws {
        let output = try #require(try ToyFeed.bundle().output(id: "feed"))
        let (compiled, diagnostics) = CompiledSchema.compile(output.input)
        let schema = try #require(compiled, "\(diagnostics)")
        var rng = SeededGenerator(seed: 7)
        var generator = OutputInputGenerator(root: output.input.value)
        var lengths = Set<Int>()
        var optional = 0
        for _ in 0..<500 {
            let value = generator.generate(&rng)
            #expect(schema.validate(value).isEmpty, "\(value)")
            lengths.insert(value["items"]?.arrayValue?.count ?? -1)
            if value["note"] != nil { optional += 1 }
        }
        #expect(lengths.contains(0) && lengths.contains(8), "array ends are generated")
        #expect(optional > 0 && optional < 500, "optional properties are sometimes absent")
    }

    @Test("oneOf, const, enum, date-time and nested $ref inputs validate")
    func generatorKeywords() throws {
        let text = """
            {"type": "object", "required": ["a", "b", "c", "d"], "properties": {
              "a": {"oneOf": [{"type": "null"}, {"type": "string", "minLength": 2, "maxLength": 3}]},
              "b": {"const": "fixed"}, "c": {"type": "string", "format": "date-time"},
              "d": {"type": "array", "minItems": 1, "maxItems": 3, "items": {"$ref": "#/$defs/n"}},
              "e": {"type": "number", "minimum": -1.5, "maximum": 2.5}, "f": {"type": "boolean"}},
             "$defs": {"n": {"anyOf": [{"type": "integer", "exclusiveMinimum": 3, "maximum": 9}, {"enum": ["x", "y"]}]}}}
            """
        let node = try #require(JSONParser().parse(text).root)
        let schema = try #require(CompiledSchema.compile(node).0)
        var rng = SeededGenerator(seed: 1)
        var generator = OutputInputGenerator(root: node.value)
        for _ in 0..<300 {
            let value = generator.generate(&rng)
            #expect(schema.validate(value, options: ValidationOptions(assertFormats: true)).isEmpty, "\(value)")
        }
    }

    @Test("an invariant never exercised fails and says so")
    func neverExercised() throws {
        let text = ToyFeed.outputs
            .replacingOccurrences(of: #""where": "card.tier == 1""#, with: #""where": "card.tier == 4""#)
            .replacingOccurrences(of: #""when": "input.items != []""#, with: #""when": "input.cap > 5""#)
        let run = try run(nil, outputsText: text)
        #expect(try check(run, "FEED-01").status == .failed)
        #expect(
            try check(run, "FEED-01").message?.hasPrefix(
                "never exercised: no element of output.cards matched card.tier == 4 on any of 201 inputs") == true)
        #expect(
            try check(run, "FEED-05").message?.hasPrefix("never exercised: when input.cap > 5 was never true") == true)
    }

    @Test(
        "a subject that cannot answer (a SubjectError) makes the checks errors; one whose implementation throws fails them with the error text; an output without a subject is a warning"
    )
    func throwsAndMissingSubject() throws {
        struct Unanswered: OutputSubject {
            mutating func output(_ output: String, input: JSONValue) throws -> JSONValue {
                throw SubjectError("feed service down")
            }
        }
        struct Throwing: OutputSubject {
            struct FeedError: Error, CustomStringConvertible { var description: String { "the feed is empty" } }
            mutating func output(_ output: String, input: JSONValue) throws -> JSONValue { throw FeedError() }
        }
        var registry = SubjectRegistry()
        registry.register(.output, product: "feed", elements: ["feed"]) { Unanswered() }
        let run = ConformanceRunner(subjects: registry).run(try ToyFeed.bundle(), scenarios: [])
        #expect(!run.checks.isEmpty)
        #expect(
            run.checks.allSatisfy {
                $0.status == .error && $0.message?.hasPrefix("the subject did not answer ") == true
                    && $0.message?.hasSuffix(": feed service down") == true
            }, "\(run.checks.map { "\($0.id) \($0.status): \($0.message ?? "")" })")
        var throwing = SubjectRegistry()
        throwing.register(.output, product: "feed", elements: ["feed"]) { Throwing() }
        let failed = ConformanceRunner(subjects: throwing).run(try ToyFeed.bundle(), scenarios: [])
        #expect(
            failed.checks.allSatisfy {
                $0.status == .failed && $0.message?.contains("the subject threw: the feed is empty") == true
            })
        let none = ConformanceRunner(subjects: SubjectRegistry()).run(try ToyFeed.bundle(), scenarios: [])
        #expect(none.checks.isEmpty)
        #expect(none.diagnostics.map(\.code) == ["conformance.no-output-subject"])
    }
}
