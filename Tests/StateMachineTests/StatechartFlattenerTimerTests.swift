import SpecConformTestSupport
import SpecModel
import Testing

@testable import StateMachine

/// Timers on any state through the flat machine of configurations (``StatechartFlattener``): a flat state holds the
/// time each running timer has left after the latest entry, so it agrees with the interpreter where a parent's timer
/// keeps running while its children change, where the timers of parallel regions run side by side, and where a
/// transition does or does not restart a timer.
@Suite struct StatechartFlattenerTimerTests {
    /// Configurations observed after each event, flat and as a statechart (they must be the same).
    static func run(_ text: String, _ events: [String]) throws -> (flat: [String], chart: [String]) {
        let machine = try #require(StatechartCase.load(text).0)
        let flat = try StatechartFlattener.flatten(machine).get()
        #expect(try StatechartFlattenerTests.firstMismatch(machine, flat, data: [:], depth: 4) == nil)
        var chart = StatechartInstance(try CompiledStatechart.compile(machine).get())
        var instance = MachineInstance(try CompiledMachine.compile(flat.machine).get())
        var flatSeen: [String] = []
        var chartSeen: [String] = []
        for event in events {
            _ = chart.step(event: event)
            _ = instance.step(event: event)
            chartSeen.append(StateConfiguration.text(chart.activeLeaves))
            flatSeen.append(flat.machine.observedName(of: instance.state))
        }
        return (flatSeen, chartSeen)
    }

    static let parentTimer = """
        {"initial": "P", "states": {
          "P": {"initial": "a", "after": {"10s": [{"target": "Out"}]}, "states": {
            "a": {"after": {"4s": [{"target": "b"}]}, "on": {"next": [{"target": "b"}]}},
            "b": {"on": {"back": [{"target": "a"}]}}},
            "on": {"reset": [{"target": "P"}], "inner": [{"target": "a", "internal": true}]}},
          "Out": {}}}
        """

    @Test("a compound state's timer fires from a child entered later, on the time it has left")
    func parentTimerFiresFromLaterChild() throws {
        let machine = try #require(StatechartCase.load(Self.parentTimer).0)
        let flat = try StatechartFlattener.flatten(machine).get().machine
        // From b entered 4 s into P, P's timer has 6 s left: its own timed event, declared with the second short of it.
        let (flatSeen, chartSeen) = try Self.run(Self.parentTimer, ["after:4s", "after:5s", "after:6s"])
        #expect(chartSeen == ["b", "b", "Out"])
        #expect(flatSeen == chartSeen)
        #expect(flat.events["after:6s"] != nil && flat.events["after:5s"] != nil)
        let fromB = try #require(flat.state(named: "b [2]"))
        #expect(fromB.on.map(\.event) == ["reset", "inner", "after:10s", "back", "after:9s", "after:6s"])
        // The chart's own 10 s runs whole: P's timer fires 6 s in, and the delay ends 4 s after Out's entry.
        let overshot = try #require(fromB.on.first { $0.event == "after:10s" }?.transitions.first?.target)
        #expect(flat.observedName(of: overshot) == "Out")
        #expect(flat.unhandledEvents(in: overshot).unsentReason("after:6s")?.contains("ran past") == true)
        // Entered by an event (no time passed), b leaves P's whole 10 s.
        #expect(flat.state(named: "b")?.on.map(\.event) == ["reset", "inner", "after:10s", "back"])
    }

    @Test("an external self-transition restarts a compound state's timer; an internal one to a child does not")
    func externalRestartsInternalKeeps() throws {
        // 4 s in P (a's timer), then back to a: by an internal transition P keeps running (6 s left, a's 4 s first,
        // then P's 2 s); by an external self-transition P restarts (a's 4 s, then P's 6 s).
        let kept = try Self.run(Self.parentTimer, ["after:4s", "inner", "after:4s", "after:2s"])
        #expect(kept.chart == ["b", "a", "b", "Out"])
        #expect(kept.flat == kept.chart)
        let restarted = try Self.run(Self.parentTimer, ["after:4s", "reset", "after:4s", "after:2s", "after:6s"])
        #expect(restarted.chart == ["b", "a", "b", "b", "Out"])
        #expect(restarted.flat == restarted.chart)
    }

