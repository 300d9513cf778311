import SpecModel
import Testing

@testable import StateMachine

/// The comparisons of member paths with constants (what output inputs are generated at) and how a shift of one
/// constant relates to the original (what `mutate` infers equivalent).
@Suite struct ExpressionPathComparisonTests {
    static func parse(_ source: String) throws -> Expression { try Expression.parse(source).get() }

    static func shift(_ a: String, _ b: String) throws -> ConstantShift? {
        try parse(a).constantShift(to: try parse(b))
    }

    @Test("a path compared with an integer, on either side and plus or minus an offset, in source order")
    func pathComparisons() throws {
        let e = try Self.parse("card.given.expiresIn < 21600 && 5 > a.b || item.n + 1 >= 10 && event.count == 2")
        #expect(
            e.pathComparisons == [
                PathComparison(path: ["card", "given", "expiresIn"], constant: 21600),
                PathComparison(path: ["a", "b"], constant: 5), PathComparison(path: ["item", "n"], constant: 9),
                PathComparison(path: ["event", "count"], constant: 2),
            ])
        // Negative control: a path compared with a path, or with a string, compares with no integer.
        #expect(try Self.parse("a.b < c.d && a.b == 'x'").pathComparisons == [])
    }

    @Test("a path said to equal a string or a boolean, or not to")
    func pathLiterals() throws {
        let e = try Self.parse("card.given.status == 'pending' && !(o.done != true) && o.n == 3")
        #expect(
            e.pathLiterals == [
                PathLiteral(path: ["card", "given", "status"], value: "pending"),
                PathLiteral(path: ["o", "done"], value: true),
            ])
    }

    @Test("a bound shifted outward is looser, inward tighter, whichever side the constant is on")
    func looserAndTighter() throws {
        #expect(try Self.shift("x.a < 10", "x.a < 11") == .looser)
        #expect(try Self.shift("x.a < 10", "x.a < 9") == .tighter)
        #expect(try Self.shift("x.a >= 21600", "x.a >= 21599") == .looser)
        #expect(try Self.shift("x.a > 0", "x.a > 1") == .tighter)
        #expect(try Self.shift("10 > x.a", "11 > x.a") == .looser)
        #expect(try Self.shift("x.a > 0", "x.a > (-1)") == .looser)
        #expect(try Self.shift("x.a + 1 <= 10", "x.a + 2 <= 10") == .tighter)
        #expect(try Self.shift("k == 'p' && x.a < 10 && y.b", "k == 'p' && x.a < 11 && y.b") == .looser)
    }

    @Test("no relation is claimed for an equality, a comparison under || or !, or two changes")
    func noRelation() throws {
        #expect(try Self.shift("x.a == 10", "x.a == 11") == nil)
        #expect(try Self.shift("x.a != 10", "x.a != 9") == nil)
        #expect(try Self.shift("x.a < 10 || y.b", "x.a < 11 || y.b") == nil)
        #expect(try Self.shift("!(x.a < 10)", "!(x.a < 11)") == nil)
        #expect(try Self.shift("(index < 5) == y.b", "(index < 6) == y.b") == nil)
        #expect(try Self.shift("x.a < 10 && y.b > 1", "x.a < 11 && y.b > 2") == nil)
        #expect(try Self.shift("x.a < 10", "x.a < 10") == nil)
    }
}
