import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

/// Negative controls of the protocol client: `toy_vending.py` with one planted fault at a time. A fault the subject
/// causes (a crash, a timeout, a malformed reply) makes the checks that met it errors, never failures, with the
/// request and the offending line; the standard error goes to the console (``SubjectRun/faults``), never into a
/// check's message. With room to restart (`restarts`), the process is replaced and every other check still passes;
/// with the defaults, a subject is given up at its first timeout or its 4th failure, so a broken subject costs seconds.
@Suite(.serialized) struct FaultySubjectTests {
    /// The toy checks that send `vend` (paths, the scenario and the sneak checks of states that ignore it).
    static let vendChecks = [
        "path:vending:2", "scenario:SCN-TOY-JRN-01", "sneak:vending:Idle", "sneak:vending:Idle{credit=1}",
        "sneak:vending:Jammed",
        "sneak:vending:Jammed{credit=1}",
    ]
    /// Toy checks that never send `vend`: they must pass whatever a vend did before them.
    static let otherChecks = [
        "path:vending:1", "path:vending:3", "path:vending:4", "rule:TOY-RULE-01", "value:credit:1",
        "sneak:vending:Ready",
    ]
    /// Enough restarts for every fault of a run to be isolated to the check that met it.
    static let isolated = 100

    func expectOthersPass(_ run: SubjectRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for id in Self.otherChecks {
            let check = try run.check(id)
            #expect(check.status == .passed, "\(id): \(check.message ?? "")", sourceLocation: sourceLocation)
        }
    }

    /// Every check that did not pass is an error (none failed: the subject contradicted nothing).
    func expectOnlyErrors(_ run: SubjectRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let failed = run.run.checks.filter { $0.status != .passed && $0.status != .error }
        #expect(failed.map(\.id) == [], sourceLocation: sourceLocation)
        #expect(run.run.errors == run.notPassed.count, sourceLocation: sourceLocation)
    }

