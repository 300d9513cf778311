import SpecModel
import Testing

@testable import StateMachine

@Suite struct ExpressionArithmeticTests {
    @Test("integer arithmetic stays integer")
    func integerStaysInteger() throws {
        let sum = try ExprHarness.value("retriesLeft - 1")
        #expect(sum == 1)
        #expect(sum?.typeName == "integer")
        #expect(try ExprHarness.value("7 / 2")?.typeName == "integer")
        #expect(try ExprHarness.value("7 / 2") == 3)
        #expect(try ExprHarness.value("-7 / 2") == -3)
        #expect(try ExprHarness.value("7 % 3") == 1)
        #expect(try ExprHarness.value("-7 % 3") == -1)
        #expect(try ExprHarness.value("6 * 7") == 42)
    }

    @Test("mixed integer and decimal arithmetic is decimal")
    func mixedIsDouble() throws {
        let value = try ExprHarness.value("1 + half")
        #expect(value == 1.5)
        #expect(value?.typeName == "number")
        #expect(try ExprHarness.value("2 * 1.0")?.typeName == "number")
        #expect(try ExprHarness.value("7.0 / 2") == 3.5)
        #expect(try ExprHarness.value("7.5 % 2") == 1.5)
        #expect(try ExprHarness.value("1.5e2 == 150") == true)
        #expect(try ExprHarness.value("0.1 + 0.2 > 0.3") == true)
    }

    @Test("integer overflow is an error, not a trap")
    func integerOverflow() throws {
        #expect(try ExprHarness.errorCode("maxInt + 1") == "expr.overflow")
        #expect(try ExprHarness.errorCode("9223372036854775807 + 1") == "expr.overflow")
        #expect(try ExprHarness.errorCode("minInt - 1") == "expr.overflow")
        #expect(try ExprHarness.errorCode("maxInt * 2") == "expr.overflow")
        #expect(try ExprHarness.errorCode("-minInt") == "expr.overflow")
        #expect(try ExprHarness.errorCode("minInt / -1") == "expr.overflow")
        #expect(try ExprHarness.errorCode("minInt % -1") == "expr.overflow")
        #expect(try ExprHarness.value("maxInt - 1 + 1") == .int(Int.max))
        #expect(try ExprHarness.value("-9223372036854775807 - 1") == .int(Int.min))
    }

    @Test("non-finite decimal results are overflow errors")
    func doubleOverflow() throws {
        #expect(try ExprHarness.errorCode("1e308 * 10") == "expr.overflow")
        #expect(try ExprHarness.errorCode("huge + 1") == "expr.overflow")
        #expect(try ExprHarness.errorCode("-huge") == "expr.overflow")
        #expect(try ExprHarness.value("huge > 1") == true)
    }

    @Test("integers beyond Int are treated as decimals")
    func bigIntegers() throws {
        #expect(try ExprHarness.value("bigInteger > maxInt") == true)
        #expect(try ExprHarness.value("bigInteger + 1")?.typeName == "number")
    }

    @Test("division and remainder by zero are errors")
    func divisionByZero() throws {
        for source in ["1 / 0", "1 % 0", "1.0 / 0", "1 / 0.0", "1.5 % 0", "retriesLeft / zero", "retriesLeft % zero"] {
            #expect(try ExprHarness.errorCode(source) == "expr.division-by-zero", "\(source)")
        }
        #expect(try ExprHarness.value("0 / 1") == 0)
    }

    @Test("plus concatenates two strings and nothing else")
    func stringConcatenation() throws {
        #expect(try ExprHarness.value("name + '-' + \"soul\"") == "ochre-soul")
        #expect(try ExprHarness.value("'' + ''") == "")
        #expect(try ExprHarness.errorCode("name + 1") == "expr.type-error")
        #expect(try ExprHarness.errorCode("1 + name") == "expr.type-error")
        #expect(try ExprHarness.errorCode("name - 'o'") == "expr.type-error")
        #expect(try ExprHarness.errorCode("name * 2") == "expr.type-error")
    }

    @Test("arithmetic on non-numbers is a type error")
    func arithmeticTypeErrors() throws {
        for source in ["true + 1", "nothing + 1", "themes + 1", "profile * 2", "[1] + [2]", "1 - false", "null / 1"] {
            #expect(try ExprHarness.errorCode(source) == "expr.type-error", "\(source)")
        }
    }

    @Test("unary minus needs a number and keeps its type")
    func unaryMinus() throws {
        #expect(try ExprHarness.value("-retriesLeft") == -2)
        #expect(try ExprHarness.value("-half") == -0.5)
        #expect(try ExprHarness.value("-half")?.typeName == "number")
        #expect(try ExprHarness.errorCode("-name") == "expr.type-error")
        #expect(try ExprHarness.errorCode("-true") == "expr.type-error")
        #expect(try ExprHarness.errorCode("-nothing") == "expr.type-error")
    }

    @Test("type error messages name the operator and operand types")
    func typeErrorMessage() throws {
        let result = try ExprHarness.evaluate("name + 1")
        #expect(
            result
                == .failure(
                    EvaluationError(code: "expr.type-error", message: "operator '+' cannot apply to string and integer")
                ))
    }
}
