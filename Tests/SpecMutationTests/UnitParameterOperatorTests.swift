import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// `change-unit`, `shift-parameter` and `drop-list-value`: the mutants each makes, and the negative controls of
/// mutation: each kind of mutant is killed by the check the engine now has for it (a probe that declares its unit,
/// a bound probed on both sides, a list held against the implementation's vocabulary).
@Suite struct UnitParameterOperatorTests {
    static let rules = """
        {"kind": "rules", "version": 1, "product": "acct", "rules": [
          {"id": "RULE-BUDGET", "statement": "failures in the window trip the budget",
           "parameters": {"windowMinutes": 15, "overlaySeconds": 2.4, "wear": "FN, MW, FT", "label": "Budget",
                          "haptic": "optional, if OS permits"},
           "unread": {"haptic": "words for the reader"}}]}
        """

    static func bundle(zeroLimit: Bool = false) throws -> SpecBundle {
        var texts = ToyLimits.texts
        texts["rules.json"] = rules
        if zeroLimit {
            texts["limits.json"] = try #require(texts["limits.json"]).replacingOccurrences(
                of: #""value": 604800"#, with: #""value": 0"#)
        }
        let loaded = SpecLoader.loadBundle(product: "acct", texts: texts)
        #expect(loaded.diagnostics.map(\.message) == [])
        return try #require(loaded.catalog.bundle("acct"))
    }

    static func mutants(_ op: String, of bundle: SpecBundle) -> [Mutant] {
        MutationOperators.mutants(of: bundle, operators: [op])
    }

