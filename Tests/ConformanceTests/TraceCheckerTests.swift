import SpecConformTestSupport
import SpecModel
import StateMachine
import Testing

@testable import Conformance

/// Negative controls of `TraceChecker` on the `meter` fixture (Tests/Fixtures/traces/Spec/meter), whose guards read
/// event data: every kind of step that leaves the spec is reported at its line, guards that read data a record does
/// not carry split the run into candidates that later records prune, and candidates are bounded.
@Suite struct TraceCheckerTests {
    static func meter() throws -> SpecBundle {
        let result = SpecLoader.load(root: PackagePaths.fixture("traces") + "/Spec")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.catalog.bundle("meter"))
    }

    /// One record of session `s` on the meter.
    static func record(
        _ event: String, _ state: String, emitted: [String] = [], data: String? = nil, session: String = "s"
    ) -> String {
        let list = emitted.map { $0.hasPrefix("{") ? $0 : "\"\($0)\"" }.joined(separator: ",")
        return
            #"{"session":"\#(session)","machine":"meter","event":"\#(event)","state":"\#(state)","emitted":[\#(list)]"#
            + (data.map { #","data":\#($0)"# } ?? "") + "}"
    }

    static func check(_ lines: [String], _ options: TraceChecker.Options = .init()) throws -> TraceReport {
        TraceChecker(bundle: try meter(), options: options).check(Array(lines.joined(separator: "\n").utf8))
    }

    @Test("a run whose data is recorded is replayed exactly and passes")
    func known() throws {
        let report = try Self.check([
            Self.record("charge", "Charged", emitted: ["charged"], data: #"{"amount":20}"#),
            Self.record("settle", "Idle", emitted: ["premium_settled"]),
            Self.record("topup", "Idle", data: #"{"amount":3}"#), Self.record("buy", "Idle", emitted: ["refused"]),
            Self.record("no.such.event", "Idle"),
        ])
        #expect(report.violations == [])
        #expect(
            (report.steps, report.matched, report.runs, report.passingRuns, report.ambiguousRuns) == (5, 5, 1, 1, 0))
    }

    @Test("an event the state does not handle, with a new state recorded, is an illegal step at its line")
    func illegalStep() throws {
        let report = try Self.check([Self.record("settle", "Charged")])
        let v = try #require(report.violations.first)
        #expect(v.code == "trace.illegal-step" && v.line == 1)
        #expect(v.message == "\"settle\" is not handled in Idle (the spec stays there), but the record went to Charged")
        #expect(
            v.allowedNext.map(\.description) == [
                "charge [event.amount > 10] → Charged", "charge → Charged", "topup → Idle",
                "buy [credit >= 5] → Bought", "buy → Idle", "tick [event.up] → Idle", "tick → Idle",
            ])
        #expect(v.specLocation?.file.hasSuffix("meter/machines/meter.json") == true)
    }

    @Test(
        "a handled event whose recorded state after is not the spec's target is an illegal step, later records skipped")
    func wrongStateAfter() throws {
        let report = try Self.check([
            Self.record("charge", "Charged", emitted: ["charged"], data: #"{"amount":20}"#),
            Self.record("settle", "Charged", emitted: ["premium_settled"]),
            Self.record("settle", "Idle", emitted: ["premium_settled"]),
        ])
        let v = try #require(report.violations.first)
        #expect(report.violations.count == 1 && v.code == "trace.illegal-step" && v.line == 2)
        #expect(v.message == "\"settle\" in Charged leads to Idle, but the record went to Charged")
        #expect(v.prefix == [.init(line: 1, event: "charge", state: "Charged")] && v.matched == 1)
        #expect(report.skipped == 1)
    }

    @Test("a declared emit the record lacks is a missing emit; an emit the spec does not declare is an extra emit")
    func emits() throws {
        let report = try Self.check([
            Self.record("charge", "Charged", data: #"{"amount":20}"#, session: "a"),
            Self.record("topup", "Idle", emitted: ["bought"], data: #"{"amount":3}"#, session: "b"),
            Self.record("tick", "Idle", emitted: ["nonsense"], data: #"{"up":true}"#, session: "c"),
        ])
        #expect(report.violations.map(\.code) == ["trace.missing-emit", "trace.extra-emit", "trace.extra-emit"])
        #expect(report.violations[0].message == "\"charge\" in Idle emits charged, which the record lacks")
        #expect(report.violations[1].message == "\"topup\" in Idle emits no bought, but the record has it")
        #expect(report.violations[2].message == "\"tick\" in Idle emits no nonsense, but the record has it")
    }

    @Test("an emitted payload its event schema rejects is reported with the schema's code and pointer")
    func badPayload() throws {
        let report = try Self.check([
            Self.record(
                "charge", "Charged", emitted: [#"{"name":"charged","payload":{"amount":0}}"#], data: #"{"amount":20}"#)
        ])
        let v = try #require(report.violations.first)
        #expect(v.code == "schema.minimum" && v.message.hasPrefix("emitted charged at /amount:"))
    }

    @Test(
        "a guard the known context makes false sends the step down the next branch; the report names it with the values it read"
    )
    func guardFalse() throws {
        let report = try Self.check([
            Self.record("charge", "Charged", emitted: ["charged"], data: #"{"amount":3}"#),
            Self.record("settle", "Idle", emitted: ["premium_settled"]),
        ])
        let v = try #require(report.violations.first)
        #expect(v.code == "trace.missing-emit" && v.line == 2)
        #expect(v.message == "\"settle\" in Charged emits settled, which the record lacks")
        #expect(
            v.falseGuards == [
                .init(
                    guard: "big", transition: "Charged --settle[big]--> Idle", reads: [.init(name: "big", value: false)]
                )
            ])
        // The data on the first step was known: the guard that read it is named with its value when it fails there.
        let first = try Self.check([Self.record("charge", "Idle", emitted: ["charged"], data: #"{"amount":3}"#)])
        #expect(first.violations.first?.falseGuards.first?.reads == [.init(name: "event.amount", value: 3)])
    }

    @Test(
        "a guard on data the record does not carry splits the run; a later record prunes the candidates and the run continues known"
    )
    func ambiguousPruned() throws {
        let report = try Self.check([
            Self.record("charge", "Charged", emitted: ["charged"]),
            // Only the branch where event.amount > 10 held (big = true) settles premium.
            Self.record("settle", "Idle", emitted: ["premium_settled"]),
            Self.record("charge", "Charged", emitted: ["charged"], data: #"{"amount":3}"#),
            Self.record("settle", "Idle", emitted: ["settled"]),
            // Unknown credit, pinned by the branch the record took, then known again.
            Self.record("topup", "Idle"), Self.record("buy", "Bought", emitted: ["bought"]),
            Self.record("reset", "Idle"),
            Self.record("buy", "Idle", emitted: ["refused"]),
        ])
        #expect(report.violations == [])
        #expect((report.matched, report.ambiguousRuns) == (8, 0))
        // Left after the first record, the run ends with both candidates.
        #expect(try Self.check([Self.record("charge", "Charged", emitted: ["charged"])]).ambiguousRuns == 1)
    }

    @Test("once pruned back to a known context, a wrong step is reported exactly again, with the value the guard read")
    func prunedThenWrong() throws {
        let report = try Self.check([
            Self.record("topup", "Idle"), Self.record("buy", "Bought", emitted: ["bought"]),
            Self.record("reset", "Idle"),
            Self.record("buy", "Bought", emitted: ["bought"]),
        ])
        let v = try #require(report.violations.first)
        #expect(v.code == "trace.illegal-step" && v.line == 4 && v.candidates == [])
        #expect(v.falseGuards.first?.reads == [.init(name: "credit", value: 0)])
    }

    @Test(
        "when no candidate explains a step, the run fails once there, naming each candidate, its assumptions and why it fails"
    )
    func candidatesExhausted() throws {
        let report = try Self.check([
            Self.record("charge", "Charged", emitted: ["charged"]), Self.record("settle", "Idle"),
            Self.record("charge", "Charged", emitted: ["charged"]),
        ])
        let v = try #require(report.violations.first)
        #expect(report.violations.count == 1 && report.skipped == 1)
        #expect(v.code == "trace.candidates-exhausted" && v.line == 2)
        #expect(
            v.message
                == "no candidate configuration explains \"settle\" to Idle: 2 ways from 2 candidates considered, none follows the record"
        )
        #expect(v.candidates.map(\.code) == ["trace.missing-emit", "trace.missing-emit"])
        #expect(
            v.candidates.map(\.assumptions) == [
                ["[event.amount > 10] true at line 1"], ["[event.amount > 10] false at line 1"],
            ])
        #expect(
            v.candidates.map(\.message) == [
                "\"settle\" in Charged emits premium_settled, which the record lacks",
                "\"settle\" in Charged emits settled, which the record lacks",
            ])
    }

    @Test("candidates past the bound are merged per state and the run is reported widened (a warning), still checked")
    func widened() throws {
        let ticks = Array(repeating: Self.record("tick", "Idle"), count: 6)
        let report = try Self.check(ticks, .init(maximumCandidates: 2))
        #expect(report.violations == [])
        #expect(report.warnings.map(\.code) == ["trace.candidates-widened"] && report.widenedRuns == 1)
        #expect(report.warnings[0].line == 2 && report.warnings[0].message.contains("so n became unknown"))
        // Under the default bound, six ticks leave seven values of n: no widening.
        #expect(try Self.check(ticks).warnings == [])
        // A widened run is still held to the spec.
        let bad = try Self.check(ticks + [Self.record("settle", "Charged")], .init(maximumCandidates: 2))
        #expect(bad.violations.map(\.code) == ["trace.illegal-step"])
    }

    @Test("a guard or assignment that fails on known values is unevaluable, not a branch")
    func unevaluable() throws {
        let report = try Self.check([Self.record("topup", "Idle", data: #"{"amount":"ten"}"#)])
        let v = try #require(report.violations.first)
        #expect(v.code == "trace.unevaluable-guard" && v.candidates == [])
        #expect(v.message.hasPrefix("the spec cannot decide \"topup\" in Idle: assignment to 'credit'"))
    }

    @Test("a run's first record may set its context; a field the machine does not declare is malformed")
    func context() throws {
        let ok =
            #"{"session":"s","machine":"meter","event":"buy","state":"Bought","emitted":["bought"],"context":{"credit":7}}"#
        #expect(try Self.check([ok]).violations == [])
        let bad =
            #"{"session":"s","machine":"meter","event":"buy","state":"Idle","emitted":["refused"],"context":{"credits":7}}"#
        let v = try #require(try Self.check([bad]).violations.first)
        #expect(v.code == "trace.malformed" && v.message.contains("credits"))
    }

    @Test("malformed lines are reported at their line and every other line is still checked")
    func malformed() throws {
        let report = try Self.check([
            Self.record("charge", "Charged", emitted: ["charged"], data: #"{"amount":20}"#),
            #"{"session": "s", "machine": "meter""#,
            #"{"session": 5, "machine": "meter", "event": "settle", "state": "Idle"}"#, "", "   ",
            #"{"session":"s","machine":"meter","event":"settle","state":"Idle","emitted":[7]}"#,
            Self.record("settle", "Idle", emitted: ["premium_settled"]),
        ])
        #expect(report.violations.map(\.line) == [2, 3, 6])
        #expect(report.violations.allSatisfy { $0.code == "trace.malformed" })
        #expect((report.steps, report.matched) == (5, 2))
    }

    @Test("the fast path, the scan and the parser give the same report on random traces with and without data")
    func readingPaths() throws {
        let bundle = try Self.meter()
        guard case .success(let meter) = CompiledMachine.compile(try #require(bundle.machines.first)) else {
            throw Failure.noMachine
        }
        let data: [String?] = [
            nil, #"{"amount":20}"#, #"{"amount":3}"#, #"{"up":true}"#, #"{"up":false}"#, #"{"amount":12,"up":true}"#,
        ]
        let broken = [#"{"amount":}"#, #"{"amount":"x"}"#, "7", #"{"up":1}"#]
        var random = SplitMix64(seed: 3)
        var sessions = (0..<40).map { _ in MachineInstance(meter) }
        var lines: [String] = []
        while lines.count < 2_000 {
            let s = random.below(sessions.count)
            var instance = sessions[s]
            let event = meter.eventNames[random.below(meter.eventNames.count)]
            let recorded = data[random.below(data.count)]
            let value =
                recorded.map { text in Array(text.utf8).withUnsafeBytes { JSONParser().parse($0).root!.value } }
                ?? .null
            let outcome = instance.step(event: event, data: value)
            if case .rejected = outcome.effect { continue }
            var emitted: [String] = []
            if case .transitioned(_, _, let emits) = outcome.effect { emitted = emits.map(\.event) }
            sessions[s] = instance
            // One line in 25 is damaged: broken or unexpected data, a wrong state, or a missing emit.
            switch random.below(100) {
            case 0:
                lines.append(
                    Self.record(
                        event, instance.state, emitted: emitted, data: broken[random.below(broken.count)],
                        session: "s\(s)"))
            case 1: lines.append(Self.record(event, "Bought", emitted: emitted, data: recorded, session: "s\(s)"))
            case 2, 3:
                lines.append(
                    Self.record(
                        event, instance.state, emitted: Array(emitted.dropLast()), data: recorded, session: "s\(s)"))
            default:
                lines.append(Self.record(event, instance.state, emitted: emitted, data: recorded, session: "s\(s)"))
            }
        }
        var parser = TraceChecker.Options(jobs: 1, collectsEvidence: true)
        parser.parsesEveryRecord = true
        let expected = try Self.check(lines, parser)
        #expect(
            expected.matched > 500 && expected.violations.count > 5, "\(expected.matched) \(expected.violations.count)")
        #expect(
            expected.violations.contains { $0.code == "trace.malformed" }
                && expected.violations.contains { $0.code == "trace.illegal-step" })
        for (fast, jobs) in [(true, 1), (false, 1), (true, 3)] {
            var options = TraceChecker.Options(jobs: jobs, collectsEvidence: true)
            options.usesFastPath = fast
            options.bytesPerWorker = 1
            #expect(try Self.check(lines, options) == expected, "fast path \(fast), jobs \(jobs)")
        }
    }

    enum Failure: Error { case noMachine }

    @Test("the report is the same for one worker and several (sessions are split by hash)")
    func workers() throws {
        var lines: [String] = []
        for i in 0..<300 {
            let s = "s\(i % 37)"
            switch i % 5 {
            case 0: lines.append(Self.record("charge", "Charged", emitted: ["charged"], session: s))
            case 1:
                lines.append(
                    Self.record("settle", "Idle", emitted: [i % 3 == 0 ? "settled" : "premium_settled"], session: s))
            case 2: lines.append(Self.record("topup", "Idle", session: s))
            case 3:
                lines.append(
                    i % 7 == 0
                        ? "{broken"
                        : Self.record(
                            "buy", i % 2 == 0 ? "Idle" : "Bought", emitted: [i % 2 == 0 ? "refused" : "bought"],
                            session: s))
            default: lines.append(Self.record("reset", "Idle", session: s))
            }
        }
        let one = try Self.check(lines, .init(jobs: 1, collectsEvidence: true))
        #expect(!one.violations.isEmpty && one.matched > 0)
        for jobs in [2, 3] {
            var options = TraceChecker.Options(jobs: jobs, collectsEvidence: true)
            options.bytesPerWorker = 1
            #expect(try Self.check(lines, options) == one, "jobs \(jobs)")
        }
    }

    @Test(
        "evidence: what passing runs exercised, transitions only where every candidate took them, nothing from a failing run"
    )
    func evidence() throws {
        let report = try Self.check(
            [
                Self.record("charge", "Charged", emitted: ["charged"], session: "ok"),
                Self.record("settle", "Idle", emitted: ["settled"], session: "ok"),
                Self.record("topup", "Idle", data: #"{"amount":9}"#, session: "bad"),
                Self.record("buy", "Idle", emitted: ["refused"], session: "bad"),
            ], .init(collectsEvidence: true))
        let exercised = try #require(report.exercised)
        #expect(exercised.transitions.map(\.description).sorted() == ["meter/Charged.settle#1"])
        #expect(exercised.states.map(\.state).sorted() == ["Charged", "Idle"])
        #expect(exercised.events.sorted() == ["charged", "settled"])
        let evidence = TraceEvidence(report: report, trace: "t.jsonl", bundle: try Self.meter())
        #expect(evidence.ids == ["MTR-01", "MTR-03"])
        #expect((evidence.runs, evidence.passingRuns, evidence.violations) == (2, 1, 1))
        #expect(
            evidence.check.evidence.allSatisfy { $0.kind == .trace } && evidence.check.kind == .trace
                && evidence.check.status == .passed)
    }

    @Test("the evidence file is read back strictly: same value, unknown keys and another kind rejected")
    func evidenceFile() throws {
        let evidence = TraceEvidence(
            product: "meter", trace: "t.jsonl", steps: 4, runs: 2, passingRuns: 1, violations: 1, ids: ["MTR-01"],
            states: ["meter/Idle"])
        let text = JSONWriter().string(evidence.json)
        #expect(TraceEvidence.decode(Array(text.utf8), file: "e.json").evidence == evidence)
        let unknown = TraceEvidence.decode(
            Array(text.replacingOccurrences(of: "\"ids\"", with: "\"idz\"").utf8), file: "e.json")
        #expect(unknown.evidence == nil && unknown.diagnostics.map(\.code).contains("trace-evidence.unknown-key"))
        let kind = TraceEvidence.decode(
            Array(text.replacingOccurrences(of: "\"trace-evidence\"", with: "\"policy\"").utf8), file: "e.json")
        #expect(kind.evidence == nil)
    }
}
