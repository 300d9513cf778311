/// An error produced while evaluating an expression: evaluation is total, so every failure is one of these.
///
/// Codes are stable: `expr.type-error`, `expr.division-by-zero`, `expr.overflow`, `expr.unknown-field`,
/// `expr.missing-member`.
package struct EvaluationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Stable dotted lowercase code.
    package var code: String
    /// Lowercase message without a trailing period.
    package var message: String

    package init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    init(_ code: Code, _ message: String) {
        self.init(code: code.rawValue, message: message)
    }

    package var description: String { "\(code): \(message)" }

    /// The closed set of evaluation error codes.
    enum Code: String, CaseIterable {
        case typeError = "expr.type-error"
        case divisionByZero = "expr.division-by-zero"
        case overflow = "expr.overflow"
        case unknownField = "expr.unknown-field"
        case missingMember = "expr.missing-member"
    }
}
