import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

/// Negative controls of the protocol client: `toy_vending.py` with one planted fault at a time. A fault fails the
/// checks that met it, each on its own, with the request, the offending line and the subject's standard error; the
/// process is replaced and every other check still passes.
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

    func expectOthersPass(_ run: SubjectRun, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for id in Self.otherChecks {
            let check = try run.check(id)
            #expect(check.status == .passed, "\(id): \(check.message ?? "")", sourceLocation: sourceLocation)
        }
    }

    @Test(
        "a subject that crashes on vend fails exactly the checks that vend, with its exit status and standard error; the process is replaced and the rest pass"
    )
    func crash() throws {
        let run = try SubjectRun.toy(["--crash-on", "vend"])
        #expect(run.diagnostics.isEmpty)
        #expect(run.notPassed.sorted() == Self.vendChecks.sorted())
        let path = try run.check("path:vending:2")
        #expect(path.status == .error)
        let message = try #require(path.message)
        #expect(message.contains("the subject toy-python exited (status 1) while answering apply #"), "\(message)")
        #expect(message.contains("request: {\"data\":null,\"event\":\"vend\",\"machine\":\"vending\""), "\(message)")
        #expect(message.contains("RuntimeError: planted crash on vend"), "\(message)")
        try expectOthersPass(run)
        #expect(
            run.summary[0].contains("processes started") && !run.summary[0].contains(" 0 restarts"), "\(run.summary)")
    }

    @Test("a subject that hangs on jam fails the jam checks within the reply timeout, and the run goes on")
    func hang() throws {
        let run = try SubjectRun.toy(["--hang-on", "jam"], replySeconds: 1)
        #expect(
            run.notPassed.sorted() == [
                "path:vending:4", "sneak:vending:Jammed", "sneak:vending:Jammed{credit=1}", "sneak:vending:Ready",
            ])
        let message = try #require(try run.check("path:vending:4").message)
        #expect(message.contains("no reply within 1 s to apply #"), "\(message)")
        #expect(try run.check("path:vending:2").status == .passed)
        #expect(try run.check("rule:TOY-RULE-01").status == .passed)
        // Ten requests send jam (the Jammed sneak checks reach Jammed by it once per event): about a second each.
        #expect(run.seconds < 25, "took \(run.seconds) s")
    }

    @Test(
        "malformed replies fail the check that got them, naming why and showing the line",
        arguments: [
            (["--malformed-on", "vend"], "not JSON at column 1", "\"this is not JSON\""),
            (["--wrong-seq-on", "vend"], "seq ", "\"{\\\"type\\\": \\\"observation\\\""),
            (["--garbage-on", "vend"], "invalid UTF-8", "\\\"\u{FFFD}\u{FFFD}\\\""),
            (["--huge-line-on", "vend"], "a line longer than 16777216 bytes (16 MiB)", "(more than "),
            (["--deep-on", "vend"], "not JSON", "\"[[[["),
            (["--huge-seq-on", "vend"], "\"seq\" is a number, not an integer", "1e400"),
        ])
    func malformed(options: [String], why: String, line: String) throws {
        let run = try SubjectRun.toy(options)
        #expect(run.notPassed.sorted() == Self.vendChecks.sorted(), "\(options)")
        let message = try #require(try run.check("path:vending:2").message)
        #expect(message.contains("malformed reply to apply #"), "\(message.prefix(500))")
        #expect(message.contains(why), "\(options): \(message.prefix(500))")
        #expect(message.contains("line: ") && message.contains(line), "\(options): \(message.prefix(500))")
        #expect(message.count < 2_000, "the offending line is cut: \(message.count) characters")
        try expectOthersPass(run)
    }

    @Test("an error reply fails the check with the subject's message, and the process stays up")
    func errorReply() throws {
        let run = try SubjectRun.toy(["--error-on", "vend"])
        #expect(run.notPassed.sorted() == Self.vendChecks.sorted())
        let message = try #require(try run.check("path:vending:2").message)
        #expect(message.contains("the subject toy-python could not apply #"), "\(message)")
        #expect(message.contains("planted error reply on vend"))
        #expect(run.summary[0].contains("1 process started, 0 restarts"), "\(run.summary)")
    }

    @Test(
        "a subject that lies about its state is a divergence, not a protocol failure: the check fails, nothing restarts"
    )
    func lies() throws {
        let run = try SubjectRun.toy(["--lie"])
        let path = try run.check("path:vending:1")
        #expect(path.status == .failed)
        #expect(
            path.divergence?.expected == "state Idle" && path.divergence?.observed == "state Ready",
            "\(String(describing: path.divergence))")
        #expect(try run.check("path:vending:4").status == .passed)
        #expect(run.summary[0].contains("1 process started, 0 restarts"), "\(run.summary)")
    }

    @Test("a subject that emits an invalid payload fails the event's check and the step that emitted it")
    func invalidPayload() throws {
        let run = try SubjectRun.toy(["--invalid-payload"])
        let event = try run.check("event:item_vended")
        #expect(event.status == .failed)
        #expect(event.message?.contains("price") == true, "\(event.message ?? "")")
        #expect(try run.check("path:vending:2").status == .failed)
        #expect(try run.check("path:vending:1").status == .passed)
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

    @Test("a subject speaking protocol 2 fails every check it serves, naming both versions")
    func otherProtocol() throws {
        let run = try SubjectRun.toy(["--protocol", "2"])
        #expect(run.diagnostics.map(\.code) == ["subjects.other-protocol"])
        let served = run.run.checks.filter { !$0.id.hasPrefix("event:") }
        #expect(served.count >= 14)
        for check in served {
            #expect(check.status != .passed, "\(check.id)")
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

    @Test("after three failing requests in a row a subject is broken and its remaining requests fail at once")
    func broken() throws {
        let run = try SubjectRun.toy(["--hang-always"], replySeconds: 1)
        let failing = run.run.checks.filter { $0.status != .passed && !$0.id.hasPrefix("event:") }
        #expect(failing.count >= 14)
        #expect(
            run.seconds < Double(failing.count) / 2,
            "took \(run.seconds) s for \(failing.count) failing checks with a 1 s timeout")
        let last = try run.check("value:credit:1")
        #expect(
            last.message?.contains(
                "the subject toy-python is broken (3 requests in a row failed; the last: no reply within 1 s") == true,
            "\(last.message ?? "")")
        #expect(run.summary[0].contains("broken after 3 failures in a row"), "\(run.summary)")
    }

    @Test("a subject writing 128 KiB to standard error per request never blocks, and a failure shows its last 4 KiB")
    func chattyStandardError() throws {
        let run = try SubjectRun.toy(["--chatty", "--crash-on", "vend"])
        #expect(run.notPassed.sorted() == Self.vendChecks.sorted())
        let message = try #require(try run.check("path:vending:2").message)
        #expect(message.contains("last 4096 bytes of its standard error"), "\(message.prefix(300))")
        #expect(message.contains("planted crash on vend"))
        #expect(message.utf8.count < 6_000)
    }
}