    @Test("change-unit writes a limit of time or size in the next smaller and larger unit; a count unit makes none")
    func changeUnitMutants() throws {
        let mutants = Self.mutants("change-unit", of: try Self.bundle())
        #expect(mutants.map(\.info.id) == ["change-unit:N-03->milliseconds", "change-unit:N-03->minutes"])
        #expect(mutants[0].info.original == "seconds" && mutants[0].info.replacement == "milliseconds")
        #expect(mutants[0].info.reach == .check(id: "limit:N-03"))
        #expect(
            mutants[0].info.description == "write N-03 (less than 604800 seconds) in milliseconds: 604800 milliseconds")
        let mutated = mutants[1].apply(to: try Self.bundle())
        #expect(mutated.limits.first { $0.id == "N-03" }?.unit == "minutes")
        #expect(mutated.limits.first { $0.id == "N-03" }?.value == 604_800)
    }

    @Test("shift-parameter moves each numeric parameter by its written step; strings and unread ones are left alone")
    func shiftParameterMutants() throws {
        let mutants = Self.mutants("shift-parameter", of: try Self.bundle())
        #expect(
            mutants.map(\.info.id) == [
                "shift-parameter:RULE-BUDGET/overlaySeconds+", "shift-parameter:RULE-BUDGET/overlaySeconds-",
                "shift-parameter:RULE-BUDGET/windowMinutes+", "shift-parameter:RULE-BUDGET/windowMinutes-",
            ])
        #expect(mutants.map(\.info.replacement) == ["2.5", "2.3", "16", "14"])
        #expect(mutants[0].info.reach == .reads(rule: "RULE-BUDGET", parameter: "overlaySeconds"))
        #expect(mutants[3].info.origin.pointer == "/rules/0/parameters/windowMinutes")
        let shifted = mutants[1].apply(to: try Self.bundle())
        #expect(shifted.rules[0].parameters["overlaySeconds"] == .number(JSONNumber(text: "2.3", isInteger: false)))
        #expect(ParameterText.number(-0.5, scale: 100).text == "-0.50")
        #expect(ParameterText.number(0.05, scale: 100).text == "0.05")
        #expect(ParameterText.number(-1, scale: 1).text == "-1")
    }

    @Test("drop-list-value removes one value of a comma-separated parameter; prose declared unread is not a list")
    func dropListValueMutants() throws {
        let mutants = Self.mutants("drop-list-value", of: try Self.bundle())
        #expect(
            mutants.map(\.info.id) == [
                "drop-list-value:RULE-BUDGET/wear=FN", "drop-list-value:RULE-BUDGET/wear=FT",
                "drop-list-value:RULE-BUDGET/wear=MW",
            ])
        #expect(mutants.map(\.info.replacement) == ["MW, FT", "FN, MW", "FN, FT"])
        #expect(ParameterText.listItems("a, , b") == ["a", "b"] && ParameterText.listItems("a,") == nil)
    }

    /// The budget's implementation: a failure counts while younger than 900 s; the wear it knows and accepts.
    static func counts(_ age: Double) -> Bool { age < 900 }
    static func accepts(_ wear: String) -> Bool { ["FN", "MW", "FT"].contains(wear) }

    static func runner(units: [String: String]) -> MutationRunner {
        var rules = RuleCheckRegistry()
        rules.register(
            product: "acct",
            RuleCheck.observing("RULE-BUDGET", title: "the budget") { context in
                try context.expectBound(
                    "RULE-BUDGET", "windowMinutes", .below, in: .seconds, step: 1, "a failure counts in the window"
                ) { Self.counts($0) }
                try context.expectListed("RULE-BUDGET", "wear", among: ["FN", "MW", "FT", "BS"], "the wear") {
                    Self.accepts($0)
                }
                try expect(try context.double("RULE-BUDGET", "overlaySeconds") == 2.4, "the overlay")
                _ = try context.string("RULE-BUDGET", "label")
            })
        return MutationRunner(subjects: ToyLimits.registry(nil, units: units), rules: rules, jobs: 1)
    }

    @Test("negative controls: a changed unit, a shifted window and a dropped list value are each killed by their check")
    func killed() throws {
        let bundle = try Self.bundle()
        let runner = Self.runner(units: ["N-03": "seconds"])
        #expect(runner.baseline(bundle, scenarios: []).checks.allSatisfy { $0.status == .passed })
        let mutants = ["change-unit", "shift-parameter", "drop-list-value"].flatMap { Self.mutants($0, of: bundle) }
        for mutant in mutants {
            let result = runner.evaluate(mutant, bundle: bundle, scenarios: [])
            #expect(result.status == .killed, "\(mutant.info.id): \(result.status) \(result.statusReason ?? "")")
        }
        // Without the probe's declaration a changed unit is probed at the same numbers and survives.
        let undeclared = Self.runner(units: [:])
        let unit = try #require(Self.mutants("change-unit", of: bundle).first)
        #expect(undeclared.evaluate(unit, bundle: bundle, scenarios: []).status == .survived)
    }

    @Test("a check that reads no parameter leaves shift-parameter uncovered: no check read it")
    func unreadUncovered() throws {
        var rules = RuleCheckRegistry()
        rules.register(
            product: "acct", RuleCheck.expecting("RULE-BUDGET", title: "reads nothing") { try expect(true, "") })
        let runner = MutationRunner(subjects: ToyLimits.registry(nil), rules: rules, jobs: 1)
        let bundle = try Self.bundle()
        let mutant = try #require(Self.mutants("shift-parameter", of: bundle).first)
        let result = runner.evaluate(mutant, bundle: bundle, scenarios: [])
        #expect(result.status == .noCoverage)
    }

    @Test("a limit of 0 changed to another unit is inferred equivalent; any other value never is")
    func zeroLimitInferred() throws {
        let zero = try Self.bundle(zeroLimit: true)
        let inferred = UnitEquivalence.resolve(Self.mutants("change-unit", of: zero).map(\.info), in: zero)
        #expect(inferred.keys.sorted() == ["change-unit:N-03->milliseconds", "change-unit:N-03->minutes"])
        #expect(inferred.values.allSatisfy { $0.hasPrefix("inferred by the engine: N-03 is 0") })
        let nonzero = try Self.bundle()
        #expect(UnitEquivalence.resolve(Self.mutants("change-unit", of: nonzero).map(\.info), in: nonzero).isEmpty)
    }
}
