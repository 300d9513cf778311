import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

/// Every non-machine subject kind through a subject process (`kit_subject.py`): decision tables, contracts, limits,
/// outputs, payload values and the subject's own rule checks. Each planted wrong answer fails its own checks only.
@Suite struct KitSubjectTests {
    static func run(defect: String? = nil, options: [String] = [], restarts: Int? = nil) throws -> SubjectRun {
        let options = (defect.map { ["--defect", $0] } ?? []) + options
        return try SubjectRun.start(
            SubjectFixture.file(
                product: "kit",
                [
                    SubjectFixture.entry(
                        id: "kit-python", script: SubjectFixture.kit, options: options, restarts: restarts)
                ]),
            bundle: try KitFixture.bundle())
    }

    /// Check ID prefix of each planted defect.
    static let defects = [
        "decide": "decision:DT-ENTRY:DR-03", "call": "contract:CLI-REFUND.amount", "probe": "limit:N-01",
        "output": "output:INV-01",
        "drive": "value:method:key", "rule": "rule:KIT-RULE-01",
    ]

    @Test(
        "a conforming kit subject passes every decision, contract, limit, invariant, value and rule check, through one process"
    )
    func conforms() throws {
        let run = try Self.run()
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(
            run.notPassed == [],
            "\(run.run.checks.filter { $0.status != .passed }.map { "\($0.id): \($0.message ?? "")" })")
        let kinds = Set(run.run.checks.map(\.kind))
        #expect(kinds == [.decision, .contract, .limit, .invariant, .value, .rule])
        for id in Self.defects.values { #expect(run.run.checks.contains { $0.id.hasPrefix(id) }, "\(id)") }
        #expect(
            run.summary == [
                "kit-python (python3 \(SubjectFixture.kit)): 1 decision table, 1 contract, 1 limit, 1 output, 1 payload property, 1 rule, 1 process started, 0 restarts"
            ])
    }

    @Test(
        "a planted wrong answer fails its own checks and no other",
        arguments: ["decide", "call", "probe", "output", "drive", "rule"])
    func defect(_ defect: String) throws {
        let run = try Self.run(defect: defect)
        let prefix = try #require(Self.defects[defect])
        #expect(!run.notPassed.isEmpty)
        for id in run.notPassed { #expect(id.hasPrefix(prefix), "\(defect): \(id) failed") }
        #expect(run.run.checks.contains { $0.id.hasPrefix(prefix) && $0.status == .failed }, "\(run.notPassed)")
    }

    /// Check ID prefix of the checks each request type serves.
    static let requestChecks = [
        "decide": "decision:", "call": "contract:", "probe": "limit:", "output": "output:", "drive": "value:",
        "rule": "rule:",
    ]

    @Test(
        "a subject that crashes on a kind of request makes that kind's checks errors, never failures or passes, and no other",
        arguments: ["decide", "call", "probe", "output", "drive", "rule"])
    func crash(_ request: String) throws {
        let run = try Self.run(options: ["--crash-on", request], restarts: 1_000)
        let prefix = try #require(Self.requestChecks[request])
        let served = run.run.checks.filter { $0.id.hasPrefix(prefix) }
        #expect(!served.isEmpty)
        for check in served {
            #expect(check.status == .error, "\(request): \(check.id) \(check.status): \(check.message ?? "")")
        }
        #expect(run.notPassed.sorted() == served.map(\.id).sorted(), "\(request): only its own checks")
        #expect(run.faults.contains("  | kit_subject: planted crash on \(request)"), "\(run.faults)")
    }

    @Test(
        "combinations a crashing subject never answered are not judged: no decision check passes on no answer, and none is called wrong"
    )
    func decisionCrashUnanswered() throws {
        let run = try Self.run(options: ["--crash-on", "decide"], restarts: 1_000)
        let table = try #require(run.run.decisions.first)
        #expect(table.asked > 0 && table.unanswered == table.asked && table.wrong == 0, "\(table)")
        #expect(table.text.hasSuffix(", \(table.asked) not answered (subject errors)"), "\(table.text)")
        let check = try run.check("decision:DT-ENTRY:DR-01")
        #expect(
            check.message?.hasPrefix("the subject did not answer 2 of 2 cells; the first, ") == true,
            "\(check.message ?? "")")
        #expect(check.divergence == nil)
    }

    @Test("a subject's rule verdict that passes without naming an assertion is vacuous: a failure that proves nothing")
    func vacuousVerdict() throws {
        let run = try Self.run(defect: "vacuous")
        let check = try run.check("rule:KIT-RULE-01")
        #expect(check.status == .vacuous)
        #expect(run.notPassed == ["rule:KIT-RULE-01"])
        let conforming = try Self.run()
        let proved = try conforming.check("rule:KIT-RULE-01")
        #expect(
            proved.proofs == [Proof(id: "KIT-RULE-01", claim: "the keypad locks at exactly maxAttempts wrong PINs")])
    }

    @Test(
        "negative control: a combination the subject cannot answer (an error reply) is an answer, judged: the checks fail, never err"
    )
    func decisionErrorReply() throws {
        let run = try Self.run(defect: "decide-error")
        #expect(run.notPassed.sorted() == ["decision:DT-ENTRY:DR-02", "decision:DT-ENTRY:DR-03"])
        let check = try run.check("decision:DT-ENTRY:DR-03")
        #expect(
            check.divergence?.observed.hasPrefix("no answer (the subject kit-python could not decide #") == true,
            "\(String(describing: check.divergence))")
        #expect(check.divergence?.observed.contains("guests are not modelled") == true)
        #expect(run.summary[0].hasSuffix("1 process started, 0 restarts"), "an error reply keeps the process")
        #expect(check.status == .failed && run.run.errors == 0)
    }
}
