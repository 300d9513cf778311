import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance
@testable import SpecMutation

/// What a mutant's run takes from the baseline (`BaselineReuse`): every result is the one the full run gives, and the
/// subjects of what the mutant did not change are asked nothing.
@Suite struct BaselineReuseTests {
    /// Every mutant of `bundle` run without and with the baseline's reuse.
    static func bothWays(
        _ bundle: SpecBundle, _ subjects: SubjectRegistry, rules: RuleCheckRegistry = RuleCheckRegistry(),
        scenarios: [Scenario] = []
    ) -> (full: [MutantResult], reused: [MutantResult]) {
        let runner = MutationRunner(subjects: subjects, rules: rules, jobs: 2)
        let mutants = MutationOperators.mutants(of: bundle)
        let baseline = runner.baselineKeepingReuse(bundle, scenarios: scenarios)
        #expect(baseline.run.checks.allSatisfy { $0.status == .passed })
        return (
            runner.run(mutants, bundle: bundle, scenarios: scenarios),
            runner.run(mutants, bundle: bundle, scenarios: scenarios, baseline: baseline)
        )
    }

    @Test("every mutant of the toy fixtures gives the same result with the baseline's reuse as without")
    func sameResults() throws {
        let (product, _) = try ToyMutation.prepared()
        let (vending, rules) = ToyFixture.registries(defect: nil)
        let fixtures: [(String, SpecBundle, SubjectRegistry, RuleCheckRegistry, [Scenario])] = [
            ("toy", product.bundle, vending, rules, product.scenarios),
            ("limits", try ToyLimits.bundle(), ToyLimits.registry(nil), RuleCheckRegistry(), []),
            ("feed", try ToyFeed.bundle(), ToyFeed.registry(nil), RuleCheckRegistry(), []),
            ("funnel", try ToyFunnel.bundle(), ToyFunnel.registry(nil), RuleCheckRegistry(), []),
            ("invitation", try ToyInvitation.bundle(), ToyInvitation.registry(.correct), RuleCheckRegistry(), []),
            (
                "acl", try DecisionReuse.bundle(), DecisionReuse.registry(DecisionReuse.Counter()), RuleCheckRegistry(),
                []
            ),
        ]
        for (name, bundle, subjects, rules, scenarios) in fixtures {
            let (full, reused) = Self.bothWays(bundle, subjects, rules: rules, scenarios: scenarios)
            #expect(!full.isEmpty, "\(name)")
            #expect(full == reused, "\(name): \(zip(full, reused).filter { $0 != $1 }.map { "\($0) vs \($1)" })")
        }
    }

