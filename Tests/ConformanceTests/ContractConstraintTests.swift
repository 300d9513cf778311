import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// The contract checks on the toy shop (`ToyShop` in the test support): each planted defect is caught.
@Suite struct ContractConstraintTests {
    static func bundle() throws -> SpecBundle { try ToyShop.bundle() }

    static func run(
        _ defect: ToyShop.Defect?, register: Bool = true, orders: Set<String>? = nil, names: Bool = false
    ) throws -> ConformanceRun {
        let subjects = register ? ToyShop.registry(defect, orders: orders, names: names) : SubjectRegistry()
        return ConformanceRunner(subjects: subjects).run(try bundle(), scenarios: [])
    }

    @Test("every declared constraint is an ID derived from the contract's, defined in the bundle")
    func constraintIDs() throws {
        let bundle = try Self.bundle()
        let ids = bundle.contractInputs.flatMap(\.constraints).map(\.id)
        #expect(
            ids == [
                "CLI-REFUND.order.required", "CLI-REFUND.order.minLength", "CLI-REFUND.amount.required",
                "CLI-REFUND.amount.type",
                "CLI-REFUND.amount.minimum", "CLI-REFUND.amount.maximum", "CLI-REFUND.reason.enum",
            ])
        for id in ids { #expect(bundle.idIndex.definitions(of: id).first?.kind == .inputConstraint) }
    }

    @Test("the correct subject accepts the valid input and refuses each invalid one without a state change")
    func correctSubjectPasses() throws {
        let run = try Self.run(nil)
        // The valid input, the seven constraints, and the optional reason left out.
        #expect(run.checks.count == 9)
        #expect(run.checks.contains { $0.id == "contract:CLI-REFUND:absent:reason" })
        #expect(
            run.checks.allSatisfy { $0.status == .passed && $0.kind == .contract },
            "\(run.checks.filter { $0.status != .passed })")
        let minimum = try #require(run.checks.first { $0.id == "contract:CLI-REFUND.amount.minimum" })
        #expect(
            Set(minimum.evidence) == [
                Evidence(id: "CLI-REFUND.amount.minimum", kind: .contract), Evidence(id: "CLI-REFUND", kind: .contract),
            ])
    }

    @Test("a contract subject that accepts an invalid input fails that constraint's ID")
    func acceptsInvalidInput() throws {
        let run = try Self.run(.acceptsZeroAmount)
        let failing = run.checks.filter { $0.status != .passed }
        #expect(failing.map(\.id) == ["contract:CLI-REFUND.amount.minimum"])
        let check = try #require(failing.first)
        #expect(check.divergence?.expected == "refused (CLI-REFUND.amount.minimum)")
        #expect(check.divergence?.observed == "accepted")
        #expect(check.divergence?.pathSoFar == [#"CLI-REFUND {"amount":0,"order":"o-1","reason":"damaged"}"#])
        #expect(check.exercisedIDs == ["CLI-REFUND", "CLI-REFUND.amount.minimum"])
    }

    @Test("a refusal that changes the state fails")
    func refusalChangesState() throws {
        let run = try Self.run(.recordsRefusedRefunds)
        let failing = run.checks.filter { $0.status != .passed }
        #expect(!failing.isEmpty)
        #expect(failing.allSatisfy { $0.divergence?.observed.hasPrefix("refused, but the state changed") == true })
    }

    @Test("when the valid input is refused, no refusal proves anything: every check fails")
    func refusesEverything() throws {
        let run = try Self.run(.refusesEverything)
        #expect(run.checks.allSatisfy { $0.status == .failed })
        #expect(run.checks.first { $0.id == "contract:CLI-REFUND:valid" }?.divergence?.observed == "refused")
    }

    @Test("a contract with constraints and no contract subject is a warning; its constraints are not checked")
    func noSubject() throws {
        let run = try Self.run(nil, register: false)
        #expect(run.checks.isEmpty)
        #expect(run.diagnostics.map(\.code) == ["conformance.no-contract-subject"])
    }

    @Test("each generated invalid input breaks exactly its constraint and keeps the other inputs valid")
    func generatedInputs() throws {
        let contract = try #require(try Self.bundle().contractInputs.first)
        let valid = ContractInputGenerator.validInput(contract)
        #expect(valid == ["order": "o-1", "amount": .int(5), "reason": "damaged"])
        for constraint in contract.constraints {
            let invalid = try #require(ContractInputGenerator.invalidInput(contract, constraint), "\(constraint.id)")
            for item in contract.inputs {
                guard let value = invalid[item.name] else {
                    #expect(
                        constraint.kind == .required && constraint.input == item.name,
                        "\(constraint.id) dropped \(item.name)")
                    continue
                }
                let broken = item.violations(of: value)
                if item.name == constraint.input {
                    #expect(broken.contains(constraint.kind), "\(constraint.id): \(value) does not break it")
                } else {
                    #expect(broken.isEmpty, "\(constraint.id) broke \(item.name)")
                }
            }
        }
    }

    @Test("a length bound on a patterned input is broken alone: the too-long and too-short values keep the pattern")
    func lengthViolationsKeepThePattern() {
        let pin = ContractInput(
            name: "code", type: .string, minLength: 4, maxLength: 8, pattern: "^[0-9]+$", example: "2468")
        #expect(ContractInputGenerator.invalidValue(pin, .maxLength) == "246888888")
        #expect(ContractInputGenerator.invalidValue(pin, .minLength) == "246")
        #expect(pin.violations(of: ContractInputGenerator.invalidValue(pin, .maxLength)!) == [.maxLength])
        // Without an example the value is built from the constraints; a run of digits still keeps the pattern.
        let bare = ContractInput(name: "code", type: .string, minLength: 4, maxLength: 8, pattern: "^[0-9]+$")
        #expect(bare.violations(of: ContractInputGenerator.invalidValue(bare, .maxLength)!) == [.maxLength])
        // Negative control: when no candidate can keep the pattern, the length is still broken (with the pattern).
        let odd = ContractInput(name: "code", type: .string, maxLength: 2, pattern: "^ab$", example: "ab")
        #expect(ContractInputGenerator.invalidValue(odd, .maxLength) == "xxx")
        #expect(odd.violations(of: "xxx") == [.maxLength, .pattern])
    }
}
