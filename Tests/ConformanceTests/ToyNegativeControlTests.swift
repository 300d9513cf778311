import SpecConformTestSupport
import Conformance
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
        #expect(failures(run).isEmpty, "\(failures(run).map { "\($0.id): \($0.divergence.map { "\($0.expected) / \($0.observed)" } ?? $0.message ?? "")" })")
        let kinds = Set(run.checks.map(\.kind))
        #expect(kinds == [.path, .scenario, .event, .rule, .boundary])
        // The coin guard `credit + 1 < price` compares credit with 1: credit 0 and 1 are tried in Idle; credit 2
        // is never reached there (the second coin makes the machine ready), and the plan says so.
        let boundaries = try #require(run.boundaryPlans["vending"])
        #expect(run.checks.filter { $0.kind == .boundary }.map(\.id) == ["boundary:vending:Idle.coin#0:credit=0", "boundary:vending:Idle.coin#0:credit=1"])
        #expect(boundaries.skipped.map { "\($0.operand)=\($0.value): \($0.reason)" } == ["credit=2: no run reaches Idle with credit = 2 (proved)"])
        let plan = try #require(run.plans["vending"])
        #expect(!plan.truncated)
        #expect(plan.uncovered.isEmpty)
        // Every transition of the machine was run by a passing check.
        let walked = Set(run.checks.filter { $0.status == .passed }.flatMap(\.transitions).map { "\($0.from)|\($0.event)|\($0.ordinal)" })
        #expect(walked == ["Idle|coin|0", "Idle|coin|1", "Idle|jam|0", "Ready|vend|0", "Ready|refund|0", "Jammed|clear|0"])
        // A passing scenario proves, for the IDs it covers, the path kinds it ran and the events it verified.
        let scenario = try #require(run.checks.first { $0.kind == .scenario })
        #expect(Set(scenario.evidence.filter { $0.id == "TOY-JRN-01" }.map(\.kind)) == [.scenario, .success, .observability])
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

    @Test("every defect is caught by at least one failing check")
    func everyDefectCaught() throws {
        for defect in ToyVending.Defect.allCases {
            #expect(!failures(try run(defect)).isEmpty, "\(defect) was not caught")
        }
    }
}
