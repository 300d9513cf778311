import Foundation
import SpecConformCLI
import SpecConformTestSupport
import Testing

/// `check` and `mutate` on a product with `Traceability/<product>/subjects.json`: the toy product verified through
/// `toy_vending.py`, its in-process subjects unused, and what each kind of subject problem does to the exit code.
@Suite struct SubjectsCommandTests {
    /// `check` on a copy of the toy project whose subjects.json declares `entries`; the in-process toy subject has
    /// `defect` (so a pass proves it was not used).
    func check(
        _ entries: [String], inProcess defect: ToyVending.Defect? = .wrongTargetState, withoutScenarios: Bool = false
    ) throws -> (run: CLIRun, root: String) {
        _ = try SubjectFixture.python3()
        let root = try SubjectFixture.toyProject(subjects: SubjectFixture.file(entries))
        if withoutScenarios { try FileManager.default.removeItem(atPath: root + "/Traceability/toy/scenarios") }
        let (subjects, rules) = ToyFixture.registries(defect: defect)
        let run = CLIRun(
            ["check", "--spec", root + "/Spec", "--traceability", root + "/Traceability", "--out", root + "/Reports"],
            subjects: subjects,
            rules: rules)
        return (run, root)
    }

    func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    @Test(
        "a product with subjects.json is verified through its subject process only: it passes although the in-process subject is faulty"
    )
    func conforming() throws {
        let (run, root) = try check([SubjectFixture.entry()])
        #expect(run.status == .ok, "\(run.err)")
        #expect(run.out.contains("toy        6        6"), "\(run.out)")
        #expect(
            run.err.contains(
                "subjects toy: toy-python \"toy vending (Python)\" (python3 \(SubjectFixture.toyVending)): 1 machine, 2 payload properties, 1 rule, 1 process started, 0 restarts\n"
            ), "\(run.err)")
        #expect(read(root + "/Reports/toy/coverage.json").contains("\"id\": \"value:credit:1\""))
    }

    @Test(
        "a subject that crashes on vend fails check (exit 1): its checks are errors in the reports, its IDs unverified, its standard error on the console only"
    )
    func crash() throws {
        let (run, root) = try check([SubjectFixture.entry(options: ["--crash-on", "vend"], restarts: 100)])
        #expect(run.status == .failure, "\(run.err)")
        let junit = read(root + "/Reports/toy/junit.xml")
        #expect(
            junit.contains("the subject toy-python exited (status 1) while answering apply #"), "\(junit.prefix(2000))")
        #expect(junit.contains("<error message=\"subject failed to apply &apos;vend&apos;"), "\(junit.prefix(3000))")
        #expect(!junit.contains("RuntimeError"), "the standard error stays out of the reports")
        #expect(run.err.contains("  | RuntimeError: planted crash on vend"), "\(run.err)")
        #expect(run.err.contains("subject errors toy: 6 checks could not run to a verdict"), "\(run.err)")
        #expect(run.err.contains("restarts"), "\(run.err)")
        let json = read(root + "/Reports/toy/coverage.json").filter { !$0.isWhitespace }
        #expect(json.contains("\"id\":\"path:vending:1\""))
        #expect(json.contains("\"status\":\"unverified\"") && !json.contains("\"status\":\"failing\""))
        #expect(run.err.contains("is unverified (subject error)"), "\(run.err)")
    }

    @Test("a malformed limit in subjects.json stops check with exit 65 before anything starts, located with its code")
    func invalidLimit() throws {
        let entry =
            #"{"id": "a", "command": "python3", "serves": "*", "timeouts": {"replySeconds": 0}, "restarts": -2}"#
        let (run, _) = try check([entry])
        #expect(run.status == .invalidInput)
        #expect(
            run.err.contains(
                "/Traceability/toy/subjects.json:2:93: error[subjects.invalid-value]: \"replySeconds\" must be above 0 and at most 3600 seconds, found 0.0"
            ), "\(run.err)")
        #expect(
            run.err.contains(
                "error[subjects.invalid-value]: \"restarts\" must be a whole number from 0 to 1000, found -2"),
            "\(run.err)")
        #expect(run.err.contains("check: invalid input; no report written"))
    }

    @Test("a subject speaking protocol 2 fails every check it serves (exit 1), naming both versions")
    func otherProtocol() throws {
        let (run, root) = try check([SubjectFixture.entry(options: ["--protocol", "2"])])
        #expect(run.status == .failure, "\(run.err)")
        #expect(
            run.err.contains(
                "warning[subjects.other-protocol]: the subject toy-python speaks protocol 2; this engine speaks protocol 1"
            ), "\(run.err)")
        #expect(read(root + "/Reports/toy/junit.xml").contains("speaks protocol 2; this engine speaks protocol 1"))
    }

    @Test(
        "a subject that cannot be started or serves nothing: exit 65, no report",
        arguments: [
            (
                #"{"id": "gone", "command": "python9-no-such-program", "serves": "*"}"#,
                "error[subjects.cannot-start]: the subject gone cannot be started for hello: command \"python9-no-such-program\" was not found on PATH"
            ),
            (
                SubjectFixture.entry(options: ["--serves-nothing"]),
                "error[subjects.selects-nothing]: subject \"toy-python\" serves nothing the spec defines"
            ),
        ])
    func cannotVerify(entry: String, message: String) throws {
        let (run, root) = try check([entry])
        #expect(run.status == .invalidInput, "\(run.err)")
        #expect(run.err.contains(message), "\(run.err)")
        #expect(run.err.contains("no report written"), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Reports/toy/coverage.json"))
    }

    @Test("a run through subjects that executes no check at all is an error (exit 65), never a pass")
    func noChecks() throws {
        // The subject drives only `amount`, whose one planned value (0) no input gives; no scenario drives a machine.
        let (run, root) = try check(
            [SubjectFixture.entry(serves: #"{"properties": ["amount"]}"#)], withoutScenarios: true)
        #expect(run.status == .invalidInput, "\(run.err)")
        #expect(
            run.err.contains("error[subjects.no-checks]: the run of toy through its subjects executed no check"),
            "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Reports/toy/coverage.json"))
    }

    @Test("a subjects.json with problems stops check with exit 65 before anything runs, each problem located")
    func invalidFile() throws {
        let entry = #"{"id": "a", "command": "python3", "serves": {"machines": ["vendng"]}, "timeout": {}}"#
        let (run, _) = try check([entry])
        #expect(run.status == .invalidInput)
        #expect(run.err.contains("/Traceability/toy/subjects.json:2:"), "\(run.err)")
        #expect(
            run.err.contains(
                "error[subjects.unknown-element]: the spec defines no machine \"vendng\"; did you mean \"vending\"?"),
            "\(run.err)")
        #expect(
            run.err.contains(
                "error[subjects.unknown-key]: unknown key \"timeout\" in subject; did you mean \"timeouts\"?"),
            "\(run.err)")
        #expect(run.err.contains("check: invalid input; no report written"))
    }

    @Test("mutate runs every mutant through the subject process and scores as the in-process subject does")
    func mutate() throws {
        _ = try SubjectFixture.python3()
        let root = try SubjectFixture.toyProject(subjects: SubjectFixture.file([SubjectFixture.entry()]))
        let run = CLIRun([
            "mutate", "--spec", root + "/Spec", "--traceability", root + "/Traceability", "--quiet", "--jobs", "2",
        ])
        #expect(run.status == .ok, "\(run.err)")
        #expect(
            run.out.hasPrefix(
                "mutate toy: 54 mutants, 53 killed, 0 survived, 0 no coverage, 0 invalid, 1 equivalent; score 100.00% (minimum 80.00% met) (baseline: 17 checks passed)"
            ), "\(run.out.prefix(300))")
    }

    @Test("the built binary checks a product through its subject process and leaves no process behind")
    func binary() throws {
        _ = try SubjectFixture.python3()
        let root = try SubjectFixture.toyProject(subjects: SubjectFixture.file([SubjectFixture.entry()]))
        let result = try BinaryTests().run([
            "check", "--spec", root + "/Spec", "--traceability", root + "/Traceability", "--out", root + "/Reports",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("1 process started, 0 restarts"))
        let survivors = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { Int($0) != nil }.filter {
            pid in
            let command = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return command.contains(root)
        }
        #expect(survivors == [], "subject processes left running")
    }
}
