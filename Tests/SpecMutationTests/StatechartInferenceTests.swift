import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// The engine's equivalence inferences on statecharts read the flat machine of configurations `check` runs
/// (``AnalysedMachine``): an event a parent handles is handled in every child, a timer longer than one of the
/// configuration's own is never due, and a self-loop is only the same as ignoring the event in a plain leaf.
@Suite struct StatechartInferenceTests {
    /// A pregnancy: Expecting (Far, then Countdown after 39h, then Overdue after 11d), which the birth ends from every
    /// phase through one transition on Expecting; Born is final. `extra` is spliced into Far's `on`, `unhandled` into
    /// the machine.
    static func machine(
        far extra: String = "", unhandled: String = #""unhandled": {"mode": "reject", "output": "refusal"},"#
    ) -> String {
        """
        {"kind": "machine", "version": 1, "product": "sc", "id": "due", "initial": "Expecting", \(unhandled)
             "states": {
          "Expecting": {"initial": "Far", "on": {"birth": [{"target": "Born"}]}, "states": {
            "Far": {"on": {\(extra)}, "after": {"39h": [{"target": "Countdown"}]}},
            "Countdown": {"after": {"11d": [{"target": "Overdue"}]}},
            "Overdue": {}}},
          "Born": {"type": "final"}}}
        """
    }

    static func bundle(_ machine: String) throws -> SpecBundle {
        let product = """
            {"kind": "product", "version": 1, "product": "sc", "name": "SC", "documents": [{"file": "d.txt"}],
             "idPatterns": [{"kind": "feature", "pattern": "^F-[0-9]+$"}]}
            """
        let result = SpecLoader.loadBundle(product: "sc", texts: ["product.json": product, "due.json": machine])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.catalog.bundles.first)
    }

    static func refusals(_ bundle: SpecBundle) -> [String: String] {
        let mutants = FlipRefusal().mutants(of: bundle, locator: SpecLocator())
        return RefusalEquivalence.resolve(mutants.map(\.info), in: bundle)
    }

    @Test("flip-refusal: a leaf whose parent handles the event it lacks never meets its mode, in any configuration")
    func parentHandlesTheEvent() throws {
        let inferred = Self.refusals(try Self.bundle(Self.machine(unhandled: "")))
        for state in ["Far", "Countdown", "Overdue", "Expecting"] {
            #expect(inferred["flip-refusal:due/\(state)"] != nil, "\(state)")
        }
    }

    @Test("flip-refusal: not inferred when some configuration of the state can be sent an event it does not handle")
    func sendableEventIsNotEquivalent() throws {
        // Only Overdue handles `ping`: the configurations Far and Countdown can be sent it.
        let bundle = try Self.bundle(
            Self.machine().replacingOccurrences(
                of: #""Overdue": {}"#, with: #""Overdue": {"on": {"ping": [{"target": "Far"}]}}"#))
        let inferred = Self.refusals(bundle)
        #expect(inferred["flip-refusal:due/Far"] == nil)
        #expect(inferred["flip-refusal:due/Expecting"] == nil)
        #expect(inferred["flip-refusal:due"] == nil)
        #expect(inferred["flip-refusal:due/Overdue"] != nil)
    }

    @Test(
        "add-transition: a timer longer than one the configuration already runs is never due, so adding it is equivalent"
    )
    func preemptedTimer() throws {
        let bundle = try Self.bundle(Self.machine())
        let mutants = AddTransition().mutants(of: bundle, locator: SpecLocator()).map(\.info)
        let inferred = InferredEquivalence.resolve(mutants, in: bundle)
        let far11d = try #require(mutants.first { $0.element == "due/Far.after:11d" })
        #expect(inferred[far11d.id]?.contains("before after:11d has passed") == true, "\(inferred)")
        // Countdown has no timer shorter than 39h: an added 39h timer there fires, and is not inferred.
        let countdown39h = try #require(mutants.first { $0.element == "due/Countdown.after:39h" })
        #expect(inferred[countdown39h.id] == nil)
    }

    @Test(
        "add-transition: not inferred when the shorter timer is guarded (the state may outlive it) or internal (negative control)"
    )
    func guardedOrInternalTimerIsNotInferred() throws {
        let variants = [
            #""39h": [{"target": "Countdown", "guard": "true == false"}]"#,
            #""39h": [{"target": "Far", "internal": true}]"#,
        ]
        for variant in variants {
            let text = Self.machine().replacingOccurrences(of: #""39h": [{"target": "Countdown"}]"#, with: variant)
            #expect(text != Self.machine())
            let bundle = try Self.bundle(text)
            let mutants = AddTransition().mutants(of: bundle, locator: SpecLocator()).map(\.info)
            let inferred = InferredEquivalence.resolve(mutants, in: bundle)
            let far11d = try #require(mutants.first { $0.element == "due/Far.after:11d" })
            #expect(inferred[far11d.id] == nil, "\(variant): \(inferred[far11d.id] ?? "")")
        }
    }

    @Test("no-effect self-loops in a statechart: only a plain leaf whose ancestors do not handle the event")
    func selfLoops() throws {
        let plain = try Self.bundle(
            Self.machine(far: #""tap": [{"target": "Far"}]"#, unhandled: #""unhandled": {"mode": "ignore"},"#))
        #expect(InferredEquivalence.noEffectSelfLoops(in: plain).isEmpty, "Far has a timer: re-entering restarts it")
        let overdue = try Self.bundle(
            Self.machine(unhandled: #""unhandled": {"mode": "ignore"},"#).replacingOccurrences(
                of: #""Overdue": {}"#, with: #""Overdue": {"on": {"tap": [{"target": "Overdue"}]}}"#))
        #expect(InferredEquivalence.noEffectSelfLoops(in: overdue) == ["due/Overdue.tap#0"])
        let shadowing = try Self.bundle(
            Self.machine(unhandled: #""unhandled": {"mode": "ignore"},"#).replacingOccurrences(
                of: #""Overdue": {}"#, with: #""Overdue": {"on": {"birth": [{"target": "Overdue"}]}}"#))
        #expect(
            InferredEquivalence.noEffectSelfLoops(in: shadowing).isEmpty,
            "dropping Overdue's birth self-loop hands birth to Expecting, which leaves for Born")
        let compound = try Self.bundle(
            Self.machine(unhandled: #""unhandled": {"mode": "ignore"},"#).replacingOccurrences(
                of: #""on": {"birth": [{"target": "Born"}]}"#,
                with: #""on": {"birth": [{"target": "Born"}], "tap": [{"target": "Expecting"}]}"#))
        #expect(
            InferredEquivalence.noEffectSelfLoops(in: compound).isEmpty,
            "re-entering Expecting restarts it at Far")
    }
}
