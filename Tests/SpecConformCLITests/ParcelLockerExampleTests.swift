import Foundation
import SpecConformTestSupport
import Testing

/// `Examples/parcel-locker`: a product whose compartment machine lives in the app's XState config and whose station
/// machine is a Mermaid block in the requirements Markdown, both referenced in place; its Python controller is
/// verified by the stock CLI through a subject process. Negative controls: each planted controller bug, and a change
/// in the XState config alone that the controller does not follow, fail `check`.
@Suite(.serialized) struct ParcelLockerExampleTests {
    static let example = PackagePaths.root + "/Examples/parcel-locker"

    /// A copy of the whole example (so its references in place resolve inside the copy), with `bug` planted through
    /// subjects.json's environment and `edit` applied to the copy's XState config.
    static func copy(bug: String? = nil, edit: (String) -> String = { $0 }) throws -> String {
        _ = try SubjectFixture.python3()
        let root = try SubjectFixture.temporaryFolder("specconform-parcel-locker")
        for folder in ["Spec", "Traceability", "app", "docs", "features", "subject"] {
            try FileManager.default.copyItem(atPath: example + "/" + folder, toPath: root + "/" + folder)
        }
        let machinePath = root + "/app/src/compartment.machine.json"
        let machine = try String(contentsOfFile: machinePath, encoding: .utf8)
        try edit(machine).write(toFile: machinePath, atomically: true, encoding: .utf8)
        if let bug {
            let subjectsPath = root + "/Traceability/parcel-locker/subjects.json"
            let subjects = try String(contentsOfFile: subjectsPath, encoding: .utf8)
            let planted = subjects.replacingOccurrences(
                of: "\"PYTHONDONTWRITEBYTECODE\": \"1\"",
                with: "\"PYTHONDONTWRITEBYTECODE\": \"1\", \"PARCEL_LOCKER_BUG\": \"\(bug)\"")
            #expect(planted != subjects, "the copy must plant \(bug)")
            try planted.write(toFile: subjectsPath, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// `check` on a copy: the run and the IDs of the checks that did not pass.
    static func check(_ root: String) throws -> (run: CLIRun, failing: [String]) {
        let run = CLIRun([
            "check", "--spec", root + "/Spec", "--traceability", root + "/Traceability", "--out", root + "/Reports",
        ])
        guard let report = FileManager.default.contents(atPath: root + "/Reports/parcel-locker/coverage.json") else {
            return (run, [])
        }
        let json = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        let checks = try #require(json["checks"] as? [[String: Any]])
        let failing = checks.filter { ($0["status"] as? String) != "passed" }.compactMap { $0["id"] as? String }
        return (run, failing.sorted())
    }

    @Test("the Python controller passes every check of the machines read from XState and Mermaid, lint clean")
    func conforming() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lint = CLIRun(["lint", "--spec", root + "/Spec", "--strict"])
        #expect(lint.status == .ok, "\(lint.transcript)")
        let (run, failing) = try Self.check(root)
        #expect(run.status == .ok, "\(run.err)")
        #expect(failing == [])
        #expect(run.out.contains(Self.summaryRow), "\(run.out)")
        #expect(run.err.contains("2 machines, 1 payload property, 1 process started, 0 restarts"), "\(run.err)")
    }

    /// The console's summary row of the conforming run.
    static let summaryRow =
        "parcel-locker   26       25        0          0        0           0       0             1         0             66              0               0  pass"

    @Test(
        "a change in the XState config alone (support's unblock now expires the parcel), which the controller does not follow, fails check on the paths through it (negative control)"
    )
    func plantedXStateChange() throws {
        let original = #""support.unblocked": {"target": "Waiting""#
        let root = try Self.copy {
            #expect($0.contains(original))
            return $0.replacingOccurrences(
                of: original, with: ##""support.unblocked": {"target": "#compartment.Expired""##)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lint = CLIRun(["lint", "--spec", root + "/Spec", "--strict"])
        #expect(lint.status == .ok, "the changed config is valid and the overlay still matches: \(lint.transcript)")
        let (run, failing) = try Self.check(root)
        #expect(run.status == .failure, "\(run.err)")
        #expect(failing == ["path:compartment:05", "path:compartment:15", "scenario:SCN-JRN-02"])
        #expect(
            run.err.contains("support.unblocked: expected state Expired, observed state Waiting + Chilled"),
            "\(run.err)")
        // diff reads the XState file on each side: the change alone is a machine change, with its impact.
        let diff = CLIRun(["diff", Self.example, root, "--product", "parcel-locker"])
        #expect(diff.status == .failure, "\(diff.transcript)")
        #expect(
            diff.out.contains(
                "error[machine.transition-target-changed]: compartment: Blocked --support.unblocked--> now leads to Expired instead of Waiting"
            ), "\(diff.transcript)")
        #expect(diff.out.contains("impact: checks scenario:SCN-JRN-02; IDs FR-1.3, JRN-02"), "\(diff.transcript)")
    }

    @Test(
        "a journey step in the Gherkin that the step table does not know is a located error in the feature file, naming the closest pattern (exit 65)"
    )
    func unmatchedGherkinStep() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let feature = root + "/features/pickup.feature"
        let text = try String(contentsOfFile: feature, encoding: .utf8)
        let changed = text.replacingOccurrences(
            of:
                "When the recipient shuts the door\n    Then the compartment is \"Empty\"\n    And the back office is told nothing",
            with:
                "When the recipient slams the door\n    Then the compartment is \"Empty\"\n    And the back office is told nothing"
        )
        #expect(changed != text)
        try changed.write(toFile: feature, atomically: true, encoding: .utf8)
        let lint = CLIRun(["lint", "--spec", root + "/Spec", "--strict"])
        #expect(lint.status == .invalidInput, "\(lint.transcript)")
        #expect(
            lint.err.contains(
                "pickup.feature:17:10: error[import.gherkin.unmatched-step]: no step pattern matches \"When the recipient slams the door\"; the closest pattern is \"the recipient shuts the door\""
            ), "\(lint.err)")
    }

