import Conformance
import Foundation
import SwapGraph

/// The release-tracking contract (§16–§22): the stop evaluator on tracker fixtures covering each failure reason, the
/// §20.1 validity of a check, non-gating tracks, work-in-progress limits and the metrics, through the implementation's
/// own tools on files in a temporary folder.
enum ReleaseChecks {
    static var all: [RuleCheck] { [stop, checkValidity, scopePolicy, wipLimits, metrics, forecast] }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A fresh folder holding `fixture`.
    static func folder(_ fixture: ReleaseFixture) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swapgraph-release-\(UUID().uuidString)")
        do { try fixture.write(to: root) } catch { throw RuleFailure("cannot lay out the tracker fixture: \(error)") }
        return root
    }

    static func run(_ fixture: ReleaseFixture, _ arguments: [String] = [], remove: [String] = []) throws -> (
        out: String, code: Int32, root: URL
    ) {
        let root = try folder(fixture)
        for path in remove { try? FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
        let (out, code) = StopEvaluator.run(arguments: arguments, root: root, now: now)
        return (out, code, root)
    }

    static func object(_ text: String) throws -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw RuleFailure("the evaluator's output is not a JSON object: \(text.prefix(200))")
        }
        return object
    }

    static let stop = RuleCheck.observing(
        "RULE-STOP", covers: ["LC-15", "RT-47"],
        title:
            "the stop evaluator passes a complete tracker (exit 0, the spec's output keys, the stop marker only with --write-stop) and fails, exit 1, writing nothing, for each reason: a gate not PASS, a gate missing, a task not done, an open P1 blocker, each required file missing, a tracker file that does not parse"
    ) { context in
        let gates = try context.list("RULE-STOP", "gates")
        let files = try context.list("RULE-STOP", "requiredFiles")
        let marker = try context.string("RULE-STOP", "stopMarker")
        let keys = try context.list("RULE-STOP", "outputKeys")
        let passing = ReleaseFixture.passing(now: now)
        // Exactly the spec's gates PASS and exactly the spec's required files present: the stop passes, so a gate or
        // a file the spec does not list is not required either.
        var listedGates = passing
        listedGates.gates.gates.removeAll { !gates.contains($0.gateID) }
        let unlisted = TrackerPaths.requiredFiles.filter { !files.contains($0) }
        let exact = try run(listedGates, remove: unlisted)
        try expect(
            exact.code == 0,
            "with exactly the spec's gates (\(gates.joined(separator: ", "))) PASS and its required files present, the stop passes: \(exact.out)"
        )
        let ok = try run(passing)
        try expect(ok.code == 0, "a complete tracker did not pass: \(ok.out)")
        let output = try object(ok.out)
        try expectEqual(output.keys.sorted(), keys.sorted(), "the output's keys")
        try expect(output["pass"] as? Bool == true, "the output does not say pass")
        try expect(
            !FileManager.default.fileExists(atPath: ok.root.appendingPathComponent(marker).path),
            "the marker was written without --write-stop")
        let written = try run(passing, ["--write-stop", "--release-candidate", "v2.0.0-rc1"])
        let markerURL = written.root.appendingPathComponent(marker)
        let stopped = try object(String(decoding: (try? Data(contentsOf: markerURL)) ?? Data(), as: UTF8.self))
        try expect(
            written.code == 0 && stopped["release_candidate"] as? String == "v2.0.0-rc1",
            "when every stop condition holds, --write-stop ends the execution cycle: it writes the stop marker \(marker) naming the release candidate",
            proves: "LC-15")
        try expectEqual(
            ((stopped["approved_by"] as? [String]) ?? []).sorted(),
            try context.list("RULE-STOP", "approvedBy").sorted(), "approved_by")
        func fails(_ fixture: ReleaseFixture, remove: [String] = [], _ what: String, mentioning subject: String) throws
        {
            let result = try run(fixture, ["--write-stop", "--release-candidate", "x"], remove: remove)
            try expect(result.code == 1, "\(what): exit \(result.code), not 1")
            try expect(result.out.contains(subject), "\(what): the output does not name \(subject): \(result.out)")
            try expect(
                !FileManager.default.fileExists(atPath: result.root.appendingPathComponent(marker).path),
                "\(what): a failing evaluation wrote the marker")
        }
        for gate in gates {
            var notPass = passing
            notPass.updateGate(gate) { $0.status = .inProgress }
            try fails(notPass, "gate \(gate) IN_PROGRESS", mentioning: gate)
            var missing = passing
            missing.gates.gates.removeAll { $0.gateID == gate }
            try fails(missing, "gate \(gate) absent from the gate file", mentioning: gate)
        }
        let task = try require(passing.tracker.gatingTasks.first, "the fixture has no gating task").taskID
        var notDone = passing
        notDone.updateTask(task) { $0.state = .verified }
        try fails(notDone, "task \(task) verified, not done", mentioning: task)
        var blocked = passing
        blocked.updateTask(task) {
            $0.blockingIssues = [
                BlockingIssue(
                    issueID: "ISS-9", severity: .p1, checkID: $0.checksRequired.first ?? "", summary: "regression")
            ]
        }
        try fails(blocked, "an open P1 blocker", mentioning: "ISS-9")
        var resolved = passing
        resolved.updateTask(task) {
            $0.blockingIssues = [
                BlockingIssue(issueID: "ISS-9", severity: .p1, checkID: "", summary: "fixed", status: .resolved)
            ]
        }
        try expect(try run(resolved).code == 0, "a resolved blocker still blocked the stop")
        for file in files { try fails(passing, remove: [file], "\(file) missing", mentioning: file) }
        let redirects = try require(
            files.first { $0.hasSuffix("route-redirect-verification-report.json") },
            "RULE-STOP's required files do not list the route redirect verification report")
        let withoutRedirects = try run(passing, ["--write-stop", "--release-candidate", "x"], remove: [redirects])
        try expect(
            withoutRedirects.code == 1 && withoutRedirects.out.contains(redirects)
                && !FileManager.default.fileExists(atPath: withoutRedirects.root.appendingPathComponent(marker).path),
            "without \(redirects) the stop evaluator fails naming it and writes no stop marker",
            proves: ["RT-47", "LC-15"])
        for file in files.prefix(3) {
            var unreadable = passing
            unreadable.files[file] = "{\"tasks\": ["
            try fails(unreadable, "\(file) not JSON", mentioning: file)
        }
    }

    static let checkValidity = RuleCheck.expecting(
        "RULE-CHECK-VALID",
        title:
            "a recorded check counts only with exit 0, an existing artifact saying pass or overall true, and a valid ISO-8601 passed_at; each missing condition is refused"
    ) {
        let fixture = ReleaseFixture.passing(now: now)
        let root = try folder(fixture)
        let validity = CheckValidity(root: root)
        let pass = try require(fixture.tracker.gatingTasks.first?.checksPassed.first, "the fixture records no pass")
        try expect(validity.isValid(pass), "a complete pass was refused")
        var wrongExit = pass
        wrongExit.exitCode = 1
        var noArtifact = pass
        noArtifact.artifact = "artifacts/checks/none.json"
        var badTime = pass
        badTime.passedAt = "yesterday"
        var noTime = pass
        noTime.passedAt = ""
        for (name, bad) in [
            ("exit 1", wrongExit), ("a missing artifact", noArtifact), ("passed_at 'yesterday'", badTime),
            ("no passed_at", noTime),
        ] {
            try expect(!validity.isValid(bad), "a pass with \(name) counted")
        }
        try ReleaseFixture.put(Data(#"{"pass": false, "overall": false}"#.utf8), pass.artifact, root)
        try expect(!validity.isValid(pass), "an artifact saying pass=false counted")
        try ReleaseFixture.put(Data(#"{"overall": true}"#.utf8), pass.artifact, root)
        try expect(validity.isValid(pass), "an artifact saying overall=true did not count")
    }

    static let scopePolicy = RuleCheck.observing(
        "RULE-SCOPE-POLICY",
        title:
            "a task of the non-gating prefix that is not done, with an open P0, neither fails the stop nor blocks a gate"
    ) { context in
        let prefix = try context.string("RULE-SCOPE-POLICY", "taskPrefix")
        var fixture = ReleaseFixture.passing(now: now)
        let steam = try require(
            fixture.tracker.tasks.first { $0.taskID.hasPrefix(prefix) }, "the fixture has no \(prefix) task")
        let mapped = fixture.tracker.gatingTasks.first?.checksRequired.first ?? ""
        fixture.updateTask(steam.taskID) {
            $0.state = .inProgress
            $0.blockingIssues = [
                BlockingIssue(issueID: "ST-ISS", severity: .p0, checkID: mapped, summary: "steam down")
            ]
        }
        try expect(try run(fixture).code == 0, "a non-gating \(prefix) task blocked the stop")
        var gating = fixture
        gating.tracker.scopePolicies = []
        try expect(
            try run(gating).code == 1, "without the scope policy the open task did not block: the check cannot tell")
    }

    static let wipLimits = RuleCheck.observing(
        "RULE-WIP", title: "each agent can claim tasks up to its WIP limit and not one more"
    ) { context in
        for agent in ["ios-exec", "web-exec", "parity-integrator"] {
            let limit = try context.int("RULE-WIP", agent)
            var tracker = TaskTracker(generatedAt: ReleaseTimestamp.render(now), tasks: [], scopePolicies: [])
            for n in 0...limit {
                tracker.tasks.append(
                    TrackedTask(
                        taskID: "T-\(n)", platform: "web", owner: agent, state: .ready, dependsOn: [],
                        checksRequired: ["SC-UX-05"],
                        checksPassed: [], blockingIssues: [], lastUpdatedAt: ReleaseTimestamp.render(now)))
            }
            let machine = TaskStateMachine(root: FileManager.default.temporaryDirectory, now: now)
            for n in 0...limit {
                switch machine.advance(tracker, TransitionRequest(taskID: "T-\(n)", target: .inProgress, owner: agent))
                {
                case .applied(let next):
                    try expect(n < limit, "\(agent) claimed task \(n + 1), over its limit \(limit)")
                    tracker = next
                case .refused(let refusal):
                    try expect(n == limit, "\(agent) could not claim task \(n + 1) of \(limit): \(refusal.code)")
                }
            }
        }
    }

    static let metrics = RuleCheck.observing(
        "RULE-METRICS",
        title:
            "the daily status reports gate completion as PASS gates over the spec's gate count, task and verification completion over the gating tasks, blockers as their open P0 and P1 issues, and the mean task cycle time as the average done_at − started_at of done gating tasks"
    ) { context in
        let total = try context.int("RULE-METRICS", "gates")
        func ago(_ days: Double) -> String { ReleaseTimestamp.render(now.addingTimeInterval(-days * 86_400)) }
        var fixture = ReleaseFixture.passing(now: now)
        let gateIDs = fixture.gates.gates.map(\.gateID)
        for gate in gateIDs.prefix(3) { fixture.updateGate(gate) { $0.status = .fail } }
        let ids = fixture.tracker.gatingTasks.map(\.taskID)
        try expect(ids.count >= 4, "the fixture has too few gating tasks")
        var cycleDays: [Double] = []
        for (k, id) in ids.enumerated() {
            fixture.updateTask(id) { task in
                switch k {
                case 0:
                    task.state = .verified
                    task.doneAt = nil
                case 1:
                    task.state = .inProgress
                    task.doneAt = nil
                default:
                    task.startedAt = ago(Double(k) + 1)
                    task.doneAt = ago(1)
                    cycleDays.append(Double(k))
                }
                if k == 2 {
                    task.blockingIssues = [
                        BlockingIssue(issueID: "B1", severity: .p0, checkID: "", summary: "x"),
                        BlockingIssue(issueID: "B2", severity: .p2, checkID: "", summary: "y"),
                        BlockingIssue(issueID: "B3", severity: .p1, checkID: "", summary: "z", status: .resolved),
                    ]
                }
            }
        }
        fixture.updateTask("ST-T001") {
            $0.state = .done
            $0.startedAt = ago(90)
            $0.doneAt = ago(0)
        }
        let report: DailyStatus.Report
        do {
            report = try DailyStatus.compute(root: try folder(fixture), now: now, target: now)
        } catch {
            throw RuleFailure("the daily status refused the fixture: \(error)")
        }
        let m = report.metrics
        let gating = Double(ids.count)
        try expectEqual(m.gateCompletionPercent, Double(gateIDs.count - 3) * 100 / Double(total), "gate completion")
        try expectEqual(m.blockerCount, 1, "open P0 + P1 blockers")
        try expectEqual(m.taskCompletionPercent, Double(ids.count - 2) * 100 / gating, "task completion")
        try expectEqual(
            m.verificationCompletionPercent, Double(ids.count - 1) * 100 / gating, "verification completion")
        let mean = cycleDays.reduce(0, +) / Double(cycleDays.count) * 86_400
        try expect(
            m.meanCycleTime.map { abs($0 - mean) < 1 } == true,
            "the mean task cycle time is \(m.meanCycleTime.map { "\($0)" } ?? "none"), not \(mean) s")
        try expect(
            report.markdown.contains(String(format: "mean task cycle time: %.1f h", mean / 3_600)),
            "the digest does not report the mean task cycle time")
    }

    /// The day `count` working days (Monday–Friday, UTC) before `date`'s day, at `date`'s time: the target whose
    /// slip to `date` is `count` working days.
    static func workingDays(_ count: Int, before date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        var day = date
        var counted = 0
        while counted < count {
            let weekday = calendar.component(.weekday, from: day)
            if weekday != 1 && weekday != 7 { counted += 1 }
            day = day.addingTimeInterval(-86_400)
        }
        return day
    }

    static let forecast = RuleCheck.observing(
        "RULE-FORECAST",
        title:
            "the daily status projects completion at the remaining gating tasks ÷ (tasks done in the trailing window ÷ its days) from now, a task done before the window not counted; a slip of the spec's maximum working days past the target needs no mitigation, one working day more does, and the digest says so"
    ) { context in
        let days = try context.int("RULE-FORECAST", "trailingDays")
        let maxSlip = try context.int("RULE-FORECAST", "maxSlipWorkingDays")
        var fixture = ReleaseFixture.passing(now: now)
        let ids = fixture.tracker.gatingTasks.map(\.taskID)
        try expect(days >= 1 && ids.count > 3, "the fixture has too few gating tasks for the window")
        // The window's edge probed on both sides, a second apart: one task done an hour ago, one a second inside
        // the window, one exactly at its start (outside). The rate, 2 ÷ days, tells every other window apart.
        let window = Double(days) * 86_400
        for (k, id) in ids.enumerated() {
            fixture.updateTask(id) { task in
                switch k {
                case 0: task.doneAt = ReleaseTimestamp.render(now.addingTimeInterval(-3_600))
                case 1: task.doneAt = ReleaseTimestamp.render(now.addingTimeInterval(-window + 1))
                case 2: task.doneAt = ReleaseTimestamp.render(now.addingTimeInterval(-window))
                default:
                    task.state = .inProgress
                    task.doneAt = nil
                }
            }
        }
        let remaining = ids.count - 3
        let doneInWindow = 2
        let rate = Double(doneInWindow) / Double(days)
        let projected = now.addingTimeInterval(Double(remaining) / rate * 86_400)
        let root = try folder(fixture)
        func report(target: Date) throws -> DailyStatus.Report {
            do {
                return try DailyStatus.compute(root: root, now: now, target: target)
            } catch {
                throw RuleFailure("the daily status refused the fixture: \(error)")
            }
        }
        let onTime = try report(target: projected)
        try expectEqual(onTime.forecast.remainingTasks, remaining, "the remaining gating tasks")
        try expectEqual(
            onTime.forecast.trailingDoneRate, rate,
            "the done rate over the trailing \(days) days (a task done a second inside counted, one done \(days) days ago left out)"
        )
        try expect(
            onTime.forecast.projectedCompletion.map { abs($0.timeIntervalSince(projected)) < 1 } == true,
            "the projection is not now + remaining ÷ rate days")
        try expect(
            onTime.forecast.slipWorkingDays == 0 && !onTime.forecast.mitigationRequired,
            "a projection on the target needs no mitigation")
        let atLimit = try report(target: workingDays(maxSlip, before: projected))
        try expect(
            atLimit.forecast.slipWorkingDays == maxSlip && !atLimit.forecast.mitigationRequired
                && !atLimit.markdown.contains("Mitigation"),
            "a slip of \(maxSlip) working days asked for mitigation (slip \(atLimit.forecast.slipWorkingDays ?? -1))")
        let late = try report(target: workingDays(maxSlip + 1, before: projected))
        try expect(
            late.forecast.slipWorkingDays == maxSlip + 1 && late.forecast.mitigationRequired
                && late.markdown.contains("Mitigation plan required"),
            "a slip of \(maxSlip + 1) working days did not require a mitigation plan in the digest")
        var stalled = fixture
        for id in ids.prefix(2) {
            stalled.updateTask(id) {
                $0.doneAt = ReleaseTimestamp.render(now.addingTimeInterval(-Double(days + 1) * 86_400))
            }
        }
        let none = try DailyStatus.compute(root: try folder(stalled), now: now, target: now)
        try expect(
            none.forecast.projectedCompletion == nil && none.forecast.mitigationRequired,
            "with nothing done in the window there is a projection, or no mitigation")
    }
}
