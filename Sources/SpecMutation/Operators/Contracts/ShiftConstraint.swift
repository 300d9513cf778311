import SpecModel

/// `shift-constraint`: one numeric constraint of a contract input moved by one each way (`minLength` 1 becomes 2
/// and 0; `minimum`, `maximum` and `maxLength` likewise; a length never below 0). The constraint's check sends the
/// value just past the bound, which must be refused for that constraint, and the bound's value, which must not be:
/// a suite that holds the bound sees either shift.
struct ShiftConstraint: MutationOperator {
    var name: String { "shift-constraint" }
    var summary: String { "move one numeric contract constraint (minLength, maxLength, minimum, maximum) by +1 and -1" }

    static let kinds: [InputConstraint.Kind] = [.minLength, .maxLength, .minimum, .maximum]

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for contract in bundle.contractInputs {
            for input in contract.inputs {
                for kind in Self.kinds {
                    guard let value = Self.bound(kind, of: input) else { continue }
                    let isLength = kind == .minLength || kind == .maxLength
                    for delta in [1.0, -1.0] where !isLength || value + delta >= 0 {
                        let shifted = value + delta
                        let constraint = InputConstraint(contract: contract.contract, input: input.name, kind: kind)
                        let (was, now) = (ContractInput.format(value), ContractInput.format(shifted))
                        result.append(
                            ContractMutations.mutant(
                                name, contract: contract.contract, input: input,
                                variant: ".\(kind.rawValue)\(delta > 0 ? "+" : "-")", key: kind.rawValue,
                                locator: locator,
                                description:
                                    "move \(kind.rawValue) of \(contract.contract) input \(input.name) to \(now) instead of \(was)",
                                original: was, replacement: now, reach: "contract:\(constraint.id)"
                            ) { Self.set(kind, to: shifted, in: &$0) })
                    }
                }
            }
        }
        return result
    }

    /// The value of a numeric constraint.
    static func bound(_ kind: InputConstraint.Kind, of input: ContractInput) -> Double? {
        switch kind {
        case .minLength: input.minLength.map(Double.init)
        case .maxLength: input.maxLength.map(Double.init)
        case .minimum: input.minimum
        case .maximum: input.maximum
        default: nil
        }
    }

    static func set(_ kind: InputConstraint.Kind, to value: Double, in input: inout ContractInput) {
        switch kind {
        case .minLength: input.minLength = Int(value)
        case .maxLength: input.maxLength = Int(value)
        case .minimum: input.minimum = value
        case .maximum: input.maximum = value
        default: break
        }
    }
}
