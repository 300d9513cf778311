import SpecModel
import Testing

@testable import Conformance

/// A toy shop whose refund command validates its input; each defect forgets one part of the contract.
struct ToyShop {
    enum Defect: CaseIterable {
        /// A zero or negative amount is accepted (the minimum is not enforced).
        case acceptsZeroAmount
        /// A refusal still records the attempt as a refund (state changes on refusal).
        case recordsRefusedRefunds
        /// Every input is refused, the valid one too.
        case refusesEverything
    }

    var defect: Defect?
    var refunds: [String: Int] = [:]

    mutating func refund(order: String?, amount: Int?, reason: String?) -> Bool {
        if defect == .refusesEverything { return false }
        if defect == .recordsRefusedRefunds, let order { refunds[order, default: 0] += 0 }
        guard let order, !order.isEmpty, let amount else { return false }
        guard amount <= 100, defect == .acceptsZeroAmount || amount >= 1 else { return false }
        if let reason, !["damaged", "late"].contains(reason) { return false }
        refunds[order, default: 0] += amount
        return true
    }
}

/// The adapter: the contract's input to a call of `ToyShop.refund`, the refunds before and after.
struct ToyShopSubject: ContractSubject {
    var shop: ToyShop

    mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
        guard contract == "CLI-REFUND" else { throw SubjectError("no such contract \(contract)") }
        let before = Self.state(shop)
        // A command line: every value arrives as text; the shop parses the amount.
        let amount = input["amount"].flatMap { value -> Int? in
            if case .number(let n) = value { return Int(n.text) }
            return value.stringValue.flatMap { Int($0) }
        }
        let accepted = shop.refund(
            order: input["order"]?.stringValue, amount: amount, reason: input["reason"]?.stringValue)
        return ContractOutcome(accepted: accepted, stateBefore: before, stateAfter: Self.state(shop))
    }

    static func state(_ shop: ToyShop) -> JSONValue { .object(shop.refunds.mapValues { .int($0) }) }
}

@Suite struct ContractConstraintTests {
    static let product = """
        {"kind": "product", "version": 1, "product": "shop", "name": "Shop", "documents": [{"file": "shop.md"}],
         "idPatterns": [{"kind": "cli-command", "pattern": "^CLI-[A-Z-]+$"}]}
        """
    static let contracts = """
        {"kind": "contracts", "version": 1, "product": "shop", "cli": [
          {"id": "CLI-REFUND", "command": "shop refund", "constraints": [
            {"input": "order", "required": true, "minLength": 1, "example": "o-1"},
            {"input": "amount", "type": "integer", "required": true, "minimum": 1, "maximum": 100, "example": 5},
            {"input": "reason", "enum": ["damaged", "late"]}]}]}
        """

    static func bundle() throws -> SpecBundle {
        let loaded = SpecLoader.loadBundle(
            product: "shop", texts: ["product.json": product, "contracts.json": contracts])
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("shop"))
    }

    static func run(_ defect: ToyShop.Defect?, register: Bool = true) throws -> ConformanceRun {
        var subjects = SubjectRegistry()
        if register {
            subjects.register(.contract, product: "shop", elements: ["CLI-REFUND"]) {
                ToyShopSubject(shop: ToyShop(defect: defect))
            }
        }
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
        #expect(run.checks.count == 8)
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
