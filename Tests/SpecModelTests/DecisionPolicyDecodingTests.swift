import Testing

@testable import SpecModel

/// DMN 1.3 in the native decision table: every hit policy, aggregations, several outputs, FEEL unary test cells;
/// what the model cannot hold is a located error.
@Suite struct DecisionPolicyDecodingTests {
    static func table(_ body: String) -> String {
        """
        {"kind": "decisions", "version": 1, "product": "demo", "tables": [
        {"id": "T-FEE", "inputs": [{"name": "age", "type": "integer", "minimum": 0, "maximum": 120},
                                   {"name": "tier", "type": "enum", "values": ["gold", "silver", "bronze"]}],
         \(body)}]}
        """
    }

    func problems(_ file: String) -> [Diagnostic] {
        SpecFixture.loadOne(file).diagnostics.filter { $0.severity == .error }
    }

    func decoded(_ body: String) throws -> DecisionTable {
        let result = SpecFixture.loadOne(Self.table(body))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.catalog.bundle("demo")?.decisionTable(id: "T-FEE"))
    }

    @Test("every DMN 1.3 hit policy decodes; collect carries its aggregation")
    func policies() throws {
        for policy in DecisionTable.HitPolicy.allCases {
            let output =
                policy == .priority || policy == .outputOrder
                ? #""output": {"name": "fee", "type": "enum", "values": ["high", "low"]}, "rules": [{"id": "R1", "then": "low"}]"#
                : #""output": {"name": "fee", "type": "integer"}, "rules": [{"id": "R1", "then": 5}]"#
            let table = try decoded(#""hitPolicy": "\#(policy.rawValue)", "# + output)
            #expect(table.hitPolicy == policy)
        }
        let sum = try decoded(
            #""hitPolicy": "collect", "aggregation": "sum", "output": {"name": "fee", "type": "integer"}, "rules": []"#)
        #expect(sum.aggregation == .sum)
    }

    @Test("FEEL unary tests: comparisons, intervals (open and closed ends), lists, not(...), - and literals")
    func feel() throws {
        let table = try decoded(
            #"""
            "hitPolicy": "collect", "output": {"name": "fee", "type": "integer"}, "rules": [
              {"id": "R1", "when": {"age": {"feel": "< 18"}, "tier": {"feel": "\"gold\", \"silver\""}}, "then": 1},
              {"id": "R2", "when": {"age": {"feel": "[18..65)"}, "tier": {"feel": "not(\"gold\")"}}, "then": 2},
              {"id": "R3", "when": {"age": {"feel": "]65..70["}, "tier": {"feel": "-"}}, "then": 3},
              {"id": "R4", "when": {"age": {"feel": ">= 100, 7, (1..3]"}}, "then": 4},
              {"id": "R5", "when": {"age": {"feel": "not(> 10)"}}, "then": 5}]
            """#)
        let (age, tier) = (table.inputs[0], table.inputs[1])
        #expect(table.rules[0].cell("age").intervals(in: age) == [0...17])
        #expect(table.rules[0].cell("tier").intervals(in: tier) == [0...1])
        #expect(table.rules[1].cell("age").intervals(in: age) == [18...64])
        #expect(table.rules[1].cell("tier").intervals(in: tier) == [1...2])
        #expect(table.rules[2].cell("age").intervals(in: age) == [66...69])
        #expect(table.rules[2].cell("tier").intervals(in: tier) == [0...2])
        #expect(table.rules[3].cell("age").intervals(in: age) == [2...3, 7...7, 100...120])
        #expect(table.rules[4].cell("age").intervals(in: age) == [0...10])
        #expect(table.rules[1].cell("age").text == "[18..65)")
    }

    @Test("several outputs: then is an object of every output; a missing or unknown output is located")
    func severalOutputs() throws {
        let outputs =
            #""hitPolicy": "unique", "outputs": [{"name": "fee", "type": "integer"}, {"name": "band", "type": "enum", "values": ["a", "b"]}], "rules": "#
        let table = try decoded(outputs + #"[{"id": "R1", "then": {"fee": 3, "band": "a"}}]"#)
        #expect(table.outputs.map(\.name) == ["fee", "band"])
        #expect(table.rules[0].then == .object(["fee": 3, "band": "a"]))
        let wrong = problems(Self.table(outputs + #"[{"id": "R1", "then": {"fee": 3, "bnad": "a"}}]"#))
        #expect(wrong.map(\.message).contains(#"unknown output "bnad"; did you mean "band"?"#))
        #expect(wrong.map(\.message).contains(#""then" gives no value for output "band""#))
        #expect(wrong.allSatisfy { $0.location?.line == 4 })
    }

    @Test("refused: aggregation outside collect or over a non-integer output, priority without value lists, bad FEEL")
    func refusals() throws {
        let first = problems(
            Self.table(
                #""hitPolicy": "first", "aggregation": "sum", "output": {"name": "fee", "type": "integer"}, "rules": []"#
            ))
        #expect(first.map(\.message) == ["an aggregation applies only to hit policy collect, not first"])
        #expect(first.first?.jsonPointer == "/tables/0/aggregation")
        let maxEnum = problems(
            Self.table(
                #""hitPolicy": "collect", "aggregation": "max", "output": {"name": "fee", "type": "enum", "values": ["x"]}, "rules": []"#
            ))
        #expect(maxEnum.map(\.message) == [#"aggregation max needs an integer output; "fee" is enum"#])
        let priority = problems(
            Self.table(#""hitPolicy": "priority", "output": {"name": "fee", "type": "integer"}, "rules": []"#))
        #expect(priority.first?.jsonPointer == "/tables/0/hitPolicy")
        let body =
            #""hitPolicy": "first", "output": {"name": "fee", "type": "integer"}, "rules": [{"id": "R1", "when": {"age": {"feel": "< date(\"2020-01-01\")"}}, "then": 1}]"#
        let feel = problems(Self.table(body))
        let d = try #require(feel.first)
        #expect(d.message.hasPrefix(#"FEEL unary test "< date("2020-01-01")" of rule "R1" on input "age": "#))
        #expect(d.jsonPointer == "/tables/0/rules/0/when/age/feel")
        // The column points at `date`, inside the string: past the opening quote and "< ".
        let line = String(Self.table(body).split(separator: "\n", omittingEmptySubsequences: false)[3])
        let start = try #require(line.range(of: #""< date"#)).lowerBound
        #expect(d.location?.line == 4)
        #expect(d.location?.column == line.utf8.distance(from: line.startIndex, to: start) + 1 + 1 + 2)
        let enumRange = problems(
            Self.table(
                #""hitPolicy": "first", "output": {"name": "fee", "type": "integer"}, "rules": [{"id": "R1", "when": {"tier": {"feel": "[1..2]"}}, "then": 1}]"#
            ))
        #expect(
            enumRange.first?.message.hasSuffix(
                #"comparisons and intervals apply only to an integer input; "tier" is enum"#) == true)
        let unknown = problems(
            Self.table(
                #""hitPolicy": "first", "output": {"name": "fee", "type": "integer"}, "rules": [{"id": "R1", "when": {"tier": {"feel": "\"glod\""}}, "then": 1}]"#
            ))
        #expect(
            unknown.first?.message.hasSuffix(#"value "glod" is outside input "tier"; did you mean "gold"?"#) == true)
    }
}
