import Conformance
import SpecConformCLI
import SpecConformTestSupport

/// Runs the CLI in-process (from the package root unless told) and captures its output.
struct CLIRun {
    var status: ExitStatus
    var out: String
    var err: String

    init(
        _ arguments: [String], subjects: SubjectRegistry = SubjectRegistry(),
        rules: RuleCheckRegistry = RuleCheckRegistry(),
        in workingDirectory: String = PackagePaths.root
    ) {
        let out = StringSink()
        let err = StringSink()
        status = SpecConform.run(
            arguments, out: out, err: err,
            environment: SpecConformEnvironment(
                workingDirectory: workingDirectory, subjects: subjects, rules: rules, today: "2026-11-22"))
        self.out = out.text
        self.err = err.text
    }

    /// Exit status, stdout and stderr as one text, for golden files.
    var transcript: String { "exit: \(status)\n--- stdout\n\(out)--- stderr\n\(err)" }
}
