import SpecModel

/// An expression tree with context fields resolved to slot indices, constant subtrees folded and the common
/// shapes of guards and assignments (`slot op integer`) specialised.
indirect enum CompiledNode: Sendable {
    case constant(JSONValue)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case slot(Int)
    case unknownField(String)
    case event
    case member(CompiledNode, String)
    case array([CompiledNode])
    case not(CompiledNode)
    case negate(CompiledNode)
    case and(CompiledNode, CompiledNode)
    case or(CompiledNode, CompiledNode)
    case arithmetic(BinaryOperator, CompiledNode, CompiledNode)
    case equal(CompiledNode, CompiledNode, negated: Bool)
    case order(BinaryOperator, CompiledNode, CompiledNode)
    case contains(CompiledNode, CompiledNode)
    /// `slot op k` for an arithmetic operator and integer constant `k`.
    case arithmeticSlotInt(BinaryOperator, slot: Int, Int)
    /// `slot op k` for an ordering operator and integer constant `k`.
    case orderSlotInt(BinaryOperator, slot: Int, Int)
    /// `slot == k` (or `!=`) for an integer constant `k`.
    case equalSlotInt(slot: Int, Int, negated: Bool)
    /// `slot.name`.
    case slotMember(slot: Int, String)
    /// `event.name`.
    case eventMember(String)
    /// `x == c` (or `!=`) for a constant string, null, array or object `c` (either side in the source).
    case equalConstant(CompiledNode, JSONValue, negated: Bool)
    /// `x in [c1, c2]` for a constant array.
    case containsInConstant(CompiledNode, [JSONValue])

    /// Compiles `node` against a slot layout.
    static func compile(_ node: ExpressionNode, slots: [String: Int]) -> CompiledNode {
        if node.isConstant,
            let value = try? ExpressionEvaluator(context: [:], event: .null).evaluate(node)
        {
            return folded(value)
        }
        switch node {
        case .literal(let value):
            return folded(value)
        case .array(let elements):
            return .array(elements.map { compile($0, slots: slots) })
        case .field(let name):
            guard let index = slots[name] else { return .unknownField(name) }
            return .slot(index)
        case .event:
            return .event
        case .member(let base, let name):
            switch compile(base, slots: slots) {
            case .slot(let index): return .slotMember(slot: index, name)
            case .event: return .eventMember(name)
            case let compiled: return .member(compiled, name)
            }
        case .unary(.not, let operand):
            return .not(compile(operand, slots: slots))
        case .unary(.negate, let operand):
            return .negate(compile(operand, slots: slots))
        case .binary(let op, let lhsNode, let rhsNode):
            let lhs = compile(lhsNode, slots: slots)
            let rhs = compile(rhsNode, slots: slots)
            switch op {
            case .and: return .and(lhs, rhs)
            case .or: return .or(lhs, rhs)
            case .equal, .notEqual:
                if case .slot(let index) = lhs, case .int(let k) = rhs {
                    return .equalSlotInt(slot: index, k, negated: op == .notEqual)
                }
                if case .constant(let value) = rhs { return .equalConstant(lhs, value, negated: op == .notEqual) }
                if case .constant(let value) = lhs { return .equalConstant(rhs, value, negated: op == .notEqual) }
                return .equal(lhs, rhs, negated: op == .notEqual)
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                if case .slot(let index) = lhs, case .int(let k) = rhs {
                    return .orderSlotInt(op, slot: index, k)
                }
                return .order(op, lhs, rhs)
            case .in:
                if case .constant(.array(let elements)) = rhs { return .containsInConstant(lhs, elements) }
                return .contains(lhs, rhs)
            case .add, .subtract, .multiply, .divide, .remainder:
                if case .slot(let index) = lhs, case .int(let k) = rhs {
                    return .arithmeticSlotInt(op, slot: index, k)
                }
                return .arithmetic(op, lhs, rhs)
            }
        }
    }

    /// A folded constant in its fastest form.
    private static func folded(_ value: JSONValue) -> CompiledNode {
        switch value {
        case .bool(let bool): return .bool(bool)
        case .number(let number):
            switch ExpressionSemantics.Numeric(number) {
            case .int(let int): return .int(int)
            case .double(let double): return .double(double)
            }
        default: return .constant(value)
        }
    }
}

extension ExpressionNode {
    /// Whether the node reads neither the context nor the event.
    var isConstant: Bool {
        switch self {
        case .literal: true
        case .field, .event: false
        case .array(let elements): elements.allSatisfy { $0.isConstant }
        case .member(let base, _): base.isConstant
        case .unary(_, let operand): operand.isConstant
        case .binary(_, let lhs, let rhs): lhs.isConstant && rhs.isConstant
        }
    }
}
