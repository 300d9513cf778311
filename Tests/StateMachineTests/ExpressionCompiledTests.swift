import SpecConformTestSupport
import SpecModel
import Testing

@testable import StateMachine

@Suite struct ExpressionCompiledTests {
    static let slots = ["retriesLeft": 0, "name": 1, "profile": 2]
    static let values: [JSONValue] = [2, "ochre", ["age": 9]]

    static func compile(_ source: String, slots: [String: Int] = slots) throws -> CompiledExpression {
        CompiledExpression(try ExprHarness.parse(source), slots: slots)
    }

    @Test("compiled guards evaluate to booleans over slots")
    func guards() throws {
        let positive = try Self.compile("retriesLeft > 0")
        #expect(positive.evaluateBool(Self.values, event: nil) == .success(true))
        #expect(positive.evaluateBool([0, "ochre", [:]], event: nil) == .success(false))
        #expect(
            try Self.compile("profile.age >= 9 && name == 'ochre'").evaluateBool(Self.values, event: nil)
                == .success(true))
    }

    @Test("compiled assignments compute new values")
    func assignments() throws {
        #expect(try Self.compile("retriesLeft - 1").evaluate(Self.values, event: nil) == .success(1))
        #expect(try Self.compile("name + '!'").evaluate(Self.values, event: nil) == .success("ochre!"))
        #expect(try Self.compile("event.n * 2").evaluate(Self.values, event: ["n": 21]) == .success(42))
    }

    @Test("evaluateBool rejects a non-boolean result with a type error")
    func nonBooleanGuard() throws {
        let result = try Self.compile("retriesLeft").evaluateBool(Self.values, event: nil)
        #expect(
            result
                == .failure(
                    EvaluationError(code: "expr.type-error", message: "expected a boolean result, found integer")))
        #expect(try Self.compile("name").evaluateBool(Self.values, event: nil).map { $0 } != .success(true))
    }

    @Test("names missing from the slot layout evaluate to unknown-field")
    func unknownSlotName() throws {
        let result = try Self.compile("retries > 0").evaluateBool(Self.values, event: nil)
        #expect(result == .failure(EvaluationError(code: "expr.unknown-field", message: "unknown field 'retries'")))
    }

    @Test("slot indices outside the slot array evaluate to unknown-field, not a trap")
    func slotOutOfRange() throws {
        for source in ["retriesLeft", "retriesLeft > 0", "retriesLeft == 1", "retriesLeft + 1", "-retriesLeft"] {
            let compiled = try Self.compile(source, slots: ["retriesLeft": 7])
            #expect(
                compiled.evaluate([1], event: nil).map { _ in true }
                    == .failure(
                        EvaluationError(code: "expr.unknown-field", message: "unknown field in slot 7")), "\(source)")
        }
    }

    @Test("specialised slot-versus-integer forms handle non-integer slots like the reference")
    func specialisedForms() throws {
        for value: JSONValue in [2, 2.5, "2", nil, true, [2], .int(Int.max), .int(Int.min)] {
            for source in ["v > 1", "v <= 2", "v == 2", "v != 2", "v + 1", "v - 1", "v * 3", "v / 2", "v % 2", "v / 0"]
            {
                _ = try ExprHarness.evaluate(source, context: ["v": value])
            }
        }
    }

    @Test("constant subexpressions are folded but errors still surface at evaluation")
    func folding() throws {
        #expect(try Self.compile("1 + 2 * 3").evaluate([], event: nil) == .success(7))
        #expect(
            try Self.compile("1 / 0").evaluate([], event: nil).map { _ in true }
                == .failure(EvaluationError(code: "expr.division-by-zero", message: "division by zero")))
        #expect(
            try Self.compile("retriesLeft > 0 || 1 / 0 == 1").evaluateBool(Self.values, event: nil) == .success(true))
    }

    @Test("compiled and reference evaluation agree on generated expressions")
    func randomAgreement() throws {
        var generator = ExpressionGenerator(seed: 20_240_601)
        var failures = 0
        var successes = 0
        for _ in 0..<600 {
            let source = generator.expression(depth: 4)
            let expression = try #require(try? Expression.parse(source).get(), "generated \(source)")
            let context = generator.context
            let names = context.keys.sorted()
            let slots = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
            let reference = expression.evaluate(context: context, event: generator.event)
            let compiled = CompiledExpression(expression, slots: slots)
                .evaluate(names.map { context[$0]! }, event: generator.event)
            #expect(ExprHarness.agree(reference, compiled), "\(source): \(reference) vs \(compiled)")
            if case .success = reference { successes += 1 } else { failures += 1 }
        }
        // The generator must exercise both outcomes to prove anything.
        #expect(successes > 100)
        #expect(failures > 100)
    }
}

/// Generates random well-formed expressions over a fixed context, reproducibly.
struct ExpressionGenerator {
    var rng: SplitMix64
    let context: [String: JSONValue] = [
        "i": 7, "j": -3, "z": 0, "d": 2.5, "s": "abc", "t": "b", "yes": true, "no": false, "n": nil,
        "arr": [1, "b", 2.5, [1]], "obj": ["k": 1, "s": "x", "o": ["k": 2]], "max": .int(Int.max), "min": .int(Int.min),
    ]
    let event: JSONValue = ["k": 3, "s": "abc", "flag": true]

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }

    mutating func leaf() -> String {
        pick([
            "i", "j", "z", "d", "s", "t", "yes", "no", "n", "arr", "obj", "max", "min", "obj.k", "obj.o.k", "obj.nope",
            "event", "event.k", "event.s", "event.flag", "missing", "0", "1", "2", "-1", "3", "2.5", "0.0", "'b'",
            "'abc'", "\"\"", "true", "false", "null", "[1, 2]", "['b', 1]", "[]", "9223372036854775807",
        ])
    }

    mutating func expression(depth: Int) -> String {
        if depth == 0 || rng.next() % 4 == 0 { return leaf() }
        switch rng.next() % 10 {
        case 0: return "!" + expression(depth: depth - 1)
        case 1: return "-" + expression(depth: depth - 1)
        case 2: return "(" + expression(depth: depth - 1) + ")"
        case 3: return "[" + expression(depth: depth - 1) + ", " + expression(depth: depth - 1) + "]"
        default:
            let op = pick(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||", "in"])
            return expression(depth: depth - 1) + " " + op + " " + expression(depth: depth - 1)
        }
    }
}