    @Test("timers of two parallel regions run side by side: 3 s fires first, 5 s two seconds later")
    func parallelRegionsRunConcurrently() throws {
        let text = """
            {"initial": "R", "states": {
              "R": {"type": "parallel", "states": {
                "X": {"initial": "x1", "states": {"x1": {"after": {"5s": [{"target": "x2"}]}}, "x2": {}}},
                "Y": {"initial": "y1", "states": {"y1": {"after": {"3s": [{"target": "y2"}]}}, "y2": {}}}}}}}
            """
        let (flatSeen, chartSeen) = try Self.run(text, ["after:2s", "after:3s", "after:1s", "after:2s"])
        #expect(chartSeen == ["x1 + y1", "x1 + y2", "x1 + y2", "x2 + y2"])
        #expect(flatSeen == chartSeen)
        let flat = try StatechartFlattener.flatten(try #require(StatechartCase.load(text).0)).get().machine
        // 5 s runs whole: Y's timer fires 3 s in, X's 5 s in, the delay ends at X's entry.
        let first = try #require(flat.state(named: "x1 + y1"))
        #expect(first.on.map(\.event) == ["after:5s", "after:3s", "after:4s"])
        #expect(first.on.first?.transitions.first?.target == "x2 + y2")
        #expect(flat.unhandledEvents(in: "x2 + y2").unsentReason("after:5s") == nil)
        #expect(flat.state(named: "x1 + y2")?.on.map(\.event) == ["after:5s", "after:3s", "after:2s", "after:4s"])
    }

    @Test("timers due at the same time fire in document order, as the interpreter selects them")
    func equalDelaysInDocumentOrder() throws {
        let text = """
            {"initial": "R", "states": {
              "R": {"type": "parallel", "states": {
                "X": {"initial": "x1", "states": {"x1": {"after": {"5s": [{"target": "x2", "emits": ["x"]}]}}, "x2": {}}},
                "Y": {"initial": "y1", "states": {"y1": {"after": {"5s": [{"target": "y2", "emits": ["y"]}]}}, "y2": {}}}}}}}
            """
        let machine = try #require(StatechartCase.load(text).0)
        let flat = try StatechartFlattener.flatten(machine).get().machine
        let fired = try #require(flat.state(named: "x1 + y1")?.on.first?.transitions.first)
        #expect(fired.emits.map(\.event) == ["x", "y"])
        #expect(fired.target == "x2 + y2")
    }

    @Test("a flattening that restarts a parent's timer with every child is told apart (negative control)")
    func restartingFlatteningDiffers() throws {
        // The parent's 10 s timer written on each child instead: restarted whenever the child changes.
        let wrong = Self.parentTimer.replacingOccurrences(of: #""after": {"10s": [{"target": "Out"}]}, "#, with: "")
            .replacingOccurrences(
                of: #""a": {"after": {"4s": [{"target": "b"}]}"#,
                with: #""a": {"after": {"4s": [{"target": "b"}], "10s": [{"target": "Out"}]}"#
            )
            .replacingOccurrences(
                of: #""b": {"on""#, with: #""b": {"after": {"10s": [{"target": "Out"}]}, "on""#)
        let machine = try #require(StatechartCase.load(Self.parentTimer).0)
        let wrongFlat = try StatechartFlattener.flatten(try #require(StatechartCase.load(wrong).0)).get()
        #expect(wrong.components(separatedBy: "10s").count == 3)
        #expect(try StatechartFlattenerTests.firstMismatch(machine, wrongFlat, data: [:], depth: 3) != nil)
    }

    /// A 1 s ticker restarting itself in one region while the other region's timer of `seconds` runs.
    static func ticker(_ seconds: Int) -> String {
        """
        {"initial": "R", "states": {
          "R": {"type": "parallel", "states": {
            "X": {"initial": "x1", "states": {"x1": {"after": {"\(seconds)s": [{"target": "x2"}]}}, "x2": {}}},
            "Y": {"initial": "y1", "states": {"y1": {"after": {"1s": [{"target": "y1"}]}}}}}}}}
        """
    }

    @Test("a delay holding more than 64 timer instants is not followed: declared unsent there, with the reason")
    func crowdedDelayIsUnsent() throws {
        let machine = try #require(StatechartCase.load(Self.ticker(100)).0)
        let flat = try StatechartFlattener.flatten(machine).get().machine
        #expect(flat.state(named: flat.initial)?.on.map(\.event) == ["after:1s"])
        let reason = flat.unhandledEvents(in: flat.initial).unsentReason("after:100s")
        #expect(reason?.contains("more than 64 instants") == true, "\(reason ?? "")")
        // X's timer is still planned, a second at a time.
        #expect(flat.states.contains { flat.observedName(of: $0.name) == "x2 + y1" })
        // Negative control: 50 instants are followed.
        let fewer = try StatechartFlattener.flatten(try #require(StatechartCase.load(Self.ticker(50)).0)).get().machine
        #expect(fewer.unhandledEvents(in: fewer.initial).unsentReason("after:50s") == nil)
        #expect(fewer.state(named: fewer.initial)?.on.map(\.event).contains("after:50s") == true)
    }

    @Test("the interpreter rejects a timed event within which more than 10,000 timer instants fall, changing nothing")
    func interpreterInstantLimit() throws {
        let machine = try #require(StatechartCase.load(Self.ticker(100)).0)
        var chart = StatechartInstance(try CompiledStatechart.compile(machine).get())
        let step = chart.step(event: "after:20000s")
        guard case .rejected(let reason) = step.effect else {
            Issue.record("20,000 instants were followed: \(step.effect)")
            return
        }
        #expect(reason.contains("more than 10000 timer instants"))
        #expect(chart.activeLeaves == ["x1", "y1"])
        #expect(chart.step(event: "after:100s").effect == .settled)
        #expect(chart.activeLeaves == ["x2", "y1"])
    }

    @Test("configurations with their timers' time left are bounded: past the limit the flattener refuses, located")
    func stateLimitRefuses() throws {
        // Every second region Y restarts its timer while X's runs on: 3000 different times left for X.
        let text = """
            {"initial": "R", "states": {
              "R": {"type": "parallel", "states": {
                "X": {"initial": "x1", "states": {"x1": {"after": {"3000s": [{"target": "x2"}]}}, "x2": {}}},
                "Y": {"initial": "y1", "states": {"y1": {"after": {"1s": [{"target": "y1"}]}}}}}}}}
            """
        let machine = try #require(StatechartCase.load(text).0)
        guard case .failure(let error) = StatechartFlattener.flatten(machine) else {
            Issue.record("3000 times left were flattened")
            return
        }
        #expect(error.diagnostics.map(\.code) == ["machine.statechart-not-planned"])
        #expect(error.diagnostics.first?.message.contains("more than 2000 configurations") == true)
        #expect(error.diagnostics.first?.location != nil)
    }
}

/// Random event and clock sequences, longer than the exhaustive four, on the suite's machines with timers and the timer
/// cases above: the flat machine of configurations and the interpreter observe the same after every step.
@Suite struct StatechartFlattenerRandomTimerTests {
    @Test("random event and time sequences of twelve steps agree on every machine with timers")
    func randomSequencesAgree() throws {
        var texts = StatechartCase.all().filter { $0.machineText.contains("\"after\"") }.map(\.machineText)
        texts.append(StatechartFlattenerTimerTests.parentTimer)
        #expect(texts.count >= 10)
        var generator = SplitMix64(seed: 32)
        var compared = 0
        for text in texts {
            guard let machine = StatechartCase.load(text).0,
                case .success(let flat) = StatechartFlattener.flatten(machine)
            else { continue }
            let chart = try CompiledStatechart.compile(machine).get()
            let compiled = try CompiledMachine.compile(flat.machine).get()
            let alphabet = flat.machine.alphabet.filter { !$0.hasPrefix("done.") }
            for _ in 0..<200 {
                var c = StatechartInstance(chart)
                var f = MachineInstance(compiled)
                var events: [String] = []
                for _ in 0..<12 {
                    let event = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    if flat.machine.unhandledEvents(in: f.state).unsentReason(event) != nil { continue }
                    events.append(event)
                    let slots = f.slots
                    let chartStep = c.step(event: event)
                    let flatStep = f.step(event: event)
                    if let problem = StatechartFlattenerTests.compare(
                        c, f, flat.machine, chartStep, (flatStep, compiled, slots, .null))
                    {
                        Issue.record("after \(events): \(problem)")
                        return
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }
}
