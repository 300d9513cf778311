import SpecModel
import Testing

@testable import StateMachine

/// A statechart and the flat machine a person would write for it by hand give the same observable trace (the
/// active leaves, `+`-joined, the emitted events with their payload values, and the context after each step) for every
/// event sequence up to five events long.
@Suite struct StatechartDifferentialTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        let name: String
        let statechart: String
        let flat: String
        var testDescription: String { name }
    }

    static let pairs: [Pair] = [
        Pair(
            name: "a shared cancel on the parent",
            statechart: """
                {"initial": "Shop", "states": {
                  "Shop": {"initial": "Browsing", "on": {"cancel": [{"target": "Cancelled", "emits": ["cancelled"]}]}, "states": {
                    "Browsing": {"on": {"pay": [{"target": "Paying"}]}},
                    "Paying": {"on": {"ok": [{"target": "Paid", "emits": ["paid"]}], "cancel": [{"target": "Browsing", "emits": ["back"]}]}},
                    "Paid": {}}},
                  "Cancelled": {"type": "final"}}}
                """,
            flat: """
                {"initial": "Browsing", "states": {
                  "Browsing": {"on": {"pay": [{"target": "Paying"}], "cancel": [{"target": "Cancelled", "emits": ["cancelled"]}]}},
                  "Paying": {"on": {"ok": [{"target": "Paid", "emits": ["paid"]}], "cancel": [{"target": "Browsing", "emits": ["back"]}]}},
                  "Paid": {"on": {"cancel": [{"target": "Cancelled", "emits": ["cancelled"]}]}},
                  "Cancelled": {"type": "final"}}}
                """),
        Pair(
            name: "a player with independent playback and volume regions",
            statechart: """
                {"initial": "Player", "states": {
                  "Player": {"type": "parallel", "on": {"stop": [{"target": "Stopped", "emits": ["stopped"]}]}, "states": {
                    "Playback": {"initial": "Paused", "states": {
                      "Paused": {"on": {"play": [{"target": "Playing", "emits": ["playing"]}]}},
                      "Playing": {"on": {"pause": [{"target": "Paused"}]}}}},
                    "Volume": {"initial": "Normal", "states": {
                      "Normal": {"on": {"mute": [{"target": "Muted", "emits": ["muted"]}]}},
                      "Muted": {"on": {"mute": [{"target": "Normal"}], "play": [{"target": "Normal", "emits": ["unmuted"]}]}}}}}},
                  "Stopped": {"on": {"play": [{"target": "Player"}]}}}}
                """,
            flat: """
                {"initial": "Paused+Normal", "states": {
                  "Paused+Normal": {"on": {"play": [{"target": "Playing+Normal", "emits": ["playing"]}], "mute": [{"target": "Paused+Muted", "emits": ["muted"]}], "stop": [{"target": "Stopped", "emits": ["stopped"]}]}},
                  "Playing+Normal": {"on": {"pause": [{"target": "Paused+Normal"}], "mute": [{"target": "Playing+Muted", "emits": ["muted"]}], "stop": [{"target": "Stopped", "emits": ["stopped"]}]}},
                  "Paused+Muted": {"on": {"play": [{"target": "Playing+Normal", "emits": ["playing", "unmuted"]}], "mute": [{"target": "Paused+Normal"}], "stop": [{"target": "Stopped", "emits": ["stopped"]}]}},
                  "Playing+Muted": {"on": {"pause": [{"target": "Paused+Muted"}], "mute": [{"target": "Playing+Normal"}], "play": [{"target": "Playing+Normal", "emits": ["unmuted"]}], "stop": [{"target": "Stopped", "emits": ["stopped"]}]}},
                  "Stopped": {"on": {"play": [{"target": "Paused+Normal"}]}}}}
                """),
        Pair(
            name: "a shallow history restored after a lock",
            statechart: """
                {"initial": "Editor", "states": {
                  "Editor": {"initial": "Draft", "on": {"lock": [{"target": "Locked", "emits": ["locked"]}]}, "states": {
                    "Draft": {"on": {"edit": [{"target": "Editing"}]}},
                    "Editing": {"on": {"save": [{"target": "Draft", "emits": ["saved"]}]}},
                    "Resume": {"type": "history", "target": "Draft"}}},
                  "Locked": {"on": {"unlock": [{"target": "Resume"}], "reset": [{"target": "Editor"}]}}}}
                """,
            flat: """
                {"initial": "Draft", "states": {
                  "Draft": {"on": {"edit": [{"target": "Editing"}], "lock": [{"target": "Locked@Draft", "emits": ["locked"]}]}},
                  "Editing": {"on": {"save": [{"target": "Draft", "emits": ["saved"]}], "lock": [{"target": "Locked@Editing", "emits": ["locked"]}]}},
                  "Locked@Draft": {"on": {"unlock": [{"target": "Draft"}], "reset": [{"target": "Draft"}]}},
                  "Locked@Editing": {"on": {"unlock": [{"target": "Editing"}], "reset": [{"target": "Draft"}]}}}}
                """),
        Pair(
            name: "an eventless step and a counter guard on the parent",
            statechart: """
                {"initial": "Job", "context": {"tries": 0}, "states": {
                  "Job": {"initial": "Idle", "on": {"fail": [{"target": "Failed", "guard": "tries >= 2"}, {"target": "Job", "assign": {"tries": "tries + 1"}, "emits": ["retry"]}]}, "states": {
                    "Idle": {"on": {"go": [{"target": "Checking"}]}},
                    "Checking": {"always": [{"target": "Running", "emits": ["checked"]}]},
                    "Running": {"on": {"done": [{"target": "Idle", "emits": ["finished"]}]}}}},
                  "Failed": {"type": "final"}}}
                """,
            flat: """
                {"initial": "Idle", "context": {"tries": 0}, "states": {
                  "Idle": {"on": {"go": [{"target": "Running", "emits": ["checked"]}], "fail": [{"target": "Failed", "guard": "tries >= 2"}, {"target": "Idle", "assign": {"tries": "tries + 1"}, "emits": ["retry"]}]}},
                  "Running": {"on": {"done": [{"target": "Idle", "emits": ["finished"]}], "fail": [{"target": "Failed", "guard": "tries >= 2"}, {"target": "Idle", "assign": {"tries": "tries + 1"}, "emits": ["retry"]}]}},
                  "Failed": {"type": "final"}}}
                """),
        Pair(
            name: "parallel completion through a done event",
            statechart: """
                {"initial": "Checkout", "states": {
                  "Checkout": {"type": "parallel", "on": {"done.state.Checkout": [{"target": "Placed", "emits": ["placed"]}]}, "states": {
                    "Card": {"initial": "Entering", "states": {"Entering": {"on": {"card": [{"target": "CardOk"}]}}, "CardOk": {"type": "final"}}},
                    "Address": {"initial": "Typing", "states": {"Typing": {"on": {"address": [{"target": "AddressOk"}]}}, "AddressOk": {"type": "final"}}}}},
                  "Placed": {}}}
                """,
            flat: """
                {"initial": "Entering+Typing", "states": {
                  "Entering+Typing": {"on": {"card": [{"target": "CardOk+Typing"}], "address": [{"target": "Entering+AddressOk"}]}},
                  "CardOk+Typing": {"on": {"address": [{"target": "Placed", "emits": ["placed"]}]}},
                  "Entering+AddressOk": {"on": {"card": [{"target": "Placed", "emits": ["placed"]}]}},
                  "Placed": {}}}
                """),
        Pair(
            name: "entry actions and transitions that assign and emit payloads",
            statechart: """
                {"initial": "Idle", "context": {"n": 0}, "states": {
                  "Idle": {"on": {"start": [{"target": "Counting"}]}},
                  "Counting": {"initial": "One",
                    "onEntry": {"assign": {"n": "n + 10"}, "emits": [{"event": "counting", "payload": {"n": "n"}}]},
                    "on": {"stop": [{"target": "Idle", "emits": [{"event": "stopped", "payload": {"total": "n"}}]}]},
                    "states": {
                      "One": {"on": {"tick": [{"target": "Two", "assign": {"n": "n + 1"}, "emits": [{"event": "ticked", "payload": {"n": "n"}}]}]}},
                      "Two": {"on": {"tick": [{"target": "One", "assign": {"n": "n * 2"}}]}}}}}}
                """,
            flat: """
                {"initial": "Idle", "context": {"n": 0}, "states": {
                  "Idle": {"on": {"start": [{"target": "One", "assign": {"n": "n + 10"}, "emits": [{"event": "counting", "payload": {"n": "n"}}]}]}},
                  "One": {"on": {"tick": [{"target": "Two", "assign": {"n": "n + 1"}, "emits": [{"event": "ticked", "payload": {"n": "n"}}]}],
                    "stop": [{"target": "Idle", "emits": [{"event": "stopped", "payload": {"total": "n"}}]}]}},
                  "Two": {"on": {"tick": [{"target": "One", "assign": {"n": "n * 2"}}],
                    "stop": [{"target": "Idle", "emits": [{"event": "stopped", "payload": {"total": "n"}}]}]}}}}
                """),
    ]

    @Test("a statechart and its hand-flattened machine give the same traces", arguments: pairs)
    func sameTraces(_ pair: Pair) throws {
        let (chartMachine, chartProblems) = StatechartCase.load(pair.statechart, id: "chart")
        let (flatMachine, flatProblems) = StatechartCase.load(pair.flat, id: "flat")
        #expect(
            chartProblems.filter { $0.severity == .error }.isEmpty
                && flatProblems.filter { $0.severity == .error }.isEmpty)
        let chart = try CompiledStatechart.compile(try #require(chartMachine)).get()
        let flat = try CompiledMachine.compile(try #require(flatMachine)).get()
        let alphabet = Array(Set(chart.eventNames + flat.eventNames).filter { !$0.hasPrefix("done.") }).sorted()
        var sequences: [[String]] = [[]]
        var compared = 0
        for _ in 0..<5 {
            sequences = sequences.flatMap { prefix in alphabet.map { prefix + [$0] } }
            for events in sequences {
                let chartTrace = Self.trace(chart, events)
                let flatTrace = Self.trace(flat, events)
                compared += 1
                if chartTrace != flatTrace {
                    Issue.record("\(pair.name): \(events) gives \(chartTrace) as a statechart, \(flatTrace) flat")
                    return
                }
            }
        }
        #expect(compared >= 62)
    }

    @Test("the comparison tells a wrong flattening apart (negative control)")
    func wrongFlatteningDiffers() throws {
        let pair = Self.pairs[0]
        let wrong = pair.flat.replacingOccurrences(
            of: #""Paid": {"on": {"cancel": [{"target": "Cancelled", "emits": ["cancelled"]}]}}"#, with: #""Paid": {}"#)
        #expect(try Self.differs(pair.statechart, wrong, ["pay", "ok", "cancel"]))
    }

    @Test("the comparison tells apart a flattening that assigns or emits another value (negative control)")
    func wrongValuesDiffer() throws {
        let pair = try #require(Self.pairs.first { $0.name.hasPrefix("entry actions") })
        let events = ["start", "tick", "tick", "tick", "stop"]
        #expect(try !Self.differs(pair.statechart, pair.flat, events))
        // Another assigned value: the context after the second tick differs (and every payload after it).
        let assigns = pair.flat.replacingOccurrences(of: #""n * 2""#, with: #""n * 3""#)
        #expect(try Self.differs(pair.statechart, assigns, events))
        // Another payload value, the context the same: only the emitted payload tells it apart.
        let emits = pair.flat.replacingOccurrences(
            of: #""ticked", "payload": {"n": "n"}"#, with: #""ticked", "payload": {"n": "n + 1"}"#)
        #expect(try Self.differs(pair.statechart, emits, ["start", "tick"]))
        // An entry payload read after the entry's assignment instead of before it.
        let entry = pair.flat.replacingOccurrences(
            of: #""counting", "payload": {"n": "n"}"#, with: #""counting", "payload": {"n": "n + 10"}"#)
        #expect(try Self.differs(pair.statechart, entry, ["start"]))
    }

    static func differs(_ statechart: String, _ flat: String, _ events: [String]) throws -> Bool {
        let chart = try CompiledStatechart.compile(try #require(StatechartCase.load(statechart, id: "c").0)).get()
        let machine = try CompiledMachine.compile(try #require(StatechartCase.load(flat, id: "f").0)).get()
        return Self.trace(chart, events) != Self.trace(machine, events)
    }

    /// What is observable after one event: the active leaves (`+`-joined), the emitted events with their payloads
    /// (evaluated), and the context.
    struct Observed: Equatable, CustomStringConvertible {
        var leaves: String
        var emits: [String]
        var payloads: [JSONValue]
        var context: [String: JSONValue]
        var description: String { "\(leaves) \(emits) \(payloads) \(context.sorted { $0.key < $1.key })" }
    }

    static func trace(_ chart: CompiledStatechart, _ events: [String]) -> [Observed] {
        var instance = StatechartInstance(chart)
        return events.map { event in
            let step = instance.step(event: event)
            return Observed(
                leaves: instance.activeLeaves.joined(separator: "+"), emits: step.emits.map(\.event),
                payloads: step.payloads, context: instance.context)
        }
    }

    static func trace(_ machine: CompiledMachine, _ events: [String]) -> [Observed] {
        var instance = MachineInstance(machine)
        return events.map { event in
            let slots = instance.slots
            let outcome = instance.step(event: event)
            var emitted: [String] = []
            if case .transitioned(_, _, let emits) = outcome.effect { emitted = emits.map(\.event) }
            var payloads = [[String: JSONValue]](repeating: [:], count: emitted.count)
            if let taken = outcome.transition {
                for property in machine.expectedPayload(of: taken, slots: slots, data: .null) {
                    if case .success(let value) = property.value { payloads[property.emit][property.property] = value }
                }
            }
            let state = instance.state.split(separator: "@").first.map(String.init) ?? instance.state
            return Observed(
                leaves: state, emits: emitted, payloads: payloads.map { .object($0) }, context: instance.context)
        }
    }
}
