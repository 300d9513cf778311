/// FEEL unary tests (DMN 1.3 §10.3.1.2, the subset a finite input domain can hold) read into a ``DecisionCell``.
///
/// `-` (any value); a comma-separated list of tests, any of which matches; `not(<list>)`; a test is a literal
/// (`"owner"`, `5`, `true`), a comparison (`< 5`, `<= 5`, `> 5`, `>= 5`, integers only) or an interval
/// (`[1..10]`, `(1..10)`, `]1..10[`, `[1..10)`, integers only; `(`/`]` at the start and `)`/`[` at the end exclude
/// the bound). Anything else (date and time literals, names, arithmetic, function calls other than `not`) is
/// refused with the column where it starts: the native model has no value it could compare.
package struct FEELUnaryTests {
    /// A test that could not be read: what, and the zero-based offset in the text where.
    package struct Failure: Error, Equatable {
        package var message: String
        package var offset: Int
    }

    let input: DecisionInput
    private let chars: [Character]
    private var at = 0

    /// Reads `text` as unary tests over `input`'s domain.
    package static func parse(_ text: String, input: DecisionInput) -> Result<DecisionCell, Failure> {
        var parser = FEELUnaryTests(input: input, chars: Array(text))
        do {
            let cell = try parser.tests()
            return .success(.feel(text, cell))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", offset: 0))
        }
    }

    private init(input: DecisionInput, chars: [Character]) {
        self.input = input
        self.chars = chars
    }

    private mutating func tests() throws -> DecisionCell {
        skipSpace()
        if peek == "-" && chars[(at + 1)...].allSatisfy(\.isWhitespace) { return .any }
        if word("not") {
            skipSpace()
            try expect("(")
            let inner = try list()
            try expect(")")
            skipSpace()
            guard at == chars.count else { throw fail("unexpected text after not(...)") }
            return .not(inner)
        }
        let cell = try list()
        guard at == chars.count else { throw fail("unexpected \"\(String(chars[at...]))\"") }
        return cell
    }

    private mutating func list() throws -> DecisionCell {
        var parts = [try test()]
        skipSpace()
        while peek == "," {
            at += 1
            parts.append(try test())
            skipSpace()
        }
        var values: [JSONValue] = []
        for part in parts {
            guard case .values(let v) = part else { return parts.count == 1 ? parts[0] : .union(parts) }
            values += v
        }
        return .values(values)
    }

    private mutating func test() throws -> DecisionCell {
        skipSpace()
        let start = at
        for op in ["<=", ">=", "<", ">"] where matches(op) {
            at += op.count
            let bound = try integer(after: op)
            switch op {
            case "<": return .range(min: nil, max: bound - 1)
            case "<=": return .range(min: nil, max: bound)
            case ">": return .range(min: bound + 1, max: nil)
            default: return .range(min: bound, max: nil)
            }
        }
        if let open = peek, "[(]".contains(open) {
            at += 1
            let lo = try integer(after: "an interval's start")
            skipSpace()
            guard matches("..") else { throw fail("expected \"..\" in an interval") }
            at += 2
            let hi = try integer(after: "\"..\"")
            skipSpace()
            guard let close = peek, "])[".contains(close) else { throw fail("expected \"]\", \")\" or \"[\"") }
            at += 1
            let (a, b) = (open == "[" ? lo : lo + 1, close == "]" ? hi : hi - 1)
            guard a <= b else { throw Failure(message: "interval matches no value", offset: start) }
            return .range(min: a, max: b)
        }
        let value = try literal()
        guard input.code(of: value) != nil else {
            let shown = JSONWriter(indent: 0).string(value)
            let hint = value.stringValue.map { Suggestion.hint(for: $0, among: input.values) } ?? ""
            throw Failure(message: "value \(shown) is outside input \"\(input.name)\"\(hint)", offset: start)
        }
        return .values([value])
    }

    private mutating func integer(after what: String) throws -> Int {
        skipSpace()
        let start = at
        guard input.type == .integer else {
            throw Failure(
                message:
                    "comparisons and intervals apply only to an integer input; \"\(input.name)\" is \(input.type.rawValue)",
                offset: start)
        }
        guard case .number(let n) = try literal(), let value = n.intValue else {
            throw Failure(message: "expected an integer after \(what)", offset: start)
        }
        return value
    }

    private mutating func literal() throws -> JSONValue {
        skipSpace()
        let start = at
        if peek == "\"" {
            at += 1
            var text = ""
            while let c = peek, c != "\"" {
                text.append(c)
                at += 1
            }
            try expect("\"")
            return .string(text)
        }
        if word("true") { return .bool(true) }
        if word("false") { return .bool(false) }
        var digits = ""
        if peek == "-" {
            digits.append("-")
            at += 1
        }
        while let c = peek, c.isNumber || c == "." && at + 1 < chars.count && chars[at + 1] != "." {
            digits.append(c)
            at += 1
        }
        if let n = Int(digits) { return .int(n) }
        if Double(digits) != nil {
            throw Failure(
                message: "\(digits) is not an integer (inputs are finite: enum, boolean, integer)", offset: start)
        }
        at = start
        var name = ""
        while let c = peek, c.isLetter || c == "_" {
            name.append(c)
            at += 1
        }
        if ["date", "time", "date and time", "duration"].contains(name) {
            throw Failure(
                message: "\(name) literals are not supported: inputs are enum, boolean or integer", offset: start)
        }
        throw Failure(
            message: name.isEmpty
                ? "expected a value (a \"string\", an integer, true or false)"
                : "\"\(name)\" is not a literal: names, expressions and function calls are not unary tests the model can hold",
            offset: start)
    }

    private var peek: Character? { at < chars.count ? chars[at] : nil }

    private func matches(_ s: String) -> Bool { chars[at...].starts(with: s) }

    private mutating func word(_ w: String) -> Bool {
        guard matches(w) else { return false }
        let end = at + w.count
        if end < chars.count, chars[end].isLetter || chars[end].isNumber { return false }
        at = end
        return true
    }

    private mutating func expect(_ c: Character) throws {
        skipSpace()
        guard peek == c else { throw fail("expected \"\(c)\"") }
        at += 1
    }

    private mutating func skipSpace() {
        while let c = peek, c.isWhitespace { at += 1 }
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, offset: at) }
}
