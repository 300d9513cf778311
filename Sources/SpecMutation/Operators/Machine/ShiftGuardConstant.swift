import SpecModel

/// `shift-guard-constant`: moves one integer constant of a guard by one, each way (`n > 0` becomes `n > 1` and
/// `n > -1`): only a suite that tries values on both sides of the boundary sees the difference.
struct ShiftGuardConstant: MutationOperator {
    var name: String { "shift-guard-constant" }
    var summary: String { "move one integer constant of a guard by +1 and by -1 (a boundary shift)" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for machine in bundle.machines {
            for t in machine.transitions {
                guard let guardExpression = t.transition.guardExpression else { continue }
                for constant in Self.integerConstants(in: guardExpression.value) {
                    for delta in [1, -1] {
                        let replaced = Self.replacing(constant, in: guardExpression.value, by: constant.value + delta)
                        let id = t.id
                        var origin = guardExpression.origin
                        origin.location.column += constant.offset + 1
                        origin.location.offset += constant.offset + 1
                        let sign = delta > 0 ? "+1" : "-1"
                        let info = MachineMutations.info(
                            name, t, variant: "@\(constant.offset)\(sign)", origin: origin,
                            description:
                                "shift \(constant.value) to \(constant.value + delta) in the guard of \(MachineMutations.arrow(t))",
                            original: guardExpression.value, replacement: replaced)
                        result.append(
                            MachineMutations.mutant(info, machine: machine.id) { machine in
                                MachineMutations.edit(id, in: &machine) { $0.guardExpression?.value = replaced }
                            })
                    }
                }
            }
        }
        return result
    }

    /// An integer literal of an expression: its value and its character offset in the source.
    struct Constant: Hashable {
        var value: Int
        var offset: Int
        var length: Int
    }

    /// The integer literals of `source` outside string literals and names (`retries2` has none), in order.
    /// Decimals (`1.5`) are not integer constants.
    static func integerConstants(in source: String) -> [Constant] {
        let chars = Array(source)
        var result: [Constant] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\"" || c == "'" {
                i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\" { i += 1 }
                    i += 1
                }
                i += 1
                continue
            }
            if c.isLetter || c == "_" {
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "." {
                    i += 1
                }
                continue
            }
            if c.isASCII, c.isNumber {
                let start = i
                while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1 }
                if i < chars.count, chars[i] == "." {
                    i += 1
                    while i < chars.count, chars[i].isNumber { i += 1 }
                    continue
                }
                if let value = Int(String(chars[start..<i])) {
                    result.append(Constant(value: value, offset: start, length: i - start))
                }
                continue
            }
            i += 1
        }
        return result
    }

    /// `source` with `constant` replaced by `value` (a negative value in parentheses, so `a - 1` stays valid).
    static func replacing(_ constant: Constant, in source: String, by value: Int) -> String {
        let chars = Array(source)
        let text = value < 0 ? "(\(value))" : String(value)
        return String(chars[..<constant.offset]) + text + String(chars[(constant.offset + constant.length)...])
    }
}
