import SpecModel
import Testing

@testable import StateMachine

@Suite struct ExpressionComparisonTests {
    @Test("numbers compare numerically across integer and decimal")
    func numericOrdering() throws {
        #expect(try ExprHarness.value("retriesLeft > 0") == true)
        #expect(try ExprHarness.value("retriesLeft > 2") == false)
        #expect(try ExprHarness.value("retriesLeft >= 2") == true)
        #expect(try ExprHarness.value("retriesLeft < 2") == false)
        #expect(try ExprHarness.value("retriesLeft <= 2") == true)
        #expect(try ExprHarness.value("half < 1") == true)
        #expect(try ExprHarness.value("1 <= 1.0") == true)
        #expect(try ExprHarness.value("-1 < zero") == true)
        #expect(try ExprHarness.value("minInt < maxInt") == true)
    }

    @Test("strings compare lexicographically by unicode scalars")
    func stringOrdering() throws {
        #expect(try ExprHarness.value("'abc' < 'abd'") == true)
        #expect(try ExprHarness.value("'ab' < 'abc'") == true)
        #expect(try ExprHarness.value("'Z' < 'a'") == true)
        #expect(try ExprHarness.value("'z' < '\\u00e9'") == true)
        #expect(try ExprHarness.value("'b' <= 'a'") == false)
        #expect(try ExprHarness.value("'' >= ''") == true)
    }

    @Test("ordering across types is a type error")
    func orderingTypeErrors() throws {
        for source in [
            "1 < 'a'", "'a' > 1", "nothing < 1", "true < false", "[1] < [2]", "profile >= profile", "entitled <= 1",
        ] {
            #expect(try ExprHarness.errorCode(source) == "expr.type-error", "\(source)")
        }
    }

    @Test("equality is deep equality on any JSON")
    func deepEquality() throws {
        #expect(try ExprHarness.value("[1, [2, 'x']] == [1, [2, 'x']]") == true)
        #expect(try ExprHarness.value("[1, 2] == [2, 1]") == false)
        #expect(try ExprHarness.value("[1, 2] == [1, 2, 3]") == false)
        #expect(try ExprHarness.value("themes == ['earth', 'water']") == true)
        #expect(try ExprHarness.value("profile == profile") == true)
        #expect(try ExprHarness.value("profile.parent == event") == false)
        #expect(try ExprHarness.value("1 == 1.0") == true)
        #expect(try ExprHarness.value("[1] == [1.0]") == true)
        #expect(try ExprHarness.value("null == null") == true)
        #expect(try ExprHarness.value("nothing == null") == true)
        #expect(try ExprHarness.value("zero == 0.0") == true)
    }

    @Test("deep equality of objects ignores key order")
    func objectEquality() throws {
        let context: [String: JSONValue] = ["a": ["x": 1, "y": [true]], "b": ["y": [true], "x": 1.0], "c": ["x": 1]]
        #expect(try ExprHarness.evaluate("a == b", context: context) == .success(true))
        #expect(try ExprHarness.evaluate("a == c", context: context) == .success(false))
        #expect(try ExprHarness.evaluate("a != c", context: context) == .success(true))
    }

    @Test("values of different types are unequal, never an error")
    func crossTypeEquality() throws {
        #expect(try ExprHarness.value("1 == '1'") == false)
        #expect(try ExprHarness.value("null != false") == true)
        #expect(try ExprHarness.value("0 == false") == false)
        #expect(try ExprHarness.value("'' == null") == false)
        #expect(try ExprHarness.value("[] == profile") == false)
        #expect(try ExprHarness.value("retriesLeft != 'two'") == true)
    }

    @Test("string equality compares unicode scalars exactly")
    func stringEqualityByScalars() throws {
        // Precomposed é versus e + combining acute: canonically equivalent, but different scalars.
        #expect(try ExprHarness.value("'\\u00e9' == 'e\\u0301'") == false)
        #expect(try ExprHarness.value("'\\u00e9' == '\u{e9}'") == true)
    }
}
