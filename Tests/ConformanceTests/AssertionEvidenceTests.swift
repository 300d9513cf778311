import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// Evidence per assertion (docs/EVIDENCE.md): a passing rule check gives an ID evidence only through an evaluated
/// expectation that names it; a claim no expectation names gets nothing and is reported; a check that evaluates no
/// expectation is vacuous.
@Suite struct AssertionEvidenceTests {
    func run(_ check: RuleCheck) throws -> CheckResult { try RuleCheckTests().run(check) }

    @Test("negative control: a check that claims an ID it never asserts gives that ID nothing, and says so")
    func unassertedClaimGetsNothing() throws {
        let result = try run(
            RuleCheck.expecting("TOY-RULE-01", covers: ["TOY-FEAT-002"], title: "claims more than it asserts") {
                try expect(true, "the credit never goes negative")
            })
        #expect(result.status == .passed)
        #expect(result.evidence == [Evidence(id: "TOY-RULE-01", kind: .rule)])
        #expect(result.unasserted == ["TOY-FEAT-002"])
        let run = ConformanceRun(product: "toy", checks: [result], diagnostics: [])
        #expect(run.unassertedClaims.map(\.code) == ["check.unasserted-claim"])
        #expect(run.unassertedClaims.first?.message.contains("rule:TOY-RULE-01 claims TOY-FEAT-002") == true)
    }

    @Test("an assertion naming a covered ID proves it, with its claim as the proof")
    func namedAssertionProves() throws {
        let result = try run(
            RuleCheck.expecting("TOY-RULE-01", covers: ["TOY-FEAT-002"], title: "asserts") {
                try expect(true, "the refund returns the whole credit", proves: "TOY-FEAT-002")
            })
        #expect(result.unasserted == [])
        #expect(Set(result.evidence.map(\.id)) == ["TOY-RULE-01", "TOY-FEAT-002"])
        #expect(result.proofs.contains(Proof(id: "TOY-FEAT-002", claim: "the refund returns the whole credit")))
        #expect(
            result.proofs.contains { $0.id == "TOY-RULE-01" && $0.claim.hasPrefix("1 expectation of the check held") })
    }

    @Test("an assertion that was not evaluated (the check returned before it) proves nothing")
    func unevaluatedAssertionProvesNothing() throws {
        let result = try run(
            RuleCheck.expecting("TOY-RULE-01", covers: ["TOY-FEAT-002"], title: "returns early") {
                try expect(true, "a first step")
                let items: [Int] = []
                for item in items { try expect(item > 0, "every item is positive", proves: "TOY-FEAT-002") }
            })
        #expect(result.unasserted == ["TOY-FEAT-002"])
        #expect(!result.evidence.contains { $0.id == "TOY-FEAT-002" })
    }

    @Test("negative control: a check that evaluates no expectation is vacuous, fails and gives no evidence")
    func vacuousCheck() throws {
        let result = try run(
            RuleCheck.expecting("TOY-RULE-01", covers: ["TOY-FEAT-002"], title: "asserts over nothing") {
                let tiles: [Bool] = []
                for tile in tiles { try expect(tile, "every tile is empty", proves: "TOY-FEAT-002") }
            })
        #expect(result.status == .vacuous)
        #expect(result.message?.hasPrefix("vacuous: the check evaluated no expectation") == true)
        let run = ConformanceRun(product: "toy", checks: [result], diagnostics: [])
        #expect(run.passed == 0 && run.failed == 1)
    }

    @Test("a rule check returning .pass by hand, with no expectation, is vacuous")
    func handMadePassIsVacuous() throws {
        let result = try run(RuleCheck(ruleID: "TOY-RULE-01", title: "by hand") { .pass })
        #expect(result.status == .vacuous)
    }

    @Test("expectError holds only the named refusal; another error or none fails the check")
    func expectErrorNamesTheCase() throws {
        enum Refusal: Error, Equatable { case expired, revoked }
        let right = try run(
            RuleCheck.expecting("TOY-RULE-01", title: "expired") {
                try expectError(Refusal.expired, "an expired token is refused as expired", proves: "TOY-RULE-01") {
                    () throws(Refusal) in throw .expired
                }
            })
        #expect(right.status == .passed)
        let wrong = try run(
            RuleCheck.expecting("TOY-RULE-01", title: "revoked instead") {
                try expectError(Refusal.expired, "an expired token is refused as expired", proves: "TOY-RULE-01") {
                    () throws(Refusal) in throw .revoked
                }
            })
        #expect(wrong.status == .failed)
        #expect(wrong.message?.contains("refused with revoked, not expired") == true)
        let none = try run(
            RuleCheck.expecting("TOY-RULE-01", title: "accepted") {
                try expectError(Refusal.expired, "an expired token is refused as expired", proves: "TOY-RULE-01") {
                    () throws(Refusal) in
                }
            })
        #expect(none.message?.contains("nothing was refused") == true)
    }
}
