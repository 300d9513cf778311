/// A located error found while parsing an expression.
///
/// `offset` is the 0-based UTF-8 offset of the offending token in ``Expression/source``, and `column` the
/// 1-based column in UTF-8 bytes (`offset + 1`; expressions are single-line). Codes are stable:
/// `expr.unexpected-token`, `expr.unterminated-string`, `expr.invalid-number`, `expr.unexpected-end`,
/// `expr.too-deep`.
package struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Stable dotted lowercase code.
    package var code: String
    /// Lowercase message without a trailing period.
    package var message: String
    /// 0-based UTF-8 offset of the offending token in the source.
    package var offset: Int
    /// 1-based column of the offending token, in UTF-8 bytes.
    package var column: Int

    package init(code: String, message: String, offset: Int, column: Int) {
        self.code = code
        self.message = message
        self.offset = offset
        self.column = column
    }

    init(_ code: Code, _ message: String, at offset: Int) {
        self.init(code: code.rawValue, message: message, offset: offset, column: offset + 1)
    }

    package var description: String { "\(column): \(code): \(message)" }

    /// The closed set of parse error codes.
    enum Code: String, CaseIterable {
        case unexpectedToken = "expr.unexpected-token"
        case unterminatedString = "expr.unterminated-string"
        case invalidNumber = "expr.invalid-number"
        case unexpectedEnd = "expr.unexpected-end"
        case tooDeep = "expr.too-deep"
    }
}
