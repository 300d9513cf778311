import SpecModel
import Testing

@testable import StateMachine

@Suite struct ExpressionLogicTests {
    @Test("and and or follow their truth tables")
    func truthTables() throws {
        for l in [true, false] {
            for r in [true, false] {
                #expect(try ExprHarness.value("\(l) && \(r)") == .bool(l && r))
                #expect(try ExprHarness.value("\(l) || \(r)") == .bool(l || r))
            }
        }
    }

    @Test("and and or short-circuit: the right operand is not evaluated")
    func shortCircuit() throws {
        #expect(try ExprHarness.value("false && (1 / 0 == 1)") == false)
        #expect(try ExprHarness.value("true || (1 / 0 == 1)") == true)
        #expect(try ExprHarness.value("anonymous && missingField") == false)
        #expect(try ExprHarness.value("entitled || event.nope.deeper") == true)
        // Not short-circuited: the error surfaces.
        #expect(try ExprHarness.errorCode("true && (1 / 0 == 1)") == "expr.division-by-zero")
        #expect(try ExprHarness.errorCode("false || (1 / 0 == 1)") == "expr.division-by-zero")
    }

    @Test("and and or need boolean operands")
    func logicalTypeErrors() throws {
        for source in [
            "1 && true", "true && 1", "false || 'x'", "nothing || true", "themes && true", "false || true && 0",
        ] {
            #expect(try ExprHarness.errorCode(source) == "expr.type-error", "\(source)")
        }
    }

    @Test("not negates booleans and rejects anything else")
    func not() throws {
        #expect(try ExprHarness.value("!entitled") == false)
        #expect(try ExprHarness.value("!anonymous") == true)
        #expect(try ExprHarness.value("!(retriesLeft > 5)") == true)
        for source in ["!1", "!nothing", "!'true'", "![]", "!profile"] {
            #expect(try ExprHarness.errorCode(source) == "expr.type-error", "\(source)")
        }
    }

    @Test("in finds an element of an array by deep equality")
    func inArray() throws {
        #expect(try ExprHarness.value("2 in [1, 2, 3]") == true)
        #expect(try ExprHarness.value("4 in [1, 2, 3]") == false)
        #expect(try ExprHarness.value("2.0 in [1, 2]") == true)
        #expect(try ExprHarness.value("'water' in themes") == true)
        #expect(try ExprHarness.value("'fire' in themes") == false)
        #expect(try ExprHarness.value("[1] in [[1], 2]") == true)
        #expect(try ExprHarness.value("null in [null]") == true)
        #expect(try ExprHarness.value("1 in []") == false)
    }

    @Test("in finds a substring of a string")
    func inString() throws {
        #expect(try ExprHarness.value("'chre' in name") == true)
        #expect(try ExprHarness.value("'ochre' in name") == true)
        #expect(try ExprHarness.value("'ochres' in name") == false)
        #expect(try ExprHarness.value("'' in name") == true)
        #expect(try ExprHarness.value("'x' in ''") == false)
        #expect(try ExprHarness.value("'\\u00e9' in 'caf\\u00e9s'") == true)
    }

    @Test("in finds a key of an object")
    func inObject() throws {
        #expect(try ExprHarness.value("'age' in profile") == true)
        #expect(try ExprHarness.value("'none' in profile") == true)
        #expect(try ExprHarness.value("'email' in profile") == false)
        #expect(try ExprHarness.value("'reason' in event") == true)
        #expect(try ExprHarness.value("'code' in event") == false)
    }

    @Test("in with other operand types is a type error")
    func inTypeErrors() throws {
        for source in ["1 in 'abc'", "1 in profile", "1 in 2", "'a' in nothing", "'a' in true", "themes in name"] {
            #expect(try ExprHarness.errorCode(source) == "expr.type-error", "\(source)")
        }
    }
}
