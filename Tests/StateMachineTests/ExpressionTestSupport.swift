import SpecModel
import Testing

@testable import StateMachine

/// Helpers for the expression tests: every evaluation runs through both the reference evaluator and the
/// compiled form, and the two must agree.
enum ExprHarness {
    /// Context used by most evaluation tests.
    static let context: [String: JSONValue] = [
        "retriesLeft": 2,
        "zero": 0,
        "half": 0.5,
        "name": "ochre",
        "entitled": true,
        "anonymous": false,
        "nothing": nil,
        "themes": ["earth", "water"],
        "profile": ["themes": ["sky"], "age": 9, "parent": ["email": "p@example.com"], "none": nil],
        "maxInt": .int(Int.max),
        "minInt": .int(Int.min),
        "huge": .number(JSONNumber(text: "1e400", isInteger: false)),
        "bigInteger": .number(JSONNumber(text: "99999999999999999999", isInteger: true)),
    ]

    static let event: JSONValue = ["reason": "checksum", "attempt": 3, "tags": ["a", "b"]]

    static func parse(_ source: String) throws -> Expression {
        try Expression.parse(source).get()
    }

    /// Evaluates with both evaluators; records an issue when they disagree.
    static func evaluate(
        _ source: String, context: [String: JSONValue] = context, event: JSONValue = event,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Result<JSONValue, EvaluationError> {
        let expression = try Expression.parse(source).get()
        let reference = expression.evaluate(context: context, event: event)
        let names = context.keys.sorted()
        let slots = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let compiled = CompiledExpression(expression, slots: slots).evaluate(names.map { context[$0]! }, event: event)
        #expect(agree(reference, compiled), "compiled disagrees for \(source)", sourceLocation: sourceLocation)
        return reference
    }

    /// The value of `source`, or nil (with an issue) when evaluation fails.
    static func value(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> JSONValue?
    {
        switch try evaluate(source, sourceLocation: sourceLocation) {
        case .success(let value): return value
        case .failure(let error):
            Issue.record("\(source) failed: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The error code of `source`, or nil (with an issue) when evaluation succeeds.
    static func errorCode(
        _ source: String, context: [String: JSONValue] = context, event: JSONValue = event,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> String? {
        switch try evaluate(source, context: context, event: event, sourceLocation: sourceLocation) {
        case .success(let value):
            Issue.record("\(source) evaluated to \(value), expected an error", sourceLocation: sourceLocation)
            return nil
        case .failure(let error): return error.code
        }
    }

    /// The parse error of `source`, or nil (with an issue) when it parses.
    static func parseError(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> ExpressionError?
    {
        switch Expression.parse(source) {
        case .success:
            Issue.record("\(source) parsed, expected an error", sourceLocation: sourceLocation)
            return nil
        case .failure(let error): return error
        }
    }

    static func agree(_ lhs: Result<JSONValue, EvaluationError>, _ rhs: Result<JSONValue, EvaluationError>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let l), .success(let r)): strictlyEqual(l, r)
        case (.failure(let l), .failure(let r)): l == r
        default: false
        }
    }

    /// Equal values of equal JSON types all the way down (so an integer never equals a decimal here).
    static func strictlyEqual(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        guard lhs.typeName == rhs.typeName else { return false }
        switch (lhs, rhs) {
        case (.array(let l), .array(let r)):
            return l.count == r.count && zip(l, r).allSatisfy { strictlyEqual($0, $1) }
        case (.object(let l), .object(let r)):
            return l.count == r.count && l.allSatisfy { key, value in r[key].map { strictlyEqual(value, $0) } ?? false }
        default:
            return lhs == rhs
        }
    }
}
