import EventSchema
import SpecModel
import Testing

let eventsFile = #"""
    {"kind": "events", "version": 1, "product": "demo", "events": [
      {"name": "artwork_opened", "schema": {"type": "object", "required": ["artwork_id"],
        "properties": {"artwork_id": {"type": "string"}, "user_id": {"type": "string"}}, "additionalProperties": false,
        "x-child-mode": "allowed", "x-child-mode-strip": ["user_id"], "x-forbidden-content": ["signed-url"]}},
      {"name": "purchase_completed", "schema": {"type": "object", "x-child-mode": "suppressed"}},
      {"name": "broken", "schema": {"type": "object", "if": {}}}
    ]}
    """#

func catalog() throws -> EventCatalog {
    let root = try node(eventsFile)
    let events = try #require(root["events"]?.items)
    return EventCatalog(events.enumerated().compactMap { i, event in
        guard let name = event["name"]?.string, let schema = event["schema"] else { return nil }
        return EventCatalog.Entry(name: name, schema: schema, file: "events.json", pointer: "/events/\(i)/schema")
    })
}

@Test("the catalogue compiles every schema and reports load problems with file-level pointers")
func catalogueDiagnostics() throws {
    let c = try catalog()
    #expect(c.eventNames == ["artwork_opened", "broken", "purchase_completed"])
    #expect(c.diagnostics.map(\.code) == ["schema.unsupported-keyword"])
    #expect(c.diagnostics.first?.jsonPointer == "/events/2/schema/if")
    #expect(c.diagnostics.first?.location?.line == 6)
}

@Test("the catalogue validates schema and policies together")
func catalogueValidates() throws {
    let c = try catalog()
    #expect(c.validate(eventName: "artwork_opened", payload: ["artwork_id": "a1"], mode: .child).isValid)
    let bad = c.validate(eventName: "artwork_opened", payload: ["user_id": "https://x.org/a?sig=1"], mode: .child)
    #expect(bad.errors.map(\.code) == ["schema.required"])
    #expect(bad.violations.map(\.code) == ["policy.child-mode-identifier", "policy.forbidden-content"])
    #expect(c.validate(eventName: "purchase_completed", payload: [:], mode: .child).violations.map(\.code) == ["policy.child-mode-suppressed"])
    #expect(c.validate(eventName: "purchase_completed", payload: [:], mode: .normal).isValid)
}

@Test("an event the catalogue does not declare is event.unknown")
func unknownEvent() throws {
    let c = try catalog()
    let result = c.validate(eventName: "artwork_closed", payload: [:])
    #expect(result.errors.map(\.code) == ["event.unknown"])
    #expect(!result.isValid)
    #expect(c.validate(eventName: "broken", payload: [:]).errors.isEmpty, "a schema that failed to load reports through its diagnostics")
}

@Test("an event declared twice is event.duplicate")
func duplicateEvent() throws {
    let schema = try node(#"{"type": "object"}"#)
    let c = EventCatalog([.init(name: "a", schema: schema), .init(name: "a", schema: schema)])
    #expect(c.diagnostics.map(\.code) == ["event.duplicate"])
}
