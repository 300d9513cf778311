import SpecConformCLI
import SpecConformTestSupport
import Testing

/// `specconform trace`: recorded traces replayed on the spec's machines, interleaved sessions apart.
@Suite struct TraceCommandTests {
    static let spec = "Tests/Fixtures/toy/Spec"

    @Test("trace: interleaved sessions that follow the spec pass (exit 0)")
    func good() {
        let run = CLIRun(["trace", "--spec", Self.spec, "--product", "toy", "Tests/Fixtures/traces/toy-good.jsonl"])
        #expect(run.status == .ok, "\(run.err)")
        #expect(run.out == "trace toy Tests/Fixtures/traces/toy-good.jsonl: 6 steps in 2 runs, 6 followed the spec, 0 violations, 0 skipped after one\n")
    }

    @Test("trace: each violation at its line, with the matched prefix, the spec's next moves and the false guard")
    func bad() {
        let run = CLIRun(["trace", "--spec", Self.spec, "--product", "toy", "Tests/Fixtures/traces/toy-bad.jsonl"])
        #expect(run.status == .failure)
        for expected in [
            "toy-bad.jsonl:2:1: error[trace.extra-emit]: session a, machine vending: \"vend\" in Idle emits no item_vended",
            "toy-bad.jsonl:4:1: error[trace.missing-emit]: session b", "toy-bad.jsonl:5:1: error[schema.minimum]: session c",
            "toy-bad.jsonl:6:1: error[trace.extra-emit]: session d", "toy-bad.jsonl:7:1: error[trace.unknown-machine]: the product has no machine \"vendng\"; did you mean \"vending\"?",
            "toy-bad.jsonl:8:1: error[trace.malformed]",
            "toy-bad.jsonl:10:1: error[trace.illegal-step]: session g, machine vending: \"coin\" in Idle leads to Ready, but the record went to Idle (after 1 matching step)",
            "guard false: [credit + 1 < price] at", "the spec allows next: coin [credit + 1 < price] → Idle; coin → Ready; jam → Jammed",
            "spec state at Tests/Fixtures/toy/Spec/toy/machines/vending.json:",
        ] {
            #expect(run.err.contains(expected), "missing: \(expected)\n\(run.err)")
        }
        // Session a left the spec at line 2: its line 3 is skipped, not reported again.
        #expect(!run.err.contains("toy-bad.jsonl:3:1"))
        #expect(run.out.contains("10 steps in 5 runs, 2 followed the spec, 7 violations, 1 skipped after one"), "\(run.out)")
    }

    @Test("trace: a missing product or trace is a clear error")
    func errors() {
        #expect(CLIRun(["trace", "Tests/Fixtures/traces/toy-good.jsonl"]).status == .usage)
        #expect(CLIRun(["trace", "--spec", Self.spec, "--product", "toy", "no/such.jsonl"]).status == .invalidInput)
    }
}
