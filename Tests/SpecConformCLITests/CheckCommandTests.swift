import Foundation
import SpecConformCLI
import SpecConformTestSupport
import SpecModel
import Testing

/// `specconform check`, `gate` and `explain` on the toy product, with the correct subject and planted defects.
@Suite struct CheckCommandTests {
    static let toySpec = "Tests/Fixtures/toy/Spec"
    static let toyTraceability = "Tests/Fixtures/toy/Traceability"

    func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func check(defect: ToyVending.Defect?, out: String, extra: [String] = []) -> CLIRun {
        let (subjects, rules) = ToyFixture.registries(defect: defect)
        return CLIRun(
            ["check", "--spec", Self.toySpec, "--traceability", Self.toyTraceability, "--out", out] + extra,
            subjects: subjects, rules: rules)
    }

    func read(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    @Test("the correct toy subject: every check passes, every ID covered, the gate passes, exit 0")
    func correctSubject() throws {
        let out = try temporaryFolder()
        let run = check(defect: nil, out: out)
        #expect(run.status == .ok, "\(run.err)")
        // The summary names where the reports went; the temporary folder is replaced so the golden file is stable.
        #expect(
            run.out.contains(
                "reports: \(out)/toy/{coverage.html,coverage.json,junit.xml,coverage.md,coverage-summary.md}\n"))
        GoldenFile.check(run.out.replacingOccurrences(of: out, with: "OUT"), against: "check-toy.txt")
        for file in ["coverage.json", "coverage.md", "junit.xml", "coverage.html", "coverage-summary.md"] {
            #expect(FileManager.default.fileExists(atPath: "\(out)/toy/\(file)"), "missing \(file)")
        }
        let json = read("\(out)/toy/coverage.json")
        #expect(!json.contains("\"status\": \"failing\""))
        #expect(json.contains("\"status\": \"covered\""))
    }

