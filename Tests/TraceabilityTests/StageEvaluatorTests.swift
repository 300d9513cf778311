import Conformance
import SpecModel
import Testing

@testable import Traceability

@Suite("Release stages")
struct StageEvaluatorTests {
    static let report = CoverageReport(
        product: "demo",
        entries: [
            CoverageEntry(id: "SC-1", kind: "check", status: .covered),
            CoverageEntry(id: "SC-2", kind: "check", status: .covered),
            CoverageEntry(id: "SC-3", kind: "check", status: .uncovered),
            CoverageEntry(id: "SC-4", kind: "check", status: .failing),
            CoverageEntry(id: "SC-5", kind: "check", status: .outOfScope, note: "needs a device"),
            {
                var e = CoverageEntry(id: "SC-6", kind: "check", status: .partial, note: "not verified here: delivery")
                e.declaredPartial = true
                return e
            }(),
        ],
        checks: [
            CheckSummary(id: "scenario:a", kind: .scenario, title: "a", status: .passed),
            CheckSummary(id: "scenario:b", kind: .scenario, title: "b", status: .passed),
            CheckSummary(id: "rule:x", kind: .rule, title: "x", status: .failed, message: "expected 3, got 4"),
        ])

    static func stage(_ requires: [(StageRequirement.Target, Bool)], minimum: Int = 1, declared: Bool = false)
        -> ReleaseStage
    {
        ReleaseStage(
            id: "G1", requires: requires.map { StageRequirement(target: $0.0, critical: $0.1) },
            minimumPassing: minimum,
            declaredPartialSatisfies: declared)
    }

    static func outcome(_ stage: ReleaseStage) -> StageResult { StageEvaluator.evaluate([stage], on: report)[0] }

    @Test("a stage passes when every critical requirement passes: covered IDs and passing checks")
    func pass() {
        let result = Self.outcome(Self.stage([(.id("SC-1"), true), (.check("scenario:*"), true)]))
        #expect(result.outcome == .pass)
        #expect(result.reason == "2 critical requirements passed")
        #expect(result.requirements.map(\.matched) == [["SC-1"], ["scenario:a", "scenario:b"]])
    }

    @Test("one failing critical requirement fails the stage, with the failing check or ID named")
    func criticalFailure() {
        let byCheck = Self.outcome(Self.stage([(.id("SC-1"), true), (.check("rule:*"), true)]))
        #expect(byCheck.outcome == .fail)
        #expect(byCheck.requirements[1].reason == "rule:x failed: expected 3, got 4")
        let byID = Self.outcome(Self.stage([(.id("SC-4"), true)]))
        #expect(byID.outcome == .fail)
        #expect(byID.reason == "critical requirement failed: id SC-4")
    }

    @Test("a report-only failure is shown but does not fail the stage")
    func reportOnly() {
        let result = Self.outcome(Self.stage([(.id("SC-1"), true), (.check("rule:*"), false)]))
        #expect(result.outcome == .pass)
        #expect(result.reason == "1 critical requirement passed; 1 report-only requirement did not")
        #expect(result.requirements[1].outcome == .fail)
    }

    @Test("too little evidence is inconclusive: uncovered, out of scope, partial, or no matching check ran")
    func inconclusive() {
        for target in [StageRequirement.Target.id("SC-3"), .id("SC-5"), .id("SC-6"), .check("contract:*")] {
            let result = Self.outcome(Self.stage([(.id("SC-1"), true), (target, true)]))
            #expect(result.outcome == .inconclusive, "\(target)")
        }
        #expect(
            Self.outcome(Self.stage([(.id("SC-5"), true)])).requirements[0].reason
                == "SC-5 out of scope: needs a device")
        #expect(
            Self.outcome(Self.stage([(.check("contract:*"), true)])).requirements[0].reason
                == "no check matching contract:* ran")
    }

    @Test("a stage allowing declared partial counts an ID partial only by declaration")
    func declaredPartial() {
        #expect(Self.outcome(Self.stage([(.id("SC-6"), true)], declared: true)).outcome == .pass)
        #expect(Self.outcome(Self.stage([(.id("SC-6"), true)], declared: false)).outcome == .inconclusive)
    }

    @Test("a failure beats a lack of evidence; an unknown ID fails")
    func precedence() {
        let result = Self.outcome(Self.stage([(.id("SC-3"), true), (.id("SC-4"), true), (.id("SC-99"), false)]))
        #expect(result.outcome == .fail)
        #expect(result.requirements[2].reason == "SC-99 is not in the coverage report")
    }

    @Test("a stage never passes on nothing: report-only requirements alone must reach minimumPassing")
    func minimumPassing() {
        let none = Self.outcome(Self.stage([(.id("SC-3"), false), (.check("rule:*"), false)]))
        #expect(none.outcome == .inconclusive)
        #expect(none.reason == "0 of 2 requirements passed; the stage needs 1")
        #expect(Self.outcome(Self.stage([(.id("SC-1"), false), (.id("SC-2"), false)], minimum: 2)).outcome == .pass)
        #expect(
            Self.outcome(Self.stage([(.id("SC-1"), false), (.id("SC-3"), false)], minimum: 2)).outcome == .inconclusive)
    }

    @Test("a manual stage is inconclusive with its reason, whatever the report says")
    func manual() {
        let result = Self.outcome(ReleaseStage(id: "G0", manual: "the document names no check"))
        #expect(result.outcome == .inconclusive)
        #expect(result.reason == "manual stage: needs a person's sign-off (the document names no check)")
    }

    @Test("the overall outcome of several stages is the worst one")
    func overall() {
        let results = StageEvaluator.evaluate(
            [Self.stage([(.id("SC-1"), true)]), ReleaseStage(id: "G0", manual: "sign-off")], on: Self.report)
        #expect(StageEvaluator.overall(results) == .inconclusive)
        #expect(StageEvaluator.overall([]) == .pass)
    }

    @Test("check patterns: * matches any run, everything else is literal")
    func glob() {
        #expect(GlobPattern("scenario:*").matches("scenario:a"))
        #expect(GlobPattern("*:sc-ux-0*").matches("scenario:sc-ux-05-continuity"))
        #expect(!GlobPattern("rule:x").matches("rule:xy"))
        #expect(GlobPattern("rule:x").matches("rule:x"))
        #expect(!GlobPattern("a*b*c").matches("acb"))
        #expect(GlobPattern("a*b*c").matches("abbc"))
    }
}
