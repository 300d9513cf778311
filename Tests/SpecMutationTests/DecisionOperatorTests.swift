import Conformance
import SpecModel
import Testing

@testable import SpecMutation

/// The decision-table operators on a small photo-permission table, and their mutants run against a correct subject.
@Suite struct DecisionOperatorTests {
    static let texts = [
        "product.json": """
        {"kind": "product", "version": 1, "product": "photos", "name": "Photos", "documents": [{"file": "photos.md"}],
         "idPatterns": [{"kind": "decision-table", "pattern": "^PERM-[A-Z]+$"}, {"kind": "decision-rule", "pattern": "^PR-[0-9]{2}$"}]}
        """,
        "decisions.json": """
        {"kind": "decisions", "version": 1, "product": "photos", "tables": [
          {"id": "PERM-PHOTO", "hitPolicy": "unique",
           "inputs": [{"name": "role", "type": "enum", "values": ["owner", "co-owner", "follower", "none"]},
                      {"name": "own", "type": "boolean"}, {"name": "count", "type": "integer", "minimum": 0, "maximum": 19}],
           "output": {"name": "allowed", "type": "boolean"},
           "rules": [
             {"id": "PR-01", "when": {"role": ["owner", "co-owner"]}, "then": true},
             {"id": "PR-02", "when": {"role": "follower", "own": true, "count": {"min": 0, "max": 9}}, "then": true}],
           "default": {"then": false, "reason": "deny unless a rule allows"}}]}
        """,
    ]

    /// The photo permissions as the document states them.
    struct Permissions: DecisionSubject {
        func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
            guard let role = inputs["role"]?.stringValue, let own = inputs["own"]?.boolValue,
                let count = inputs["count"]?.intValue
            else { return nil }
            return .bool(role == "owner" || role == "co-owner" || (role == "follower" && own && count <= 9))
        }
    }

    static func bundle() throws -> SpecBundle {
        let loaded = SpecLoader.loadBundle(product: "photos", texts: texts)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("photos"))
    }

    static func ids(_ op: String) throws -> [String] {
        MutationOperators.mutants(of: try bundle(), operators: [op]).map(\.info.id)
    }

    @Test("decision-output: every rule's output to every other output value")
    func output() throws {
        #expect(
            try Self.ids("decision-output") == [
                "decision-output:PERM-PHOTO/PR-01->false", "decision-output:PERM-PHOTO/PR-02->false",
            ])
        let bundle = try Self.bundle()
        let mutant = try #require(MutationOperators.mutants(of: bundle, operators: ["decision-output"]).first)
        #expect(mutant.apply(to: bundle).decisionTables[0].rules[0].then == false)
        #expect(mutant.info.scope == .decisions && mutant.info.reach == .decides(table: "PERM-PHOTO"))
        #expect(mutant.info.origin.pointer == "/tables/0/rules/0/then")
    }

    @Test(
        "decision-input: a listed value dropped, an any cell restricted to one value, a range bound shifted within the domain"
    )
    func input() throws {
        #expect(
            try Self.ids("decision-input")
                == [
                    "decision-input:PERM-PHOTO/PR-01.count=0", "decision-input:PERM-PHOTO/PR-01.count=19",
                    "decision-input:PERM-PHOTO/PR-01.own=false",
                    "decision-input:PERM-PHOTO/PR-01.own=true", "decision-input:PERM-PHOTO/PR-01.role!co-owner",
                    "decision-input:PERM-PHOTO/PR-01.role!owner",
                    "decision-input:PERM-PHOTO/PR-02.count:max+1", "decision-input:PERM-PHOTO/PR-02.count:max-1",
                    "decision-input:PERM-PHOTO/PR-02.count:min+1",
                ].map { $0.replacingOccurrences(of: ".count:", with: ".count~") })
        let bundle = try Self.bundle()
        let shifted = try #require(
            MutationOperators.mutants(of: bundle, operators: ["decision-input"]).first {
                $0.info.id.hasSuffix("PR-02.count~max+1")
            })
        #expect(shifted.apply(to: bundle).decisionTables[0].rules[1].cell("count") == .range(min: 0, max: 10))
        #expect(
            shifted.info.description
                == #"rule PR-02 of PERM-PHOTO matches count {"max":10,"min":0} instead of {"max":9,"min":0}"#)
    }

    @Test("decision-default: the default's output to every other value")
    func fallback() throws {
        #expect(try Self.ids("decision-default") == ["decision-default:PERM-PHOTO/default->true"])
    }

    @Test("every decision mutant is killed by a decision check against the correct subject")
    func killed() throws {
        let bundle = try Self.bundle()
        var subjects = SubjectRegistry()
        subjects.register(.decision, product: "photos", elements: ["PERM-PHOTO"]) { Permissions() }
        let runner = MutationRunner(subjects: subjects, rules: RuleCheckRegistry(), jobs: 1)
        #expect(runner.baseline(bundle, scenarios: []).checks.allSatisfy { $0.status == .passed })
        let mutants = MutationOperators.mutants(
            of: bundle, operators: ["decision-output", "decision-input", "decision-default"])
        #expect(mutants.count == 12)
        for result in runner.run(mutants, bundle: bundle, scenarios: []) {
            #expect(result.status == .killed, "\(result.mutant.id): \(result.statusReason ?? "")")
            #expect(result.killedBy.allSatisfy { $0.hasPrefix("decision:PERM-PHOTO:") }, "\(result.mutant.id)")
        }
    }

    @Test("a decision mutant no check asks survives as not covered when the table has no subject")
    func noSubject() throws {
        let bundle = try Self.bundle()
        let runner = MutationRunner(subjects: SubjectRegistry(), rules: RuleCheckRegistry(), jobs: 1)
        let mutant = try #require(MutationOperators.mutants(of: bundle, operators: ["decision-default"]).first)
        #expect(runner.evaluate(mutant, bundle: bundle, scenarios: []).status == .noCoverage)
    }
}