    @Test(
        "check names a planner limit that stopped a search, in the terminal and the reports, and counts no guard outcome it does not list"
    )
    func plannerLimitIsNamed() throws {
        let out = try temporaryFolder()
        let run = check(defect: nil, out: out, extra: ["--max-depth", "1"])
        let limit = "planner limit max-depth=1 reached (raise it with --max-depth)"
        #expect(run.err.contains("warning[conformance.planner-limit]: machine \"vending\": \(limit)"), "\(run.err)")
        #expect(read("\(out)/toy/coverage.md").contains("Warning: the path search stopped early: \(limit)"))
        #expect(read("\(out)/toy/coverage.html").contains("Warning: the path search stopped early: \(limit)"))
        let json = try #require(JSONParser().parse(Array(read("\(out)/toy/coverage.json").utf8)).root).value
        guard case .array(let machines)? = json["machines"], let machine = machines.first else {
            Issue.record("no machine in coverage.json")
            return
        }
        #expect(machine["plannerLimit"] == .string(limit))
        let counts = machine["summary"]?["guardOutcomes"]
        guard let covered = counts?["covered"]?.intValue, let missing = counts?["missing"]?.intValue,
            let total = counts?["total"]?.intValue
        else {
            Issue.record("no guard outcome counts: \(String(describing: counts))")
            return
        }
        // The toy's scenarios drive what the stopped planner left, so each outcome is covered or listed with a reason.
        #expect(covered + missing == total)
        var reasons: [JSONValue] = []
        if case .array(let transitions)? = machine["transitions"] {
            for t in transitions {
                if case .array(let listed)? = t["missingGuardOutcomes"] {
                    reasons += listed.compactMap { $0["reason"] }
                }
            }
        }
        #expect(
            reasons.count == missing,
            "coverage.json counts \(missing) missing guard outcomes and lists \(reasons.count)")
        let unlimited = check(defect: nil, out: try temporaryFolder())
        #expect(!unlimited.err.contains("planner-limit"), "a search that ended on its own was reported stopped")
        let bad = check(defect: nil, out: out, extra: ["--max-configurations", "0"])
        #expect(
            bad.status == .usage && bad.err.hasPrefix("error: --max-configurations needs a positive integer"),
            "\(bad.err)")
    }

    @Test("reports are byte-identical across runs")
    func deterministic() throws {
        let first = try temporaryFolder()
        let second = try temporaryFolder()
        _ = check(defect: nil, out: first)
        _ = check(defect: .missingEvent, out: first + "-unused")
        _ = check(defect: nil, out: second)
        for file in ["coverage.json", "coverage.md", "junit.xml", "coverage.html"] {
            #expect(read("\(first)/toy/\(file)") == read("\(second)/toy/\(file)"), "\(file) differs between runs")
        }
    }

    @Test("every faulty toy subject ends failing in every report format, check exits 1 and the gate fails")
    func faultySubjects() throws {
        for defect in ToyVending.Defect.allCases {
            let out = try temporaryFolder()
            let run = check(defect: defect, out: out)
            #expect(run.status == .failure, "\(defect): \(run.err)")
            #expect(run.out.contains("FAIL"), "\(defect): gate column")
            #expect(read("\(out)/toy/coverage.json").contains("\"status\": \"failing\""), "\(defect): coverage.json")
            #expect(read("\(out)/toy/coverage.md").contains("failing"), "\(defect): coverage.md")
            #expect(read("\(out)/toy/junit.xml").contains("<failure"), "\(defect): junit.xml")
            #expect(read("\(out)/toy/coverage.html").contains("failing"), "\(defect): coverage.html")
            let gate = CLIRun(["gate", "--traceability", Self.toyTraceability, "--report", "\(out)/toy/coverage.json"])
            #expect(gate.status == .failure, "\(defect): gate")
            #expect(gate.out.contains("\"pass\": false"))
        }
    }

    @Test(
        "a toy subject that takes a sneak path (vends while Idle) fails check, and every format shows the sneak paths refused"
    )
    func sneakPathTaken() throws {
        let good = try temporaryFolder()
        #expect(check(defect: nil, out: good).status == .ok)
        #expect(
            read("\(good)/toy/coverage.json").filter { !$0.isWhitespace }.contains(
                "\"sneakPaths\":{\"refused\":17,\"states\":[{\"refused\":6,\"state\":\"Idle\",\"total\":6},{\"refused\":8,\"state\":\"Jammed\",\"total\":8},"
                    + "{\"refused\":3,\"state\":\"Ready\",\"total\":3}],\"taken\":[],\"total\":17}"))
        #expect(read("\(good)/toy/coverage.md").contains("sneak paths: 17/17 refused"))

        let out = try temporaryFolder()
        let run = check(defect: .vendsWhileIdle, out: out)
        #expect(run.status == .failure, "\(run.err)")
        #expect(run.out.contains("FAIL"))
        let json = read("\(out)/toy/coverage.json").filter { !$0.isWhitespace }
        #expect(
            json.contains(
                "\"sneakPaths\":{\"refused\":15,\"states\":[{\"refused\":4,\"state\":\"Idle\",\"total\":6},{\"refused\":8,\"state\":\"Jammed\",\"total\":8},"
                    + "{\"refused\":3,\"state\":\"Ready\",\"total\":3}],\"taken\":[{\"event\":\"vend\",\"state\":\"Idle\"}],\"total\":17}"
            ))
        let html = read("\(out)/toy/coverage.html")
        #expect(
            html.contains(
                "<g class=\"sneak-refused incomplete\"><title>Idle: 4 of 6 unhandled events sent were refused; sneak paths taken: vend</title>"
            ))
        #expect(html.contains("✗ vend</text>"))
        #expect(json.contains("\"id\":\"sneak:vending:Idle\""))
        let markdown = read("\(out)/toy/coverage.md")
        #expect(markdown.contains("sneak paths: 15/17 refused"))
        #expect(markdown.contains("- `Idle` --`vend`-->"))
        #expect(
            read("\(out)/toy/junit.xml").contains("<property name=\"sneak-paths.vending\" value=\"15/17 refused\"/>"))
        #expect(read("\(out)/toy/coverage.html").contains(" · sneak paths: 15/17 refused"))
        #expect(read("\(out)/toy/coverage.html").contains("sneak path taken: Idle reacted to vend"))
        #expect(read("\(out)/toy/coverage.html").contains("<g class=\"sneak-taken\">"))
    }

    @Test("bad input stops check with exit 65 and writes no report")
    func badInput() throws {
        let out = try temporaryFolder()
        let run = CLIRun([
            "check", "--spec", "Tests/Fixtures/bad-input/Spec", "--traceability", Self.toyTraceability, "--out", out,
        ])
        #expect(run.status == .invalidInput)
        #expect(run.err.contains("no report written"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: out))?.isEmpty == true)
    }

    @Test("gate passes on the correct subject's report and prints its verdict as JSON")
    func gatePasses() throws {
        let out = try temporaryFolder()
        _ = check(defect: nil, out: out)
        let gate = CLIRun(["gate", "--traceability", Self.toyTraceability, "--report", "\(out)/toy/coverage.json"])
        #expect(gate.status == .ok, "\(gate.out)\(gate.err)")
        #expect(gate.out.contains("\"pass\": true"))
    }

    @Test("gate fails on a baseline ratchet when a status got worse")
    func gateRatchet() throws {
        let good = try temporaryFolder()
        let bad = try temporaryFolder()
        _ = check(defect: nil, out: good)
        _ = check(defect: .missingEvent, out: bad)
        let gate = CLIRun([
            "gate", "--traceability", Self.toyTraceability, "--report", "\(bad)/toy/coverage.json", "--baseline",
            "\(good)/toy/coverage.json",
        ])
        #expect(gate.status == .failure)
        #expect(gate.out.contains("TOY-FEAT-001"))
    }

    @Test("explain tells where an ID is defined, what references it, which checks exercised it and its status")
    func explain() {
        let (subjects, rules) = ToyFixture.registries(defect: .missingEvent)
        let run = CLIRun(
            ["explain", "TOY-FEAT-001", "--spec", Self.toySpec, "--traceability", Self.toyTraceability],
            subjects: subjects, rules: rules)
        #expect(run.status == .ok, "\(run.err)")
        GoldenFile.check(run.out, against: "explain-toy-feat-001.txt")
    }

    @Test("explain of an unknown ID exits 1 (not a usage error) with a did-you-mean")
    func explainUnknown() {
        let run = CLIRun(["explain", "TOY-FEAT-01", "--spec", Self.toySpec, "--traceability", Self.toyTraceability])
        #expect(run.status == .failure)
        #expect(run.err.contains("did you mean"))
    }
}

