import Foundation
import SpecConformCLI
import SpecConformTestSupport
import SpecModel
import Testing

/// `specconform trace`: recorded traces replayed on the spec's machines, interleaved sessions apart; `--evidence` and
/// `check --trace-evidence`.
@Suite struct TraceCommandTests {
    static let spec = "Tests/Fixtures/toy/Spec"

    func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("trace: interleaved sessions that follow the spec pass (exit 0)")
    func good() {
        let run = CLIRun(["trace", "--spec", Self.spec, "--product", "toy", "Tests/Fixtures/traces/toy-good.jsonl"])
        #expect(run.status == .ok, "\(run.err)")
        #expect(
            run.out
                == "trace toy Tests/Fixtures/traces/toy-good.jsonl: 6 steps in 2 runs, 6 followed the spec, 0 violations, 0 skipped after one\n"
        )
    }

    @Test(
        "trace: each violation at its line, with the matched prefix, the spec's next moves, the false guard and the values it read"
    )
    func bad() {
        let run = CLIRun(["trace", "--spec", Self.spec, "--product", "toy", "Tests/Fixtures/traces/toy-bad.jsonl"])
        #expect(run.status == .failure)
        for expected in [
            "toy-bad.jsonl:2:1: error[trace.extra-emit]: session a, machine vending: \"vend\" in Idle emits no item_vended",
            "toy-bad.jsonl:4:1: error[trace.missing-emit]: session b",
            "toy-bad.jsonl:5:1: error[schema.minimum]: session c",
            "toy-bad.jsonl:6:1: error[trace.extra-emit]: session d",
            "toy-bad.jsonl:7:1: error[trace.unknown-machine]: the product has no machine \"vendng\"; did you mean \"vending\"?",
            "toy-bad.jsonl:8:1: error[trace.malformed]",
            "toy-bad.jsonl:10:1: error[trace.illegal-step]: session g, machine vending: \"coin\" in Idle leads to Ready, but the record went to Idle (after 1 matching step)",
            "note: matched: line 9 coin → Idle",
            "note: guard false: [credit + 1 < price] at Idle --coin[credit + 1 < price]--> Idle, reading credit = 1, price = 2",
            "note: the spec allows next from Idle: coin [credit + 1 < price] → Idle; coin → Ready; jam → Jammed",
            "Tests/Fixtures/toy/Spec/toy/machines/vending.json:7:13: note: state Idle of machine vending",
        ] {
            #expect(run.err.contains(expected), "missing: \(expected)\n\(run.err)")
        }
        // Session a left the spec at line 2: its line 3 is skipped, not reported again.
        #expect(!run.err.contains("toy-bad.jsonl:3:1"))
        #expect(
            run.out.contains("10 steps in 5 runs, 2 followed the spec, 7 violations, 1 skipped after one"), "\(run.out)"
        )
    }

    @Test(
        "trace --format json: one document with the counts and each violation's explanation as data; --max-violations lists the first"
    )
    func json() throws {
        let run = CLIRun([
            "trace", "--spec", Self.spec, "--product", "toy", "--format", "json", "--max-violations", "2",
            "Tests/Fixtures/traces/toy-bad.jsonl",
        ])
        #expect(run.status == .failure)
        let document = try #require(JSONParser().parse(Array(run.out.utf8)).root?.value)
        #expect(document["kind"] == "trace-result" && document["violationCount"] == 7 && document["pass"] == false)
        let violations = try #require(document["violations"]?.arrayValue)
        #expect(violations.map { $0["line"] } == [2, 4])
        #expect(violations[0]["prefix"] == [["line": 1, "event": "coin", "state": "Idle"]])
        #expect(violations[0]["allowedNext"]?.arrayValue?.count == 3)
        let sarif = CLIRun([
            "trace", "--spec", Self.spec, "--product", "toy", "--format", "sarif",
            "Tests/Fixtures/traces/toy-bad.jsonl",
        ])
        #expect(sarif.out.contains("\"trace.illegal-step\""))
    }

    @Test(
        "trace --evidence writes the same bytes every time; check --trace-evidence counts them only where the policy names `trace`"
    )
    func evidence() throws {
        let folder = try temporaryFolder()
        for name in ["a.json", "b.json"] {
            let run = CLIRun([
                "trace", "--spec", Self.spec, "--product", "toy", "--evidence", folder + "/" + name,
                "Tests/Fixtures/traces/toy-good.jsonl",
            ])
            #expect(run.status == .ok, "\(run.err)")
        }
        let a = FileManager.default.contents(atPath: folder + "/a.json")
        let b = FileManager.default.contents(atPath: folder + "/b.json")
        #expect(a != nil && a == b)
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        func status(_ policy: String, _ id: String, evidence: Bool = true) throws -> String? {
            let out = try temporaryFolder()
            let run = CLIRun(
                [
                    "check", "--spec", Self.spec, "--traceability", "Tests/Fixtures/traces/policies/\(policy)", "--out",
                    out,
                ]
                    + (evidence ? ["--trace-evidence", folder + "/a.json"] : []), subjects: subjects, rules: rules)
            #expect(run.status == .ok, "\(run.err)")
            let report = try #require(
                JSONParser().parse([UInt8](FileManager.default.contents(atPath: out + "/toy/coverage.json") ?? Data()))
                    .root?.value)
            if evidence {
                #expect(
                    report["checks"]?.arrayValue?.contains {
                        $0["id"] == "trace:Tests/Fixtures/traces/toy-good.jsonl" && $0["kind"] == "trace"
                    } == true)
            }
            return report["ids"]?.arrayValue?.first { $0["id"] == .string(id) }?["status"]?.stringValue
        }
        // TOY-FEAT-001 (vend) has success and observability evidence from the planned paths, and trace evidence from
        // the recorded vend: a policy asking for a rule check or a trace covers it, one asking for a rule check alone
        // does not, and without the trace neither does the first.
        #expect(try status("counts-trace", "TOY-FEAT-001") == "covered")
        #expect(try status("ignores-trace", "TOY-FEAT-001") == "uncovered")
        #expect(try status("counts-trace", "TOY-FEAT-001", evidence: false) == "uncovered")
    }

    @Test("check --trace-evidence: an unreadable or invalid evidence file stops check with exit 65")
    func badEvidence() throws {
        let folder = try temporaryFolder()
        try Data(#"{"kind": "trace-evidence", "version": 1, "product": "toy"}"#.utf8).write(
            to: URL(fileURLWithPath: folder + "/e.json"))
        let invalid = CLIRun([
            "check", "--spec", Self.spec, "--traceability", "Tests/Fixtures/toy/Traceability", "--out", folder,
            "--trace-evidence", folder + "/e.json",
        ])
        #expect(invalid.status == .invalidInput)
        #expect(invalid.err.contains("trace-evidence.missing-key"), "\(invalid.err)")
        let missing = CLIRun([
            "check", "--spec", Self.spec, "--traceability", "Tests/Fixtures/toy/Traceability", "--out", folder,
            "--trace-evidence", "no/such.json",
        ])
        #expect(missing.status == .invalidInput && missing.err.contains("trace-evidence.unreadable"))
    }

    @Test("trace: a missing product or trace, or a bad number, is a clear error")
    func errors() {
        #expect(CLIRun(["trace", "Tests/Fixtures/traces/toy-good.jsonl"]).status == .usage)
        #expect(CLIRun(["trace", "--spec", Self.spec, "--product", "toy", "no/such.jsonl"]).status == .invalidInput)
        let zero = CLIRun([
            "trace", "--spec", Self.spec, "--product", "toy", "--max-candidates", "0",
            "Tests/Fixtures/traces/toy-good.jsonl",
        ])
        #expect(zero.status == .usage && zero.err.contains("--max-candidates needs a positive integer"))
    }
}
