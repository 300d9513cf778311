import Conformance
import Nonna
import SpecModel
import Testing

@testable import NonnaConformance

/// The exhaustive access check: every role × resource × action × own × born cell of DT-ACCESS asked of the
/// implementation's access policy, with a leaking and an over-strict policy as negative controls.
@Suite("nonna access: every cell of DT-ACCESS asked, zero leaks, zero wrong denials")
struct NonnaAccessTests {
    /// The standard policy with one cell changed.
    struct Altered: AccessPolicy {
        let cell: (ActorRole, Resource, Action)
        let answer: Bool

        func permits(_ q: AccessQuery) -> Bool {
            if q.role == cell.0, q.resource == cell.1, q.action == cell.2 { return answer }
            return StandardAccessPolicy().permits(q)
        }
    }

    func run(_ policy: AccessPolicy?) throws -> ConformanceRun {
        try NonnaHarness.run { subjects, _ in
            subjects.register(.decision, product: "nonna", elements: [AccessDecisionSubject.table]) {
                policy.map { AccessDecisionSubject(policy: $0) } ?? AccessDecisionSubject()
            }
        }
    }

    @Test("the reference policy answers all 4060 cells as the table says")
    func everyCellAsked() throws {
        let run = try run(nil)
        let summary = try #require(run.decisions.first { $0.table == "DT-ACCESS" })
        #expect(summary.asked == 7 * 29 * 5 * 2 * 2 && !summary.sampled)
        #expect(summary.text == "DT-ACCESS 4060 cells asked, 0 wrong (0 leaks, 0 wrong denials)")
        let failing = run.checks.filter { $0.kind == .decision && $0.status != .passed }
        #expect(failing.isEmpty, "\(failing.map { "\($0.id): \($0.divergence?.pathSoFar ?? [])" })")
        // A rule's check gives evidence to the requirements its row traces.
        let pr13 = try #require(run.checks.first { $0.id == "decision:DT-ACCESS:PR-13" })
        #expect(Set(pr13.evidence.map(\.id)) == ["PR-13", "DT-ACCESS", "FR-2.2.S1", "FR-2.2.AC2"])
    }

    @Test("a policy that leaks photos to removed followers fails the default with that cell")
    func leakFails() throws {
        let run = try run(Altered(cell: (.removedFollower, .photo, .read), answer: true))
        let failing = run.checks.filter { $0.status != .passed }
        #expect(failing.map(\.id) == ["decision:DT-ACCESS:default"])
        #expect(
            failing.first?.divergence?.pathSoFar == [
                "DT-ACCESS role=removed-follower, resource=photo, action=read, own=false, born=false"
            ])
        #expect(run.decisions.first?.text == "DT-ACCESS 4060 cells asked, 4 wrong (4 leaks, 0 wrong denials)")
    }

    @Test("a policy that stops followers commenting fails PR-43 with a wrong denial")
    func wrongDenialFails() throws {
        let run = try run(Altered(cell: (.follower, .comment, .create), answer: false))
        let failing = run.checks.filter { $0.status != .passed }
        #expect(failing.map(\.id) == ["decision:DT-ACCESS:PR-43"])
        #expect(failing.first?.divergence?.expected == "true" && failing.first?.divergence?.observed == "false")
        #expect(run.decisions.first?.text == "DT-ACCESS 4060 cells asked, 4 wrong (0 leaks, 4 wrong denials)")
    }
}
