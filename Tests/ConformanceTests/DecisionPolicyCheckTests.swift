import SpecModel
import Testing

@testable import Conformance

/// A toy fee decision answering through a closure, so each test can plant its own defect.
struct ToyFees: DecisionSubject {
    var answer: @Sendable (Int) -> JSONValue?

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard table == "T-FEE", let age = inputs["age"]?.intValue else { return nil }
        return answer(age)
    }
}

/// Decision checks under the multiple-hit policies: the result is every matching rule's output (a list, or its
/// aggregate), each contributing rule's check judges it.
@Suite struct DecisionPolicyCheckTests {
    static let product = """
        {"kind": "product", "version": 1, "product": "fees", "name": "Fees", "documents": [{"file": "fees.md"}],
         "idPatterns": [{"kind": "decision-table", "pattern": "^T-[A-Z]+$"}, {"kind": "decision-rule", "pattern": "^R[0-9]$"}]}
        """

    /// Three overlapping rules over `age` 0…120: under 18 → 10, up to 65 → 5, from 60 → 3.
    static func decisions(
        _ policy: String, output: String = #"{"name": "fee", "type": "integer"}"#, then: [String] = ["10", "5", "3"]
    ) -> String {
        """
        {"kind": "decisions", "version": 1, "product": "fees", "tables": [
          {"id": "T-FEE", \(policy), "inputs": [{"name": "age", "type": "integer", "minimum": 0, "maximum": 120}],
           "output": \(output),
           "rules": [
             {"id": "R1", "when": {"age": {"feel": "< 18"}}, "then": \(then[0])},
             {"id": "R2", "when": {"age": {"feel": "<= 65"}}, "then": \(then[1])},
             {"id": "R3", "when": {"age": {"feel": ">= 60"}}, "then": \(then[2])}]}]}
        """
    }

    static func run(_ decisions: String, _ answer: @escaping @Sendable (Int) -> JSONValue?) throws -> ConformanceRun {
        let loaded = SpecLoader.loadBundle(
            product: "fees", texts: ["product.json": product, "decisions.json": decisions])
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let bundle = try #require(loaded.catalog.bundle("fees"))
        var subjects = SubjectRegistry()
        subjects.register(.decision, product: "fees", elements: ["T-FEE"]) { ToyFees(answer: answer) }
        return ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
    }

    static func sum(_ age: Int) -> Int { (age < 18 ? 10 : 0) + (age <= 65 ? 5 : 0) + (age >= 60 ? 3 : 0) }

    static func failing(_ run: ConformanceRun) -> [String] { run.checks.filter { $0.status != .passed }.map(\.id) }

    @Test("collect sum: the right aggregate passes every rule's check")
    func collectSumPasses() throws {
        let run = try Self.run(Self.decisions(#""hitPolicy": "collect", "aggregation": "sum""#)) { .int(Self.sum($0)) }
        #expect(Self.failing(run).isEmpty)
        #expect(run.checks.map(\.id) == ["decision:T-FEE:R1", "decision:T-FEE:R2", "decision:T-FEE:R3"])
        #expect(run.decisions.map(\.text) == ["T-FEE 121 cells asked, 0 wrong"])
    }

    @Test(
        "collect sum: an implementation that returns the wrong aggregate (max for sum) fails the contributing rules' checks"
    )
    func collectWrongAggregateFails() throws {
        let run = try Self.run(Self.decisions(#""hitPolicy": "collect", "aggregation": "sum""#)) { age in
            .int([age < 18 ? 10 : 0, age <= 65 ? 5 : 0, age >= 60 ? 3 : 0].max() ?? 0)
        }
        #expect(Self.failing(run) == ["decision:T-FEE:R1", "decision:T-FEE:R2", "decision:T-FEE:R3"])
        let r1 = try #require(run.checks.first { $0.id == "decision:T-FEE:R1" })
        #expect(r1.message == "age=0: expected 15, observed 10 (18 of 18 cells wrong)")
        #expect(run.decisions.map(\.text) == ["T-FEE 121 cells asked, 24 wrong"])
    }

    @Test("collect count: the number of matching rules")
    func collectCount() throws {
        let count = try Self.run(Self.decisions(#""hitPolicy": "collect", "aggregation": "count""#)) { age in
            .int((age < 18 ? 1 : 0) + (age <= 65 ? 1 : 0) + (age >= 60 ? 1 : 0))
        }
        #expect(Self.failing(count).isEmpty)
        let wrong = try Self.run(Self.decisions(#""hitPolicy": "collect", "aggregation": "count""#)) { _ in .int(1) }
        #expect(Self.failing(wrong) == ["decision:T-FEE:R1", "decision:T-FEE:R2", "decision:T-FEE:R3"])
    }

    static func list(_ age: Int) -> [JSONValue] {
        (age < 18 ? [.int(10)] : []) + (age <= 65 ? [.int(5)] : []) + (age >= 60 ? [.int(3)] : [])
    }

    @Test("collect without aggregation accepts the outputs in any order; ruleOrder does not")
    func collectAnyOrderRuleOrderStrict() throws {
        let reversed: @Sendable (Int) -> JSONValue? = { .array(Self.list($0).reversed()) }
        #expect(Self.failing(try Self.run(Self.decisions(#""hitPolicy": "collect""#), reversed)).isEmpty)
        #expect(
            Self.failing(try Self.run(Self.decisions(#""hitPolicy": "ruleOrder""#)) { .array(Self.list($0)) }).isEmpty)
        let strict = try Self.run(Self.decisions(#""hitPolicy": "ruleOrder""#), reversed)
        #expect(Self.failing(strict) == ["decision:T-FEE:R1", "decision:T-FEE:R2", "decision:T-FEE:R3"])
        #expect(
            strict.checks.first { $0.id == "decision:T-FEE:R1" }?.message
                == "age=0: expected [10,5], observed [5,10] (18 of 18 cells wrong)")
    }

    @Test(
        "priority and outputOrder rank by the output's value list; a first-hit answer fails the winning rules' checks")
    func priorityAndOutputOrder() throws {
        let output = #"{"name": "fee", "type": "enum", "values": ["high", "mid", "low"]}"#
        let then = [#""low""#, #""mid""#, #""high""#]
        let best: @Sendable (Int) -> JSONValue? = { age in .string(age >= 60 ? "high" : age <= 65 ? "mid" : "low") }
        #expect(
            Self.failing(try Self.run(Self.decisions(#""hitPolicy": "priority""#, output: output, then: then), best))
                .isEmpty)
        let firstHit: @Sendable (Int) -> JSONValue? = { age in .string(age < 18 ? "low" : age <= 65 ? "mid" : "high") }
        #expect(
            Self.failing(
                try Self.run(Self.decisions(#""hitPolicy": "priority""#, output: output, then: then), firstHit))
                == ["decision:T-FEE:R2", "decision:T-FEE:R3"])
        let ordered: @Sendable (Int) -> JSONValue? = { age in
            let names = (age >= 60 ? ["high"] : []) + (age <= 65 ? ["mid"] : []) + (age < 18 ? ["low"] : [])
            return .array(names.map { JSONValue.string($0) })
        }
        #expect(
            Self.failing(
                try Self.run(Self.decisions(#""hitPolicy": "outputOrder""#, output: output, then: then), ordered)
            ).isEmpty)
    }
}
