import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// What a refusal proves (docs/SPEC-FORMAT.md, "Input constraints"): a bound's value is sent exactly and must be
/// accepted; an optional input is sent absent and must be accepted; a subject that names what its refusals are for
/// proves a constraint only with a refusal that names it.
@Suite struct ContractRefusalTests {
    static func failing(_ run: ConformanceRun) -> [String] { run.checks.filter { $0.status != .passed }.map(\.id) }

    @Test("a bound's value is sent exactly: refusing the minimum itself fails the minimum, though 0 is refused too")
    func boundValueAccepted() throws {
        let run = try ContractConstraintTests.run(.refusesMinimumAmount)
        #expect(Self.failing(run) == ["contract:CLI-REFUND.amount.minimum"])
        let check = try #require(run.checks.first { $0.id == "contract:CLI-REFUND.amount.minimum" })
        #expect(check.divergence?.expected == "accepted (the bound of CLI-REFUND.amount.minimum is a valid value)")
        #expect(check.divergence?.observed == "refused")
        #expect(check.divergence?.pathSoFar == [#"CLI-REFUND {"amount":1,"order":"o-1","reason":"damaged"}"#])
    }

    @Test("every bound's value is built at the bound and meets the input's other constraints")
    func boundInputs() throws {
        let contract = try #require(try ToyShop.bundle().contractInputs.first)
        let bounds = contract.constraints.compactMap { c in
            ContractInputGenerator.boundInput(contract, c).map { (c.id, $0[c.input]) }
        }
        #expect(
            bounds.map(\.0) == ["CLI-REFUND.order.minLength", "CLI-REFUND.amount.minimum", "CLI-REFUND.amount.maximum"])
        #expect(bounds.map(\.1) == [.string("o"), .int(1), .int(100)])
        let pin = ContractInput(
            name: "code", type: .string, minLength: 4, maxLength: 8, pattern: "^[0-9]+$", example: "2468")
        #expect(ContractInputGenerator.boundValue(pin, .maxLength) == "24688888")
        #expect(ContractInputGenerator.boundValue(pin, .minLength) == "2468")
        // Negative control: no value at the bound keeps the pattern, so the bound is not sent.
        let odd = ContractInput(name: "code", type: .string, maxLength: 3, pattern: "^ab$", example: "ab")
        #expect(ContractInputGenerator.boundValue(odd, .maxLength) == nil)
    }

    @Test("an optional input is sent absent and must be accepted")
    func optionalInputSentAbsent() throws {
        let run = try ContractConstraintTests.run(.requiresReason)
        #expect(Self.failing(run) == ["contract:CLI-REFUND:absent:reason"])
        let check = try #require(run.checks.first { $0.id == "contract:CLI-REFUND:absent:reason" })
        #expect(check.divergence?.expected == "accepted (reason is optional)")
        #expect(check.divergence?.pathSoFar == [#"CLI-REFUND {"amount":5,"order":"o-1"}"#])
        #expect(check.evidence == [Evidence(id: "CLI-REFUND", kind: .contract)])
    }

    @Test("a subject that names its refusals passes when each refusal names its constraint")
    func namingSubjectPasses() throws {
        let run = try ContractConstraintTests.run(nil, orders: ["o-1"], names: true)
        #expect(Self.failing(run) == [], "\(run.checks.compactMap(\.divergence))")
    }

    @Test("a refusal that names another constraint proves nothing: the minimum refused as a missing amount fails")
    func refusalNamingAnotherConstraint() throws {
        var subjects = SubjectRegistry()
        subjects.register(.contract, product: "shop", elements: ["CLI-REFUND"]) { MisnamingSubject() }
        let run = ConformanceRunner(subjects: subjects).run(try ToyShop.bundle(), scenarios: [])
        #expect(Self.failing(run) == ["contract:CLI-REFUND.amount.minimum"])
        let check = try #require(run.checks.first { $0.id == "contract:CLI-REFUND.amount.minimum" })
        #expect(check.divergence?.expected == "refused for amount.minimum (CLI-REFUND.amount.minimum)")
        #expect(check.divergence?.observed == "refused for amount.required")
    }

    @Test("a value at a bound refused by a naming subject for no input constraint (an unknown order) still passes")
    func boundRefusedForAnotherReason() throws {
        // "o", the shortest order ID, names no order; the shop refuses it as unknown, naming no constraint.
        let run = try ContractConstraintTests.run(nil, orders: ["o-1"], names: true)
        #expect(run.checks.first { $0.id == "contract:CLI-REFUND.order.minLength" }?.status == .passed)
        // Negative control: without names, the same refusal of the bound's value fails the bound.
        let unnamed = try ContractConstraintTests.run(nil, orders: ["o-1"], names: false)
        #expect(Self.failing(unnamed) == ["contract:CLI-REFUND.order.minLength"])
    }
}

/// The shop, whose adapter says every refusal of an amount is for a missing amount.
struct MisnamingSubject: ContractSubject {
    var inner = ToyShop.Subject(shop: ToyShop.Shop(), names: true)

    mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
        var outcome = try inner.call(contract: contract, input: input)
        if outcome.violated == ["amount.minimum"] { outcome.violated = ["amount.required"] }
        return outcome
    }
}
