import SpecModel

/// Recursive-descent parser with precedence climbing. Tokens are read lazily, so the first error in source
/// order is the one reported.
///
/// Depth is bounded twice, both before any recursion can grow: the nesting of parentheses, brackets and
/// prefix operators, and the depth of the resulting tree (so `1+1+…+1` with thousands of terms is rejected
/// rather than producing a tree whose evaluation could exhaust the stack).
struct ExpressionParser {
    /// The deepest tree (and nesting) accepted.
    static let maximumDepth = 256

    private var lexer: ExpressionLexer
    private var current: ExpressionToken

    /// A parsed subtree and its depth.
    private struct Parsed {
        var node: ExpressionNode
        var depth: Int
    }

    static func parse(_ source: String) -> Result<ExpressionNode, ExpressionError> {
        var lexer = ExpressionLexer(source)
        let first: ExpressionToken
        switch lexer.next() {
        case .success(let token): first = token
        case .failure(let error): return .failure(error)
        }
        var parser = ExpressionParser(lexer: lexer, current: first)
        do throws(ExpressionError) {
            let parsed = try parser.parseBinary(minimumPrecedence: 1, nesting: 0)
            guard parser.current.kind == .end else {
                throw ExpressionError(
                    .unexpectedToken, "expected an operator, found \(parser.current.described)",
                    at: parser.current.offset)
            }
            return .success(parsed.node)
        } catch {
            return .failure(error)
        }
    }

    private mutating func advance() throws(ExpressionError) {
        switch lexer.next() {
        case .success(let token): current = token
        case .failure(let error): throw error
        }
    }

    private func unexpected(expected: String) -> ExpressionError {
        if current.kind == .end {
            return ExpressionError(.unexpectedEnd, "expected \(expected), found end of input", at: current.offset)
        }
        return ExpressionError(.unexpectedToken, "expected \(expected), found \(current.described)", at: current.offset)
    }

    private func tooDeep(at offset: Int) -> ExpressionError {
        ExpressionError(.tooDeep, "expression nested deeper than \(Self.maximumDepth) levels", at: offset)
    }

    /// Checks a new node's depth against the bound.
    private func checked(_ node: ExpressionNode, depth: Int, at offset: Int) throws(ExpressionError) -> Parsed {
        guard depth <= Self.maximumDepth else { throw tooDeep(at: offset) }
        return Parsed(node: node, depth: depth)
    }

    private mutating func parseBinary(minimumPrecedence: Int, nesting: Int) throws(ExpressionError) -> Parsed {
        var lhs = try parseUnary(nesting: nesting)
        while let op = current.binaryOperator, op.precedence >= minimumPrecedence {
            let offset = current.offset
            try advance()
            // Recursion here is bounded by the number of precedence levels, not by the input.
            let rhs = try parseBinary(minimumPrecedence: op.precedence + 1, nesting: nesting)
            lhs = try checked(.binary(op, lhs.node, rhs.node), depth: max(lhs.depth, rhs.depth) + 1, at: offset)
        }
        return lhs
    }

    private mutating func parseUnary(nesting: Int) throws(ExpressionError) -> Parsed {
        let op: UnaryOperator
        switch current.kind {
        case .bang: op = .not
        case .minus: op = .negate
        default: return try parsePostfix(nesting: nesting)
        }
        let offset = current.offset
        guard nesting < Self.maximumDepth else { throw tooDeep(at: offset) }
        try advance()
        let operand = try parseUnary(nesting: nesting + 1)
        return try checked(.unary(op, operand.node), depth: operand.depth + 1, at: offset)
    }

    private mutating func parsePostfix(nesting: Int) throws(ExpressionError) -> Parsed {
        var base = try parsePrimary(nesting: nesting)
        while current.kind == .dot {
            let offset = current.offset
            try advance()
            let name: String
            switch current.kind {
            case .identifier(let word): name = word
            case .true, .false, .null, .in: name = current.text
            default: throw unexpected(expected: "a member name after '.'")
            }
            try advance()
            base = try checked(.member(base.node, name), depth: base.depth + 1, at: offset)
        }
        return base
    }

    private mutating func parsePrimary(nesting: Int) throws(ExpressionError) -> Parsed {
        let token = current
        switch token.kind {
        case .number(let number):
            try advance()
            return Parsed(node: .literal(.number(number)), depth: 1)
        case .string(let string):
            try advance()
            return Parsed(node: .literal(.string(string)), depth: 1)
        case .true, .false, .null:
            try advance()
            let value: JSONValue = token.kind == .null ? .null : .bool(token.kind == .true)
            return Parsed(node: .literal(value), depth: 1)
        case .identifier(let name):
            try advance()
            return Parsed(node: name == "event" ? .event : .field(name), depth: 1)
        case .leftParen:
            guard nesting < Self.maximumDepth else { throw tooDeep(at: token.offset) }
            try advance()
            let inner = try parseBinary(minimumPrecedence: 1, nesting: nesting + 1)
            guard current.kind == .rightParen else { throw unexpected(expected: "')'") }
            try advance()
            return inner
        case .leftBracket:
            guard nesting < Self.maximumDepth else { throw tooDeep(at: token.offset) }
            try advance()
            var elements: [ExpressionNode] = []
            var depth = 1
            if current.kind != .rightBracket {
                while true {
                    let element = try parseBinary(minimumPrecedence: 1, nesting: nesting + 1)
                    elements.append(element.node)
                    depth = max(depth, element.depth + 1)
                    if current.kind == .comma {
                        try advance()
                        continue
                    }
                    guard current.kind == .rightBracket else { throw unexpected(expected: "',' or ']'") }
                    break
                }
            }
            try advance()
            return try checked(.array(elements), depth: depth, at: token.offset)
        default:
            throw unexpected(expected: "an operand")
        }
    }
}
