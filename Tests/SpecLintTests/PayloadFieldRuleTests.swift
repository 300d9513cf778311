import SpecLint
import SpecModel
import Testing

@Suite("lint.payload-unknown-field")
struct PayloadFieldRuleTests {
    static let events = """
        {"kind": "events", "version": 1, "product": "demo", "events": [
         {"name": "door_opened", "schema": {"type": "object", "properties": {"by": {"type": "string"}, "tries": {"type": "integer"}}}}]}
        """

    static func files(_ closed: String) -> [String: String] {
        let machine = """
            {"kind": "machine", "version": 1, "product": "demo", "id": "door",
            "initial": "Closed",
            "context": {"locked": false, "tries": 0},
            "events": {"open": {"data": {"who": "string"}}},
            "states": {
            \(closed),
            \(MachineFixture.open)}}
            """
        return ["machines/door.json": machine, "events.json": events]
    }

    static func closed(_ payload: String) -> String {
        #""Closed": {"on": {"open": [{"target": "Open", "emits": [{"event": "door_opened", "payload": {\#(payload)}}]}]}}"#
    }

    @Test("lint.payload-unknown-field: a property the event's schema does not declare")
    func unknownProperty() throws {
        let found = LintFixture.findings("lint.payload-unknown-field", Self.files(Self.closed(#""bye": "event.who""#)))
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.severity == .error)
        #expect(d.jsonPointer == "/states/Closed/on/open/0/emits/0/payload/bye")
        #expect(
            d.message
                == #"payload "door_opened.bye" of transition 0 on "open" from "Closed" names property "bye", which the schema of event "door_opened" does not declare; did you mean "by"?"#
        )
    }

    @Test("lint.payload-unknown-field: event data the stimulus does not declare")
    func unknownEventField() throws {
        let found = LintFixture.findings("lint.payload-unknown-field", Self.files(Self.closed(#""by": "event.whom""#)))
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(
            d.message.contains(
                #"reads "event.whom", but machine "door" declares no such data for "open"; did you mean "who"?"#))
        // Located at "event.whom" inside the expression string, on the state's line.
        let line = try #require(
            Self.files(Self.closed(#""by": "event.whom""#))["machines/door.json"]?.split(separator: "\n")[5])
        let column = try #require(line.range(of: "event.whom")).lowerBound.utf16Offset(in: line) + 1
        #expect(d.position == "6:\(column)")
    }

    @Test("lint.payload-unknown-field: declared properties, declared data and context fields are fine")
    func declared() {
        let files = Self.files(Self.closed(#""by": "event.who", "tries": "tries + 1""#))
        #expect(LintFixture.lint(files).isEmpty, "\(LintFixture.lint(files))")
    }

    @Test("payload expressions get lint.invalid-expression and lint.unknown-context-field like guards")
    func expressionRules() {
        let bad = LintFixture.lint(Self.files(Self.closed(#""by": "event.who +", "tries": "tris""#))).map(\.code)
            .sorted()
        #expect(bad == ["lint.invalid-expression", "lint.unknown-context-field"])
    }
}
