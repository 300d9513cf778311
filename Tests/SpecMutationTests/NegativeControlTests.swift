import Conformance
import SpecConformTestSupport
import SpecModel
import SpecPipeline
import Testing

@testable import SpecMutation

/// Negative controls of mutation testing on the toy product: an element no check holds leaves a survivor that
/// the report names, an element a check holds gives a killed mutant naming that check.
@Suite struct NegativeControlTests {
    @Test("an element no check reaches (an event nothing emits) leaves a NoCoverage survivor")
    func untestedElementSurvives() throws {
        let (product, _) = try ToyMutation.prepared()
        var bundle = product.bundle
        let schema = try #require(
            JSONParser().parse(#"{"type": "object", "properties": {"reason": {"type": "string"}}}"#).root)
        bundle.events.append(
            EventSpec(
                name: "machine_serviced", schema: schema, schemaPointer: "/events/3/schema",
                origin: Origin(file: "events.json", location: .start, pointer: "/events/3")))
        let mutants = MutationOperators.mutants(of: bundle).filter { $0.info.element.hasPrefix("machine_serviced") }
        #expect(mutants.count == 3)
        let results = ToyMutation.runner().run(mutants, bundle: bundle, scenarios: product.scenarios)
        for result in results {
            #expect(result.status == .noCoverage, "\(result.mutant.id): \(result.status)")
            #expect(result.whyItLived == "no check reached the element")
            #expect(result.coveredBy.isEmpty)
        }
        let report = ProductMutation(product: "toy", results: results, baselineChecks: 0)
        #expect(report.survivors.count == 3)
        #expect(
            MutationTextRenderer().render(MutationReport(products: [report]), context: .init(version: "t")).contains(
                "require-property:machine_serviced"))
    }

    @Test("a bound no check holds survives, naming the checks that reached it and saw the same behaviour")
    func unheldBoundSurvives() throws {
        let result = try #require(
            try ToyMutation.results(operators: ["tighten-bound"])[
                "tighten-bound:refund_issued#/properties/amount/minimum"])
        // Declared equivalent in the toy's mutation.json: listed apart, not run.
        #expect(result.status == .ignored)
        let (product, _) = try ToyMutation.prepared()
        let mutant = try #require(
            MutationOperators.mutants(of: product.bundle, operators: ["tighten-bound"]).first {
                $0.info.element.hasPrefix("refund_issued")
            })
        let run = ToyMutation.runner().evaluate(mutant, bundle: product.bundle, scenarios: product.scenarios)
        #expect(run.status == .survived)
        #expect(run.coveredBy.contains("event:refund_issued"))
        #expect(run.coveredBy.contains { $0.hasPrefix("path:vending:") })
        #expect(run.whyItLived?.hasPrefix("checks reached it and observed the same behaviour: ") == true)
    }

    @Test("a mutant of an element a check holds is killed, and the report names the killing check")
    func heldElementKilled() throws {
        let results = try ToyMutation.results()
        let vended = try #require(results["require-property:item_vended"])
        #expect(vended.status == .killed)
        #expect(vended.killedBy.count == 1)
        #expect(vended.killedBy[0].hasPrefix("path:vending:") || vended.killedBy[0].hasPrefix("scenario:"))
        #expect(vended.statusReason?.contains("item_vended") == true)
        #expect(results["retarget-transition:vending/Ready.vend#0->Jammed"]?.status == .killed)
        #expect(results["flip-guard:vending/Idle.coin#0"]?.status == .killed)
    }

    @Test("a machine mutant runs only its machine's checks and no rule check; an event mutant runs rule checks")
    func scopes() throws {
        let (product, _) = try ToyMutation.prepared()
        let mutants = MutationOperators.mutants(of: product.bundle)
        let machine = try #require(mutants.first { $0.info.operatorName == "drop-transition" })
        #expect(
            machine.info.scope.selection
                == CheckSelection(machines: ["vending"], rules: false, stopAtFirstFailure: true))
        let event = try #require(mutants.first { $0.info.operatorName == "require-property" })
        #expect(event.info.scope.selection == CheckSelection(machines: nil, rules: true, stopAtFirstFailure: true))
    }

    @Test("a run stops at the first failing check")
    func stopsEarly() throws {
        let (product, _) = try ToyMutation.prepared()
        var runner = ConformanceRunner(
            subjects: ToyFixture.registries(defect: nil).0, rules: ToyFixture.registries(defect: nil).1)
        let mutant = try #require(
            MutationOperators.mutants(of: product.bundle).first { $0.info.id == "require-property:coin_inserted" })
        let full = runner.run(mutant.apply(to: product.bundle), scenarios: product.scenarios)
        runner.selection = mutant.info.scope.selection
        let stopped = runner.run(mutant.apply(to: product.bundle), scenarios: product.scenarios)
        #expect(full.checks.filter { $0.status == .failed }.count > 1)
        #expect(stopped.checks.filter { $0.status != .passed }.count == 1)
        #expect(stopped.checks.count < full.checks.count)
    }

    @Test("a mutant whose spec does not compile is a CompileError, left out of the score")
    func compileError() throws {
        let (product, _) = try ToyMutation.prepared()
        let info = MutantInfo(
            id: "test:broken-guard", operatorName: "test", element: "vending/Idle.coin#0", origin: .synthetic(),
            description: "a broken guard",
            original: "credit + 1 < price", replacement: "credit +", scope: .machine("vending"),
            reach: .sent(machine: "vending", state: "Idle", event: "coin"))
        let mutant = Mutant(info: info) { bundle in
            bundle.machines[0].states[0].on[0].transitions[0].guardExpression?.value = "credit +"
        }
        let result = ToyMutation.runner().evaluate(mutant, bundle: product.bundle, scenarios: product.scenarios)
        #expect(result.status == .compileError)
        #expect(MutationScore([result]).score == nil)
    }

    @Test("a faulty implementation fails the baseline: mutate refuses to score it")
    func failingBaseline() throws {
        let (product, sources) = try ToyMutation.prepared()
        var all = sources
        let plan = MutationPipeline.plan(product, project: ToyMutation.project, sources: &all)
        let result = MutationPipeline.run(
            plan, product, runner: ToyMutation.runner(defect: .missingEvent), sources: all)
        guard case .failure(let failure) = result else {
            Issue.record("a failing baseline was scored")
            return
        }
        #expect(!failure.failingChecks.isEmpty)
        #expect(failure.message.contains("needs a passing check"))
    }

    @Test("results are the same with one job and with four")
    func jobsDoNotMatter() throws {
        let (product, _) = try ToyMutation.prepared()
        let mutants = MutationOperators.mutants(of: product.bundle)
        let one = ToyMutation.runner(jobs: 1).run(mutants, bundle: product.bundle, scenarios: product.scenarios)
        let four = ToyMutation.runner(jobs: 4).run(mutants, bundle: product.bundle, scenarios: product.scenarios)
        #expect(one == four)
    }
}

