import SpecModel

/// What an assignment's expression is, as data-flow coverage and the assignment mutants read it.
package enum AssignedValue: Hashable, Sendable {
    /// An integer constant (`0`, `-1`).
    case integer(Int)
    /// `true` or `false`.
    case boolean(Bool)
    /// A string literal.
    case string(String)
    /// A context field plus or minus an integer: `x + 1` is `step(field: "x", offset: 1)`, a bare `y` has offset 0.
    case step(field: String, offset: Int)
    /// Anything else (or an expression that does not parse).
    case other

    /// The shape of `source`, an assignment's expression as written.
    package init(_ source: String) {
        guard case .success(let expression) = Expression.parse(source) else {
            self = .other
            return
        }
        self.init(expression.root)
    }

    init(_ root: ExpressionNode) {
        if let value = root.integerConstant(constants: [:]) {
            self = .integer(value)
        } else if case .literal(.bool(let value)) = root {
            self = .boolean(value)
        } else if case .literal(.string(let value)) = root {
            self = .string(value)
        } else if let (operand, offset) = root.linearOperand(constants: [:]), case .field(let name) = operand {
            self = .step(field: name, offset: offset)
        } else {
            self = .other
        }
    }

    /// Whether assigning this to `field` keeps a definition of `field` reaching on: `field + k`, `field - k` (a
    /// counter step) or `field` itself. The value after it is the earlier definition's, shifted.
    package func carries(_ field: String) -> Bool {
        if case .step(let name, _) = self { return name == field }
        return false
    }

    /// `x`, `x + 2`, `x - 1`: a step written back as an expression.
    package static func stepSource(field: String, offset: Int) -> String {
        offset == 0 ? field : offset > 0 ? "\(field) + \(offset)" : "\(field) - \(-offset)"
    }
}
