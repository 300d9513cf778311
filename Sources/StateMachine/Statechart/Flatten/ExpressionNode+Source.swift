import SpecModel

extension ExpressionNode {
    /// Source text that parses back to an equal value: every operation in parentheses, strings in double quotes with
    /// JSON escapes. What the flattener writes for guards and assignments it composed.
    var source: String {
        switch self {
        case .literal(let value): return Self.literalSource(value)
        case .array(let elements): return "[" + elements.map(\.source).joined(separator: ", ") + "]"
        case .field(let name): return name
        case .event: return "event"
        case .member(let base, let name):
            switch base {
            case .field, .event, .member: return base.source + "." + name
            default: return "(" + base.source + ")." + name
            }
        case .unary(let op, let operand): return "(" + op.rawValue + operand.source + ")"
        case .binary(let op, let lhs, let rhs): return "(" + lhs.source + " " + op.rawValue + " " + rhs.source + ")"
        }
    }

    private static func literalSource(_ value: JSONValue) -> String {
        switch value {
        case .string(let text):
            var out = ""
            JSONWriter.appendQuoted(text, to: &out)
            return out
        case .number(let number):
            let text = number.description
            return text.hasPrefix("-") ? "(" + text + ")" : text
        default: return JSONWriter(indent: 0).string(value)
        }
    }

    /// The node with every context field replaced by its value in `values` (fields not there stay), and `event` by
    /// `null` when `eventIsNull`.
    func substituting(_ values: [String: ExpressionNode], eventIsNull: Bool) -> ExpressionNode {
        switch self {
        case .literal: return self
        case .field(let name): return values[name] ?? self
        case .event: return eventIsNull ? .literal(.null) : self
        case .array(let elements): return .array(elements.map { $0.substituting(values, eventIsNull: eventIsNull) })
        case .member(let base, let name): return .member(base.substituting(values, eventIsNull: eventIsNull), name)
        case .unary(let op, let operand): return .unary(op, operand.substituting(values, eventIsNull: eventIsNull))
        case .binary(let op, let lhs, let rhs):
            return .binary(
                op, lhs.substituting(values, eventIsNull: eventIsNull),
                rhs.substituting(values, eventIsNull: eventIsNull))
        }
    }

    /// How many nodes the expression holds.
    var size: Int {
        switch self {
        case .literal, .field, .event: 1
        case .array(let elements): elements.reduce(1) { $0 + $1.size }
        case .member(let base, _): base.size + 1
        case .unary(_, let operand): operand.size + 1
        case .binary(_, let lhs, let rhs): lhs.size + rhs.size + 1
        }
    }
}