/// `shift-delay` on the toy invitation: a delay moved a second either way is killed by the timed path (late) or the
/// sneak path a second before (early).
@Suite struct ShiftDelayTests {
    @Test("both shifts of the 7-day expiry are killed by a correct implementation's checks")
    func bothShiftsKilled() throws {
        let bundle = try ToyInvitation.bundle()
        let mutants = MutationOperators.mutants(of: bundle, operators: ["shift-delay"])
        #expect(
            mutants.map(\.info.id) == [
                "shift-delay:invitation:Pending.after:7d+1s", "shift-delay:invitation:Pending.after:7d-1s",
            ])
        let runner = MutationRunner(subjects: ToyInvitation.registry(.correct), rules: RuleCheckRegistry(), jobs: 1)
        #expect(runner.baseline(bundle, scenarios: []).checks.allSatisfy { $0.status == .passed })
        for mutant in mutants {
            let result = runner.evaluate(mutant, bundle: bundle, scenarios: [])
            #expect(result.status == .killed, "\(mutant.info.id)")
        }
    }
}

/// `shift-limit` on the toy limits: each limit moved a step either way is killed by its probe check.
@Suite struct ShiftLimitTests {
    @Test("both shifts of every toy limit are killed")
    func everyShiftKilled() throws {
        let bundle = try ToyLimits.bundle()
        let mutants = MutationOperators.mutants(of: bundle, operators: ["shift-limit"])
        #expect(
            mutants.map(\.info.id) == [
                "shift-limit:N-01+", "shift-limit:N-01-", "shift-limit:N-02+", "shift-limit:N-02-", "shift-limit:N-03+",
                "shift-limit:N-03-",
            ])
        let runner = MutationRunner(subjects: ToyLimits.registry(nil), rules: RuleCheckRegistry(), jobs: 1)
        for mutant in mutants {
            #expect(runner.evaluate(mutant, bundle: bundle, scenarios: []).status == .killed, "\(mutant.info.id)")
        }
    }
}

/// Decision mutants proved equivalent by comparing the mutated table with the original in every input region.
@Suite struct DecisionEquivalenceTests {
    static let texts = [
        "product.json": """
        {"kind": "product", "version": 1, "product": "acl", "name": "Acl", "documents": [{"file": "d.txt"}],
         "idPatterns": [{"kind": "rule", "pattern": "^R-[0-9]$"}, {"kind": "table", "pattern": "^T-[A-Z]+$"}]}
        """,
        "decisions.json": """
        {"kind": "decisions", "version": 1, "product": "acl", "tables": [
          {"id": "T-ACL", "hitPolicy": "first",
           "inputs": [{"name": "role", "type": "enum", "values": ["owner", "guest"]}, {"name": "own", "type": "boolean"}],
           "output": {"name": "allowed", "type": "boolean"},
           "rules": [{"id": "R-1", "when": {"role": "guest"}, "then": false},
                     {"id": "R-2", "when": {"role": "owner"}, "then": true}],
           "default": {"then": false, "reason": "deny by default"}}]}
        """,
    ]

