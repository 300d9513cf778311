import SpecConformTestSupport
import SpecModel
import StateMachine
import Testing

@testable import SpecMutation

/// The statechart operators (`retarget-level`, `drop-region`, `history-depth`, `drop-eventless`) and the machine
/// operators at every level of a statechart: each mutant edits the state it names wherever it nests, and changes
/// what the statechart does (a run of `StatechartInstance` tells it apart from the original), so a suite that
/// checks statecharts can kill it.
@Suite struct StatechartOperatorTests {
    /// A player: Off, then On holding a parallel Player whose Playback region has a nested Playing (Normal, Fast) and
    /// a history state, and whose Volume region turns Loud by itself once `n` passes 2.
    static let machine = """
        {"kind": "machine", "version": 1, "product": "sc", "id": "player", "initial": "Off", "context": {"n": 0},
         "states": {
          "Off": {"on": {"power": [{"target": "On"}]}},
          "On": {"initial": "Player", "on": {"power": [{"target": "Off"}], "resume": [{"target": "Hist"}]},
           "states": {
            "Player": {"type": "parallel", "states": {
              "Playback": {"initial": "Stopped", "states": {
                "Stopped": {"on": {"play": [{"target": "Playing"}]}},
                "Playing": {"initial": "Normal", "on": {"stop": [{"target": "Stopped"}]}, "states": {
                  "Normal": {"on": {"fast": [{"target": "Fast"}]}},
                  "Fast": {}}},
                "Hist": {"type": "history", "history": "deep", "target": "Stopped"}}},
              "Volume": {"initial": "Quiet", "states": {
                "Quiet": {"on": {"louder": [{"target": "Loud", "assign": {"n": "n + 1"}}]},
                          "always": [{"target": "Loud", "guard": "n > 2"}]},
                "Loud": {"on": {"softer": [{"target": "Quiet", "assign": {"n": "n + 2"}}]}}}}}}}}}}
        """

    static func bundle() throws -> SpecBundle {
        let product = """
            {"kind": "product", "version": 1, "product": "sc", "name": "SC", "documents": [{"file": "d.txt"}],
             "idPatterns": [{"kind": "feature", "pattern": "^F-[0-9]+$"}]}
            """
        let result = SpecLoader.loadBundle(product: "sc", texts: ["product.json": product, "player.json": machine])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.catalog.bundles.first)
    }

    /// The active leaves after the start and after each event of `events`.
    static func run(_ machine: Machine, _ events: [String]) throws -> [[String]] {
        let chart = try CompiledStatechart.compile(machine).get()
        var instance = StatechartInstance(chart)
        try instance.reset()
        var seen = [instance.activeLeaves]
        for event in events {
            _ = instance.step(event: event)
            seen.append(instance.activeLeaves)
        }
        return seen
    }

    /// Every event sequence of up to `length` events over the player's alphabet.
    static func sequences(_ length: Int) -> [[String]] {
        let alphabet = ["power", "play", "fast", "stop", "louder", "softer", "resume"]
        var result: [[String]] = [[]]
        var frontier: [[String]] = [[]]
        for _ in 0..<length {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + [$0] } }
            result += frontier
        }
        return result
    }

    /// Whether some sequence of up to 5 events shows `mutant` apart from the original.
    static func differs(_ mutant: Mutant, from bundle: SpecBundle) throws -> Bool {
        let original = try #require(bundle.machine(id: "player"))
        let mutated = try #require(mutant.apply(to: bundle).machine(id: "player"))
        for events in sequences(5) where try run(original, events) != run(mutated, events) { return true }
        return false
    }

    @Test("the statechart operators list their mutants with stable IDs")
    func mutantIDs() throws {
        let bundle = try Self.bundle()
        func ids(_ op: String) -> [String] { MutationOperators.mutants(of: bundle, operators: [op]).map(\.info.id) }
        #expect(
            ids("retarget-level") == [
                "retarget-level:player/Loud.softer#0->Volume", "retarget-level:player/Normal.fast#0->Playing",
                "retarget-level:player/On.resume#0->Playback", "retarget-level:player/Playing.stop#0->Playback",
                "retarget-level:player/Quiet.louder#0->Volume", "retarget-level:player/Stopped.play#0->Fast",
                "retarget-level:player/Stopped.play#0->Playback",
            ])
        // Playback holds the history state On --resume--> targets: dropping it would leave the target dangling.
        #expect(ids("drop-region") == ["drop-region:player/Volume"])
        #expect(ids("history-depth") == ["history-depth:player/Hist"])
        #expect(ids("drop-eventless") == ["drop-eventless:player/Quiet.always#0"])
    }

    @Test("every statechart mutant changes what the statechart does")
    func everyMutantChangesBehaviour() throws {
        let bundle = try Self.bundle()
        let mutants = MutationOperators.mutants(
            of: bundle, operators: ["retarget-level", "drop-region", "history-depth", "drop-eventless"])
        #expect(mutants.count >= 8)
        for mutant in mutants {
            #expect(try Self.differs(mutant, from: bundle), "\(mutant.info.id) changes nothing")
        }
    }

    @Test("machine operators edit nested states: a nested transition dropped or retargeted is changed where it nests")
    func machineOperatorsReachNestedStates() throws {
        let bundle = try Self.bundle()
        let nested = MutationOperators.mutants(of: bundle, operators: ["drop-transition", "retarget-transition"])
            .filter { $0.info.element.hasPrefix("player/Normal.") }
        #expect(!nested.isEmpty)
        for mutant in nested {
            #expect(try Self.differs(mutant, from: bundle), "\(mutant.info.id) changes nothing")
        }
        // retarget-transition keeps a nested target among its siblings.
        let retargets = nested.filter { $0.info.operatorName == "retarget-transition" }.map(\.info.replacement)
        #expect(retargets == ["Normal"])
    }

    @Test("negative control: the behaviour comparison tells a mutant apart, and not the original from itself")
    func comparisonControl() throws {
        let bundle = try Self.bundle()
        let identity = Mutant(
            info: try #require(MutationOperators.mutants(of: bundle, operators: ["history-depth"]).first).info
        ) { _ in }
        #expect(try !Self.differs(identity, from: bundle))
    }
}
