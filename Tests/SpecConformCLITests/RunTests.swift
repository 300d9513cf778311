import SpecConformCLI
import SpecConformTestSupport
import Testing

/// Level 2: `SpecConform.run` in-process, compared with golden stdout and stderr.
@Suite struct RunTests {
    @Test("--help lists the commands and exits 0")
    func help() {
        let run = CLIRun(["--help"])
        #expect(run.status == .ok)
        GoldenFile.check(run.transcript, against: "help.txt")
    }

    @Test("every command has --help")
    func commandHelp() {
        for command in ["check", "merge", "lint", "diff", "gate", "explain", "paths"] {
            let run = CLIRun([command, "--help"])
            #expect(run.status == .ok)
            #expect(run.out.contains("usage: specconform \(command)"))
        }
        GoldenFile.check(CLIRun(["lint", "--help"]).transcript, against: "lint-help.txt")
        GoldenFile.check(CLIRun(["merge", "--help"]).transcript, against: "merge-help.txt")
        GoldenFile.check(CLIRun(["check", "--help"]).transcript, against: "check-help.txt")
        GoldenFile.check(CLIRun(["paths", "--help"]).transcript, against: "paths-help.txt")
    }

    @Test("no command at all is a usage error: the help goes to stderr, exit 64")
    func noCommand() {
        let run = CLIRun([])
        #expect(run.status == .usage)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("usage: specconform <command>") || run.err.contains("commands"), "\(run.err)")
    }

    @Test("--version prints the version")
    func version() {
        let run = CLIRun(["--version"])
        #expect(run.status == .ok)
        #expect(run.out == "specconform \(SpecConform.version)\n")
    }

    @Test("an unknown command exits 64 with a did-you-mean")
    func unknownCommand() {
        let run = CLIRun(["lnit"])
        #expect(run.status == .usage)
        GoldenFile.check(run.transcript, against: "unknown-command.txt")
    }

    @Test("an unknown option exits 64 with a did-you-mean and the usage")
    func unknownOption() {
        let run = CLIRun(["lint", "--strcit"])
        #expect(run.status == .usage)
        GoldenFile.check(run.transcript, against: "unknown-option.txt")
    }

    @Test("an unknown product exits 64")
    func unknownProduct() {
        let run = CLIRun(["lint", "--spec", "Tests/Fixtures/bad-input/Spec", "--product", "shp"])
        #expect(run.status == .usage)
        #expect(
            run.err
                == "error: no product 'shp' under Tests/Fixtures/bad-input/Spec (products: shop); did you mean 'shop'?\n"
        )
    }

    @Test("bad input: every problem of every file in one run, located, exit 65")
    func badInput() {
        let run = CLIRun(["lint", "--spec", "Tests/Fixtures/bad-input/Spec"])
        #expect(run.status == .invalidInput)
        for code in [
            "json.unexpected-end", "spec.wrong-type", "spec.unknown-key", "spec.missing-key",
            "spec.unchecked-references",
            "lint.invalid-expression",
        ] {
            #expect(run.err.contains("error[\(code)]"), "missing \(code)")
        }
        // truncated.json (features) cannot be read, so dangling.json's feature reference is one of its consequences.
        #expect(!run.err.contains("error[lint.undefined-reference]"))
        #expect(run.err.hasPrefix("Tests/Fixtures/bad-input/Spec/shop/truncated.json:4:53: error[json.unexpected-end]"))
        GoldenFile.check(run.transcript, against: "lint-bad-input.txt")
    }

    @Test("bad input renders as JSON, SARIF and GitHub annotations on stdout")
    func badInputFormats() {
        for format in ["json", "sarif", "github"] {
            let run = CLIRun(["lint", "--spec", "Tests/Fixtures/bad-input/Spec", "--format", format])
            #expect(run.status == .invalidInput)
            GoldenFile.check(run.transcript, against: "lint-bad-input.\(format).txt")
        }
    }

    @Test("lint of the bundled spec has no errors")
    func lintBundled() {
        let run = CLIRun(["lint"])
        #expect(run.status == .ok, "\(run.err)")
        #expect(!run.err.contains("error["))
    }

    @Test("--strict fails on warnings")
    func strict() {
        let run = CLIRun(["lint", "--strict"])
        let warnings = run.err.contains("warning[")
        #expect(run.status == (warnings ? .failure : .ok))
    }

    @Test("paths prints a plan as text and JSON")
    func paths() {
        let text = CLIRun(["paths", "--spec", "Tests/Fixtures/toy/Spec", "--product", "toy", "--machine", "vending"])
        #expect(text.status == .ok)
        GoldenFile.check(text.transcript, against: "paths-toy.txt")
        let json = CLIRun([
            "paths", "--spec", "Tests/Fixtures/toy/Spec", "--product", "toy", "--machine", "vending", "--criterion",
            "tour", "--format", "json",
        ])
        #expect(json.status == .ok)
        GoldenFile.check(json.transcript, against: "paths-toy-tour.json.txt")
    }

    @Test(
        "paths names the planner limit that stopped it, its value and the option to raise it; a limit that is not a positive integer is a usage error"
    )
    func pathsNamesTheLimit() {
        let toy = [
            "paths", "--spec", "Tests/Fixtures/toy/Spec", "--product", "toy", "--machine", "vending", "--criterion",
            "guards",
        ]
        let stopped = CLIRun(toy + ["--max-depth", "1"])
        #expect(stopped.status == .ok)
        GoldenFile.check(stopped.transcript, against: "paths-toy-max-depth.txt")
        let raised = CLIRun(toy + ["--max-depth", "8"])
        #expect(raised.out.contains("truncated: no\n") && !raised.err.contains("warning"), "\(raised.transcript)")
        let configurations = CLIRun(toy + ["--max-configurations", "2"])
        #expect(
            configurations.err.contains(
                "planner limit max-configurations=2 reached (raise it with --max-configurations)"),
            "\(configurations.err)")
        for bad in ["0", "-3", "many"] {
            let run = CLIRun(toy + ["--max-depth", bad])
            #expect(run.status == .usage)
            #expect(run.err.hasPrefix("error: --max-depth needs a positive integer, found '\(bad)'\n"), "\(run.err)")
        }
    }

    @Test("diff is registered: the bundled spec against itself has no findings and exits 0")
    func diffSelf() {
        let run = CLIRun(["diff", "Spec", "Spec"])
        #expect(run.status == .ok, "\(run.err)")
        let broken = CLIRun(["diff", "Spec", "Tests/Fixtures/no-such-folder"])
        #expect(broken.status == .invalidInput || broken.status == .usage)
    }

    @Test("paths names a machine that does not exist with a did-you-mean")
    func pathsUnknownMachine() {
        let run = CLIRun(["paths", "--spec", "Tests/Fixtures/toy/Spec", "--product", "toy", "--machine", "vendng"])
        #expect(run.status == .usage)
        #expect(run.err.contains("did you mean 'vending'?"))
    }
}
