import Foundation
import SpecConformCLI
import SpecConformTestSupport
import Testing

/// `Examples/door-lock`: a lock implemented in Python 3, verified by the stock CLI through its subject process
/// (no Swift subject is registered), and each of its planted bugs failing exactly the checks that should see it.
@Suite(.serialized) struct DoorLockExampleTests {
    static let example = PackagePaths.root + "/Examples/door-lock"

    /// `check` on the example with `bug` planted (none: the lock as written) and the subject's own `fault` (none: it
    /// answers every request): a copy of its traceability whose subjects.json sets `DOOR_LOCK_BUG` and
    /// `DOOR_LOCK_FAULT` and points back at the example's folder, with the default limits. Returns the run, the IDs of
    /// the checks that did not pass, the statuses of the IDs, how long the run took and the reports' folder.
    func check(bug: String?, fault: String? = nil) throws -> (
        run: CLIRun, failing: [String], statuses: [String: String], seconds: Double, reports: String
    ) {
        _ = try SubjectFixture.python3()
        let root = try SubjectFixture.temporaryFolder("specconform-door-lock")
        try FileManager.default.copyItem(atPath: Self.example + "/Traceability", toPath: root + "/Traceability")
        let subjectsPath = root + "/Traceability/door-lock/subjects.json"
        var subjects = try String(contentsOfFile: subjectsPath, encoding: .utf8)
        subjects = subjects.replacingOccurrences(
            of: "\"workingDirectory\": \"../..\"", with: "\"workingDirectory\": \"\(Self.example)\"")
        for (name, value) in [("DOOR_LOCK_BUG", bug), ("DOOR_LOCK_FAULT", fault)] {
            guard let value else { continue }
            subjects = subjects.replacingOccurrences(
                of: "\"PYTHONDONTWRITEBYTECODE\": \"1\"",
                with: "\"PYTHONDONTWRITEBYTECODE\": \"1\", \"\(name)\": \"\(value)\"")
        }
        #expect(!subjects.contains("timeouts") && !subjects.contains("restarts"), "the example runs with the defaults")
        #expect(
            subjects.contains(Self.example) && (bug == nil || subjects.contains(bug!)),
            "the copy must say where the example is")
        try subjects.write(toFile: subjectsPath, atomically: true, encoding: .utf8)
        let started = ContinuousClock.now
        let run = CLIRun([
            "check", "--spec", Self.example + "/Spec", "--traceability", root + "/Traceability", "--out",
            root + "/Reports",
        ])
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard let report = FileManager.default.contents(atPath: root + "/Reports/door-lock/coverage.json") else {
            return (run, [], [:], seconds, root + "/Reports")
        }
        let json = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        let checks = try #require(json["checks"] as? [[String: Any]])
        let failing = checks.filter { ($0["status"] as? String) != "passed" }.compactMap { $0["id"] as? String }
            .sorted()
        let ids = try #require(json["ids"] as? [[String: Any]])
        var statuses: [String: String] = [:]
        for entry in ids { statuses[entry["id"] as? String ?? ""] = entry["status"] as? String }
        return (run, failing, statuses, seconds, root + "/Reports")
    }

    @Test("the Python lock passes every check through the stock CLI, through one subject process")
    func conforming() throws {
        let (run, failing, _, _, _) = try check(bug: nil)
        #expect(run.status == .ok, "\(run.err)")
        #expect(failing == [])
        #expect(
            run.out.contains(
                "door-lock   49       48        0          0        0           0       0             1         0             94              0               0  pass"
            ), "\(run.out)")
        #expect(run.err.contains("subjects door-lock: door-lock-python"), "\(run.err)")
        #expect(run.err.contains("1 process started, 0 restarts"), "\(run.err)")
    }

    @Test(
        "explain reads subjects.json as check does: an ID covered through the subject process is covered, not 0 checks")
    func explainThroughSubjects() throws {
        _ = try SubjectFixture.python3()
        let run = CLIRun([
            "explain", "FEAT-RELOCK-001", "--spec", "Examples/door-lock/Spec", "--traceability",
            "Examples/door-lock/Traceability",
        ])
        #expect(run.status == .ok, "\(run.transcript)")
        #expect(run.out.contains("status: covered"), "\(run.out)")
    }

    /// Each planted bug (Examples/door-lock/README.md, "Planted bugs") and the checks it must fail, no more, no fewer.
    static let plantedBugs: [(bug: String, failing: [String])] = [
        (
            "off-by-one-lockout",
            [
                "boundary:lock:Locked.pin.wrong#0:wrongAttempts=3", "boundary:lock:Locked.pin.wrong#0:wrongAttempts=4",
                "boundary:lock:Locked.pin.wrong#1:wrongAttempts=3", "boundary:lock:Locked.pin.wrong#1:wrongAttempts=4",
                "path:lock:01", "path:lock:05", "path:lock:06", "path:lock:11", "path:lock:12", "path:lock:14",
                "path:lock:15", "path:lock:16", "path:lock:18", "path:lock:24", "path:lock:26", "rule:RULE-LOCKOUT",
                "scenario:SCN-JRN-002", "scenario:SCN-JRN-002-APP", "scenario:SCN-JRN-004", "sneak:lock:Locked",
                "sneak:lock:LockedOut", "sneak:lock:Locked{wrongAttempts=3}", "sneak:lock:Locked{wrongAttempts=4}",
                "value:attempt:5",
            ]
        ),
        (
            "no-relock",
            ["path:lock:08", "path:lock:20", "rule:RULE-RELOCK", "scenario:SCN-JRN-001", "value:method:auto"]
        ),
        ("relock-while-open", ["rule:RULE-RELOCK", "scenario:SCN-JRN-001", "sneak:lock:Open"]),
        (
            "unlock-while-locked-out",
            ["decision:DT-UNLOCK:DT-UNLOCK-03", "rule:RULE-LOCKOUT", "scenario:SCN-JRN-002", "sneak:lock:LockedOut"]
        ),
        (
            "wrong-event-payload",
            [
                "path:lock:02", "path:lock:12", "path:lock:13", "scenario:SCN-JRN-003", "sneak:lock:Unlocked",
                "value:method:guest-code",
            ]
        ),
        (
            "guest-code-any-time",
            [
                "decision:DT-UNLOCK:DT-UNLOCK-05", "path:lock:03", "path:lock:11", "path:lock:13", "path:lock:14",
                "path:lock:15", "path:lock:17", "path:lock:22", "path:lock:23", "path:lock:24",
                "rule:RULE-GUEST-WINDOW", "scenario:SCN-JRN-003", "value:reason:expired", "value:reason:not-yet-valid",
            ]
        ),
        ("long-pin", ["contract:CMD-GUEST-CODE.code.maxLength", "limit:LIM-PIN-MAX"]),
        (
            "counter-not-reset",
            [
                "path:lock:05", "path:lock:11", "path:lock:18", "rule:RULE-LOCKOUT", "scenario:SCN-JRN-002-APP",
                "scenario:SCN-JRN-004",
            ]
        ),
        (
            "battery-warning-repeats",
            ["rule:RULE-BATTERY", "scenario:SCN-JRN-005", "sneak:battery:Critical", "sneak:battery:Low"]
        ),
        (
            "silent-lock-blocked",
            ["path:lock:10", "path:lock:21", "path:lock:22", "path:lock:25", "path:lock:26", "scenario:SCN-JRN-003"]
        ),
    ]

    @Test(
        "each planted bug fails check (exit 1) on exactly the checks that should see it",
        arguments: plantedBugs.map(\.bug))
    func plantedBug(bug: String) throws {
        let expected = try #require(Self.plantedBugs.first { $0.bug == bug }).failing
        let (run, failing, statuses, _, _) = try check(bug: bug)
        #expect(run.status == .failure, "\(run.err)")
        #expect(failing == expected)
        #expect(run.out.contains("FAIL"), "\(run.out)")
        // Negative control of subject faults: a lock that answers wrongly, but well-formed, makes IDs failing,
        // never unverified, and no check is a subject error.
        #expect(statuses.values.contains("failing"), "\(bug)")
        #expect(!statuses.values.contains("unverified"), "\(bug): \(statuses.filter { $0.value == "unverified" })")
        #expect(!run.err.contains("subject errors"), "\(run.err)")
    }

    /// The console's root-cause lines of a run: `door-lock: 2 root causes of 9 failing checks:` and the groups.
    func rootCauses(_ run: CLIRun) -> [String] {
        run.err.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("door-lock: ") && ($0.contains(" root cause") || $0.hasPrefix("door-lock:   "))
        }
    }

    @Test(
        "two planted bugs (a wrong payload value on a guest unlock, a blocked lock the app is not told of) print two root causes on the console, each naming what diverged"
    )
    func twoBugsTwoRootCauses() throws {
        let (run, failing, _, _, _) = try check(bug: "wrong-event-payload,silent-lock-blocked")
        #expect(run.status == .failure, "\(run.err)")
        let lines = rootCauses(run)
        #expect(
            lines.first == "door-lock: 2 root causes of \(failing.count) failing checks:",
            "\(lines.joined(separator: "\n"))")
        #expect(
            lines.contains {
                $0.contains(
                    "guest.code.valid: expected door_unlocked.method = \"guest-code\", observed door_unlocked.method = \"keypad\""
                )
            }, "\(lines.joined(separator: "\n"))")
        #expect(
            lines.contains { $0.contains("lock.pressed: expected events [lock_blocked]") },
            "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("and ") && $0.contains(" more in ") })
    }

    @Test(
        "control: each of the two bugs alone prints one root cause, the payload value check joining the path checks that saw the same wrong value",
        arguments: ["wrong-event-payload", "silent-lock-blocked"])
    func oneBugOneRootCause(bug: String) throws {
        let (run, failing, _, _, _) = try check(bug: bug)
        #expect(run.status == .failure, "\(run.err)")
        let lines = rootCauses(run)
        #expect(
            lines.first == "door-lock: 1 root cause of \(failing.count) failing check\(failing.count == 1 ? "" : "s"):",
            "\(lines.joined(separator: "\n"))")
        if bug == "wrong-event-payload" { #expect(failing.contains("value:method:guest-code")) }
    }

    @Test(
        "with the default limits, a subject that crashes, hangs or prints garbage ends check within 10 s: its IDs unverified (none failing), the gate failing on subject errors, the subject's standard error on the console",
        arguments: ["crash", "hang", "garbage"])
    func subjectFault(fault: String) throws {
        let (run, failing, statuses, seconds, _) = try check(bug: nil, fault: fault)
        #expect(seconds < 10, "\(fault): took \(seconds) s")
        #expect(run.status == .failure, "\(run.err)")
        #expect(!failing.isEmpty)
        #expect(statuses.values.contains("unverified"), "\(statuses)")
        #expect(!statuses.values.contains("failing"), "\(fault): \(statuses.filter { $0.value == "failing" })")
        #expect(run.err.contains("is unverified (subject error)"), "\(run.err)")
        #expect(!run.err.contains("is failing"), "\(run.err)")
        #expect(run.err.contains("subject errors door-lock: \(failing.count) checks could not run"), "\(run.err)")
        #expect(
            run.err.contains("  | door_lock_subject: planted \(fault) on apply pin.wrong (DOOR_LOCK_FAULT)"),
            "the subject's standard error tail: \(run.err)")
        #expect(run.err.contains("given up: "), "\(run.err)")
        if fault == "crash" { #expect(run.err.contains("  | PlantedCrash: the subject crashed applying pin.wrong")) }
        let row = try #require(run.out.split(separator: "\n").first { $0.hasPrefix("door-lock ") })
        let cells = row.split(separator: " ")
        // product, IDs, covered, partial, uncovered, failing, unverified, …, checks failed, subject errors, gate
        #expect(cells[5] == "0" && cells[6] != "0", "no failing ID, some unverified: \(row)")
        #expect(cells[11] == "0" && Int(cells[12]) == failing.count, "no failed check, every one an error: \(row)")
    }

    @Test(
        "the reports of a run whose subject crashes are byte-identical run after run: the standard error, which names paths, stays on the console"
    )
    func faultReportsAreDeterministic() throws {
        let first = try check(bug: nil, fault: "crash")
        let second = try check(bug: nil, fault: "crash")
        #expect(first.run.err.contains("  | Traceback (most recent call last):"), "\(first.run.err)")
        for name in ["coverage.html", "coverage.json", "coverage.md", "junit.xml"] {
            let a = FileManager.default.contents(atPath: first.reports + "/door-lock/" + name)
            #expect(
                a != nil && a == FileManager.default.contents(atPath: second.reports + "/door-lock/" + name), "\(name)")
            #expect(!String(decoding: a ?? Data(), as: UTF8.self).contains("Traceback"), "\(name)")
        }
    }

    @Test("an unknown fault name fails the subject's hello (exit 65, no report): a typo never runs a healthy subject")
    func unknownFault() throws {
        let (run, _, _, _, _) = try check(bug: nil, fault: "crashes")
        #expect(run.status == .invalidInput, "\(run.err)")
        #expect(run.err.contains("unknown DOOR_LOCK_FAULT crashes"), "\(run.err)")
    }

    @Test("an unknown bug name fails the subject's hello (exit 65, no report): a typo can never pass as a correct lock")
    func unknownBug() throws {
        let (run, _, _, _, _) = try check(bug: "of-by-one-lockout")
        #expect(run.status == .invalidInput, "\(run.err)")
        #expect(run.err.contains("of-by-one-lockout"), "\(run.err)")
    }

    @Test("sharded through the Python subject (2 shards + merge), the reports are byte-identical to one check")
    func shardedThroughTheSubject() throws {
        _ = try SubjectFixture.python3()
        let root = try SubjectFixture.temporaryFolder("specconform-door-lock-shards")
        let inputs = ["--spec", Self.example + "/Spec", "--traceability", Self.example + "/Traceability"]
        let whole = CLIRun(["check"] + inputs + ["--out", root + "/whole", "--quiet"])
        #expect(whole.status == .ok, "\(whole.err)")
        for shard in ["1/2", "2/2"] {
            let run = CLIRun(["check"] + inputs + ["--out", root + "/shards", "--shard", shard, "--quiet"])
            #expect(run.status == .ok, "\(run.err)")
        }
        let merged = CLIRun(["merge"] + inputs + ["--out", root + "/shards"])
        #expect(merged.status == .ok, "\(merged.err)")
        for name in ["coverage.html", "coverage.json", "coverage.md", "junit.xml"] {
            let expected = FileManager.default.contents(atPath: root + "/whole/door-lock/" + name)
            #expect(
                expected != nil && FileManager.default.contents(atPath: root + "/shards/door-lock/" + name) == expected,
                "\(name)")
        }
    }
}
