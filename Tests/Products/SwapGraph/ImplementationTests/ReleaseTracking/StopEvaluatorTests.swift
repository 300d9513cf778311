import Foundation
import Testing

@testable import SwapGraph

@Suite("Release tracking: stop evaluator (§18, §22)")
struct StopEvaluatorTests {
    func run(_ root: URL, _ args: [String] = []) -> (stdout: String, exitCode: Int32) {
        StopEvaluator.run(arguments: args, root: root, now: Release.now)
    }

    func evaluation(_ change: (inout ReleaseFixture) -> Void) -> StopEvaluation {
        StopEvaluator.evaluate(root: Release.root(change))
    }

    @Test("§22 the passing fixture passes with exit 0 and empty arrays")
    func passes() {
        let out = run(Release.root())
        #expect(out.exitCode == 0)
        #expect(
            out.stdout == #"{"failures":[],"missing_files":[],"non_done_tasks":[],"open_blockers":[],"pass":true}"#
                + "\n")
    }

    @Test("§22 a non-PASS gate fails the stop evaluator")
    func gateNotPass() {
        for status in [GateStatus.notStarted, .inProgress, .fail, .blocked] {
            let e = evaluation { $0.updateGate("G3") { $0.status = status } }
            #expect(!e.pass)
            #expect(e.failures == ["gate-not-pass:G3 (status \(status.rawValue))"])
        }
    }

    @Test("§18.1 a gate missing from the file is a failure")
    func gateMissing() {
        let e = evaluation { $0.gates.gates.removeAll { $0.gateID == "G3" } }
        #expect(e.failures == ["gate-missing:G3"])
        let none = evaluation { $0.gates.gates = [] }
        #expect(none.failures == GateStatusFile.stopGateIDs.map { "gate-missing:\($0)" })
    }

    @Test("§18.2 a gating task not done fails and is listed")
    func taskNotDone() {
        let e = evaluation { $0.updateTask("WEB-T021") { $0.state = .accepted } }
        #expect(e.nonDoneTasks == ["WEB-T021"])
        #expect(e.failures == ["task-not-done:WEB-T021 (state accepted)"])
    }

    @Test("§18.6 non-gating ST- tasks are ignored for task completion and blockers")
    func steamIgnored() {
        let e = evaluation {
            $0.updateTask("ST-T001") {
                $0.blockingIssues = [Release.issue("ST-ISS-1", .p0), Release.issue("ST-ISS-2", .p1)]
            }
        }
        #expect(e.pass)
        let gating = evaluation { $0.tracker.scopePolicies = [] }
        #expect(gating.nonDoneTasks == ["ST-T001"])
    }

    @Test("§18.3 an open P0 or P1 blocker on a gating task fails; P2/P3 do not")
    func openBlockers() {
        let e = evaluation {
            $0.updateTask("WEB-T020") {
                $0.blockingIssues = [
                    Release.issue("ISS-1", .p1), Release.issue("ISS-2", .p2), Release.issue("ISS-3", .p3),
                ]
            }
            $0.updateTask("IOS-T030") { $0.blockingIssues = [Release.issue("ISS-0", .p0)] }
        }
        #expect(e.openBlockers == ["ISS-0", "ISS-1"])
        #expect(e.failures == ["blocker-open:ISS-0 (P0 on IOS-T030)", "blocker-open:ISS-1 (P1 on WEB-T020)"])
    }

    @Test("§18.3 a resolved blocker is ignored")
    func resolvedIgnored() {
        let e = evaluation {
            $0.updateTask("WEB-T020") { $0.blockingIssues = [Release.issue("ISS-1", .p0, status: .resolved)] }
        }
        #expect(e.pass)
    }

    @Test("§22.4/§18.4 each missing required file fails and is listed")
    func missingFiles() {
        for path in TrackerPaths.requiredFiles {
            let root = Release.root()
            Release.remove(path, root)
            let e = StopEvaluator.evaluate(root: root)
            #expect(e.missingFiles == [path])
            #expect(e.failures.contains("missing-file:\(path)"))
            #expect(!e.pass)
        }
    }

    @Test("§19.1 an unparsable tracker file fails as unreadable")
    func unreadable() {
        for path in [TrackerPaths.taskTracker, TrackerPaths.gateStatus, TrackerPaths.checkRegistry] {
            let root = Release.root()
            Release.put("{ not json", path, root)
            let e = StopEvaluator.evaluate(root: root)
            #expect(e.failures == ["unreadable:\(path)"])
            #expect(e.missingFiles.isEmpty)
        }
        let root = Release.root()
        Release.put(
            #"{"generated_at":"x","tasks":[{"task_id":"A","state":"shipped"}]}"#, TrackerPaths.taskTracker, root)
        #expect(StopEvaluator.evaluate(root: root).failures == ["unreadable:\(TrackerPaths.taskTracker)"])
    }

    @Test("§22 exit 0 only on pass, 1 on failure")
    func exitCodes() {
        #expect(run(Release.root()).exitCode == 0)
        #expect(run(Release.root { $0.updateGate("G0") { $0.status = .fail } }).exitCode == 1)
        #expect(run(Release.makeRoot()).exitCode == 1)
    }

    @Test("§22 --write-stop without --release-candidate is a usage error (exit 2), as is an unknown option")
    func usage() {
        let root = Release.root()
        for args in [
            ["--write-stop"], ["--write-stop", "--release-candidate"], ["--bogus"],
            ["--release-candidate", "--write-stop"],
        ] {
            let out = run(root, args)
            #expect(out.exitCode == 2, "\(args)")
            #expect(out.stdout.contains("usage: evaluate-stop-condition"))
        }
        #expect(!Release.exists(TrackerPaths.stopMarker, root))
        #expect(run(root, ["evaluate-stop-condition", "--release-candidate", "v2.0.0"]).exitCode == 0)
    }

    @Test("§18.5 --write-stop on pass writes the stop marker")
    func writesMarker() throws {
        let root = Release.root()
        let out = run(root, ["--write-stop", "--release-candidate", "v2.0.0-rc1"])
        #expect(out.exitCode == 0)
        let data = try #require(
            FileManager.default.contents(atPath: root.appendingPathComponent(TrackerPaths.stopMarker).path))
        let marker = try TrackerDecoding.decode(StopMarker.self, from: data)
        #expect(
            marker
                == StopMarker(
                    stoppedAt: "2026-03-04T12:00:00Z",
                    reason: "All gates passed, all tasks done, parity and rollback verified",
                    releaseCandidate: "v2.0.0-rc1", approvedBy: ["ios-exec", "web-exec", "parity-integrator"]))
    }

    @Test("§18.5 without --write-stop, or on failure, nothing is written")
    func noMarkerOnFailure() {
        let passing = Release.root()
        _ = run(passing)
        #expect(!Release.exists(TrackerPaths.stopMarker, passing))
        let failing = Release.root { $0.updateTask("WEB-T020") { $0.state = .verified } }
        let out = run(failing, ["--write-stop", "--release-candidate", "abc123"])
        #expect(out.exitCode == 1)
        #expect(!Release.exists(TrackerPaths.stopMarker, failing))
    }

    @Test("§22 output is deterministic: sorted keys, sorted arrays, the same bytes on every run")
    func deterministic() {
        let root = Release.root {
            $0.updateGate("G9") { $0.status = .inProgress }
            $0.updateGate("G1") { $0.status = .blocked }
            $0.updateTask("WEB-T024") { $0.state = .ready }
            $0.updateTask("IOS-T030") { $0.state = .implemented }
        }
        Release.remove("docs/reports/v2-release-notes.md", root)
        let first = run(root).stdout
        #expect(run(root).stdout == first)
        #expect(
            first
                == #"{"failures":["gate-not-pass:G1 (status BLOCKED)","gate-not-pass:G9 (status IN_PROGRESS)","missing-file:docs/reports/v2-release-notes.md","task-not-done:IOS-T030 (state implemented)","task-not-done:WEB-T024 (state ready)"],"missing_files":["docs/reports/v2-release-notes.md"],"non_done_tasks":["IOS-T030","WEB-T024"],"open_blockers":[],"pass":false}"#
                + "\n")
        let object = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
        #expect(object?.keys.sorted() == ["failures", "missing_files", "non_done_tasks", "open_blockers", "pass"])
    }

    @Test("§22 argument parsing: options in any order, a leading command name skipped")
    func parsing() throws {
        typealias O = StopEvaluator.Options
        #expect(try StopEvaluator.parse([]).get() == O())
        #expect(try StopEvaluator.parse(["evaluate-stop-condition"]).get() == O())
        #expect(
            try StopEvaluator.parse(["--release-candidate", "abc", "--write-stop"]).get()
                == O(writeStop: true, releaseCandidate: "abc"))
        #expect(throws: StopEvaluator.UsageError.self) { try StopEvaluator.parse(["--write-stop"]).get() }
        #expect(throws: StopEvaluator.UsageError.self) { try StopEvaluator.parse(["--release-candidate", ""]).get() }
    }

    @Test("JSON strings are escaped by hand")
    func escaping() {
        #expect(StopEvaluation.quote("a\"b\\c\n\u{01}") == #""a\"b\\c\n\u0001""#)
    }
}
