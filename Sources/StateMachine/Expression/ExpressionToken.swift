import SpecModel

/// One lexical token of an expression, with its 0-based UTF-8 offset.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case number(JSONNumber)
        case string(String)
        case identifier(String)
        case `true`, `false`, null, `in`
        case plus, minus, star, slash, percent
        case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
        case ampAmp, pipePipe, bang
        case leftParen, rightParen, leftBracket, rightBracket, comma, dot
        case end
    }

    var kind: Kind
    var offset: Int
    /// The token as written, for messages.
    var text: String

    /// The binary operator this token spells, if any.
    var binaryOperator: BinaryOperator? {
        switch kind {
        case .pipePipe: .or
        case .ampAmp: .and
        case .equalEqual: .equal
        case .bangEqual: .notEqual
        case .less: .less
        case .lessEqual: .lessOrEqual
        case .greater: .greater
        case .greaterEqual: .greaterOrEqual
        case .in: .in
        case .plus: .add
        case .minus: .subtract
        case .star: .multiply
        case .slash: .divide
        case .percent: .remainder
        default: nil
        }
    }

    /// How the token is named in messages: `end of input` or the quoted text.
    var described: String {
        kind == .end ? "end of input" : "'\(text)'"
    }
}
