import Foundation
import SpecConformTestSupport
import Testing

@testable import SpecConformCLI

/// `specconform mutate` at the three levels: its arguments, in-process runs on the toy product (golden output),
/// and the built binary.
@Suite struct MutateCommandTests {
    static let toy = ["--spec", "Tests/Fixtures/toy/Spec", "--traceability", "Tests/Fixtures/toy/Traceability"]

    func mutate(_ extra: [String]) -> CLIRun {
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        return CLIRun(["mutate"] + Self.toy + extra, subjects: subjects, rules: rules)
    }

    @Test("the parser takes operators, jobs, format, since, quiet and the diff positionals; refuses an unknown format")
    func parser() throws {
        let parsed = try ArgumentParser.parse(
            [
                "--operators", "flip-guard,drop-emit", "--jobs", "3", "--format", "json", "--since", "git:main",
                "--quiet",
            ], for: MutateCommand.spec
        ).get()
        #expect(parsed.all("operators") == ["flip-guard,drop-emit"])
        #expect(
            parsed.value("jobs") == "3" && parsed.value("format") == "json" && parsed.value("since") == "git:main"
                && parsed.flag("quiet"))
        #expect(
            try ArgumentParser.parse(["diff", "a.json", "b.json"], for: MutateCommand.spec).get().positionals == [
                "diff", "a.json", "b.json",
            ])
        guard case .failure(let error) = ArgumentParser.parse(["--format", "jsn"], for: MutateCommand.spec) else {
            Issue.record("accepted an unknown format")
            return
        }
        #expect(error.message.contains("did you mean 'json'?"))
    }

    @Test(
        "mutate on the toy: score per operator, every survivor with why it lived, the equivalent listed apart (golden)")
    func toyText() {
        let run = mutate(["--quiet"])
        #expect(run.status == .ok, "\(run.err)")
        GoldenFile.check(run.transcript, against: "mutate-toy.txt")
    }

    @Test("--format json writes the mutation-testing-report shape on stdout and the headline on stderr")
    func toyJSON() {
        let run = mutate(["--quiet", "--format", "json", "--operators", "flip-guard,tighten-bound"])
        #expect(run.status == .ok)
        #expect(run.out.contains("\"schemaVersion\": \"2\""))
        #expect(run.err == "mutate toy: 3 mutants, score 100.00%\n")
    }

    @Test("a score below gate.json's minimumMutationScore exits 1 and says so")
    func belowMinimum() throws {
        // A copy of the toy whose events file gains an event no machine emits (its schema mutants reach no check)
        // and whose gate asks for every mutant killed.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mutate-minimum-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: PackagePaths.fixture("toy"), toPath: folder.path)
        let events = folder.appendingPathComponent("Spec/toy/events.json")
        var text = try String(contentsOf: events, encoding: .utf8)
        text = text.replacingOccurrences(
            of: #"{"name": "coin_inserted""#,
            with:
                #"{"name": "coin_rejected", "schema": {"type": "object", "properties": {"reason": {"type": "string"}}}}, {"name": "coin_inserted""#
        )
        try text.write(to: events, atomically: true, encoding: .utf8)
        let gate = folder.appendingPathComponent("Traceability/toy/gate.json")
        let gateText = try String(contentsOf: gate, encoding: .utf8)
            .replacingOccurrences(of: #""minimumMutationScore": 80"#, with: #""minimumMutationScore": 100"#)
        try gateText.write(to: gate, atomically: true, encoding: .utf8)
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        let run = CLIRun(
            ["mutate", "--quiet", "--spec", folder.path + "/Spec", "--traceability", folder.path + "/Traceability"],
            subjects: subjects, rules: rules)
        #expect(run.status == .failure, "\(run.err)")
        #expect(run.err.contains("is below the gate's minimum mutation score 100"), "\(run.err)")
    }

    @Test("an unknown operator or a bad --jobs is a usage error with a did-you-mean")
    func usage() {
        let unknown = mutate(["--operators", "flip-guards"])
        #expect(unknown.status == .usage)
        #expect(unknown.err.contains("unknown operator 'flip-guards'; did you mean 'flip-guard'?"))
        #expect(mutate(["--jobs", "0"]).status == .usage)
        #expect(mutate(["dif"]).status == .usage)
    }

    @Test("a failing baseline stops mutate with exit 1")
    func failingBaseline() {
        let (subjects, rules) = ToyFixture.registries(defect: .wrongTargetState)
        let run = CLIRun(["mutate", "--quiet"] + Self.toy, subjects: subjects, rules: rules)
        #expect(run.status == .failure)
        #expect(run.err.contains("the baseline of toy does not pass"))
    }

    @Test("an unknown mutant ID in mutation.json is a located error: exit 65, no mutant run")
    func unknownEquivalent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-mutate-\(UUID().uuidString)")
        let source = URL(fileURLWithPath: PackagePaths.fixture("toy/Traceability"))
        try FileManager.default.copyItem(at: source, to: folder)
        let file = folder.appendingPathComponent("toy/mutation.json")
        try Data(
            #"{"kind": "mutation", "version": 1, "product": "toy", "equivalent": [{"mutant": "flip-guard:vending/Idle.coin#1", "reason": "x"}]}"#
                .utf8
        )
        .write(to: file)
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        let run = CLIRun(
            ["mutate", "--spec", "Tests/Fixtures/toy/Spec", "--traceability", folder.path], subjects: subjects,
            rules: rules)
        #expect(run.status == .invalidInput)
        #expect(
            run.err.contains(
                "mutation.json:1:80: error[mutation.unknown-mutant]: no mutant \"flip-guard:vending/Idle.coin#1\""))
        #expect(run.err.contains("did you mean \"flip-guard:vending/Idle.coin#0\"?"))
        #expect(run.out.isEmpty)
    }

    @Test("mutate diff compares two JSON reports: exit 0 when nothing got worse, 1 when a mutant newly survives")
    func diff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-mutate-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let all = mutate(["--quiet", "--format", "json"])
        let fewer = mutate(["--quiet", "--format", "json", "--operators", "drop-transition"])
        try Data(all.out.utf8).write(to: folder.appendingPathComponent("all.json"))
        try Data(fewer.out.utf8).write(to: folder.appendingPathComponent("fewer.json"))
        let same = CLIRun(["mutate", "diff", folder.path + "/all.json", folder.path + "/all.json"])
        #expect(same.status == .ok)
        #expect(same.out.contains("newly surviving (0)"))
        let worse = CLIRun(["mutate", "diff", folder.path + "/fewer.json", folder.path + "/all.json"])
        #expect(worse.status == .ok, "only added mutants, all killed or already surviving")
        let broken = CLIRun([
            "mutate", "diff", folder.path + "/all.json", "Tests/Fixtures/toy/Traceability/toy/gate.json",
        ])
        #expect(broken.status == .invalidInput)
        #expect(broken.err.contains("mutation.invalid-report"))
    }
}
