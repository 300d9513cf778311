import SpecModel

/// A comparison of a member path (plus or minus an integer) with an integer constant: `card.given.expiresIn <
/// 21600` compares `["card", "given", "expiresIn"]` with 21600.
package struct PathComparison: Hashable, Sendable {
    /// The compared path, its root first: `["card", "given", "expiresIn"]`, `["event", "count"]`, `["retries"]`.
    package var path: [String]
    /// The constant, after moving the path's offset across (`x + 1 < 10` compares `x` with 9).
    package var constant: Int

    package init(path: [String], constant: Int) {
        self.path = path
        self.constant = constant
    }
}

/// An equality (`==`, `!=`) of a member path with a string or boolean literal: `card.given.status == 'pending'`.
package struct PathLiteral: Hashable, Sendable {
    /// The compared path, its root first.
    package var path: [String]
    /// The literal.
    package var value: JSONValue

    package init(path: [String], value: JSONValue) {
        self.path = path
        self.value = value
    }
}

/// How an expression shifted by one integer constant relates to the original (`Expression.constantShift(to:)`).
package enum ConstantShift: Hashable, Sendable {
    /// The shifted expression holds wherever the original does (`x < 10` to `x < 11`).
    case looser
    /// The original holds wherever the shifted expression does (`x < 10` to `x < 9`).
    case tighter
}

extension Expression {
    /// Every comparison of a member path (plus or minus an integer) with an integer constant, in source order.
    package var pathComparisons: [PathComparison] {
        root.pathComparisons()
    }

    /// Every equality of a member path with a string or boolean literal, in source order.
    package var pathLiterals: [PathLiteral] { root.pathLiterals() }

    /// How `shifted` relates to this expression when the two are the same but for the integer constant of one
    /// ordering comparison (`<`, `<=`, `>`, `>=`) of a path, reached from the root through `&&` alone: `.looser` when
    /// the shift admits more values, `.tighter` when fewer. Nil for any other difference, an `==` or `!=` (which moves
    /// the boundary both ways), or a comparison under `||`, `!` or another operator. Through `&&` alone, the shifted
    /// comparison changes no other operand's evaluation except to cut it short: a tighter comparison leaves the
    /// later conjuncts unevaluated where it turns false, a looser one reaches them only where the original was false.
    package func constantShift(to shifted: Expression) -> ConstantShift? {
        if case .shift(let s) = ExpressionNode.difference(root, shifted.root) { return s }
        return nil
    }
}

extension ExpressionNode {
    /// The path comparisons of the node, in source order (a comparison's own operands are not searched further).
    func pathComparisons() -> [PathComparison] {
        switch self {
        case .literal, .field, .event: return []
        case .array(let elements): return elements.flatMap { $0.pathComparisons() }
        case .member(let base, _): return base.pathComparisons()
        case .unary(_, let operand): return operand.pathComparisons()
        case .binary(let op, let lhs, let rhs):
            if op.isComparison, let comparison = Self.pathComparison(lhs, rhs) ?? Self.pathComparison(rhs, lhs) {
                return [comparison]
            }
            return lhs.pathComparisons() + rhs.pathComparisons()
        }
    }

    /// The path equalities with string or boolean literals of the node, in source order.
    func pathLiterals() -> [PathLiteral] {
        switch self {
        case .literal, .field, .event: return []
        case .array(let elements): return elements.flatMap { $0.pathLiterals() }
        case .member(let base, _): return base.pathLiterals()
        case .unary(_, let operand): return operand.pathLiterals()
        case .binary(let op, let lhs, let rhs):
            if op == .equal || op == .notEqual {
                for (side, other) in [(lhs, rhs), (rhs, lhs)] {
                    guard let path = side.memberPath, case .literal(let value) = other else { continue }
                    switch value {
                    case .string, .bool: return [PathLiteral(path: path, value: value)]
                    default: continue
                    }
                }
            }
            return lhs.pathLiterals() + rhs.pathLiterals()
        }
    }

    /// `path ± k` compared with a constant.
    private static func pathComparison(_ operand: ExpressionNode, _ constant: ExpressionNode) -> PathComparison? {
        guard let (path, offset) = operand.linearPath, let value = constant.integerConstant(constants: [:]) else {
            return nil
        }
        return PathComparison(path: path, constant: value - offset)
    }

    /// The member path of `a.b.c` (a root field, `event`, then members); nil for anything else.
    var memberPath: [String]? {
        switch self {
        case .field(let name): [name]
        case .event: ["event"]
        case .member(let base, let name): base.memberPath.map { $0 + [name] }
        default: nil
        }
    }

    /// `p`, `p + k`, `k + p`, `p - k` for a member path `p` and an integer constant `k`: the path and `k` (negated
    /// for `-`).
    var linearPath: ([String], Int)? {
        if let path = memberPath { return (path, 0) }
        switch self {
        case .binary(.add, let lhs, let rhs):
            if let (path, offset) = lhs.linearPath, let k = rhs.integerConstant(constants: [:]) {
                return (path, offset + k)
            }
            if let (path, offset) = rhs.linearPath, let k = lhs.integerConstant(constants: [:]) {
                return (path, offset + k)
            }
            return nil
        case .binary(.subtract, let lhs, let rhs):
            if let (path, offset) = lhs.linearPath, let k = rhs.integerConstant(constants: [:]) {
                return (path, offset - k)
            }
            return nil
        default: return nil
        }
    }

    /// How two nodes differ, for `constantShift(to:)`.
    enum Difference: Equatable {
        case same
        case shift(ConstantShift)
        case other
    }

    static func difference(_ a: ExpressionNode, _ b: ExpressionNode) -> Difference {
        if a == b { return .same }
        switch (a, b) {
        case (.binary(.and, let l1, let r1), .binary(.and, let l2, let r2)):
            switch (difference(l1, l2), difference(r1, r2)) {
            case (.same, let d), (let d, .same): return d
            default: return .other
            }
        case (.binary(let op, let l1, let r1), .binary(let other, let l2, let r2)) where op == other:
            let ordering: [BinaryOperator] = [.less, .lessOrEqual, .greater, .greaterOrEqual]
            guard ordering.contains(op),
                let first = pathComparison(l1, r1).map({ ($0, op) })
                    ?? pathComparison(r1, l1).map({ ($0, op.mirrored) }),
                let second = pathComparison(l2, r2).map({ ($0, op) })
                    ?? pathComparison(r2, l2).map({ ($0, op.mirrored) }),
                first.0.path == second.0.path, first.1 == second.1, first.0.constant != second.0.constant
            else { return .other }
            // `p < c` (or `<=`) admits more values as `c` grows; `p > c` (or `>=`) fewer.
            let grows = second.0.constant > first.0.constant
            let upper = first.1 == .less || first.1 == .lessOrEqual
            return .shift(grows == upper ? .looser : .tighter)
        default:
            return .other
        }
    }
}