    @Test(
        "a subject that crashes on vend makes exactly the checks that vend errors, with its exit status; the console, not the message, shows its standard error; with restarts to spare the rest pass"
    )
    func crash() throws {
        let run = try SubjectRun.toy(["--crash-on", "vend"], restarts: Self.isolated)
        #expect(run.diagnostics.isEmpty)
        #expect(run.notPassed.sorted() == Self.vendChecks.sorted())
        expectOnlyErrors(run)
        let path = try run.check("path:vending:2")
        #expect(path.status == .error)
        let message = try #require(path.message)
        #expect(message.contains("the subject toy-python exited (status 1) while answering apply #"), "\(message)")
        #expect(message.contains("request: {\"data\":null,\"event\":\"vend\",\"machine\":\"vending\""), "\(message)")
        #expect(!message.contains("RuntimeError"), "the standard error stays out of the reports: \(message)")
        try expectOthersPass(run)
        #expect(
            run.summary[0].contains("processes started") && !run.summary[0].contains(" 0 restarts")
                && !run.summary[0].contains("given up"), "\(run.summary)")
        #expect(run.faults.first?.hasPrefix("subject toy-python: requests failed: ") == true, "\(run.faults)")
        #expect(run.faults.first?.hasSuffix(" exited") == true, "\(run.faults)")
        #expect(run.faults.contains("  | RuntimeError: planted crash on vend"), "\(run.faults)")
    }

    @Test(
        "with the default 3 restarts, a subject that keeps crashing is given up at its 4th failure: every later request fails at once, none as a failure"
    )
    func crashGivenUp() throws {
        let run = try SubjectRun.toy(["--crash-on", "vend"])
        expectOnlyErrors(run)
        #expect(
            run.notPassed.count > Self.vendChecks.count, "checks after the 4th crash are not sent: \(run.notPassed)")
        #expect(
            run.summary[0].contains(
                "4 processes started, 3 restarts; given up: 4 failed requests, more than its 3 restarts allow; the last: the subject toy-python exited (status 1)"
            ), "\(run.summary)")
        let rule = try run.check("rule:TOY-RULE-01")
        #expect(rule.status == .error)
        #expect(
            rule.message?.hasPrefix("the subject toy-python was given up (4 failed requests") == true,
            "\(rule.message ?? "")")
        #expect(rule.message?.hasSuffix("; rule was not sent") == true, "\(rule.message ?? "")")
        #expect(run.faults.contains("  | RuntimeError: planted crash on vend"), "\(run.faults)")
    }

    @Test("with no restart allowed, the first crash gives the subject up")
    func noRestarts() throws {
        let run = try SubjectRun.toy(["--crash-on", "vend"], restarts: 0)
        expectOnlyErrors(run)
        #expect(
            run.summary[0].contains(
                "1 process started, 0 restarts; given up: 1 failed request, more than its 0 restarts allow"),
            "\(run.summary)")
    }

    @Test(
        "a subject that hangs on jam is given up at its first timeout: the checks after it are errors at once, and the run costs one timeout"
    )
    func hang() throws {
        let run = try SubjectRun.toy(["--hang-on", "jam"], replySeconds: 1)
        expectOnlyErrors(run)
        let hung = try #require(run.run.checks.first { $0.status == .error })
        #expect(hung.message?.contains("no reply within 1 s to apply #") == true, "\(hung.message ?? "")")
        #expect(try run.check("path:vending:2").status == .passed, "checks before the hang still pass")
        let rule = try run.check("rule:TOY-RULE-01")
        #expect(
            rule.message?.hasPrefix(
                "the subject toy-python was given up (a request timed out: no reply within 1 s to apply #") == true,
            "\(rule.message ?? "")")
        #expect(run.summary[0].contains("; given up: a request timed out"), "\(run.summary)")
        #expect(run.faults.first == "subject toy-python: requests failed: 1 timed out", "\(run.faults)")
        // Ten requests send jam; the old engine waited a timeout for each.
        #expect(run.seconds < 6, "took \(run.seconds) s")
    }

    @Test(
        "malformed replies make the check that got them an error, naming why and showing the line",
        arguments: [
            (["--malformed-on", "vend"], "not JSON at column 1", "\"this is not JSON\""),
            (["--wrong-seq-on", "vend"], "seq ", "\"{\\\"type\\\": \\\"observation\\\""),
            (["--garbage-on", "vend"], "invalid UTF-8", "\\\"\u{FFFD}\u{FFFD}\\\""),
            (["--huge-line-on", "vend"], "a line longer than 16777216 bytes (16 MiB)", "(more than "),
            (["--deep-on", "vend"], "not JSON", "\"[[[["),
            (["--huge-seq-on", "vend"], "\"seq\" is a number, not an integer", "1e400"),
        ])
    func malformed(options: [String], why: String, line: String) throws {
        let run = try SubjectRun.toy(options, restarts: Self.isolated)
        #expect(run.notPassed.sorted() == Self.vendChecks.sorted(), "\(options)")
        expectOnlyErrors(run)
        let message = try #require(try run.check("path:vending:2").message)
        #expect(message.contains("malformed reply to apply #"), "\(message.prefix(500))")
        #expect(message.contains(why), "\(options): \(message.prefix(500))")
        #expect(message.contains("line: ") && message.contains(line), "\(options): \(message.prefix(500))")
        #expect(message.count < 2_000, "the offending line is cut: \(message.count) characters")
        try expectOthersPass(run)
        #expect(run.faults.first?.hasSuffix(" malformed reply") == true, "\(run.faults)")
    }

    @Test("an error reply makes the check an error with the subject's message; the process stays up, never given up")
    func errorReply() throws {
        let run = try SubjectRun.toy(["--error-on", "vend"])
        #expect(run.notPassed.sorted() == Self.vendChecks.sorted())
        expectOnlyErrors(run)
        let message = try #require(try run.check("path:vending:2").message)
        #expect(message.contains("the subject toy-python could not apply #"), "\(message)")
        #expect(message.contains("planted error reply on vend"))
        #expect(run.summary[0].hasSuffix("1 process started, 0 restarts"), "\(run.summary)")
        #expect(
            run.faults.first?.hasPrefix("subject toy-python: requests failed: ") == true
                && run.faults.first?.hasSuffix(" error replies") == true, "\(run.faults)")
        #expect(!run.faults.contains { $0.contains("given up") }, "\(run.faults)")
    }

    @Test(
        "negative control: a subject that lies about its state is a divergence, not a subject error: the check fails, nothing errs or restarts"
    )
    func lies() throws {
        let run = try SubjectRun.toy(["--lie"])
        let path = try run.check("path:vending:1")
        #expect(path.status == .failed)
        #expect(
            path.divergence?.expected == "state Idle" && path.divergence?.observed == "state Ready",
            "\(String(describing: path.divergence))")
        #expect(try run.check("path:vending:4").status == .passed)
        #expect(run.run.errors == 0)
        #expect(run.faults == [])
        #expect(run.summary[0].hasSuffix("1 process started, 0 restarts"), "\(run.summary)")
    }

    @Test("a subject that emits an invalid payload fails the event's check and the step that emitted it")
    func invalidPayload() throws {
        let run = try SubjectRun.toy(["--invalid-payload"])
        let event = try run.check("event:item_vended")
        #expect(event.status == .failed)
        #expect(event.message?.contains("price") == true, "\(event.message ?? "")")
        #expect(try run.check("path:vending:2").status == .failed)
        #expect(try run.check("path:vending:1").status == .passed)
        #expect(run.run.errors == 0)
    }

    @Test("a huge number is kept as written: a wrong output, never a crash")
    func hugeNumber() throws {
        let run = try SubjectRun.toy(["--huge-number-on", "coin"])
        let scenario = try run.check("scenario:SCN-TOY-JRN-01")
        #expect(scenario.status == .failed)
        #expect(
            scenario.divergence?.observed == "output credit = 10000000000000000000000000000000000000000",
            "\(String(describing: scenario.divergence))")
    }

    @Test("a subject speaking protocol 2 makes every check it serves an error, naming both versions")
    func otherProtocol() throws {
        let run = try SubjectRun.toy(["--protocol", "2"])
        #expect(run.diagnostics.map(\.code) == ["subjects.other-protocol"])
        let served = run.run.checks.filter { !$0.id.hasPrefix("event:") }
        #expect(served.count >= 14)
        for check in served {
            #expect(check.status == .error, "\(check.id)")
            #expect(
                check.message?.contains("speaks protocol 2; this engine speaks protocol 1") == true,
                "\(check.id): \(check.message ?? "")")
        }
        #expect(run.summary[0].contains("speaks protocol 2, not 1"), "\(run.summary)")
    }

    @Test("a subject speaking protocol 2 with a restricted serves fails the checks of what subjects.json lists")
    func otherProtocolRestricted() throws {
        let entry = SubjectFixture.entry(
            options: ["--protocol", "2", "--serves-nothing"], serves: #"{"machines": ["vending"]}"#)
        let run = try SubjectRun.start(SubjectFixture.file([entry]), bundle: try ToyFixture.bundle())
        #expect(run.diagnostics.map(\.code) == ["subjects.other-protocol"])
        let path = try run.check("path:vending:1")
        #expect(path.status == .error && path.message?.contains("speaks protocol 2") == true, "\(path.message ?? "")")
    }

    @Test("a subject that serves nothing is an error, never a pass")
    func servesNothing() throws {
        let run = try SubjectRun.toy(["--serves-nothing"])
        #expect(run.diagnostics.map(\.code) == ["subjects.selects-nothing"])
        #expect(run.diagnostics.first?.severity == .error)
        #expect(run.diagnostics.first?.message.contains("serves nothing the spec defines") == true)
    }

    @Test("a command that cannot be found is a clear error naming it")
    func cannotStart() throws {
        let subjects = SubjectFixture.file([
            #"{"id": "missing", "command": "python9-no-such-program", "arguments": ["x.py"], "serves": "*"}"#
        ])
        let run = try SubjectRun.start(subjects, bundle: try ToyFixture.bundle())
        #expect(run.diagnostics.map(\.code) == ["subjects.cannot-start"])
        #expect(
            run.diagnostics.first?.message.contains("command \"python9-no-such-program\" was not found on PATH")
                == true, "\(run.diagnostics)")
        #expect(run.summary == ["missing (python9-no-such-program x.py): not started"])
    }

    @Test("a subject that never answers hello fails within its start timeout")
    func helloHangs() throws {
        let run = try SubjectRun.start(
            SubjectFixture.file([SubjectFixture.entry(options: ["--hello-hang"], startSeconds: 1)]),
            bundle: try ToyFixture.bundle())
        #expect(run.diagnostics.map(\.code) == ["subjects.handshake-failed"])
        #expect(
            run.diagnostics.first?.message.contains("no reply within 1 s to hello #1") == true, "\(run.diagnostics)")
        #expect(run.seconds < 5)
    }

    @Test(
        "a subject that answers hello and then nothing is given up at its first timeout: its other requests fail at once"
    )
    func hangAlways() throws {
        let run = try SubjectRun.toy(["--hang-always"], replySeconds: 1)
        let failing = run.run.checks.filter { $0.status != .passed && !$0.id.hasPrefix("event:") }
        #expect(failing.count >= 14)
        expectOnlyErrors(run)
        #expect(run.seconds < 5, "took \(run.seconds) s for \(failing.count) failing checks with a 1 s timeout")
        let last = try run.check("value:credit:1")
        #expect(
            last.message?.contains(
                "the subject toy-python was given up (a request timed out: no reply within 1 s") == true,
            "\(last.message ?? "")")
        #expect(run.summary[0].contains("; given up: a request timed out"), "\(run.summary)")
    }

    @Test(
        "a slow subject that always answers in time is given up when its run budget is spent: the rest are errors, none failed"
    )
    func runBudget() throws {
        let run = try SubjectRun.toy(["--slow", "0.2"], runSeconds: 1)
        expectOnlyErrors(run)
        #expect(!run.notPassed.isEmpty)
        #expect(run.run.checks.contains { $0.status == .passed }, "the checks within the budget pass")
        let rule = try run.check("rule:TOY-RULE-01")
        #expect(
            rule.message?.hasPrefix("the subject toy-python was given up (its run budget of 1 s is spent)") == true,
            "\(rule.message ?? "")")
        #expect(run.summary[0].contains("; given up: its run budget of 1 s is spent"), "\(run.summary)")
        #expect(run.seconds < 6, "took \(run.seconds) s")
    }

    @Test(
        "a subject writing 128 KiB to standard error per request never blocks; the console shows the last 10 lines of it, the message none"
    )
    func chattyStandardError() throws {
        let run = try SubjectRun.toy(["--chatty", "--crash-on", "vend"], restarts: Self.isolated)
        #expect(run.notPassed.sorted() == Self.vendChecks.sorted())
        let message = try #require(try run.check("path:vending:2").message)
        #expect(!message.contains("standard error"), "\(message.prefix(300))")
        #expect(message.utf8.count < 2_000)
        let tail = run.faults.filter { $0.hasPrefix("  | ") }
        #expect(tail.count <= SubjectFaults.stderrLines && tail.last == "  | RuntimeError: planted crash on vend")
        #expect(run.faults.contains("  its standard error, last \(tail.count) lines:"), "\(run.faults.prefix(4))")
    }
}
