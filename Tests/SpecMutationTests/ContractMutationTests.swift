import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// `shift-constraint` and `toggle-required` on the toy shop's refund contract, run against the correct shop: the
/// negative controls of issue 30's contract group. A mutant the old contract check let live (a refusal counted
/// whatever caused it; the bound never sent; an optional input never left out) is now killed.
@Suite struct ContractMutationTests {
    static func mutants(_ operators: [String]) throws -> [Mutant] {
        MutationOperators.mutants(of: try ToyShop.bundle(), operators: operators)
    }

    /// The mutant `id` run against the correct shop, whose adapter names what its refusals are for when `names`.
    static func result(_ id: String, orders: Set<String>? = nil, names: Bool = false) throws -> MutantResult {
        let bundle = try ToyShop.bundle()
        let mutant = try #require(
            MutationOperators.mutants(of: bundle, operators: ["shift-constraint", "toggle-required"]).first {
                $0.info.id == id
            })
        let runner = MutationRunner(
            subjects: ToyShop.registry(orders: orders, names: names), rules: RuleCheckRegistry(), jobs: 1)
        #expect(runner.baseline(bundle, scenarios: []).checks.allSatisfy { $0.status == .passed })
        return runner.evaluate(mutant, bundle: bundle, scenarios: [])
    }

    @Test("shift-constraint moves each numeric constraint by one each way; toggle-required turns each input")
    func mutantsListed() throws {
        #expect(
            try Self.mutants(["shift-constraint"]).map(\.info.id) == [
                "shift-constraint:CLI-REFUND.amount.maximum+", "shift-constraint:CLI-REFUND.amount.maximum-",
                "shift-constraint:CLI-REFUND.amount.minimum+", "shift-constraint:CLI-REFUND.amount.minimum-",
                "shift-constraint:CLI-REFUND.order.minLength+", "shift-constraint:CLI-REFUND.order.minLength-",
            ])
        let toggles = try Self.mutants(["toggle-required"])
        #expect(
            toggles.map(\.info.id) == [
                "toggle-required:CLI-REFUND.amount", "toggle-required:CLI-REFUND.order",
                "toggle-required:CLI-REFUND.reason",
            ])
        #expect(toggles.map(\.info.replacement) == ["optional", "optional", "required"])
        #expect(toggles.allSatisfy { $0.info.scope == MutantScope(machines: [], rules: true) })
    }

    @Test(
        "negative control: a minLength raised to 2 is killed because the 1-character order is refused as unknown, naming no minLength"
    )
    func minLengthRefusedForAnotherReason() throws {
        let result = try Self.result("shift-constraint:CLI-REFUND.order.minLength+", orders: ["o-1"], names: true)
        #expect(result.status == .killed)
        #expect(result.killedBy == ["contract:CLI-REFUND.order.minLength"])
        #expect(
            result.statusReason?.hasSuffix(
                "expected refused for order.minLength (CLI-REFUND.order.minLength), observed refused for no input constraint"
            ) == true)
    }

    @Test("a minimum lowered to 0 is killed: the bound's value, 0, is sent and refused")
    func minimumLowered() throws {
        let result = try Self.result("shift-constraint:CLI-REFUND.amount.minimum-")
        #expect(result.status == .killed)
        #expect(result.statusReason?.contains("expected accepted (the bound of CLI-REFUND.amount.minimum") == true)
    }

    @Test("negative control: an optional input made required is killed, since the refund without a reason is accepted")
    func optionalMadeRequired() throws {
        let result = try Self.result("toggle-required:CLI-REFUND.reason")
        #expect(result.status == .killed)
        #expect(result.killedBy == ["contract:CLI-REFUND.reason.required"])
        #expect(
            result.statusReason?.hasSuffix("expected refused (CLI-REFUND.reason.required), observed accepted") == true)
    }

    @Test("a required input made optional is killed: left out, it is refused")
    func requiredMadeOptional() throws {
        let result = try Self.result("toggle-required:CLI-REFUND.order")
        #expect(result.status == .killed)
        #expect(result.killedBy == ["contract:CLI-REFUND:absent:order"])
    }
}
