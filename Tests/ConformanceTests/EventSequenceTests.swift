import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// Event sequences: a funnel's order and its deduplication, held on every run of a machine.
@Suite("event sequences: precedes and at-most-once over each run's emitted events")
struct EventSequenceTests {
    static let texts = ToyFunnel.texts
    typealias Shop = ToyFunnel.Subject

    func run(_ defect: Shop.Defect?) throws -> ConformanceRun {
        ConformanceRunner(subjects: ToyFunnel.registry(defect)).run(try ToyFunnel.bundle(), scenarios: [])
    }

    @Test("a shop keeping the funnel passes, and the sequences get evidence")
    func orderKeptPasses() throws {
        let run = try run(nil)
        #expect(
            run.checks.allSatisfy { $0.status == .passed }, "\(run.checks.filter { $0.status != .passed }.map(\.id))")
        #expect(run.checks.contains { $0.evidence.contains(Evidence(id: "SEQ-1", kind: .observability)) })
    }

    @Test("expectConformingNamed names the sequences it held with their later event emitted, and only those")
    func namedConformance() throws {
        let bundle = try ToyFunnel.bundle()
        var rules = RuleCheckRegistry()
        rules.register(
            product: "shop",
            RuleCheck.observing("SEQ-1", covers: ["SEQ-2"], title: "the funnel's order") { context in
                try context.expectConformingNamed([
                    ObservedEvent(name: "cart_opened", payload: [:]), ObservedEvent(name: "order_placed", payload: [:]),
                ])
            })
        rules.register(
            product: "shop",
            RuleCheck.observing("SEQ-2", title: "a cart alone") { context in
                try context.expectConformingNamed([ObservedEvent(name: "cart_opened", payload: [:])])
            })
        let run = ConformanceRunner(subjects: SubjectRegistry(), rules: rules).run(bundle, scenarios: [])
        let both = try #require(run.checks.first { $0.id == "rule:SEQ-1" })
        #expect(both.unasserted == [])
        #expect(both.proofs.contains(Proof(id: "SEQ-2", claim: "order_placed at most once, with order_placed emitted")))
        let cartOnly = try #require(run.checks.first { $0.id == "rule:SEQ-2" })
        #expect(!cartOnly.proofs.contains { $0.claim.contains("order_placed emitted") })
    }

    @Test("an order placed without the cart event breaks SEQ-1")
    func skippedStepFails() throws {
        let failing = try run(.skipsCartEvent).checks.filter { $0.status != .passed }
        #expect(!failing.isEmpty)
        #expect(
            failing.allSatisfy { $0.divergence?.observed == "'order_placed' without an earlier 'cart_opened' (SEQ-1)" })
        // A failing path makes the sequence failing (sneak checks name the state's IDs instead).
        #expect(failing.filter { $0.kind == .path }.allSatisfy { $0.evidence.map(\.id).contains("SEQ-1") })
        #expect(failing.contains { $0.kind == .path })
    }

    @Test("an order placed twice breaks SEQ-2")
    func duplicateFails() throws {
        let failing = try run(.placesTwice).checks.filter { $0.status != .passed }
        #expect(
            !failing.isEmpty && failing.allSatisfy { $0.divergence?.observed == "'order_placed' emitted twice (SEQ-2)" }
        )
    }

    @Test("a sequence naming an unknown event, or missing a key of its rule, is a located error")
    func badSequences() {
        var texts = Self.texts
        texts["events.json"] = """
            {"kind": "events", "version": 1, "product": "shop", "events": [{"name": "cart_opened", "schema": {"type": "object"}}],
             "sequences": [{"id": "SEQ-1", "rule": "precedes", "first": "cart_opend", "then": "cart_opened"},
                           {"id": "SEQ-2", "rule": "at-most-once"}]}
            """
        let loaded = SpecLoader.loadBundle(product: "shop", texts: texts)
        #expect(loaded.diagnostics.map(\.code) == ["spec.invalid-value", "spec.missing-key"])
        #expect(loaded.diagnostics.first?.message.contains("did you mean \"cart_opened\"") == true)
    }
}
