import Testing

@testable import SpecModel

/// `decisions` files: tables decode with finite domains, cells and outputs checked against them, errors located.
@Suite struct DecisionDecodingTests {
    static func file(
        inputs: String? = nil, rules: String, output: String = #"{"name": "allowed", "type": "boolean"}"#,
        extra: String = ""
    ) -> String {
        let declared =
            inputs ?? #"""
                {"name": "role", "type": "enum", "values": ["owner", "co-owner", "follower", "none"]},
                {"name": "own", "type": "boolean"},
                {"name": "count", "type": "integer", "minimum": 0, "maximum": 20}
                """#
        return """
            {"kind": "decisions", "version": 1, "product": "demo", "tables": [
            {"id": "PERM-PHOTO", "title": "photos", "hitPolicy": "unique",
             "inputs": [\(declared)],
             "output": \(output),
             "rules": [\(rules)]\(extra)}]}
            """
    }

    func problems(_ file: String) -> [Diagnostic] {
        SpecFixture.loadOne(file).diagnostics.filter { $0.file == "Spec/demo/x.json" }
    }

    @Test(
        "a table decodes: inputs with domains, cells (value, list, range, any), output, default; rule IDs are defined")
    func decodes() throws {
        let result = SpecFixture.loadOne(
            Self.file(
                rules: #"""
                    {"id": "PR-01", "when": {"role": ["owner", "co-owner"]}, "then": true},
                    {"id": "PR-02", "when": {"role": "follower", "own": true, "count": {"min": 0, "max": 9}}, "then": true}
                    """#, extra: #", "default": {"then": false, "reason": "deny unless a rule allows"}"#))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let bundle = try #require(result.catalog.bundle("demo"))
        let table = try #require(bundle.decisionTable(id: "PERM-PHOTO"))
        #expect(table.inputs.map(\.domainSize) == [4, 2, 21])
        #expect(table.domainSize == 168)
        #expect(table.rules.map(\.id) == ["PR-01", "PR-02"])
        #expect(table.rules[0].cell("role") == .values(["owner", "co-owner"]))
        #expect(table.rules[0].cell("own") == .any)
        #expect(table.rules[1].cell("count") == .range(min: 0, max: 9))
        #expect(table.rules[1].cell("count").intervals(in: table.inputs[2]) == [0...9])
        #expect(table.rules[0].cell("role").intervals(in: table.inputs[0]) == [0...1])
        #expect(table.defaultOutput?.then == false)
        #expect(bundle.idIndex.definitions(of: "PR-02").first?.kind == .decisionRule)
        #expect(bundle.idIndex.definitions(of: "PERM-PHOTO").first?.kind == .decisionTable)
    }

    @Test("a cell naming an unknown input, or a value outside the domain, is a located spec.invalid-value")
    func cellsOutsideTheDomain() throws {
        let found = problems(
            Self.file(
                rules: #"""
                    {"id": "PR-01", "when": {"rol": "owner", "own": "yes", "count": 21, "role": "ownr"}, "then": true},
                    {"id": "PR-02", "when": {"count": {"min": -1}}, "then": true}
                    """#))
        #expect(found.allSatisfy { $0.code == "spec.invalid-value" })
        #expect(
            found.map(\.jsonPointer) == [
                "/tables/0/rules/0/when/rol", "/tables/0/rules/0/when/own", "/tables/0/rules/0/when/count",
                "/tables/0/rules/0/when/role",
                "/tables/0/rules/1/when/count/min",
            ])
        #expect(found[0].message == #"rule "PR-01" names unknown input "rol"; did you mean "role"?"#)
        #expect(
            found[2].message == #"value 21 of rule "PR-01" is outside input "count": expected an integer from 0 to 20"#)
        #expect(found[3].message.hasPrefix(#"value "ownr" of rule "PR-01" is outside input "role""#))
    }

    @Test("an output outside the output's domain, an enum without values, an integer input without bounds")
    func domains() throws {
        let found = problems(
            Self.file(
                inputs: #"{"name": "tier", "type": "enum"}, {"name": "n", "type": "integer", "minimum": 0}"#,
                rules: #"{"id": "PR-01", "then": "maybe"}"#,
                output: #"{"name": "verdict", "type": "enum", "values": ["allow", "deny"]}"#,
                extra: #", "default": {"then": "nope", "reason": "r"}"#))
        #expect(
            found.map(\.code) == ["spec.missing-key", "spec.missing-key", "spec.invalid-value", "spec.invalid-value"])
        #expect(
            found.map(\.jsonPointer) == [
                "/tables/0/inputs/0", "/tables/0/inputs/1", "/tables/0/rules/0/then", "/tables/0/default/then",
            ])
        #expect(found[2].message == #"output "maybe" is outside output "verdict": expected one of "allow", "deny""#)
    }

    @Test("a range on a non-integer input is a wrong type; an unknown key in a range is refused")
    func ranges() throws {
        let found = problems(
            Self.file(rules: #"{"id": "PR-01", "when": {"own": {"min": 0}, "count": {"mn": 1}}, "then": true}"#))
        #expect(found.map(\.code) == ["spec.wrong-type", "spec.unknown-key"])
    }
}
