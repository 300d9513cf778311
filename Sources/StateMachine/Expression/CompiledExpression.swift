import SpecModel

/// The fast form of an ``Expression``: context fields resolved to slot indices once, constant subtrees
/// folded, integers and booleans kept unboxed between operators. Evaluation does no dictionary lookups and
/// no string work for integer arithmetic and comparisons, and gives exactly the results of
/// ``Expression/evaluate(context:event:)``.
package struct CompiledExpression: Sendable {
    /// The expression this was compiled from.
    package let expression: Expression
    let root: CompiledNode

    /// Compiles `expression` for a slot layout: `slots` maps a context root name to its index in the array
    /// passed to ``evaluate(_:event:)``. Names missing from `slots` evaluate to `expr.unknown-field`.
    package init(_ expression: Expression, slots: [String: Int]) {
        self.expression = expression
        self.root = CompiledNode.compile(expression.root, slots: slots)
    }

    /// Evaluates over `slots` (indexed as given to ``init(_:slots:)``) and an event payload.
    /// A slot index outside `slots` evaluates to `expr.unknown-field`.
    package func evaluate(_ slots: [JSONValue], event: JSONValue) -> Result<JSONValue, EvaluationError> {
        Self.evaluate(root, slots, event: event)
    }

    /// Evaluates a guard: the result must be a boolean, anything else is `expr.type-error`.
    package func evaluateBool(_ slots: [JSONValue], event: JSONValue) -> Result<Bool, EvaluationError> {
        Self.evaluateBool(root, slots, event: event)
    }

    /// ``evaluate(_:event:)`` of a compiled root. The interpreter's hot path passes the root alone: copying the whole
    /// expression would also retain its source text, a string the spec bundle shares with every other worker.
    @inline(__always)
    static func evaluate(_ root: CompiledNode, _ slots: [JSONValue], event: JSONValue) -> Result<
        JSONValue, EvaluationError
    > {
        do {
            return .success(try CompiledEvaluator(slots: slots, event: event).evaluate(root).json)
        } catch {
            return .failure(error)
        }
    }

    /// ``evaluateBool(_:event:)`` of a compiled root (see ``evaluate(_:_:event:)``).
    @inline(__always)
    static func evaluateBool(_ root: CompiledNode, _ slots: [JSONValue], event: JSONValue) -> Result<
        Bool, EvaluationError
    > {
        do {
            let value = try CompiledEvaluator(slots: slots, event: event).evaluate(root)
            guard let bool = value.bool else {
                return .failure(
                    EvaluationError(.typeError, "expected a boolean result, found \(value.json.typeName)"))
            }
            return .success(bool)
        } catch {
            return .failure(error)
        }
    }
}

/// An intermediate value: integers, decimals and booleans unboxed; anything else as JSON.
enum FastValue {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case json(JSONValue)

    /// Small integers as ready-made JSON values, so counters do not format a string on every assignment.
    static let smallIntegers: [JSONValue] = (smallIntegerRange).map { .int($0) }
    static let smallIntegerRange = -256...4096

    var json: JSONValue {
        switch self {
        case .int(let value):
            Self.smallIntegerRange.contains(value)
                ? Self.smallIntegers[value &- Self.smallIntegerRange.lowerBound] : .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .json(let value): value
        }
    }

    @inline(__always)
    var bool: Bool? {
        switch self {
        case .bool(let value): value
        case .json(.bool(let value)): value
        default: nil
        }
    }

    @inline(__always)
    var numeric: ExpressionSemantics.Numeric? {
        switch self {
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .json(.number(let number)): ExpressionSemantics.Numeric(number)
        default: nil
        }
    }
}
