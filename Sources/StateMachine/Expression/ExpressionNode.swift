import SpecModel

/// The parsed form of an expression. Depth is bounded by the parser (``Parser/maximumDepth``), so
/// recursion over a node (evaluation, hashing, release) cannot exhaust the stack.
indirect enum ExpressionNode: Hashable, Sendable {
    /// A literal scalar: number, string, boolean or null.
    case literal(JSONValue)
    /// An array literal `[a, b]`; elements are expressions.
    case array([ExpressionNode])
    /// A root context field such as `retriesLeft`.
    case field(String)
    /// The event payload, `event`.
    case event
    /// Member access `base.name`.
    case member(ExpressionNode, String)
    /// A prefix operator.
    case unary(UnaryOperator, ExpressionNode)
    /// An infix operator.
    case binary(BinaryOperator, ExpressionNode, ExpressionNode)
}

/// Prefix operators.
enum UnaryOperator: String, Hashable, Sendable, CaseIterable {
    case negate = "-"
    case not = "!"
}

/// Infix operators, grouped by precedence level.
enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case `in` = "in"
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    /// Binding strength: higher binds tighter. All infix operators are left-associative.
    var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual: 3
        case .less, .lessOrEqual, .greater, .greaterOrEqual, .in: 4
        case .add, .subtract: 5
        case .multiply, .divide, .remainder: 6
        }
    }
}

extension ExpressionNode {
    /// Root context field names referenced anywhere in the node (not `event`).
    func collectFields(into fields: inout Set<String>) {
        switch self {
        case .literal, .event: break
        case .field(let name): fields.insert(name)
        case .array(let elements): for element in elements { element.collectFields(into: &fields) }
        case .member(let base, _): base.collectFields(into: &fields)
        case .unary(_, let operand): operand.collectFields(into: &fields)
        case .binary(_, let lhs, let rhs):
            lhs.collectFields(into: &fields)
            rhs.collectFields(into: &fields)
        }
    }

    /// Names of the event's top-level fields read anywhere in the node (`colour` in `event.colour`).
    func collectEventFields(into fields: inout Set<String>) {
        switch self {
        case .literal, .field, .event: break
        case .member(.event, let name): fields.insert(name)
        case .array(let elements): for element in elements { element.collectEventFields(into: &fields) }
        case .member(let base, _): base.collectEventFields(into: &fields)
        case .unary(_, let operand): operand.collectEventFields(into: &fields)
        case .binary(_, let lhs, let rhs):
            lhs.collectEventFields(into: &fields)
            rhs.collectEventFields(into: &fields)
        }
    }

    /// Whether the node refers to `event`.
    var usesEvent: Bool {
        switch self {
        case .literal, .field: false
        case .event: true
        case .array(let elements): elements.contains { $0.usesEvent }
        case .member(let base, _): base.usesEvent
        case .unary(_, let operand): operand.usesEvent
        case .binary(_, let lhs, let rhs): lhs.usesEvent || rhs.usesEvent
        }
    }
}