    /// Each planted controller bug (Examples/parcel-locker/README.md) and the checks it must fail.
    static let plantedBugs: [(bug: String, failing: [String])] = [
        (
            "opens-while-blocked",
            ["scenario:SCN-JRN-02", "sneak:compartment:Blocked + Chilled", "sneak:compartment:Blocked + TooWarm"]
        ),
        (
            "blocks-late",
            [
                "boundary:compartment:Waiting + Chilled.code.wrong#0:wrongCodes=2",
                "boundary:compartment:Waiting + Chilled.code.wrong#1:wrongCodes=2",
                "boundary:compartment:Waiting + TooWarm.code.wrong#0:wrongCodes=2",
                "boundary:compartment:Waiting + TooWarm.code.wrong#1:wrongCodes=2", "path:compartment:01",
                "path:compartment:04", "path:compartment:05", "path:compartment:09", "path:compartment:14",
                "path:compartment:15", "path:compartment:16", "path:compartment:17", "path:compartment:18",
                "scenario:SCN-JRN-02", "sneak:compartment:Blocked + Chilled", "sneak:compartment:Blocked + TooWarm",
                "sneak:compartment:Empty", "sneak:compartment:Waiting + Chilled",
                "sneak:compartment:Waiting + Chilled{wrongCodes=1}",
                "sneak:compartment:Waiting + Chilled{wrongCodes=2}",
                "sneak:compartment:Waiting + TooWarm{wrongCodes=2}",
            ]
        ),
        (
            "no-door-alarm",
            [
                "path:compartment:11", "path:compartment:12", "path:compartment:13", "scenario:SCN-JRN-04",
                "sneak:compartment:DoorLeftOpen", "sneak:compartment:DoorLeftOpen [2]",
                "sneak:compartment:DoorLeftOpen [3]",
            ]
        ),
        // The parcel's 3-day timer is the parallel state's own: it must fire in every configuration of it.
        ("no-expiry-while-blocked", ["path:compartment:04", "path:compartment:14"]),
        (
            "silent-offline",
            [
                "path:station:1", "path:station:2",
                "scenario:SCN-the-link-drops-and-a-technician-services-the-station", "sneak:station:Offline",
                "sneak:station:Online",
            ]
        ),
    ]

    @Test(
        "each planted controller bug fails check (exit 1) on exactly the checks that should see it",
        arguments: plantedBugs.map(\.bug))
    func plantedBug(bug: String) throws {
        let expected = try #require(Self.plantedBugs.first { $0.bug == bug }).failing
        let root = try Self.copy(bug: bug)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (run, failing) = try Self.check(root)
        #expect(run.status == .failure, "\(run.err)")
        #expect(failing == expected)
    }
}
