import Conformance
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

/// Runs a product's checks through subject processes declared in a `subjects.json` text, as `check` does.
struct SubjectRun {
    var run: ConformanceRun
    /// Problems found while starting the subjects.
    var diagnostics: [Diagnostic]
    /// `check`'s summary lines.
    var summary: [String]
    /// What `check` prints about the subjects' faults (``ExternalSubjects/faults``): failed requests, why a subject
    /// was given up, the last lines of its standard error.
    var faults: [String]
    /// How long starting, running and closing took.
    var seconds: Double

    /// The check `id`, which must have run.
    func check(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> CheckResult {
        try #require(
            run.checks.first { $0.id == id }, "no check \(id) in \(run.checks.map(\.id))",
            sourceLocation: sourceLocation)
    }

    /// The checks that did not pass, by ID.
    var notPassed: [String] { run.checks.filter { $0.status != .passed }.map(\.id) }

    /// Decodes `subjects` for `bundle`, starts the subjects, runs every check and closes them.
    static func start(_ subjects: String, bundle: SpecBundle, scenarios: [Scenario] = []) throws -> SubjectRun {
        _ = try SubjectFixture.python3()
        let folder = try SubjectFixture.temporaryFolder()
        let decoded = SubjectsFileLoader.decode(
            Array(subjects.utf8), file: "subjects.json", folder: folder, bundle: bundle)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let file = try #require(decoded.file)
        let clock = ContinuousClock.now
        let session = ExternalSubjects.start(file, bundle: bundle, specDirectory: folder, tool: "specconform test")
        defer { session.close() }
        let run = ConformanceRunner(subjects: session.subjects, rules: session.rules).run(bundle, scenarios: scenarios)
        session.close()
        let elapsed = clock.duration(to: .now)
        return SubjectRun(
            run: run, diagnostics: session.diagnostics, summary: session.summary, faults: session.faults,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// The toy product's checks through `toy_vending.py` with `options` (`restarts` and `runSeconds`: the defaults
    /// when nil).
    static func toy(
        _ options: [String] = [], replySeconds: Double = 5, restarts: Int? = nil, runSeconds: Double? = nil
    ) throws -> SubjectRun {
        try start(
            SubjectFixture.file([
                SubjectFixture.entry(
                    options: options, replySeconds: replySeconds, runSeconds: runSeconds, restarts: restarts)
            ]),
            bundle: try ToyFixture.bundle(),
            scenarios: ToyFixture.scenarios())
    }
}
