import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// A rule check reads the product's event catalogue through `RuleContext`: emitted events are held to the spec's
/// taxonomy and schemas, not to a list the check keeps itself.
@Suite struct RuleContextTests {
    func run(_ check: RuleCheck) throws -> CheckResult { try RuleCheckTests().run(check) }

    /// A check that passes only when `events` conform to the catalogue its context carries.
    func conformanceCheck(_ events: [ObservedEvent]) -> RuleCheck {
        RuleCheck.observing(
            "TOY-RULE-01", covers: ["TOY-FEAT-002"], proves: [.observability], title: "emits only declared events"
        ) { context in
            let problems = context.problems(in: events)
            try expect(
                problems.isEmpty, "the refund emits only declared events with valid payloads", proves: ["TOY-FEAT-002"],
                detail: problems.joined(separator: "; "))
        }
    }

    @Test("the context lists the spec's declared event names, sorted")
    func eventNames() throws {
        let check = RuleCheck.observing("TOY-RULE-01", title: "names") { context in
            try expectEqual(context.eventNames, ["coin_inserted", "item_vended", "refund_issued"], "the event names")
        }
        let result = try run(check)
        #expect(result.status == .passed, "\(result.message ?? "")")
    }

    @Test("declared events with valid payloads conform: the check passes and proves observability")
    func validEventsPass() throws {
        let result = try run(
            conformanceCheck([
                ObservedEvent(name: "coin_inserted", payload: .object(["credit": .int(2)])),
                ObservedEvent(name: "refund_issued", payload: .object(["amount": .int(0)])),
            ]))
        #expect(result.status == .passed)
        #expect(result.evidence.contains(Evidence(id: "TOY-FEAT-002", kind: .observability)))
    }

    @Test("an event the spec does not declare fails the check, naming it")
    func undeclaredEventFails() throws {
        let result = try run(conformanceCheck([ObservedEvent(name: "streak_extended", payload: .object([:]))]))
        #expect(result.status == .failed)
        #expect(result.message?.contains("streak_extended") == true)
        #expect(result.message?.contains("unknown event") == true)
    }

    @Test("a payload the schema rejects fails the check with the instance pointer")
    func schemaViolationFails() throws {
        let result = try run(
            conformanceCheck([
                ObservedEvent(name: "coin_inserted", payload: .object(["credit": .int(1)])),
                ObservedEvent(name: "coin_inserted", payload: .object(["credit": .string("two")])),
            ]))
        #expect(result.status == .failed)
        #expect(result.message?.contains("(TOY-FEAT-002): event 1 'coin_inserted' at /credit") == true)
    }
}
