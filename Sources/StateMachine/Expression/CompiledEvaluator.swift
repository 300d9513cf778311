import SpecModel

/// Evaluates a ``CompiledNode`` over slots. Fast paths handle integers, decimals and booleans without boxing;
/// every other case defers to ``ExpressionSemantics`` so both evaluators share one definition.
struct CompiledEvaluator {
    let slots: [JSONValue]
    let event: JSONValue

    @inline(__always)
    private func slot(_ index: Int) throws(EvaluationError) -> JSONValue {
        guard index >= 0, index < slots.count else {
            throw EvaluationError(.unknownField, "unknown field in slot \(index)")
        }
        return slots[index]
    }

    @inline(__always)
    private func numericSlot(_ index: Int) throws(EvaluationError) -> ExpressionSemantics.Numeric? {
        guard index >= 0, index < slots.count else {
            throw EvaluationError(.unknownField, "unknown field in slot \(index)")
        }
        if case .number(let number) = slots[index] { return ExpressionSemantics.Numeric(number) }
        return nil
    }

    private func logical(_ op: BinaryOperator, _ node: CompiledNode) throws(EvaluationError) -> Bool {
        let value = try evaluate(node)
        if let bool = value.bool { return bool }
        return try ExpressionSemantics.logicalOperand(op, value.json)
    }

    func evaluate(_ node: CompiledNode) throws(EvaluationError) -> FastValue {
        switch node {
        case .constant(let value): return .json(value)
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .bool(let value): return .bool(value)
        case .slot(let index): return .json(try slot(index))
        case .unknownField(let name): throw EvaluationError(.unknownField, "unknown field '\(name)'")
        case .event: return .json(event)
        case .member(let base, let name):
            return .json(try ExpressionSemantics.member(name, of: try evaluate(base).json))
        case .slotMember(let index, let name):
            return .json(try ExpressionSemantics.member(name, of: try slot(index)))
        case .eventMember(let name):
            return .json(try ExpressionSemantics.member(name, of: event))
        case .array(let elements):
            var values: [JSONValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try evaluate(element).json) }
            return .json(.array(values))
        case .not(let operandNode):
            let operand = try evaluate(operandNode)
            if let bool = operand.bool { return .bool(!bool) }
            return .json(try ExpressionSemantics.not(operand.json))
        case .negate(let operandNode):
            let operand = try evaluate(operandNode)
            if let numeric = operand.numeric { return FastValue(try ExpressionSemantics.negate(numeric)) }
            return .json(try ExpressionSemantics.negate(operand.json))
        case .and(let lhs, let rhs):
            guard try logical(.and, lhs) else { return .bool(false) }
            return .bool(try logical(.and, rhs))
        case .or(let lhs, let rhs):
            if try logical(.or, lhs) { return .bool(true) }
            return .bool(try logical(.or, rhs))
        case .arithmetic(let op, let lhsNode, let rhsNode):
            let lhs = try evaluate(lhsNode)
            let rhs = try evaluate(rhsNode)
            if case .int(let l) = lhs, case .int(let r) = rhs {
                return .int(try ExpressionSemantics.integerArithmetic(op, l, r))
            }
            if let l = lhs.numeric, let r = rhs.numeric {
                return FastValue(try ExpressionSemantics.arithmetic(op, l, r))
            }
            return .json(try ExpressionSemantics.arithmetic(op, lhs.json, rhs.json))
        case .equal(let lhsNode, let rhsNode, let negated):
            let lhs = try evaluate(lhsNode)
            let rhs = try evaluate(rhsNode)
            let equal: Bool
            if let l = lhs.numeric, let r = rhs.numeric {
                equal = ExpressionSemantics.numbersEqual(l, r)
            } else if let l = lhs.bool, let r = rhs.bool {
                equal = l == r
            } else {
                equal = ExpressionSemantics.equal(lhs.json, rhs.json)
            }
            return .bool(equal != negated)
        case .order(let op, let lhsNode, let rhsNode):
            let lhs = try evaluate(lhsNode)
            let rhs = try evaluate(rhsNode)
            if let l = lhs.numeric, let r = rhs.numeric {
                return .bool(ExpressionSemantics.order(op, l, r))
            }
            return .bool(try ExpressionSemantics.order(op, lhs.json, rhs.json))
        case .contains(let lhs, let rhs):
            let needle = try evaluate(lhs).json
            return .bool(try ExpressionSemantics.contains(needle, in: try evaluate(rhs).json))
        case .arithmeticSlotInt(let op, let index, let k):
            switch try numericSlot(index) {
            case .int(let l): return .int(try ExpressionSemantics.integerArithmetic(op, l, k))
            case .double(let l): return .double(try ExpressionSemantics.doubleArithmetic(op, l, Double(k)))
            case nil: return .json(try ExpressionSemantics.arithmetic(op, try slot(index), .int(k)))
            }
        case .orderSlotInt(let op, let index, let k):
            switch try numericSlot(index) {
            case .int(let l): return .bool(ExpressionSemantics.holds(op, less: l < k, greater: l > k))
            case .double(let l):
                return .bool(ExpressionSemantics.order(op, ExpressionSemantics.Numeric.double(l), .int(k)))
            case nil: return .bool(try ExpressionSemantics.order(op, try slot(index), .int(k)))
            }
        case .equalSlotInt(let index, let k, let negated):
            switch try numericSlot(index) {
            case .int(let l): return .bool((l == k) != negated)
            case .double(let l): return .bool((l == Double(k)) != negated)
            case nil: return .bool(negated)
            }
        case .equalConstant(let node, let constant, let negated):
            // The constant is never a number or boolean (those compile to `.int`, `.double`, `.bool`), so an
            // unboxed operand cannot equal it.
            guard case .json(let value) = try evaluate(node) else { return .bool(negated) }
            return .bool(ExpressionSemantics.equal(value, constant) != negated)
        case .containsInConstant(let node, let elements):
            let needle = try evaluate(node).json
            return .bool(elements.contains { ExpressionSemantics.equal(needle, $0) })
        }
    }
}

extension FastValue {
    @inline(__always)
    init(_ numeric: ExpressionSemantics.Numeric) {
        switch numeric {
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        }
    }
}
