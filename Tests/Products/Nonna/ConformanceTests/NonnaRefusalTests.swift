import Conformance
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import NonnaConformance

/// The backend refuses a call its lifecycle does not allow with an error, and the lifecycle subjects show its kind
/// in the output `refusal`: the machines that say so (`"unhandled": {"mode": "reject", "output": "refusal"}`) are
/// held to it, and a state flipped to `ignore` is told apart (issue 30, item 2).
@Suite struct NonnaRefusalTests {
    /// The session machine's checks, on `bundle`.
    static func sessionChecks(_ bundle: SpecBundle) -> [CheckResult] {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        NonnaVerification.register(subjects: &subjects, rules: &rules)
        var runner = ConformanceRunner(subjects: subjects, rules: rules)
        runner.selection = CheckSelection(machines: ["session"], rules: false)
        return runner.run(bundle, scenarios: []).checks.filter { $0.id.hasPrefix("sneak:session:") }
    }

    @Test("FR-1.3.S5 a login while Blocked is refused, and the refusal is shown as rateLimited")
    func blockedRejects() throws {
        let sneaks = Self.sessionChecks(try NonnaHarness.bundle())
        let blocked = try #require(sneaks.first { $0.id == "sneak:session:Blocked" })
        #expect(blocked.status == .passed, "\(blocked.message ?? "")")
        #expect(blocked.title.hasPrefix("session: Blocked rejects"))
        #expect(sneaks.allSatisfy { $0.status == .passed })
    }

    @Test("negative control: Blocked declared to ignore what it does not handle fails, the backend's refusal shown")
    func blockedFlippedToIgnoreFails() throws {
        var bundle = try NonnaHarness.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "session" })
        let blocked = try #require(bundle.machines[index].states.firstIndex { $0.name == "Blocked" })
        bundle.machines[index].states[blocked].unhandled = UnhandledEvents(mode: .ignore)
        let check = try #require(Self.sessionChecks(bundle).first { $0.id == "sneak:session:Blocked" })
        #expect(check.status == .failed)
        #expect(check.divergence?.expected.hasPrefix("output refusal unchanged (null)") == true)
        #expect(check.divergence?.observed == #"output refusal = "rateLimited""#)
    }
}