/// `gate --stage`: release stages judged on their own, outside the release gate.
@Suite struct StageCommandTests {
    func stage(_ names: [String], defect: ToyVending.Defect?) throws -> CLIRun {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-stage-\(UUID().uuidString)"
        ).path
        let (subjects, rules) = ToyFixture.registries(defect: defect)
        _ = CLIRun(
            [
                "check", "--spec", CheckCommandTests.toySpec, "--traceability", CheckCommandTests.toyTraceability,
                "--out", out,
            ],
            subjects: subjects, rules: rules)
        return CLIRun(
            [
                "gate", "--spec", CheckCommandTests.toySpec, "--traceability", CheckCommandTests.toyTraceability,
                "--report", "\(out)/toy/coverage.json",
            ]
                + names.flatMap { ["--stage", $0] })
    }

    @Test("gate --stage: a stage whose critical requirements pass exits 0 and says why each passed")
    func pass() throws {
        let run = try stage(["TOY-G1"], defect: nil)
        #expect(run.status == .ok, "\(run.out)\(run.err)")
        #expect(run.out.contains(#""outcome":"pass""#) || run.out.contains(#""outcome": "pass""#))
        #expect(run.out.contains("TOY-FEAT-001 covered"))
    }

    @Test(
        "gate --stage: a planted defect fails the stage (exit 1), naming the failing ID; a report-only failure alone does not"
    )
    func fail() throws {
        let run = try stage(["TOY-G1"], defect: .wrongTargetState)
        #expect(run.status == .failure, "\(run.out)\(run.err)")
        #expect(run.out.contains("TOY-FEAT-001 failing"))
    }

    @Test("gate --stage: a manual stage and a stage whose checks never ran are inconclusive (exit 2), never a pass")
    func inconclusive() throws {
        for name in ["TOY-G0", "TOY-G2"] {
            let run = try stage([name], defect: nil)
            #expect(run.status == .inconclusive, "\(name): \(run.out)\(run.err)")
        }
        let all = try stage(["all"], defect: nil)
        #expect(all.status == .inconclusive)
        #expect(all.out.contains("needs a person's sign-off") && all.out.contains("no check matching contract:* ran"))
    }

    @Test("gate --stage: an unknown stage is a usage error with a suggestion")
    func unknown() throws {
        let run = try stage(["TOY-G3"], defect: nil)
        #expect(run.status == .usage)
        #expect(run.err.contains(#"no release stage "TOY-G3""#))
    }
}
