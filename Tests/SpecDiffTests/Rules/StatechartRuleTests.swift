import SpecModel
import Testing

extension RuleCases {
    static let pl = "machines/player.json"

    /// A player with two regions (`Playback` with a shallow history, `Volume`), an eventless transition, and `Off`,
    /// which resumes through the history: the base of every statechart case.
    static let player = """
        {"kind": "machine", "version": 1, "product": "ochre-soul", "id": "player", "initial": "Player",
         "context": {"n": 0},
         "states": {
          "Player": {"type": "parallel", "on": {"eject": [{"target": "Off"}]}, "states": {
            "Playback": {"initial": "Paused", "states": {
              "Paused": {"on": {"play": [{"target": "Playing"}]}},
              "Playing": {"on": {"pause": [{"target": "Paused"}]}, "always": [{"target": "Paused", "guard": "n > 3"}]},
              "PlaybackHistory": {"type": "history", "history": "shallow", "target": "Paused"}}},
            "Volume": {"initial": "Normal", "states": {
              "Normal": {"on": {"mute": [{"target": "Muted"}]}},
              "Muted": {"on": {"unmute": [{"target": "Normal"}]}}}}}},
          "Off": {"on": {"resume": [{"target": "PlaybackHistory"}]}}}}
        """

    static func json(_ text: String) -> JSONValue { JSONParser().parse(Array(text.utf8)).root?.value ?? .null }

    static let addPlayer: @Sendable (inout OchreSpec) -> Void = { $0.files["ochre-soul/" + pl] = json(player) }

