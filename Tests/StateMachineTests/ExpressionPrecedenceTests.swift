import SpecModel
import Testing

@testable import StateMachine

@Suite struct ExpressionPrecedenceTests {
    @Test("multiplicative binds tighter than additive")
    func multiplicativeOverAdditive() throws {
        #expect(try ExprHarness.value("1 + 2 * 3") == 7)
        #expect(try ExprHarness.value("(1 + 2) * 3") == 9)
        #expect(try ExprHarness.value("10 - 6 / 2") == 7)
        #expect(try ExprHarness.value("10 - 7 % 4") == 7)
    }

    @Test("infix operators are left-associative")
    func leftAssociative() throws {
        #expect(try ExprHarness.value("10 - 3 - 2") == 5)
        #expect(try ExprHarness.value("16 / 4 / 2") == 2)
        #expect(try ExprHarness.value("'a' + 'b' + 'c'") == "abc")
        #expect(try ExprHarness.value("1 == 1 == true") == true)
    }

    @Test("additive binds tighter than comparison and in")
    func additiveOverComparison() throws {
        #expect(try ExprHarness.value("1 + 1 < 3") == true)
        #expect(try ExprHarness.value("1 + 2 in [3]") == true)
        #expect(try ExprHarness.value("'ab' + 'c' in 'xabcx'") == true)
    }

    @Test("comparison binds tighter than equality")
    func comparisonOverEquality() throws {
        #expect(try ExprHarness.value("1 < 2 == 3 < 4") == true)
        #expect(try ExprHarness.value("2 in [2] == true") == true)
        // (true == 1) < 2 would be a type error; 1 < 2 binds first.
        #expect(try ExprHarness.value("true == 1 < 2") == true)
    }

    @Test("equality binds tighter than and, and tighter than or")
    func equalityAndOr() throws {
        #expect(try ExprHarness.value("1 == 1 && 2 == 2") == true)
        #expect(try ExprHarness.value("true || false && false") == true)
        #expect(try ExprHarness.value("(true || false) && false") == false)
        #expect(try ExprHarness.value("false && true || true") == true)
    }

    @Test("prefix operators bind tighter than infix, member access tighter than prefix")
    func prefixAndPostfix() throws {
        #expect(try ExprHarness.value("!true || true") == true)
        #expect(try ExprHarness.value("!(true || true)") == false)
        #expect(try ExprHarness.value("-2 * 3") == -6)
        #expect(try ExprHarness.value("-profile.age") == -9)
        #expect(try ExprHarness.value("!!entitled") == true)
        #expect(try ExprHarness.value("- -3") == 3)
        #expect(try ExprHarness.value("2 - -3") == 5)
    }

    @Test("member access applies to parenthesised expressions")
    func memberOfParenthesised() throws {
        #expect(try ExprHarness.value("(profile).parent.email") == "p@example.com")
        #expect(try ExprHarness.errorCode("[1].x") == "expr.type-error")
    }

    @Test("whitespace is insignificant")
    func whitespace() throws {
        #expect(try ExprHarness.value("  1+2*3\t==\n7 ") == true)
    }
}
