import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// The runner passes the correct toy subject and fails each faulty one with the right first divergence.
@Suite struct ToyNegativeControlTests {
    func run(_ defect: ToyVending.Defect?) throws -> ConformanceRun {
        let run = ToyFixture.runner(defect: defect).run(try ToyFixture.bundle(), scenarios: ToyFixture.scenarios())
        #expect(run.diagnostics.filter { $0.severity == .error }.isEmpty, "\(run.diagnostics)")
        return run
    }

    func failures(_ run: ConformanceRun) -> [CheckResult] { run.checks.filter { $0.status != .passed } }

    @Test("the correct subject passes every path, scenario, event and rule check")
    func correctSubjectPasses() throws {
        let run = try run(nil)
        #expect(
            failures(run).isEmpty,
            "\(failures(run).map { "\($0.id): \($0.divergence.map { "\($0.expected) / \($0.observed)" } ?? $0.message ?? "")" })"
        )
        let kinds = Set(run.checks.map(\.kind))
        #expect(kinds == [.path, .scenario, .event, .rule, .boundary, .sneak])
        // The coin guard `credit + 1 < price` compares credit with 1: credit 0 and 1 are tried in Idle; credit 2
        // is never reached there (the second coin makes the machine ready), and the plan says so.
        let boundaries = try #require(run.boundaryPlans["vending"])
        #expect(
            run.checks.filter { $0.kind == .boundary }.map(\.id) == [
                "boundary:vending:Idle.coin#0:credit=0", "boundary:vending:Idle.coin#0:credit=1",
            ])
        #expect(
            boundaries.skipped.map { "\($0.operand)=\($0.value): \($0.reason)" } == [
                "credit=2: no run reaches Idle with credit = 2 (proved)"
            ])
        let plan = try #require(run.plans["vending"])
        #expect(!plan.truncated)
        #expect(plan.uncovered.isEmpty)
        // Every transition of the machine was run by a passing check.
        let walked = Set(
            run.checks.filter { $0.status == .passed }.flatMap(\.transitions).map {
                "\($0.from)|\($0.event)|\($0.ordinal)"
            })
        #expect(
            walked == ["Idle|coin|0", "Idle|coin|1", "Idle|jam|0", "Ready|vend|0", "Ready|refund|0", "Jammed|clear|0"])
        // A passing scenario proves, for the IDs it covers, the path kinds it ran and the events it verified.
        let scenario = try #require(run.checks.first { $0.kind == .scenario })
        #expect(
            Set(scenario.evidence.filter { $0.id == "TOY-JRN-01" }.map(\.kind)) == [
                .scenario, .success, .observability,
            ])
        // Both outcomes of the coin guard were observed.
        let guards = Set(run.checks.flatMap(\.guardOutcomes).map(\.outcome))
        #expect(guards == [true, false])
    }

    @Test("a wrong target state is the first divergence")
    func wrongTargetState() throws {
        let failing = failures(try run(.wrongTargetState))
        let vend = try #require(failing.first { $0.kind == .path && $0.divergence?.pathSoFar.last == "vend" })
        #expect(vend.divergence?.expected == "state Idle")
        #expect(vend.divergence?.observed == "state Ready")
        #expect(vend.evidence.map(\.id).contains("TOY-FEAT-001"))
        #expect(failing.contains { $0.id == "scenario:SCN-TOY-JRN-01" })
    }

    @Test("a missing emitted event is reported")
    func missingEvent() throws {
        let failing = failures(try run(.missingEvent))
        let vend = try #require(failing.first { $0.kind == .path })
        #expect(vend.divergence?.expected == "events [item_vended]")
        #expect(vend.divergence?.observed.contains("expected event 'item_vended', observed nothing") == true)
    }

    @Test("an extra emitted event is reported")
    func extraEvent() throws {
        let failing = failures(try run(.extraEvent))
        let coin = try #require(failing.first { $0.kind == .path })
        #expect(coin.divergence?.step == 0)
        #expect(coin.divergence?.observed.contains("unexpected event 'coin_inserted'") == true)
        #expect(coin.evidence.map(\.id).contains("TOY-FEAT-004"))
    }

    @Test("an event property of the wrong type fails schema validation")
    func wrongPropertyType() throws {
        let run = try run(.wrongPropertyType)
        let failing = failures(run)
        let path = try #require(failing.first { $0.kind == .path })
        #expect(path.divergence?.expected == "event 'item_vended' valid against its schema and policies")
        #expect(path.divergence?.observed.contains("/price") == true)
        let eventCheck = try #require(run.checks.first { $0.id == "event:item_vended" })
        #expect(eventCheck.status == .failed)
    }

    @Test("an off-by-one boundary in the implementation fails the boundary check at the boundary value")
    func offByOneBoundary() throws {
        let failing = failures(try run(.offByOneBoundary))
        let boundary = try #require(failing.first { $0.id == "boundary:vending:Idle.coin#0:credit=1" })
        #expect(boundary.kind == .boundary)
        #expect(boundary.divergence?.expected == "state Ready")
        #expect(boundary.divergence?.observed == "state Idle")
        #expect(boundary.evidence.map(\.id).contains("TOY-FEAT-004"))
        #expect(!failing.contains { $0.id == "boundary:vending:Idle.coin#0:credit=0" })
    }

    @Test("a guard outcome the subject ignores is caught")
    func ignoresGuard() throws {
        let failing = failures(try run(.ignoresGuard))
        let coin = try #require(failing.first { $0.kind == .path && $0.divergence?.step == 0 })
        #expect(coin.divergence?.expected == "state Idle")
        #expect(coin.divergence?.observed == "state Ready")
    }

    @Test(
        "the correct subject refuses every sneak path: one sneak check per reached state and context, refusal evidence")
    func correctSubjectRefusesSneakPaths() throws {
        let run = try run(nil)
        let sneaks = run.checks.filter { $0.kind == .sneak }
        #expect(
            sneaks.map(\.id) == [
                "sneak:vending:Idle", "sneak:vending:Idle{credit=1}", "sneak:vending:Jammed",
                "sneak:vending:Jammed{credit=1}", "sneak:vending:Ready",
            ])
        #expect(sneaks.allSatisfy { $0.status == .passed })
        let idle = try #require(sneaks.first)
        #expect(idle.sneak?.refused == ["vend", "refund", "clear"])
        #expect(idle.title == "vending: Idle ignores 3 unhandled events: vend, refund, clear")
        #expect(run.sneakPlans["vending"]?.pathCount == 3 + 3 + 4 + 4 + 3)
    }

    @Test("a sneak path the subject takes (vend while Idle) fails the Idle sneak check and the vend transition's IDs")
    func vendsWhileIdle() throws {
        let run = try run(.vendsWhileIdle)
        let failing = failures(run)
        #expect(
            failing.map(\.id) == ["sneak:vending:Idle", "sneak:vending:Idle{credit=1}"],
            "only the sneak checks can see it")
        let idle = try #require(failing.first)
        #expect(idle.status == .failed)
        #expect(idle.sneak?.accepted == ["vend"])
        #expect(idle.sneak?.refused == ["refund", "clear"])
        #expect(idle.divergence?.pathSoFar == ["vend"])
        #expect(idle.divergence?.observed.contains("unexpected event 'item_vended'") == true)
        // Ready --vend--> traces TOY-FEAT-001: the sneak path contradicts it.
        #expect(idle.evidence.map(\.id).contains("TOY-FEAT-001"))
    }

    @Test("reject mode: a refusal not reported in the named output fails; reported, it passes")
    func rejectMode() throws {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        bundle.machines[index].unhandled = UnhandledEvents(mode: .reject, output: "refused")
        let silent = ToyFixture.runner(defect: nil).run(bundle, scenarios: [])
        let idle = try #require(silent.checks.first { $0.id == "sneak:vending:Idle" })
        #expect(idle.status == .failed)
        #expect(idle.title.hasPrefix("vending: Idle rejects"))
        #expect(idle.divergence?.expected == "the refusal reported in output refused")

        var registry = SubjectRegistry()
        registry.register(.machine, product: "toy", elements: ["vending"]) {
            RefusalReporting(inner: ToyVendingSubject())
        }
        let reporting = ConformanceRunner(subjects: registry).run(bundle, scenarios: [])
        #expect(reporting.checks.filter { $0.kind == .sneak }.allSatisfy { $0.status == .passed })
    }

    /// Reports `refused` when a stimulus changed nothing: what a product that rejects unhandled events would do. It
    /// reports its outputs after a reset, so a refusal in the initial state has a value to change from.
    struct RefusalReporting: ConformanceSubject {
        var inner: ToyVendingSubject

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }

        func observeReset() -> Observation? {
            Observation(
                states: ["vending": inner.vending.phase.rawValue], outputs: ["credit": .int(inner.vending.credit)])
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            let before = inner.vending.phase
            var observation = try inner.apply(stimulus)
            if inner.vending.phase == before, observation.events.isEmpty {
                observation.outputs["refused"] = .string(stimulus.event)
            }
            return observation
        }
    }

    @Test("an event declared unsent is not sent, not refused, and counted apart")
    func declaredUnsent() throws {
        var bundle = try ToyFixture.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        bundle.machines[index].unhandled = UnhandledEvents(unsent: ["vend": "one input with coin in this toy"])
        let run = ToyFixture.runner(defect: .vendsWhileIdle).run(bundle, scenarios: [])
        let idle = try #require(run.checks.first { $0.id == "sneak:vending:Idle" })
        #expect(
            idle.status == .passed,
            "the vend sneak path is not sent, so the defect is not seen: why a reason is required")
        #expect(idle.sneak?.unsent == ["vend"])
        #expect(idle.sneak?.total == 2)
        #expect(idle.title.hasSuffix("(not sent, declared: vend)"))
    }

    @Test("a subject that cannot deliver an event makes the sneak check an error, never a refusal")
    func adapterGapIsAnError() throws {
        var registry = SubjectRegistry()
        registry.register(.machine, product: "toy", elements: ["vending"]) { Deaf(inner: ToyVendingSubject()) }
        let run = ConformanceRunner(subjects: registry).run(try ToyFixture.bundle(), scenarios: [])
        let ready = try #require(run.checks.first { $0.id == "sneak:vending:Ready" })
        #expect(ready.status == .error)
        #expect(ready.sneak?.notRun == ["clear"])
        #expect(ready.message?.contains("the adapter could not deliver it") == true)
    }

    /// Cannot express `clear` outside Jammed: a broken adapter.
    struct Deaf: ConformanceSubject {
        var inner: ToyVendingSubject

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            if stimulus.event == "clear", inner.vending.phase != .jammed {
                throw SubjectError("no clear button outside Jammed")
            }
            return try inner.apply(stimulus)
        }
    }

    @Test("every defect is caught by at least one failing check")
    func everyDefectCaught() throws {
        for defect in ToyVending.Defect.allCases {
            #expect(!failures(try run(defect)).isEmpty, "\(defect) was not caught")
        }
    }
}