    /// The player started in `Off` with a nested `Playing` (Normal, Fast), so that its history's default (the first
    /// resume) and depth (Fast or Normal on resuming) are observable: with the base player they change nothing a run
    /// could see, which is `machine.restructured` (RestructureRuleTests).
    static let addObservablePlayer: @Sendable (inout OchreSpec) -> Void = {
        let text = player.replacingOccurrences(of: #""initial": "Player""#, with: #""initial": "Off""#)
            .replacingOccurrences(
                of: #""Playing": {"on""#,
                with: #""Playing": {"initial": "Normal", "states": {"Normal": {"on": {"fast": [{"target": "Fast"}]}}, "#
                    + #""Fast": {}}, "on""#)
        $0.files["ochre-soul/" + pl] = json(text)
    }

    /// The path of a state of the player under `states`, at any level.
    static func at(_ names: String...) -> [String] { names.flatMap { ["states", $0] } }

    static func editPlayer(_ spec: inout OchreSpec, _ path: [String], change: (inout JSONValue) -> Void) {
        let key = "ochre-soul/" + pl
        var root = spec.files[key] ?? .null
        OchreSpec.modify(&root, path[...], change)
        spec.files[key] = root
    }

    /// Sets member `key` of the object at `path` (nil removes it).
    static func set(_ spec: inout OchreSpec, _ path: [String], _ key: String, _ value: JSONValue?) {
        editPlayer(&spec, path) { v in
            var o = v.objectValue ?? [:]
            o[key] = value
            v = .object(o)
        }
    }

    /// Renames state `from` (a child of the state at `parent`) to `to` with `formerIds`.
    static func renamePlayerState(_ spec: inout OchreSpec, parent: [String], _ from: String, to: String) {
        editPlayer(&spec, parent + ["states"]) { v in
            var o = v.objectValue ?? [:]
            var state = o.removeValue(forKey: from)?.objectValue ?? [:]
            state["formerIds"] = [.string(from)]
            o[to] = .object(state)
            v = .object(o)
        }
    }

    static let volume = at("Player", "Volume")
    static let playback = at("Player", "Playback")
    static let history = at("Player", "Playback", "PlaybackHistory")
    static let resume = at("Off") + ["on", "resume", "0"]
    static let playingAlways = at("Player", "Playback", "Playing") + ["always"]

    static let statecharts: [RuleCase] = [
        RuleCase(
            "machine.state-moved", arguments: ["state": "Muted", "from": "Volume", "to": "(top level)"], base: addPlayer
        ) {
            set(&$0, volume + ["states"], "Muted", nil)
            set(&$0, ["states"], "Muted", json(#"{"on": {"unmute": [{"target": "Normal"}]}}"#))
        },
        .absent("machine.state-moved", expect: ["element.renamed"], base: addPlayer) {
            renamePlayerState(&$0, parent: at("Player"), "Volume", to: "Loudness")
        },
        RuleCase(
            "machine.region-added",
            expect: ["machine.region-added"] + Array(repeating: "machine.state-added", count: 3),
            arguments: ["state": "Player", "region": "Subtitles"], base: addPlayer
        ) {
            set(
                &$0, at("Player") + ["states"], "Subtitles",
                json(
                    #"{"initial": "Hidden", "states": {"Hidden": {"on": {"sub": [{"target": "Shown"}]}}, "Shown": {"on": {"unsub": [{"target": "Hidden"}]}}}}"#
                ))
        },
        .absent("machine.region-added", expect: ["machine.state-added"], base: addPlayer) {
            set(&$0, volume + ["states"], "Loud", json(#"{"on": {"quiet": [{"target": "Normal"}]}}"#))
        },
        RuleCase(
            "machine.region-removed",
            expect: ["machine.region-removed"] + Array(repeating: "machine.state-removed", count: 3),
            arguments: ["state": "Player", "region": "Volume"], base: addPlayer
        ) {
            set(&$0, at("Player") + ["states"], "Volume", nil)
        },
        .absent(
            "machine.region-removed", expect: ["machine.state-removed", "machine.transition-removed"], base: addPlayer
        ) {
            set(&$0, volume + ["states"], "Muted", nil)
            set(&$0, volume + at("Normal"), "on", json("{}"))
        },
        RuleCase(
            "machine.state-kind-changed", expect: ["machine.state-kind-changed", "machine.state-added"],
            arguments: ["state": "Off", "from": "atomic", "to": "compound"], base: addPlayer
        ) {
            set(&$0, at("Off"), "initial", "Stopped")
            set(&$0, at("Off"), "states", json(#"{"Stopped": {"on": {"restart": [{"target": "Player"}]}}}"#))
        },
        .absent("machine.state-kind-changed", base: addPlayer) {
            set(&$0, at("Off"), "onEntry", json(#"{"assign": {"n": "0"}}"#))
        },
        RuleCase(
            "machine.state-initial-changed", arguments: ["state": "Volume", "from": "Normal", "to": "Muted"],
            base: addPlayer
        ) {
            set(&$0, volume, "initial", "Muted")
        },
        .absent("machine.state-initial-changed", expect: ["element.renamed"], base: addPlayer) {
            renamePlayerState(&$0, parent: volume, "Normal", to: "Regular")
            set(&$0, volume, "initial", "Regular")
            editPlayer(&$0, volume + at("Muted") + ["on", "unmute", "0", "target"]) { $0 = "Regular" }
        },
        RuleCase("machine.history-added", arguments: ["state": "VolumeHistory", "depth": "deep"], base: addPlayer) {
            set(
                &$0, volume + ["states"], "VolumeHistory",
                json(#"{"type": "history", "history": "deep", "target": "Normal"}"#))
        },
        .absent("machine.history-added", expect: ["machine.state-added"], base: addPlayer) {
            set(&$0, volume + ["states"], "Loud", json(#"{"on": {"quiet": [{"target": "Normal"}]}}"#))
        },
        RuleCase(
            "machine.history-removed", expect: ["machine.history-removed", "machine.transition-target-changed"],
            arguments: ["state": "PlaybackHistory", "depth": "shallow"], base: addPlayer
        ) {
            set(&$0, playback + ["states"], "PlaybackHistory", nil)
            set(&$0, resume, "target", "Player")
        },
        .absent("machine.history-removed", expect: ["element.renamed"], base: addPlayer) {
            renamePlayerState(&$0, parent: playback, "PlaybackHistory", to: "PlaybackMemory")
            set(&$0, resume, "target", "PlaybackMemory")
        },
        RuleCase(
            "machine.history-depth-changed", arguments: ["state": "PlaybackHistory", "from": "shallow", "to": "deep"],
            base: addObservablePlayer
        ) {
            set(&$0, history, "history", "deep")
        },
        .absent("machine.history-depth-changed", base: addPlayer) {
            set(&$0, history, "history", nil)  // shallow by default
        },
        RuleCase(
            "machine.history-default-changed",
            arguments: ["state": "PlaybackHistory", "from": "Paused", "to": "Playing"],
            base: addObservablePlayer
        ) {
            set(&$0, history, "target", "Playing")
        },
        .absent(
            "machine.history-default-changed", expect: ["machine.history-depth-changed"], base: addObservablePlayer
        ) {
            set(&$0, history, "history", "deep")
        },
        RuleCase(
            "machine.eventless-transition-added",
            arguments: ["from": "Paused", "event": "always", "to": "Playing", "guard": "n > 5"], base: addPlayer
        ) {
            set(&$0, playback + at("Paused"), "always", json(#"[{"target": "Playing", "guard": "n > 5"}]"#))
        },
        .absent("machine.eventless-transition-added", expect: ["machine.guard-changed"], base: addPlayer) {
            editPlayer(&$0, playingAlways + ["0", "guard"]) { $0 = "n > 4" }
        },
        RuleCase(
            "machine.eventless-transition-removed", arguments: ["from": "Playing", "event": "always", "to": "Paused"],
            base: addPlayer
        ) {
            set(&$0, playback + at("Playing"), "always", nil)
        },
        .absent("machine.eventless-transition-removed", expect: ["machine.transition-target-changed"], base: addPlayer)
        {
            editPlayer(&$0, playingAlways + ["0", "target"]) { $0 = "Off" }
        },
    ]
}

/// Statecharts: moved substates, regions, kinds, history states, eventless transitions.
@Suite struct StatechartRuleTests {
    @Test("each statechart rule: its fixture triggers it, its near miss does not", arguments: RuleCases.statecharts)
    func fixture(_ c: RuleCase) throws { try c.verify() }

    @Test("a statechart rule's finding is located in the revision")
    func locatedInRevision() throws {
        let c = try #require(RuleCases.statecharts.first { $0.rule == "machine.region-removed" })
        let (base, revision) = c.run()
        let finding = try #require(diffOchre(base: base, revision).first { $0.rule == "machine.region-removed" })
        #expect(finding.revision?.pointer == "/states/Player")
        #expect(finding.base?.pointer == "/states/Player/states/Volume")
        #expect(finding.revision?.file.hasSuffix("machines/player.json") == true)
    }
}
