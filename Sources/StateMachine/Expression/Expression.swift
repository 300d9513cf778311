import SpecModel

/// A parsed guard or assignment expression of a `machine` spec: side-effect free, total, loop free.
///
/// Parse once with ``parse(_:)``; evaluate with ``evaluate(context:event:)``, or compile it against a slot
/// layout with ``CompiledExpression`` for the interpreter's hot path. The language and its rules are
/// described in `ExpressionSemantics` and `docs/SPEC-FORMAT.md`:
///
/// - literals: integers, decimals, strings in `"` or `'` quotes with `\` escapes, `true`, `false`, `null`,
///   array literals `[1, 'a']`;
/// - context fields and dotted paths (`retriesLeft`, `profile.themes`), the event payload (`event`,
///   `event.reason`); `event` is reserved and never a context field;
/// - `+ - * / %`, unary `-` and `!`, `== != < <= > >=`, `&& ||`, `in`, parentheses.
///
/// Precedence, loosest first: `||`, `&&`, `== !=`, `< <= > >= in`, `+ -`, `* / %`, prefix `! -`, member `.`.
/// All infix operators are left-associative.
///
/// A missing context field is `expr.unknown-field`; a missing member of an object is `expr.missing-member`;
/// a member of a non-object (including `null`) is `expr.type-error`. Use `'name' in obj` to test presence.
package struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// The expression as written.
    package let source: String
    let root: ExpressionNode

    init(source: String, root: ExpressionNode) {
        self.source = source
        self.root = root
    }

    /// Parses `source`, or returns the first error in source order, located at the offending token.
    package static func parse(_ source: String) -> Result<Expression, ExpressionError> {
        ExpressionParser.parse(source).map { Expression(source: source, root: $0) }
    }

    /// Root context field names referenced (not `event`), for lint's "unknown context field" check.
    package var contextFields: Set<String> {
        var fields: Set<String> = []
        root.collectFields(into: &fields)
        return fields
    }

    /// The event's top-level fields the expression reads (`colour` in `event.colour`), for lint and the planner's
    /// choice of event data.
    package var eventFields: Set<String> {
        var fields: Set<String> = []
        root.collectEventFields(into: &fields)
        return fields
    }

    /// Whether the expression reads the event payload.
    package var usesEvent: Bool { root.usesEvent }

    /// Evaluates the expression against a context object and an event payload.
    ///
    /// Total: every failure (type error, division by zero, overflow, unknown field, missing member) is a
    /// `.failure`, never a trap.
    package func evaluate(context: [String: JSONValue], event: JSONValue) -> Result<JSONValue, EvaluationError> {
        let evaluator = ExpressionEvaluator(context: context, event: event)
        do {
            return .success(try evaluator.evaluate(root))
        } catch {
            return .failure(error)
        }
    }

    package static func == (lhs: Expression, rhs: Expression) -> Bool {
        lhs.source == rhs.source
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }

    package var description: String { source }
}
