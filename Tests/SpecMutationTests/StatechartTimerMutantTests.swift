import SpecConformTestSupport
import SpecModel
import StateMachine
import Testing

@testable import SpecMutation

/// `shift-delay` on a compound state's timer: the mutants exist, flatten (timers on any state do), and their flat
/// machines differ from the original's where a check sends time (the second short of the time left, or the time left
/// itself), so `check` can kill them.
@Suite struct StatechartTimerMutantTests {
    /// P's 10 s timer keeps running while a's 4 s timer moves to b.
    static let machine = """
        {"kind": "machine", "version": 1, "product": "sc", "id": "timed", "initial": "P",
         "states": {
          "P": {"initial": "a", "after": {"10s": [{"target": "Out"}]}, "states": {
            "a": {"after": {"4s": [{"target": "b"}]}},
            "b": {}}},
          "Out": {}}}
        """

    /// A product `sc` holding `machine`.
    static func bundle(_ machine: String) throws -> SpecBundle {
        let product = """
            {"kind": "product", "version": 1, "product": "sc", "name": "SC", "documents": [{"file": "d.txt"}],
             "idPatterns": [{"kind": "feature", "pattern": "^F-[0-9]+$"}]}
            """
        let result = SpecLoader.loadBundle(product: "sc", texts: ["product.json": product, "machine.json": machine])
        return try #require(result.catalog.bundles.first)
    }

    /// The observed configuration after each event, run on the flat machine of configurations.
    static func flatRun(_ machine: Machine, _ events: [String]) throws -> [String] {
        let flat = try StatechartFlattener.flatten(machine).get().machine
        var instance = MachineInstance(try CompiledMachine.compile(flat).get())
        return events.map { event in
            _ = instance.step(event: event)
            return flat.observedName(of: instance.state)
        }
    }

    @Test("shift-delay moves a compound state's timer; each mutant flattens and a planned timed event tells it apart")
    func compoundTimerMutantsAreKillable() throws {
        let bundle = try Self.bundle(Self.machine)
        let original = try #require(bundle.machine(id: "timed"))
        let mutants = MutationOperators.mutants(of: bundle, operators: ["shift-delay"])
            .filter { $0.info.element == "timed:P.after:10s" }
        #expect(mutants.map(\.info.id) == ["shift-delay:timed:P.after:10s+1s", "shift-delay:timed:P.after:10s-1s"])
        // 4 s in, b is entered with P's 6 s left: the original fires on after:6s and not on after:5s (the sneak paths'
        // second short of it); the mutants fire a second later or earlier.
        #expect(try Self.flatRun(original, ["after:4s", "after:5s", "after:6s"]) == ["b", "b", "Out"])
        let later = try #require(mutants.first { $0.info.id.hasSuffix("+1s") }?.apply(to: bundle).machine(id: "timed"))
        let sooner = try #require(mutants.first { $0.info.id.hasSuffix("-1s") }?.apply(to: bundle).machine(id: "timed"))
        #expect(try Self.flatRun(later, ["after:4s", "after:5s", "after:6s"]) == ["b", "b", "b"])
        #expect(try Self.flatRun(sooner, ["after:4s", "after:5s"]) == ["b", "Out"])
    }

    /// A baby's expected date (nonna's expected-date, reduced): Far, then Countdown 39 h in, Overdue 11 days later.
    static let expected = """
        {"kind": "machine", "version": 1, "product": "sc", "id": "due", "initial": "Expecting",
         "states": {
          "Expecting": {"initial": "Far", "states": {
            "Far": {"after": {"39h": [{"target": "Countdown"}]}},
            "Countdown": {"after": {"11d": [{"target": "Overdue"}]}},
            "Overdue": {}}}}}
        """

    @Test(
        "add-transition of a parent's timer due with (or just before) its child's: the whole delay tells each mutant apart"
    )
    func parentTimerMutantsAreKillable() throws {
        let bundle = try Self.bundle(Self.expected)
        let original = try #require(bundle.machine(id: "due"))
        let mutants = MutationOperators.mutants(of: bundle, operators: ["add-transition"])
        func mutant(_ id: String) throws -> Machine {
            try #require(mutants.first { $0.info.id == id }?.apply(to: bundle).machine(id: "due"), "\(id)")
        }
        // Expecting's added 39 h timer fires right after Far's, in a following macrostep of the same instant, and
        // re-enters Countdown every 39 h, so its 11 days never run out; the 140399 s one re-enters Far a second before
        // its countdown would start.
        #expect(try Self.flatRun(original, ["after:39h", "after:11d"]) == ["Countdown", "Overdue"])
        let restarts = try mutant("add-transition:due/Expecting.after:39h->Countdown")
        #expect(try Self.flatRun(restarts, ["after:39h", "after:11d"]) == ["Countdown", "Countdown"])
        let early = try mutant("add-transition:due/Expecting.after:140399s->Far")
        #expect(try Self.flatRun(original, ["after:39h"]) == ["Countdown"])
        #expect(try Self.flatRun(early, ["after:39h"]) == ["Far"])
    }
}
