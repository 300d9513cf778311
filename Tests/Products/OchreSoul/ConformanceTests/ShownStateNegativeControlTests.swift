import Conformance
import SpecModel
import Testing

@testable import OchreSoulConformance

/// The outputs that show what the context holds (issue 30: `specconform mutate` left a fill that forgot to count and
/// warnings kept across a fixed bundle alive): the canvas's filled-region count after each fill, and the publication
/// workflow's recorded warning sign-off. A component that gets either wrong fails a check, where before it passed.
@Suite("negative control: shown counts and sign-offs")
struct ShownStateNegativeControlTests {
    /// The canvas that shows the count of the persisted row, not the bit just set: after a fill it still shows the
    /// count of the last successful write.
    struct CountShownFromLastWrite: ConformanceSubject {
        var inner = CanvasProgressSubject()
        var written: JSONValue = .number(JSONNumber(0))

        mutating func reset(context: JSONValue) throws {
            try inner.reset(context: context)
            written = .number(JSONNumber(0))
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            var observation = try inner.apply(stimulus)
            if stimulus.event == "local.write.succeeded" { written = observation.outputs["completedCount"] ?? .null }
            if stimulus.event == "bitset.updated" { observation.outputs["completedCount"] = written }
            return observation
        }
    }

    /// The publication workflow that keeps the warnings of the bundle it replaced: after a fix or a revision the
    /// old warnings are still there to sign off.
    struct WarningsSurviveFix: ConformanceSubject {
        var inner = PublicationSubject()
        var warned = false

        mutating func reset(context: JSONValue) throws {
            try inner.reset(context: context)
            warned = false
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            var observation = try inner.apply(stimulus)
            if stimulus.event == "validator.warned" { warned = true }
            if warned, ["bundle.fixed", "content.revised"].contains(stimulus.event) {
                observation = try inner.apply(Stimulus(machine: stimulus.machine, event: "validator.warned"))
            }
            return observation
        }
    }

    @Test("the reference implementation shows its filled-region count and sign-off as the spec says")
    func referenceShowsThem() throws {
        let run = try #require(ConformanceHarness.reference)
        let paths = run.checks.filter {
            $0.id.hasPrefix("path:canvas-progress:") || $0.id.hasPrefix("path:publication:")
        }
        #expect(!paths.isEmpty)
        #expect(
            paths.allSatisfy { $0.status == .passed },
            "\(paths.filter { $0.status != .passed }.map(ConformanceHarness.describe))")
    }

    @Test("FEAT-PROG-001 a count shown from the last write, not the fill, fails a path on output completedCount")
    func laggingCountIsCaught() throws {
        let failing = try run(machine: CanvasProgressSubject.machine) { CountShownFromLastWrite() }
        #expect(!failing.isEmpty)
        #expect(
            failing.contains { $0.divergence?.expected.contains("output completedCount = 1") == true },
            "\(failing.map(ConformanceHarness.describe))")
    }

    @Test("RULE-WARNING-SIGN-OFF warnings kept across a fixed bundle fail a publication check on warningsSignedOff")
    func warningsKeptAcrossFixAreCaught() throws {
        let failing = try run(machine: PublicationSubject.machine) { WarningsSurviveFix() }
        #expect(!failing.isEmpty)
        #expect(
            failing.contains { $0.divergence?.expected.contains("warningsSignedOff") == true },
            "\(failing.map(ConformanceHarness.describe))")
    }

    /// The checks of `machine` that did not pass with `make` as its subject.
    private func run(machine: String, _ make: @escaping @Sendable () -> any ConformanceSubject) throws
        -> [CheckResult]
    {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: OchreSoulVerification.product, elements: [machine], factory: make)
        let run = ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
        return run.checks.filter { $0.status == .failed }
    }
}
