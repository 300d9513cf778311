import SpecModel

/// The reference tree-walking evaluator over JSON values. Recursion depth is bounded by the parser.
struct ExpressionEvaluator {
    let context: [String: JSONValue]
    let event: JSONValue

    func evaluate(_ node: ExpressionNode) throws(EvaluationError) -> JSONValue {
        switch node {
        case .literal(let value):
            return value
        case .array(let elements):
            var values: [JSONValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try evaluate(element)) }
            return .array(values)
        case .field(let name):
            guard let value = context[name] else {
                throw EvaluationError(.unknownField, "unknown field '\(name)'")
            }
            return value
        case .event:
            return event
        case .member(let base, let name):
            return try ExpressionSemantics.member(name, of: try evaluate(base))
        case .unary(.not, let operand):
            return try ExpressionSemantics.not(try evaluate(operand))
        case .unary(.negate, let operand):
            return try ExpressionSemantics.negate(try evaluate(operand))
        case .binary(let op, let lhsNode, let rhsNode):
            let lhs = try evaluate(lhsNode)
            switch op {
            case .and:
                guard try ExpressionSemantics.logicalOperand(op, lhs) else { return .bool(false) }
                return .bool(try ExpressionSemantics.logicalOperand(op, try evaluate(rhsNode)))
            case .or:
                if try ExpressionSemantics.logicalOperand(op, lhs) { return .bool(true) }
                return .bool(try ExpressionSemantics.logicalOperand(op, try evaluate(rhsNode)))
            default:
                break
            }
            let rhs = try evaluate(rhsNode)
            switch op {
            case .equal: return .bool(ExpressionSemantics.equal(lhs, rhs))
            case .notEqual: return .bool(!ExpressionSemantics.equal(lhs, rhs))
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                return .bool(try ExpressionSemantics.order(op, lhs, rhs))
            case .in: return .bool(try ExpressionSemantics.contains(lhs, in: rhs))
            case .add, .subtract, .multiply, .divide, .remainder:
                return try ExpressionSemantics.arithmetic(op, lhs, rhs)
            case .and, .or: return .bool(false)  // handled above
            }
        }
    }
}
