import Foundation
import Testing

@testable import SwapGraph

@Suite("Release tracking: tracker files (§17.2, §17.3, §18.5)")
struct TrackerDecodingTests {
    static let example = """
        {"generated_at":"2026-03-01T00:00:00Z","tasks":[{"task_id":"WEB-T021","platform":"web","owner":"web-exec",
        "state":"verified","depends_on":["WEB-T020"],"checks_required":["SC-UX-03","SC-API-04"],
        "checks_passed":[{"check_id":"SC-UX-03","command":"npm run web:m4:check:sc-ux-03",
        "artifact":"artifacts/web-m4/sc-ux-03-active-timeline-clarity-report.json","passed_at":"2026-03-01T00:00:00Z"}],
        "blocking_issues":[],"last_updated_at":"2026-03-01T00:00:00Z"}]}
        """

    @Test("§17.2 the document's example decodes; absent scope_policies reads as none")
    func example() throws {
        let tracker = try TrackerDecoding.decode(TaskTracker.self, from: Data(Self.example.utf8))
        #expect(tracker.tasks.first?.state == .verified)
        #expect(tracker.tasks.first?.checksPassed.first?.artifact.hasSuffix("clarity-report.json") == true)
        #expect(tracker.scopePolicies.isEmpty)
        #expect(tracker.isGating("ST-T001"))
    }

    @Test("§17.5 a gating:false policy makes ST- tasks non-gating")
    func scopePolicy() {
        let tracker = TaskTracker(
            generatedAt: "x", tasks: [Release.task("ST-1", .planned), Release.task("WEB-1", .planned)])
        #expect(!tracker.isGating("ST-1"))
        #expect(tracker.gatingTasks.map(\.taskID) == ["WEB-1"])
    }

    @Test("An unknown task state is a decoding error naming the field")
    func unknownState() {
        let bad = Self.example.replacingOccurrences(of: "\"verified\"", with: "\"shipped\"")
        #expect(throws: TrackerDecodingError.self) {
            try TrackerDecoding.decode(TaskTracker.self, from: Data(bad.utf8))
        }
        do {
            _ = try TrackerDecoding.decode(TaskTracker.self, from: Data(bad.utf8))
        } catch {
            #expect(error.field == "tasks[0].state")
            #expect(error.message.contains("shipped"))
        }
    }

    @Test("A missing mandatory field is named")
    func missingField() {
        let bad = Self.example.replacingOccurrences(of: "\"owner\":\"web-exec\",", with: "")
        do {
            _ = try TrackerDecoding.decode(TaskTracker.self, from: Data(bad.utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.field == "tasks[0].owner")
            #expect(error.description == "tasks[0].owner: missing field")
        }
    }

    @Test("§20.3 an unknown severity and an unknown issue status are decoding errors")
    func unknownSeverity() {
        let p5 = Data(#"{"issue_id":"I","severity":"P5","check_id":"C","summary":"s"}"#.utf8)
        let closed = Data(#"{"issue_id":"I","severity":"P1","check_id":"C","summary":"s","status":"closed"}"#.utf8)
        do {
            _ = try TrackerDecoding.decode(BlockingIssue.self, from: p5)
            Issue.record("decoded")
        } catch {
            #expect(error.field == "severity")
        }
        do {
            _ = try TrackerDecoding.decode(BlockingIssue.self, from: closed)
            Issue.record("decoded")
        } catch {
            #expect(error.field == "status")
        }
    }

    @Test("Blocking issue status defaults to open; resolved is not open")
    func issueStatus() throws {
        let plain = try TrackerDecoding.decode(
            BlockingIssue.self, from: Data(#"{"issue_id":"I","severity":"P1","check_id":"C","summary":"s"}"#.utf8))
        #expect(plain.isOpen)
        #expect(!Release.issue("I", .p1, status: .resolved).isOpen)
    }

    @Test("§17.3 an unknown gate status is a decoding error; the example decodes")
    func gateStatus() throws {
        let ok =
            #"{"generated_at":"x","gates":[{"gate_id":"G2","status":"PASS","required_checks":["SC-UX-01"],"failing_checks":[],"evidence":[],"updated_at":"x"}]}"#
        #expect(try TrackerDecoding.decode(GateStatusFile.self, from: Data(ok.utf8)).gates.first?.status == .pass)
        let bad = ok.replacingOccurrences(of: "PASS", with: "GREEN")
        do {
            _ = try TrackerDecoding.decode(GateStatusFile.self, from: Data(bad.utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.field == "gates[0].status")
        }
    }

    @Test("Not JSON at all is reported without a field")
    func notJSON() {
        do {
            _ = try TrackerDecoding.decode(TaskTracker.self, from: Data("nope".utf8))
            Issue.record("decoded")
        } catch {
            #expect(error.field == "")
        }
    }

    @Test("Models round-trip with the document's snake_case keys")
    func roundTrip() throws {
        let fixture = ReleaseFixture.passing(now: Release.now)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(fixture.tracker)
        let text = String(decoding: data, as: UTF8.self)
        for key in [
            "generated_at", "scope_policies", "task_prefix", "checks_required", "passed_at", "last_updated_at",
            "done_at",
        ] {
            #expect(text.contains("\"\(key)\""))
        }
        #expect(try TrackerDecoding.decode(TaskTracker.self, from: data) == fixture.tracker)
        #expect(try TrackerDecoding.decode(GateStatusFile.self, from: encoder.encode(fixture.gates)) == fixture.gates)
        #expect(
            try TrackerDecoding.decode(CheckRegistry.self, from: encoder.encode(fixture.registry)) == fixture.registry)
        let marker = StopMarker(stoppedAt: "t", reason: "r", releaseCandidate: "v2.0.0", approvedBy: ["a"])
        let markerText = String(decoding: try encoder.encode(marker), as: UTF8.self)
        #expect(markerText == #"{"approved_by":["a"],"reason":"r","release_candidate":"v2.0.0","stopped_at":"t"}"#)
    }
}
