import Conformance
import SpecModel
import Testing

@testable import OchreSoulConformance

/// Sneak paths on ochre-soul: the reference implementation refuses every event a state does not handle, and a
/// component that accepts one fails the sneak check of that state, naming the machine, the state and the event.
@Suite("negative control: sneak paths")
struct SneakPathNegativeControlTests {
    /// The publication workflow with approval accepted in Validated: review is skipped (one of the bugs issue 13
    /// planted, which no check caught before sneak paths).
    struct ApprovalSkipsReview: ConformanceSubject {
        var inner = PublicationSubject()
        var state: String?

        mutating func reset(context: JSONValue) throws {
            try inner.reset(context: context)
            state = nil
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            if stimulus.event == "reviewer.approved", state == "Validated" {
                _ = try inner.apply(Stimulus(machine: stimulus.machine, event: "review.requested"))
            }
            let observation = try inner.apply(stimulus)
            state = observation.states[PublicationSubject.machine]
            return observation
        }
    }

    @Test("the reference implementation refuses every sneak path it is sent; declared unsent ones are counted apart")
    func referenceRefusesEverySneakPath() throws {
        let run = try #require(ConformanceHarness.reference)
        let sneaks = run.checks.filter { $0.kind == .sneak }
        #expect(sneaks.count == 168)
        #expect(
            sneaks.allSatisfy { $0.status == .passed },
            "\(sneaks.filter { $0.status != .passed }.map(ConformanceHarness.describe))")
        let sent = sneaks.compactMap(\.sneak).reduce(0) { $0 + $1.total }
        let refused = sneaks.compactMap(\.sneak).reduce(0) { $0 + $1.refused.count }
        #expect(sent == refused)
        #expect(sent == 3703)
        // Every reached state has its sneak check; TapReceived sends none (all declared unsent) and gives no evidence.
        let tap = try #require(sneaks.first { $0.id == "sneak:canvas-progress:TapReceived" })
        #expect(tap.sneak?.total == 0 && tap.sneak?.unsent.count == 14 && tap.evidence.isEmpty)
        let validated = try #require(sneaks.first { $0.id == "sneak:publication:Validated" })
        #expect(validated.sneak?.refused.contains("reviewer.approved") == true)
    }

    @Test(
        "RULE-PUBLICATION-NO-SKIP approval accepted in Validated fails sneak:publication:Validated on reviewer.approved"
    )
    func approvalInValidatedIsCaught() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: OchreSoulVerification.product, elements: [PublicationSubject.machine]) {
            ApprovalSkipsReview()
        }
        let run = ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
        let failing = run.checks.filter { $0.status != .passed }
        #expect(
            failing.map(\.id) == [
                "sneak:publication:Validated", "sneak:publication:Validated{hasWarnings=true, warningsSignedOff=true}",
            ],
            "\(failing.map(ConformanceHarness.describe))")
        let check = try #require(failing.first)
        #expect(check.title.hasPrefix("publication: Validated ignores"))
        #expect(check.sneak?.accepted == ["reviewer.approved"])
        #expect(check.divergence?.pathSoFar.last == "reviewer.approved")
        #expect(check.divergence?.observed == "state Approved")
        #expect(check.message?.contains("sneak paths taken: reviewer.approved") == true)
        // The state's IDs, the machine's and those of ReviewRequested --reviewer.approved--> are failing.
        #expect(check.exercisedIDs.contains("RULE-PUBLICATION-NO-SKIP"))
    }
}
