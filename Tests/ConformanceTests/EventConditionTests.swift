import Conformance
import EventSchema
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

/// Event policies hang on conditions the events spec declares; child mode is only one product's use. Here the toy
/// product declares `guest` (and `eu-region`), and `item_vended` is not allowed while `guest` holds.
@Suite struct EventConditionTests {
    static let guestEvents = """
        {"kind": "events", "version": 1, "product": "toy",
         "conditions": {"guest": {"description": "no account is signed in"}, "eu-region": {"description": "the machine stands in the EU"}},
         "events": [
          {"name": "coin_inserted", "traces": ["TOY-FEAT-004"],
           "schema": {"type": "object", "required": ["credit"], "properties": {"credit": {"type": "integer", "minimum": 1}}, "additionalProperties": false}},
          {"name": "item_vended", "traces": ["TOY-FEAT-001"],
           "schema": {"type": "object", "required": ["item", "price"], "properties": {"item": {"type": "string"}, "price": {"type": "integer"}}, "additionalProperties": false},
           "policy": {"when": {"guest": {"allowed": false}, "eu-region": {"absent": ["price"]}}}},
          {"name": "refund_issued", "traces": ["TOY-FEAT-002"],
           "schema": {"type": "object", "required": ["amount"], "properties": {"amount": {"type": "integer", "minimum": 0}}, "additionalProperties": false}}
         ]}
        """

    /// The toy bundle with its events file replaced by `events`.
    static func bundle(events: String = guestEvents) throws -> (SpecBundle, [Diagnostic]) {
        var texts: [String: String] = ["events.json": events]
        for name in ["product.json", "features.json", "journeys.json", "rules.json", "machines/vending.json"] {
            texts[name] = try String(contentsOfFile: ToyFixture.root + "/Spec/toy/" + name, encoding: .utf8)
        }
        let loaded = SpecLoader.loadBundle(product: "toy", texts: texts)
        return (try #require(loaded.catalog.bundle("toy")), loaded.diagnostics.filter { $0.severity == .error })
    }

    /// The toy subject, reporting `conditions` as active; with `honours`, it drops the events their policy does
    /// not allow under them (a correct implementation), otherwise it emits as always.
    struct ConditionalToySubject: ConformanceSubject {
        var inner = ToyVendingSubject()
        let conditions: Set<String>
        let honours: Bool

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            var observation = try inner.apply(stimulus)
            observation.conditions = conditions
            observation.events = observation.events
                .filter { !(honours && conditions.contains("guest") && $0.name == "item_vended") }
                .map { ObservedEvent(name: $0.name, payload: $0.payload, conditions: conditions) }
            return observation
        }
    }

    func run(conditions: Set<String>, honours: Bool = false) throws -> [CheckResult] {
        let (bundle, errors) = try Self.bundle()
        #expect(errors.isEmpty, "\(errors)")
        var registry = SubjectRegistry()
        registry.register(.machine, product: "toy", elements: ["vending"]) {
            ConditionalToySubject(conditions: conditions, honours: honours)
        }
        let run = ConformanceRunner(subjects: registry).run(bundle, scenarios: ToyFixture.scenarios())
        #expect(run.diagnostics.filter { $0.severity == .error }.isEmpty, "\(run.diagnostics)")
        return run.checks.filter { $0.status != .passed && $0.kind != .rule }
    }

    @Test("an event disallowed under guest passes while the subject reports no condition or another one")
    func guestRuleIdleWithoutGuest() throws {
        #expect(try run(conditions: []).isEmpty)
        #expect(
            try run(conditions: ["eu-region"]).filter { $0.divergence?.observed.contains("policy.not-allowed") == true }
                .isEmpty)
    }

    @Test("an event disallowed under guest fails when the subject reports guest and emits it")
    func guestRuleFailsUnderGuest() throws {
        let failing = try run(conditions: ["guest"])
        let vend = try #require(failing.first { $0.divergence?.pathSoFar.last == "vend" })
        #expect(vend.divergence?.expected == "events []")
        #expect(vend.divergence?.observed.contains("item_vended") == true)
    }

    @Test(
        "under guest the disallowed event is not expected on the machine's paths: a subject that withholds it conforms")
    func guestRuleHonoured() throws {
        // A scenario that names its events (SCN-TOY-JRN-01 expects item_vended) keeps its own expectation.
        let failing = try run(conditions: ["guest"], honours: true).filter { $0.kind == .path }
        #expect(
            failing.isEmpty,
            "\(failing.map { "\($0.id): \($0.divergence.map { "\($0.expected) / \($0.observed)" } ?? $0.message ?? "")" })"
        )
    }

    @Test("a property absent under eu-region fails validation only when the subject reports eu-region")
    func euRegionAbsentProperty() throws {
        let failing = try run(conditions: ["eu-region"])
        let vend = try #require(failing.first { $0.divergence?.pathSoFar.last == "vend" })
        #expect(vend.divergence?.observed.contains("policy.absent-property") == true)
        #expect(vend.divergence?.observed.contains("\"eu-region\"") == true)
    }

    @Test("a rule check's context applies the rules of the conditions active when each event was emitted")
    func ruleContextTakesConditions() throws {
        let context = RuleContext(catalog: EventCatalog(try Self.bundle().0))
        let vended = ObservedEvent(name: "item_vended", payload: ["item": "tea", "price": 2], conditions: ["guest"])
        #expect(context.problems(in: [vended]).map { $0.contains("policy.not-allowed") } == [true])
        #expect(
            context.problems(in: [ObservedEvent(name: "item_vended", payload: ["item": "tea", "price": 2])]).isEmpty)
        let misspelt = ObservedEvent(name: "coin_inserted", payload: ["credit": 1], conditions: ["gest"])
        #expect(
            context.problems(in: [misspelt]) == [
                "event 0 'coin_inserted': unknown condition \"gest\"; the spec declares eu-region, guest; did you mean \"guest\"?"
            ])
    }

    @Test("a policy naming an undeclared condition is a located load error with did you mean")
    func undeclaredConditionInToySpec() throws {
        let misspelt = Self.guestEvents.replacingOccurrences(of: #""when": {"guest""#, with: #""when": {"guests""#)
        let (_, errors) = try Self.bundle(events: misspelt)
        #expect(errors.map(\.code) == ["spec.undeclared-condition"])
        #expect(errors.first?.jsonPointer == "/events/1/policy/when/guests")
        #expect(errors.first?.message.hasSuffix("did you mean \"guest\"?") == true)
    }
}
