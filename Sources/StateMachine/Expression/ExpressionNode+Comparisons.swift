import SpecModel

/// What a comparison of an expression compares: a context field or a member path of the event payload.
package enum ComparedOperand: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A root context field, such as `retriesLeft`.
    case field(String)
    /// A member path of the event payload: `event.count` is `["count"]`.
    case event([String])

    /// `retriesLeft`, `event.count`.
    package var description: String {
        switch self {
        case .field(let name): name
        case .event(let path): (["event"] + path).joined(separator: ".")
        }
    }

    package static func < (lhs: ComparedOperand, rhs: ComparedOperand) -> Bool { lhs.description < rhs.description }
}

/// One comparison of an operand with an integer constant inside a guard, normalised to `operand op constant`:
/// `correctFills + 1 >= 10` is `correctFills >= 9`, `0 < n` is `n > 0`.
struct IntegerComparison: Hashable {
    var operand: ComparedOperand
    var op: BinaryOperator
    /// The constant the operand is compared with, after moving the operand's offset across.
    var constant: Int
    /// The comparison's node, as parsed (to force its value when checking whether it decides the guard).
    var node: ExpressionNode
}

extension ExpressionNode {
    /// Every comparison of a context field or an event member (plus or minus an integer) with an integer constant,
    /// in source order. `constants` gives fields that no transition assigns, read as the constants they are.
    func integerComparisons(constants: [String: Int] = [:]) -> [IntegerComparison] {
        var result: [IntegerComparison] = []
        collectComparisons(into: &result, constants: constants)
        return result
    }

    private func collectComparisons(into result: inout [IntegerComparison], constants: [String: Int]) {
        switch self {
        case .literal, .field, .event: break
        case .array(let elements):
            for element in elements { element.collectComparisons(into: &result, constants: constants) }
        case .member(let base, _): base.collectComparisons(into: &result, constants: constants)
        case .unary(_, let operand): operand.collectComparisons(into: &result, constants: constants)
        case .binary(let op, let lhs, let rhs):
            if op.isComparison, let comparison = Self.comparison(op, lhs, rhs, constants: constants, node: self) {
                result.append(comparison)
                return
            }
            lhs.collectComparisons(into: &result, constants: constants)
            rhs.collectComparisons(into: &result, constants: constants)
        }
    }

    /// `lhs op rhs` as `operand op' constant`, when one side is an operand plus an integer and the other a constant.
    private static func comparison(
        _ op: BinaryOperator, _ lhs: ExpressionNode, _ rhs: ExpressionNode, constants: [String: Int],
        node: ExpressionNode
    ) -> IntegerComparison? {
        if let (operand, offset) = lhs.linearOperand(constants: constants),
            let value = rhs.integerConstant(constants: constants),
            rhs.linearOperand(constants: constants) == nil
        {
            return IntegerComparison(operand: operand, op: op, constant: value - offset, node: node)
        }
        if let (operand, offset) = rhs.linearOperand(constants: constants),
            let value = lhs.integerConstant(constants: constants),
            lhs.linearOperand(constants: constants) == nil
        {
            return IntegerComparison(operand: operand, op: op.mirrored, constant: value - offset, node: node)
        }
        return nil
    }

    /// `x`, `x + k`, `k + x`, `x - k` for an operand `x` and integer constant `k`: the operand and `k` (negated for `-`).
    func linearOperand(constants: [String: Int]) -> (ComparedOperand, Int)? {
        switch self {
        case .field(let name) where constants[name] == nil: return (.field(name), 0)
        case .member:
            guard let path = eventPath else { return nil }
            return (.event(path), 0)
        case .binary(.add, let lhs, let rhs):
            if let (operand, offset) = lhs.linearOperand(constants: constants),
                let k = rhs.integerConstant(constants: constants)
            {
                return (operand, offset + k)
            }
            if let (operand, offset) = rhs.linearOperand(constants: constants),
                let k = lhs.integerConstant(constants: constants)
            {
                return (operand, offset + k)
            }
            return nil
        case .binary(.subtract, let lhs, let rhs):
            if let (operand, offset) = lhs.linearOperand(constants: constants),
                let k = rhs.integerConstant(constants: constants)
            {
                return (operand, offset - k)
            }
            return nil
        default: return nil
        }
    }

    /// The member path of `event.a.b` (`["a", "b"]`); nil for anything else.
    var eventPath: [String]? {
        switch self {
        case .member(.event, let name): [name]
        case .member(let base, let name): base.eventPath.map { $0 + [name] }
        default: nil
        }
    }

    /// The integer value of a constant subtree (literals and unassigned fields only), nil otherwise.
    func integerConstant(constants: [String: Int]) -> Int? {
        switch self {
        case .literal(let value):
            guard case .number(let number) = value, case .int(let int) = ExpressionSemantics.Numeric(number) else {
                return nil
            }
            return int
        case .field(let name): return constants[name]
        case .unary(.negate, let operand): return operand.integerConstant(constants: constants).map { -$0 }
        case .binary(.add, let lhs, let rhs):
            guard let a = lhs.integerConstant(constants: constants), let b = rhs.integerConstant(constants: constants)
            else { return nil }
            return a &+ b
        case .binary(.subtract, let lhs, let rhs):
            guard let a = lhs.integerConstant(constants: constants), let b = rhs.integerConstant(constants: constants)
            else { return nil }
            return a &- b
        default: return nil
        }
    }

    /// The node with every occurrence of `target` replaced by `replacement`.
    func replacing(_ target: ExpressionNode, with replacement: ExpressionNode) -> ExpressionNode {
        if self == target { return replacement }
        switch self {
        case .literal, .field, .event: return self
        case .array(let elements): return .array(elements.map { $0.replacing(target, with: replacement) })
        case .member(let base, let name): return .member(base.replacing(target, with: replacement), name)
        case .unary(let op, let operand): return .unary(op, operand.replacing(target, with: replacement))
        case .binary(let op, let lhs, let rhs):
            return .binary(op, lhs.replacing(target, with: replacement), rhs.replacing(target, with: replacement))
        }
    }
}

extension BinaryOperator {
    /// `== != < <= > >=`.
    var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
        default: false
        }
    }

    /// The operator with its sides swapped: `a < b` is `b > a`.
    var mirrored: BinaryOperator {
        switch self {
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        default: self
        }
    }
}

extension ExpressionNode {
    /// The root context fields the expression reads (`a` for `a.b`), in no particular order.
    var fieldNames: Set<String> {
        switch self {
        case .literal, .event: return []
        case .field(let name): return [name]
        case .array(let elements): return elements.reduce(into: []) { $0.formUnion($1.fieldNames) }
        case .member(let base, _): return base.fieldNames
        case .unary(_, let operand): return operand.fieldNames
        case .binary(_, let lhs, let rhs): return lhs.fieldNames.union(rhs.fieldNames)
        }
    }
}
