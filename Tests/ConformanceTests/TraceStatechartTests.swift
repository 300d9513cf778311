import SpecConformTestSupport
import SpecModel
import StateMachine
import Testing

@testable import Conformance

/// `trace` over a statechart (the `player` fixture, Tests/Fixtures/traces/Spec/player: `On` > `Media` (parallel) >
/// `Playback`, `Volume` > leaves): a record's `state` is the observed configuration, its active leaves joined by " + "
/// in any order, and every step is replayed on `StatechartInstance`. Negative controls: a record that follows a
/// parent's transition where the child's wins (and the converse), a configuration missing a region or naming a
/// compound state, a missing entry emit, an undecidable guard: each reported at its line.
@Suite struct TraceStatechartTests {
    static func player() throws -> SpecBundle {
        let result = SpecLoader.load(root: PackagePaths.fixture("traces") + "/Spec")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.catalog.bundle("player"))
    }

    static func record(
        _ event: String, _ state: String, emitted: [String] = [], data: String? = nil, session: String = "s",
        extra: String = ""
    ) -> String {
        let list = emitted.map { $0.hasPrefix("{") ? $0 : "\"\($0)\"" }.joined(separator: ",")
        return
            #"{"session":"\#(session)","machine":"player","event":"\#(event)","state":"\#(state)","emitted":[\#(list)]"#
            + (data.map { #","data":\#($0)"# } ?? "") + extra + "}"
    }

    static func check(_ lines: [String], _ options: TraceChecker.Options = .init()) throws -> TraceReport {
        TraceChecker(bundle: try player(), options: options).check(Array(lines.joined(separator: "\n").utf8))
    }

    /// A run that follows the spec through every level: configurations in document order and in another order.
    static let conforming = [
        record("power", "Paused + Audible", emitted: ["powered"]),
        record("play", "Audible + Playing", emitted: ["started"]),
        record("next", "Playing + Audible"),
        record("mute", "Playing + Muted", emitted: ["muted"]),
        record("mute", "Audible + Playing"),
        record("set", "Playing + Muted", emitted: ["muted"], data: #"{"level":0}"#),
        record("no.such.event", "Muted + Playing"),
        record("power", "Off"),
    ]

    @Test(
        "a statechart trace whose records name the active leaves (any order) is replayed on StatechartInstance and passes"
    )
    func conformingRun() throws {
        let report = try Self.check(Self.conforming)
        #expect(report.violations == [])
        #expect((report.steps, report.matched, report.runs, report.passingRuns) == (8, 8, 1, 1))
        // Every reading of the records gives the same report.
        var parsing = TraceChecker.Options()
        parsing.parsesEveryRecord = true
        #expect(try Self.check(Self.conforming, parsing) == report)
    }

    @Test(
        "negative control: a record where the parent's transition is taken though the child's wins is an illegal step at its line"
    )
    func parentInsteadOfChild() throws {
        let report = try Self.check([
            Self.record("power", "Paused + Audible", emitted: ["powered"]),
            Self.record("play", "Playing + Audible", emitted: ["started"]),
            Self.record("next", "Off"),
            Self.record("power", "Paused + Audible", emitted: ["powered"]),
        ])
        let v = try #require(report.violations.first)
        #expect(report.violations.count == 1 && v.code == "trace.illegal-step" && v.line == 3 && v.machine == "player")
        #expect(v.message == "\"next\" in Playing + Audible leads to Playing + Audible, but the record went to Off")
        #expect(v.matched == 2 && report.skipped == 1)
        #expect(
            v.prefix == [
                .init(line: 1, event: "power", state: "Paused + Audible"),
                .init(line: 2, event: "play", state: "Playing + Audible"),
            ])
        // The moves in the order selection tries them: the leaves, each followed by its ancestors outwards.
        #expect(
            v.allowedNext.map { "\($0.from): \($0)" } == [
                "Playing: pause → Paused", "Playing: next [tracks < 2] → Playing", "On: power → Off", "On: next → Off",
                "Audible: mute → Muted", "Audible: set [event.level > 0] → Audible", "Audible: set → Muted",
            ])
        #expect(v.specLocation?.file.hasSuffix("player/machines/player.json") == true && v.specLocation?.line == 18)
    }

    @Test(
        "negative control: once the child's guard is false the parent's transition applies, and a record staying is illegal"
    )
    func childGuardFalse() throws {
        let report = try Self.check([
            Self.record("power", "Paused + Audible", emitted: ["powered"]),
            Self.record("play", "Playing + Audible", emitted: ["started"]),
            Self.record("next", "Playing + Audible"), Self.record("next", "Playing + Audible"),
            Self.record("next", "Playing + Audible"),
        ])
        let v = try #require(report.violations.first)
        #expect(v.code == "trace.illegal-step" && v.line == 5)
        #expect(v.message == "\"next\" in Playing + Audible leads to Off, but the record went to Playing + Audible")
        // The same run recorded as the spec has it passes.
        let good = try Self.check([
            Self.record("power", "Paused + Audible", emitted: ["powered"]),
            Self.record("play", "Playing + Audible", emitted: ["started"]),
            Self.record("next", "Playing + Audible"), Self.record("next", "Playing + Audible"),
            Self.record("next", "Off"),
        ])
        #expect(good.violations == [])
    }

    @Test("negative control: a configuration missing a region, naming a compound state or an unknown one diverges")
    func wrongConfigurations() throws {
        let report = try Self.check([
            Self.record("power", "Paused", emitted: ["powered"], session: "a"),
            Self.record("power", "Media", emitted: ["powered"], session: "b"),
            Self.record("power", "Paused + Loud", emitted: ["powered"], session: "c"),
            Self.record("power", "Paused + Audible + Playing", emitted: ["powered"], session: "d"),
            Self.record("power", "Audible + Paused + Audible", emitted: ["powered"], session: "e"),
        ])
        #expect(report.violations.map(\.line) == [1, 2, 3, 4])
        #expect(report.violations.allSatisfy { $0.code == "trace.illegal-step" })
        #expect(
            report.violations[0].message == "\"power\" in Off leads to Paused + Audible, but the record went to Paused")
        #expect(report.violations[1].message.hasSuffix("went to Media (Media is not an atomic state)"))
        #expect(report.violations[2].message.hasSuffix("went to Paused + Loud (Loud is not a state of player)"))
        #expect(report.passingRuns == 1)
    }

    @Test("negative control: an entry action's emit the record lacks is a missing emit; an emit no step makes is extra")
    func emits() throws {
        let report = try Self.check([
            Self.record("power", "Paused + Audible", emitted: ["powered"], session: "a"),
            Self.record("mute", "Paused + Muted", session: "a"),
            Self.record("power", "Paused + Audible", emitted: ["powered", "muted"], session: "b"),
            Self.record("pause", "Off", emitted: ["muted"], session: "c"),
        ])
        #expect(report.violations.map(\.code) == ["trace.missing-emit", "trace.extra-emit", "trace.extra-emit"])
        #expect(report.violations[0].message == "\"mute\" in Paused + Audible emits muted, which the record lacks")
        #expect(report.violations[1].message == "\"power\" in Off emits no muted, but the record has it")
        #expect(report.violations[2].message == "\"pause\" in Off emits no muted, but the record has it")
    }

    @Test(
        "negative control: a guard reading event data the record does not carry cannot be decided; an invalid payload is the schema's code"
    )
    func undecidedAndPayload() throws {
        let report = try Self.check([
            Self.record("power", "Paused + Audible", emitted: ["powered"], session: "a"),
            Self.record("set", "Paused + Audible", session: "a"),
            Self.record("power", "Paused + Audible", emitted: ["powered"], session: "b"),
            Self.record(
                "play", "Playing + Audible", emitted: [#"{"name":"started","payload":{"track":-1}}"#], session: "b"),
        ])
        #expect(report.violations.map(\.code) == ["trace.unevaluable-guard", "schema.minimum"])
        #expect(report.violations[0].message.hasPrefix("the spec cannot decide \"set\" in Paused + Audible: "))
        #expect(report.violations[0].message.hasSuffix("(the record carries no data)"))
        #expect(report.violations[0].line == 2 && report.violations[1].line == 4)
    }

    @Test("a first record's context starts the statechart run there; a context field it lacks is malformed")
    func context() throws {
        let report = try Self.check([
            Self.record(
                "power", "Paused + Audible", emitted: ["powered"], session: "a", extra: #","context":{"tracks":2}"#),
            Self.record("play", "Playing + Audible", emitted: ["started"], session: "a"),
            Self.record("next", "Off", session: "a"),
            Self.record("power", "Off", session: "b", extra: #","context":{"nope":1}"#),
        ])
        #expect(report.violations.map(\.code) == ["trace.malformed"])
        #expect(report.violations.first?.line == 4)
    }

    @Test("the report is the same for any number of workers and every run, and evidence names states at every level")
    func deterministicAndEvidence() throws {
        var lines: [String] = []
        for s in 0..<40 {
            lines += Self.conforming.map {
                $0.replacingOccurrences(of: #""session":"s""#, with: #""session":"s\#(s)""#)
            }
        }
        lines.append(Self.record("power", "Off", session: "bad"))
        var one = TraceChecker.Options(jobs: 1, collectsEvidence: true)
        one.bytesPerWorker = 64
        var three = TraceChecker.Options(jobs: 3, collectsEvidence: true)
        three.bytesPerWorker = 64
        let first = try Self.check(lines, one)
        #expect(try Self.check(lines, one) == first)
        #expect(try Self.check(lines, three) == first)
        #expect(first.violations.count == 1 && first.passingRuns == 40)
        let exercised = try #require(first.exercised)
        let states = Set(exercised.states.map(\.state))
        #expect(states.isSuperset(of: ["Off", "On", "Media", "Playback", "Playing", "Volume", "Muted"]))
        #expect(exercised.transitions.map(\.description).contains("player/Paused.play#0"))
        #expect(exercised.events == ["muted", "powered", "started"])
        let evidence = TraceEvidence(report: first, trace: "t", bundle: try Self.player())
        #expect(evidence.ids == ["PLY-01", "PLY-02", "PLY-03"])
    }
}