    @Test("narrowing an explicit denial the default repeats is equivalent; narrowing a grant is not")
    func denialNarrowingIsEquivalent() throws {
        let loaded = SpecLoader.loadBundle(product: "acl", texts: Self.texts)
        let bundle = try #require(loaded.catalog.bundle("acl"))
        let mutants = MutationOperators.mutants(of: bundle, operators: ["decision-input", "decision-output"])
        let reasons = DecisionEquivalence.resolve(mutants, in: bundle)
        let denial = mutants.filter { $0.info.id.hasPrefix("decision-input:T-ACL/R-1") }.map(\.info.id)
        let grant = mutants.filter { $0.info.id.hasPrefix("decision-input:T-ACL/R-2") }.map(\.info.id)
        #expect(!denial.isEmpty && denial.allSatisfy { reasons[$0] != nil }, "\(denial)")
        #expect(!grant.isEmpty && grant.allSatisfy { reasons[$0] == nil }, "\(grant)")
        #expect(mutants.filter { $0.info.operatorName == "decision-output" }.allSatisfy { reasons[$0.info.id] == nil })
    }
}

/// The equivalence proof compares values, not atom positions: tables whose atoms differ still compare value by value.
@Suite struct DecisionEquivalenceValueTests {
    @Test("a grant narrowed on a many-valued input is told apart even where the two tables cut the domain differently")
    func differentCutsCompareByValue() throws {
        let texts = [
            "product.json": DecisionEquivalenceTests.texts["product.json"] ?? "",
            "decisions.json": """
            {"kind": "decisions", "version": 1, "product": "acl", "tables": [
              {"id": "T-ACL", "hitPolicy": "first",
               "inputs": [{"name": "role", "type": "enum", "values": ["a", "b", "c", "d"]}, {"name": "n", "type": "integer", "minimum": 0, "maximum": 9}],
               "output": {"name": "allowed", "type": "boolean"},
               "rules": [{"id": "R-1", "when": {"role": ["c", "d"], "n": {"min": 5}}, "then": true}],
               "default": {"then": false, "reason": "deny"}}]}
            """,
        ]
        let bundle = try #require(SpecLoader.loadBundle(product: "acl", texts: texts).catalog.bundle("acl"))
        let mutants = MutationOperators.mutants(of: bundle, operators: ["decision-input"])
        #expect(!mutants.isEmpty)
        #expect(DecisionEquivalence.resolve(mutants, in: bundle).isEmpty, "a narrowed grant was called equivalent")
    }
}

/// Sequence mutants on the toy shop: reversing the funnel's order is killed by every run that places an order.
@Suite struct SequenceMutationTests {
    @Test("the reversed precedes rule is killed by the shop that keeps its funnel")
    func reverseKilled() throws {
        let bundle = try ToyFunnel.bundle()
        let mutants = MutationOperators.mutants(of: bundle, operators: ["sequence"])
        #expect(mutants.map(\.info.id) == ["sequence:SEQ-1~reverse"])
        let runner = MutationRunner(subjects: ToyFunnel.registry(nil), rules: RuleCheckRegistry(), jobs: 1)
        #expect(runner.evaluate(try #require(mutants.first), bundle: bundle, scenarios: []).status == .killed)
    }
}

/// The output invariant operators on the toy feed: every mutant is killed by the conforming composer.
@Suite struct InvariantOperatorTests {
    @Test("invariant-bound, invariant-order and invariant-negate mutants are each killed by a conforming composer")
    func everyInvariantMutantKilled() throws {
        let bundle = try ToyFeed.bundle()
        let mutants = MutationOperators.mutants(
            of: bundle, operators: ["invariant-bound", "invariant-order", "invariant-negate"])
        #expect(
            mutants.map(\.info.id) == [
                "invariant-bound:FEED-02/atMost-", "invariant-negate:FEED-01/holds", "invariant-negate:FEED-01/where",
                "invariant-order:FEED-04/keys/0", "invariant-order:FEED-04/keys/1",
            ])
        let runner = MutationRunner(subjects: ToyFeed.registry(nil), rules: RuleCheckRegistry(), jobs: 1)
        for mutant in mutants {
            #expect(runner.evaluate(mutant, bundle: bundle, scenarios: []).status == .killed, "\(mutant.info.id)")
        }
        let edited = mutants[0].apply(to: bundle)
        guard case .expression(let bound)? = edited.output(id: "feed")?.invariants[1].atMost else {
            Issue.record("no bound")
            return
        }
        #expect(bound.value == "(input.cap) - 1")
    }
}
