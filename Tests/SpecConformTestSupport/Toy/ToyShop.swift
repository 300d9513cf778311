import Conformance
import SpecModel
import Testing

/// A toy shop whose refund command validates its input, its contract, and an adapter: the negative controls of
/// contract checks. Each defect forgets one part of the contract; the adapter can name what a refusal was for.
package enum ToyShop {
    package static let product = """
        {"kind": "product", "version": 1, "product": "shop", "name": "Shop", "documents": [{"file": "shop.md"}],
         "idPatterns": [{"kind": "cli-command", "pattern": "^CLI-[A-Z-]+$"}]}
        """
    package static let contracts = """
        {"kind": "contracts", "version": 1, "product": "shop", "cli": [
          {"id": "CLI-REFUND", "command": "shop refund", "constraints": [
            {"input": "order", "required": true, "minLength": 1, "example": "o-1"},
            {"input": "amount", "type": "integer", "required": true, "minimum": 1, "maximum": 100, "example": 5},
            {"input": "reason", "enum": ["damaged", "late"]}]}]}
        """

    /// The shop's bundle (with `contractsText` instead of the contract above when given).
    package static func bundle(contractsText: String? = nil) throws -> SpecBundle {
        let loaded = SpecLoader.loadBundle(
            product: "shop", texts: ["product.json": product, "contracts.json": contractsText ?? contracts])
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("shop"))
    }

    /// The planted defects.
    package enum Defect: CaseIterable, Sendable {
        /// A zero or negative amount is accepted (the minimum is not enforced).
        case acceptsZeroAmount
        /// A refusal still records the attempt as a refund (state changes on refusal).
        case recordsRefusedRefunds
        /// Every input is refused, the valid one too.
        case refusesEverything
        /// An amount of 1, the spec's minimum, is refused too (`amount > 1`).
        case refusesMinimumAmount
        /// A refund without a reason is refused, though the reason is optional.
        case requiresReason
    }

    /// Why the shop refused a refund: the input constraints it names (`order.required`), none for an unknown order.
    package struct Refusal: Error, Equatable {
        package var violated: [String]
    }

    /// The shop: refunds by order.
    package struct Shop: Sendable {
        package var defect: Defect?
        /// The orders that exist; nil: any order ID names one.
        package var orders: Set<String>?
        package var refunds: [String: Int] = [:]

        package init(defect: Defect? = nil, orders: Set<String>? = nil) {
            self.defect = defect
            self.orders = orders
        }

        package mutating func refund(order: String?, amount: Int?, reason: String?) throws(Refusal) {
            if defect == .refusesEverything { throw Refusal(violated: []) }
            if defect == .recordsRefusedRefunds, let order { refunds[order, default: 0] += 0 }
            guard let order, !order.isEmpty else { throw Refusal(violated: ["order.required", "order.minLength"]) }
            guard let amount else { throw Refusal(violated: ["amount.required", "amount.type"]) }
            guard amount <= 100 else { throw Refusal(violated: ["amount.maximum"]) }
            let least = defect == .acceptsZeroAmount ? Int.min : defect == .refusesMinimumAmount ? 2 : 1
            guard amount >= least else { throw Refusal(violated: ["amount.minimum"]) }
            if reason == nil && defect == .requiresReason { throw Refusal(violated: ["reason.required"]) }
            if let reason, !["damaged", "late"].contains(reason) { throw Refusal(violated: ["reason.enum"]) }
            guard orders?.contains(order) ?? true else { throw Refusal(violated: []) }
            refunds[order, default: 0] += amount
        }
    }

    /// The adapter: the contract's input to a call of `Shop.refund`, the refunds before and after; with `names`, a
    /// refusal says which constraints it was for.
    package struct Subject: ContractSubject {
        package var shop: Shop
        package var names: Bool

        package init(shop: Shop, names: Bool = false) {
            self.shop = shop
            self.names = names
        }

        package mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
            guard contract == "CLI-REFUND" else { throw SubjectError("no such contract \(contract)") }
            let before = Self.state(shop)
            // A command line: every value arrives as text; the shop parses the amount.
            let amount = input["amount"].flatMap { value -> Int? in
                if case .number(let n) = value { return Int(n.text) }
                return value.stringValue.flatMap { Int($0) }
            }
            do {
                try shop.refund(
                    order: input["order"]?.stringValue, amount: amount, reason: input["reason"]?.stringValue)
                return ContractOutcome(accepted: true, stateBefore: before, stateAfter: Self.state(shop))
            } catch {
                return ContractOutcome(
                    accepted: false, stateBefore: before, stateAfter: Self.state(shop),
                    violated: names ? error.violated : nil)
            }
        }

        static func state(_ shop: Shop) -> JSONValue { .object(shop.refunds.mapValues { .int($0) }) }
    }

    /// A registry with the adapter serving `CLI-REFUND`.
    package static func registry(_ defect: Defect? = nil, orders: Set<String>? = nil, names: Bool = false)
        -> SubjectRegistry
    {
        var subjects = SubjectRegistry()
        subjects.register(.contract, product: "shop", elements: ["CLI-REFUND"]) {
            Subject(shop: Shop(defect: defect, orders: orders), names: names)
        }
        return subjects
    }
}
