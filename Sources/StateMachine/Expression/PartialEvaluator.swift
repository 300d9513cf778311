import SpecModel

/// A value that may be unknown: what an expression evaluates to when part of the context or the event data was not
/// recorded.
package enum PartialValue: Hashable, Sendable {
    case known(JSONValue)
    case unknown
}

/// Three-valued evaluation of an expression over a context some of whose fields are unknown and event data that may
/// be unknown as a whole (not recorded).
///
/// Where everything an operator reads is known, the result is exactly the interpreter's (the same
/// ``ExpressionSemantics``). `&&` and `||` are Kleene's: `false && unknown` is `false`, `true || unknown` is `true`;
/// every other operator with an unknown operand is unknown. An operand that fails to evaluate next to an unknown one
/// of `&&` or `||` counts as unknown (whether the failure is reached depends on the unknown side), so the result
/// over-approximates: it never says `known` for a value some completion of the unknowns would not give.
struct PartialEvaluator {
    /// Context field name → slot.
    let slotIndex: [String: Int]
    /// Values by slot; nil where unknown.
    let slots: [JSONValue?]
    /// The event data; nil when not recorded.
    let event: JSONValue?

    func evaluate(_ node: ExpressionNode) throws(EvaluationError) -> PartialValue {
        switch node {
        case .literal(let value):
            return .known(value)
        case .array(let elements):
            var values: [JSONValue] = []
            var unknown = false
            for element in elements {
                switch try evaluate(element) {
                case .known(let value): values.append(value)
                case .unknown: unknown = true
                }
            }
            return unknown ? .unknown : .known(.array(values))
        case .field(let name):
            guard let index = slotIndex[name], index < slots.count else {
                throw EvaluationError(.unknownField, "unknown field '\(name)'")
            }
            return slots[index].map(PartialValue.known) ?? .unknown
        case .event:
            return event.map(PartialValue.known) ?? .unknown
        case .member(let base, let name):
            guard case .known(let value) = try evaluate(base) else { return .unknown }
            return .known(try ExpressionSemantics.member(name, of: value))
        case .unary(.not, let operand):
            guard case .known(let value) = try evaluate(operand) else { return .unknown }
            return .known(try ExpressionSemantics.not(value))
        case .unary(.negate, let operand):
            guard case .known(let value) = try evaluate(operand) else { return .unknown }
            return .known(try ExpressionSemantics.negate(value))
        case .binary(let op, let lhsNode, let rhsNode) where op == .and || op == .or:
            // `&&` stops at false, `||` at true.
            let stop = op == .or
            let lhs = try evaluate(lhsNode)
            if case .known(let value) = lhs {
                if try ExpressionSemantics.logicalOperand(op, value) == stop { return .known(.bool(stop)) }
                guard case .known(let right) = try evaluate(rhsNode) else { return .unknown }
                return .known(.bool(try ExpressionSemantics.logicalOperand(op, right)))
            }
            guard case .known(let right)? = try? evaluate(rhsNode),
                (try? ExpressionSemantics.logicalOperand(op, right)) == stop
            else { return .unknown }
            return .known(.bool(stop))
        case .binary(let op, let lhsNode, let rhsNode):
            let lhs = try evaluate(lhsNode)
            let rhs = try evaluate(rhsNode)
            guard case .known(let l) = lhs, case .known(let r) = rhs else { return .unknown }
            return .known(
                try ExpressionEvaluator(context: [:], event: .null).evaluate(.binary(op, .literal(l), .literal(r))))
        }
    }

    /// What assuming that `node` evaluates to `outcome` teaches about unknown context fields: a field read as a
    /// boolean (`premium`, `!premium`) takes that boolean, a field compared for equality with a literal
    /// (`role == 'owner'` true, `role != 'owner'` false) takes the literal, both sides of a true `&&` and of a false
    /// `||` are assumed in turn. Known fields are never changed.
    func refine(_ node: ExpressionNode, assuming outcome: Bool, into slots: inout [JSONValue?]) {
        func set(_ name: String, _ value: JSONValue) {
            if let index = slotIndex[name], index < slots.count, slots[index] == nil { slots[index] = value }
        }
        switch node {
        case .field(let name):
            set(name, .bool(outcome))
        case .unary(.not, let operand):
            refine(operand, assuming: !outcome, into: &slots)
        case .binary(.and, let lhs, let rhs) where outcome:
            refine(lhs, assuming: true, into: &slots)
            refine(rhs, assuming: true, into: &slots)
        case .binary(.or, let lhs, let rhs) where !outcome:
            refine(lhs, assuming: false, into: &slots)
            refine(rhs, assuming: false, into: &slots)
        case .binary(let op, .field(let name), .literal(let value))
        where (op == .equal && outcome) || (op == .notEqual && !outcome):
            set(name, value)
        case .binary(let op, .literal(let value), .field(let name))
        where (op == .equal && outcome) || (op == .notEqual && !outcome):
            set(name, value)
        default:
            break
        }
    }
}
