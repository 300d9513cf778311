import SpecConformTestSupport
import SpecModel
import Testing

@testable import StateMachine

@Suite struct ExpressionNestingTests {
    static let limit = 256

    @Test("parentheses nested 100k deep are rejected as too deep without overflowing the stack")
    func deepParentheses() throws {
        let source = String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        let error = try #require(ExprHarness.parseError(source))
        #expect(error.code == "expr.too-deep")
        #expect(error.offset == Self.limit)
    }

    @Test("prefix operators, brackets and unclosed parentheses nested 100k deep are rejected")
    func deepPrefixAndBrackets() throws {
        for unit in ["!", "-", "[", "(", "!(", "- "] {
            let source = String(repeating: unit, count: 100_000) + "1"
            #expect(ExprHarness.parseError(source)?.code == "expr.too-deep", "\(unit)")
        }
    }

    @Test("long operator chains and member chains are bounded by tree depth")
    func longChains() throws {
        let sum = Array(repeating: "1", count: 10_000).joined(separator: " + ")
        #expect(ExprHarness.parseError(sum)?.code == "expr.too-deep")
        let members = "a" + String(repeating: ".b", count: 10_000)
        #expect(ExprHarness.parseError(members)?.code == "expr.too-deep")
        let conjunction = Array(repeating: "true", count: 10_000).joined(separator: " && ")
        #expect(ExprHarness.parseError(conjunction)?.code == "expr.too-deep")
    }

    @Test("nesting up to the limit is accepted and evaluates")
    func withinLimit() throws {
        let parens = String(repeating: "(", count: Self.limit) + "1" + String(repeating: ")", count: Self.limit)
        #expect(try ExprHarness.value(parens) == 1)
        let tooMany = "(" + parens + ")"
        #expect(ExprHarness.parseError(tooMany)?.code == "expr.too-deep")
        let sum = Array(repeating: "1", count: 200).joined(separator: " + ")
        #expect(try ExprHarness.value(sum) == 200)
        let nots = String(repeating: "!", count: 200) + "true"
        #expect(try ExprHarness.value(nots) == true)
    }

    @Test("wide but shallow expressions are not limited")
    func wideArrays() throws {
        let elements = (0..<20_000).map(String.init).joined(separator: ", ")
        let value = try ExprHarness.value("19999 in [\(elements)]")
        #expect(value == true)
    }

    @Test("random input never crashes the parser and errors point inside the source")
    func fuzzedInput() {
        var rng = SplitMix64(seed: 0x5EED)
        let alphabet = Array("ab1.0e'\"\\()[],!=<>&|+-*/% in true")
        for _ in 0..<3_000 {
            let length = Int(rng.next() % 24)
            let source = String((0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
            if case .failure(let error) = Expression.parse(source) {
                #expect(error.offset >= 0 && error.offset <= source.utf8.count, "\(source)")
                #expect(error.column == error.offset + 1)
            }
        }
    }
}
