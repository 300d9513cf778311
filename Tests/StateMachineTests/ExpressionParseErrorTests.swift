import SpecModel
import Testing

@testable import StateMachine

@Suite struct ExpressionParseErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var code: String
        var column: Int
        var testDescription: String { "`\(source)` → \(code) at column \(column)" }
    }

    static let cases: [Case] = [
        Case(source: "retriesLeft >", code: "expr.unexpected-end", column: 14),
        Case(source: "a ==== b", code: "expr.unexpected-token", column: 5),
        Case(source: "'abc", code: "expr.unterminated-string", column: 1),
        Case(source: "x == \"abc", code: "expr.unterminated-string", column: 6),
        Case(source: "'abc\\'", code: "expr.unterminated-string", column: 1),
        Case(source: "1..2", code: "expr.invalid-number", column: 1),
        Case(source: "(a", code: "expr.unexpected-end", column: 3),
        Case(source: "a b", code: "expr.unexpected-token", column: 3),
        Case(source: "&&", code: "expr.unexpected-token", column: 1),
        Case(source: "", code: "expr.unexpected-end", column: 1),
        Case(source: "   ", code: "expr.unexpected-end", column: 4),
        Case(source: "a = 1", code: "expr.unexpected-token", column: 3),
        Case(source: "a & b", code: "expr.unexpected-token", column: 3),
        Case(source: "a | b", code: "expr.unexpected-token", column: 3),
        Case(source: "[1, 2", code: "expr.unexpected-end", column: 6),
        Case(source: "[1,, 2]", code: "expr.unexpected-token", column: 4),
        Case(source: "[1, 2,]", code: "expr.unexpected-token", column: 7),
        Case(source: "a.", code: "expr.unexpected-end", column: 3),
        Case(source: "a.1", code: "expr.unexpected-token", column: 3),
        Case(source: "a.'b'", code: "expr.unexpected-token", column: 3),
        Case(source: "007", code: "expr.invalid-number", column: 1),
        Case(source: "x + 1.", code: "expr.invalid-number", column: 5),
        Case(source: "1e", code: "expr.invalid-number", column: 1),
        Case(source: "12abc", code: "expr.invalid-number", column: 1),
        Case(source: "99999999999999999999", code: "expr.invalid-number", column: 1),
        Case(source: "1e400", code: "expr.invalid-number", column: 1),
        Case(source: "'a\\qb'", code: "expr.unexpected-token", column: 3),
        Case(source: "'\\u12'", code: "expr.unexpected-token", column: 2),
        Case(source: "'\\ud800'", code: "expr.unexpected-token", column: 2),
        Case(source: "x # y", code: "expr.unexpected-token", column: 3),
        Case(source: "é == 1", code: "expr.unexpected-token", column: 1),
        Case(source: "'é' == x y", code: "expr.unexpected-token", column: 11),
        Case(source: "1 +", code: "expr.unexpected-end", column: 4),
        Case(source: ")", code: "expr.unexpected-token", column: 1),
        Case(source: "(1))", code: "expr.unexpected-token", column: 4),
        Case(source: "()", code: "expr.unexpected-token", column: 2),
        Case(source: "!", code: "expr.unexpected-end", column: 2),
        Case(source: "a b 'abc", code: "expr.unexpected-token", column: 3),
        Case(source: "a.b.", code: "expr.unexpected-end", column: 5),
        Case(source: "in", code: "expr.unexpected-token", column: 1),
        Case(source: "1 < < 2", code: "expr.unexpected-token", column: 5),
    ]

    @Test("malformed expressions are rejected at the offending token", arguments: cases)
    func located(_ testCase: Case) throws {
        let error = try #require(ExprHarness.parseError(testCase.source))
        #expect(error.code == testCase.code)
        #expect(error.column == testCase.column)
        #expect(error.offset == testCase.column - 1)
        #expect(!error.message.isEmpty)
        #expect(error.message == error.message.lowercased() || error.message.contains("'"))
        #expect(!error.message.hasSuffix("."))
    }

    @Test("parse error messages name what was expected and found")
    func messages() {
        #expect(ExprHarness.parseError("retriesLeft >")?.message == "expected an operand, found end of input")
        #expect(ExprHarness.parseError("a b")?.message == "expected an operator, found 'b'")
        #expect(ExprHarness.parseError("(a")?.message == "expected ')', found end of input")
        #expect(ExprHarness.parseError("'abc")?.message == "unterminated string")
        #expect(ExprHarness.parseError("x # y")?.message == "unexpected character '#'")
    }

    @Test("parse error codes are the documented closed set")
    func codes() {
        let documented: Set = [
            "expr.unexpected-token", "expr.unterminated-string", "expr.invalid-number", "expr.unexpected-end",
            "expr.too-deep",
        ]
        #expect(Set(ExpressionError.Code.allCases.map(\.rawValue)) == documented)
        #expect(Set(Self.cases.map(\.code)).isSubset(of: documented))
    }

    @Test("well-formed expressions parse")
    func accepted() throws {
        for source in [
            "retriesLeft > 0", "retriesLeft - 1", "event.reason == 'mismatch'", "'a' in ['a', \"b\"]", "[]", "[[]]",
            "!(a && b) || c", "x.y.z", "-1", "1.5e-3", "0", "0.25", "'it\\'s'", "\"say \\\"hi\\\"\"", "null",
            "a != b", "a<=b", "a>=b", "a%b", "'\\ud83d\\ude00'",
        ] {
            #expect(throws: Never.self, "\(source)") { try ExprHarness.parse(source) }
        }
    }

    @Test("string escapes decode to their characters")
    func escapes() throws {
        #expect(try ExprHarness.value("'it\\'s' == \"it's\"") == true)
        #expect(try ExprHarness.value("'a\\\\b'") == "a\\b")
        #expect(try ExprHarness.value("'\\n\\t\\r\\/\\\"'") == "\n\t\r/\"")
        #expect(try ExprHarness.value("'\\u00e9'") == "é")
        #expect(try ExprHarness.value("'\\ud83d\\ude00'") == "😀")
        #expect(try ExprHarness.value("'caf\u{e9} 😀'") == "café 😀")
    }
}
