import SpecModel
import Testing

@testable import StateMachine

@Suite struct ExpressionFieldTests {
    @Test("identifiers read context fields")
    func contextFields() throws {
        #expect(try ExprHarness.value("retriesLeft") == 2)
        #expect(try ExprHarness.value("themes") == ["earth", "water"])
        #expect(try ExprHarness.value("nothing") == JSONValue.null)
    }

    @Test("dotted paths read members of objects")
    func dottedPaths() throws {
        #expect(try ExprHarness.value("profile.themes") == ["sky"])
        #expect(try ExprHarness.value("profile.parent.email") == "p@example.com")
        #expect(try ExprHarness.value("profile.none") == JSONValue.null)
        #expect(try ExprHarness.value("'sky' in profile.themes") == true)
    }

    @Test("keywords may be used as member names")
    func keywordMembers() throws {
        let context: [String: JSONValue] = ["flags": ["in": 1, "true": 2, "null": 3]]
        #expect(try ExprHarness.evaluate("flags.in + flags.true + flags.null", context: context) == .success(6))
    }

    @Test("event and event fields read the event payload")
    func eventFields() throws {
        #expect(try ExprHarness.value("event.reason") == "checksum")
        #expect(try ExprHarness.value("event.attempt > 2") == true)
        #expect(try ExprHarness.value("event") == ExprHarness.event)
        #expect(try ExprHarness.value("'b' in event.tags") == true)
    }

    @Test("event is reserved: a context field named event is not read")
    func eventIsReserved() throws {
        let result = try ExprHarness.evaluate("event", context: ["event": 1], event: "payload")
        #expect(result == .success("payload"))
    }

    @Test("a missing context field is an unknown-field error")
    func unknownField() throws {
        let result = try ExprHarness.evaluate("retriesLef > 0")
        #expect(result == .failure(EvaluationError(code: "expr.unknown-field", message: "unknown field 'retriesLef'")))
        #expect(try ExprHarness.errorCode("missing.member") == "expr.unknown-field")
    }

    @Test("a missing member of an object is a missing-member error")
    func missingMember() throws {
        let result = try ExprHarness.evaluate("profile.email")
        #expect(result == .failure(EvaluationError(code: "expr.missing-member", message: "missing member 'email'")))
        #expect(try ExprHarness.errorCode("event.code") == "expr.missing-member")
        #expect(try ExprHarness.errorCode("profile.parent.phone") == "expr.missing-member")
    }

    @Test("a member of a non-object, including null, is a type error")
    func memberOfNonObject() throws {
        let result = try ExprHarness.evaluate("nothing.x")
        #expect(result == .failure(EvaluationError(code: "expr.type-error", message: "cannot read member 'x' of null")))
        for source in ["retriesLeft.x", "name.length", "themes.count", "profile.none.x", "entitled.x"] {
            #expect(try ExprHarness.errorCode(source) == "expr.type-error", "\(source)")
        }
        #expect(try ExprHarness.errorCode("event.reason", event: nil) == "expr.type-error")
    }

    @Test("contextFields lists the root context names referenced, never event")
    func contextFieldExtraction() throws {
        let expression = try ExprHarness.parse("a + b.c.d > event.e && 'x' in f || !(g == [h, 1]) && event.a")
        #expect(expression.contextFields == ["a", "b", "f", "g", "h"])
        #expect(try ExprHarness.parse("1 + 2 == 3").contextFields.isEmpty)
        #expect(try ExprHarness.parse("event.retriesLeft").contextFields.isEmpty)
        #expect(try ExprHarness.parse("retriesLeft > 0").contextFields == ["retriesLeft"])
    }

    @Test("usesEvent reports whether the event payload is read")
    func usesEvent() throws {
        #expect(try ExprHarness.parse("event.reason == 'x'").usesEvent)
        #expect(try ExprHarness.parse("[1, event]").usesEvent)
        #expect(try ExprHarness.parse("retriesLeft > 0").usesEvent == false)
        #expect(try ExprHarness.parse("'event' == eventName").usesEvent == false)
    }

    @Test("expressions are equal when their source is equal")
    func hashable() throws {
        let a = try ExprHarness.parse("a + 1")
        #expect(a == (try ExprHarness.parse("a + 1")))
        #expect(a != (try ExprHarness.parse("a+1")))
        #expect(Set([a, try ExprHarness.parse("a + 1")]).count == 1)
        #expect(a.source == "a + 1")
    }
}