    @Test("a limit mutant probes only its own limit; the others' checks are the baseline's")
    func limitProbesOnlyItsLimit() throws {
        let bundle = try ToyLimits.bundle()
        let probed = Probed()
        var subjects = SubjectRegistry()
        subjects.register(.limit, product: "acct", elements: ["N-01", "N-02", "N-03"]) {
            CountingProbe(inner: ToyLimits.Probe(defect: nil), probed: probed)
        }
        let runner = MutationRunner(subjects: subjects, rules: RuleCheckRegistry(), jobs: 1)
        let baseline = runner.baselineKeepingReuse(bundle, scenarios: [])
        probed.limits = []
        let mutant = try #require(
            MutationOperators.mutants(of: bundle, operators: ["shift-limit"]).first {
                $0.info.id == "shift-limit:N-03+"
            })
        let result = runner.evaluate(mutant, bundle: bundle, scenarios: [], baseline: baseline)
        #expect(result.status == .killed && result.killedBy == ["limit:N-03"])
        #expect(Set(probed.limits) == ["N-03"], "\(probed.limits)")
    }

    @Test("negative control: a rule check that reads a limit runs again when the limit changes, as without reuse")
    func ruleCheckReadingALimitRunsAgain() throws {
        let bundle = try ToyLimits.bundle()
        var rules = RuleCheckRegistry()
        rules.register(
            product: "acct",
            RuleCheck.observing("RULE-AGE", title: "invitations expire after a week") { context in
                let seconds = try context.limitValue("N-03", in: "seconds")
                try expect(seconds == 604_800, "N-03 is \(seconds) s, the implementation expires at 604800 s")
            })
        let runner = MutationRunner(subjects: SubjectRegistry(), rules: rules, jobs: 1)
        let baseline = runner.baselineKeepingReuse(bundle, scenarios: [])
        #expect(baseline.run.checks.allSatisfy { $0.status == .passed })
        let mutant = try #require(
            MutationOperators.mutants(of: bundle, operators: ["shift-limit"]).first {
                $0.info.id == "shift-limit:N-03+"
            })
        let full = runner.evaluate(mutant, bundle: bundle, scenarios: [])
        let reused = runner.evaluate(mutant, bundle: bundle, scenarios: [], baseline: baseline)
        #expect(full.status == .killed && full.killedBy == ["rule:RULE-AGE"], "\(full)")
        #expect(reused == full)
    }

    @Test("a changed decision table is answered from the baseline's answers where it asks the same combinations")
    func decisionAnswersReused() throws {
        let bundle = try DecisionReuse.bundle()
        let counter = DecisionReuse.Counter()
        let runner = MutationRunner(subjects: DecisionReuse.registry(counter), rules: RuleCheckRegistry(), jobs: 1)
        let baseline = runner.baselineKeepingReuse(bundle, scenarios: [])
        #expect(counter.asked > 0)
        let mutants = MutationOperators.mutants(of: bundle, operators: ["decision-output"])
        let mutant = try #require(mutants.first)
        let askedBefore = counter.asked
        let reused = runner.evaluate(mutant, bundle: bundle, scenarios: [], baseline: baseline)
        #expect(counter.asked == askedBefore, "the baseline's answers were asked again")
        let full = runner.evaluate(mutant, bundle: bundle, scenarios: [])
        #expect(counter.asked > askedBefore)
        #expect(reused == full && reused.status == .killed)
    }

    @Test("a machine mutant's check asks no real subject while its stimuli follow a run the baseline recorded")
    func machineAnswersReplayed() throws {
        let bundle = try ToyFixture.bundle()
        let applied = Probed()
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: "toy", elements: ["vending"]) {
            CountingVending(inner: ToyVendingSubject(), applied: applied)
        }
        let runner = MutationRunner(subjects: subjects, rules: RuleCheckRegistry(), jobs: 1)
        let baseline = runner.baselineKeepingReuse(bundle, scenarios: [])
        #expect(!applied.limits.isEmpty)
        applied.limits = []
        let flip = try #require(
            MutationOperators.mutants(of: bundle, operators: ["flip-guard"]).first {
                $0.info.id == "flip-guard:vending/Idle.coin#0"
            })
        let replayed = runner.evaluate(flip, bundle: bundle, scenarios: [], baseline: baseline)
        #expect(replayed.status == .killed)
        #expect(applied.limits.isEmpty, "the real subject was asked \(applied.limits)")
        #expect(replayed == runner.evaluate(flip, bundle: bundle, scenarios: []))
    }

    /// The toy vending subject, counting the stimuli it is sent.
    struct CountingVending: ConformanceSubject {
        var inner: ToyVendingSubject
        let applied: Probed

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            applied.add(stimulus.event)
            return try inner.apply(stimulus)
        }
    }

    @Test("a mutant of the subjects runs without reuse: its answers are not the baseline's")
    func subjectMutantRunsFully() throws {
        let bundle = try ToyFeed.bundle()
        let runner = MutationRunner(subjects: ToyFeed.registry(nil), rules: RuleCheckRegistry(), jobs: 1)
        let baseline = runner.baselineKeepingReuse(bundle, scenarios: [])
        let drops = MutationOperators.mutants(of: bundle, operators: ["output-drop"])
        #expect(!drops.isEmpty)
        for drop in drops {
            #expect(
                runner.evaluate(drop, bundle: bundle, scenarios: [], baseline: baseline)
                    == runner.evaluate(drop, bundle: bundle, scenarios: []))
        }
    }

    @Test("outputs are compared in every stored property")
    func outputComparisonIsComplete() {
        // `BaselineReuse.same` compares nine properties; a new one must be compared too (then change this count).
        #expect(Mirror(reflecting: OutputSpec(id: "x")).children.count == 9)
        var other = OutputSpec(id: "x")
        #expect(BaselineReuse.same(OutputSpec(id: "x"), other))
        other.runs = 3
        #expect(!BaselineReuse.same(OutputSpec(id: "x"), other))
    }

    /// What each subject was asked (limits probed, events applied).
    final class Probed: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [String] = []
        var limits: [String] {
            get { lock.withLock { asked } }
            set { lock.withLock { asked = newValue } }
        }
        func add(_ limit: String) { lock.withLock { asked.append(limit) } }
    }

    struct CountingProbe: LimitProbe {
        var inner: ToyLimits.Probe
        let probed: Probed

        mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
            probed.add(limit)
            return try inner.probe(limit: limit, value: value)
        }
    }
}

/// One decision table (`allowed` when `n` ≥ 5 and the role is an owner) and a subject that counts what it is asked.
enum DecisionReuse {
    static func bundle() throws -> SpecBundle {
        let texts = [
            "product.json": DecisionEquivalenceTests.texts["product.json"] ?? "",
            "decisions.json": """
            {"kind": "decisions", "version": 1, "product": "acl", "tables": [
              {"id": "T-ACL", "hitPolicy": "first",
               "inputs": [{"name": "role", "type": "enum", "values": ["owner", "guest"]},
                          {"name": "n", "type": "integer", "minimum": 0, "maximum": 9}],
               "output": {"name": "allowed", "type": "boolean"},
               "rules": [{"id": "R-1", "when": {"role": "owner", "n": {"min": 5}}, "then": true}],
               "default": {"then": false, "reason": "deny"}}]}
            """,
        ]
        return try #require(SpecLoader.loadBundle(product: "acl", texts: texts).catalog.bundle("acl"))
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var asked: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }

    struct Subject: DecisionSubject {
        let counter: Counter

        func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
            counter.add()
            return .bool(inputs["role"] == .string("owner") && (inputs["n"]?.intValue ?? 0) >= 5)
        }
    }

    static func registry(_ counter: Counter) -> SubjectRegistry {
        var registry = SubjectRegistry()
        registry.register(.decision, product: "acl", elements: ["T-ACL"]) { Subject(counter: counter) }
        return registry
    }
}
