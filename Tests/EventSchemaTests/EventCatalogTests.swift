import EventSchema
import SpecModel
import Testing

let eventsFile = #"""
    {"kind": "events", "version": 1, "product": "demo", "events": [
      {"name": "artwork_opened", "schema": {"type": "object", "required": ["artwork_id"],
        "properties": {"artwork_id": {"type": "string"}, "user_id": {"type": "string"}}, "additionalProperties": false}},
      {"name": "purchase_completed", "schema": {"type": "object"}},
      {"name": "broken", "schema": {"type": "object", "dependencies": {}}}
    ]}
    """#

/// The policies of `eventsFile`'s events, as the spec decoder reads them from each event's `policy`.
let policies: [String: EventPolicy] = [
    "artwork_opened": EventPolicy(
        forbiddenContent: [.builtIn(.signedURL)], when: ["guest": ConditionRule(allowed: true, absent: ["user_id"])]),
    "purchase_completed": EventPolicy(when: ["guest": ConditionRule(allowed: false)]),
]

func catalog() throws -> EventCatalog {
    let root = try node(eventsFile)
    let events = try #require(root["events"]?.items)
    return EventCatalog(
        events.enumerated().compactMap { i, event in
            guard let name = event["name"]?.string, let schema = event["schema"] else { return nil }
            return EventCatalog.Entry(
                name: name, schema: schema, file: "events.json", pointer: "/events/\(i)/schema",
                policy: policies[name] ?? EventPolicy())
        }, conditions: ["guest", "eu-region"])
}

@Test("the catalogue compiles every schema and reports load problems with file-level pointers")
func catalogueDiagnostics() throws {
    let c = try catalog()
    #expect(c.eventNames == ["artwork_opened", "broken", "purchase_completed"])
    #expect(c.diagnostics.map(\.code) == ["schema.unsupported-keyword"])
    #expect(c.diagnostics.first?.jsonPointer == "/events/2/schema/dependencies")
    #expect(c.diagnostics.first?.location?.line == 5)
}

@Test("the catalogue validates schema and policies together")
func catalogueValidates() throws {
    let c = try catalog()
    #expect(c.validate(eventName: "artwork_opened", payload: ["artwork_id": "a1"], conditions: ["guest"]).isValid)
    let bad = c.validate(
        eventName: "artwork_opened", payload: ["user_id": "https://x.org/a?sig=1"], conditions: ["guest"])
    #expect(bad.errors.map(\.code) == ["schema.required"])
    #expect(bad.violations.map(\.code) == ["policy.absent-property", "policy.forbidden-content"])
}

@Test(
    "an event disallowed under a declared condition other than child mode (guest) fails only while the subject reports it"
)
func disallowedUnderGuestFailsOnlyWhenReported() throws {
    let c = try catalog()
    #expect(
        c.validate(eventName: "purchase_completed", payload: [:], conditions: ["guest"]).violations.map(\.code) == [
            "policy.not-allowed"
        ])
    #expect(c.validate(eventName: "purchase_completed", payload: [:]).isValid)
    #expect(c.validate(eventName: "purchase_completed", payload: [:], conditions: ["eu-region"]).isValid)
    #expect(!c.allows("purchase_completed", under: ["guest", "eu-region"]))
    #expect(c.allows("purchase_completed", under: ["eu-region"]))
    #expect(c.allows("artwork_opened", under: ["guest"]))
}

@Test("a condition the subject reports but the spec does not declare is event.unknown-condition, with did you mean")
func undeclaredActiveCondition() throws {
    let result = try catalog().validate(eventName: "purchase_completed", payload: [:], conditions: ["guests"])
    #expect(result.errors.map(\.code) == ["event.unknown-condition"])
    #expect(
        result.errors.first?.message
            == "unknown condition \"guests\"; the spec declares eu-region, guest; did you mean \"guest\"?")
}

@Test("an event the catalogue does not declare is event.unknown")
func unknownEvent() throws {
    let c = try catalog()
    let result = c.validate(eventName: "artwork_closed", payload: [:])
    #expect(result.errors.map(\.code) == ["event.unknown"])
    #expect(!result.isValid)
    #expect(
        c.validate(eventName: "broken", payload: [:]).errors.isEmpty,
        "a schema that failed to load reports through its diagnostics")
}

@Test("an event declared twice is event.duplicate")
func duplicateEvent() throws {
    let schema = try node(#"{"type": "object"}"#)
    let c = EventCatalog([.init(name: "a", schema: schema), .init(name: "a", schema: schema)])
    #expect(c.diagnostics.map(\.code) == ["event.duplicate"])
}

@Test("a required property a condition's absent list strips is not required while the condition holds, and only then")
func strippedPropertyNotRequired() throws {
    let root = try node(
        #"""
        {"type": "object", "required": ["artwork_id", "user_id"],
         "properties": {"artwork_id": {"type": "string"}, "user_id": {"type": "string"}}}
        """#)
    let catalog = EventCatalog(
        [
            EventCatalog.Entry(
                name: "artwork_opened", schema: root, file: "events.json", pointer: "/events/0/schema",
                policy: EventPolicy(when: ["guest": ConditionRule(absent: ["user_id"])]))
        ],
        conditions: ["guest"])
    let withoutUser: JSONValue = .object(["artwork_id": .string("a")])
    #expect(catalog.validate(eventName: "artwork_opened", payload: withoutUser, conditions: ["guest"]).errors.isEmpty)
    #expect(
        catalog.validate(eventName: "artwork_opened", payload: withoutUser).errors.map(\.code) == ["schema.required"])
    let neither: JSONValue = .object([:])
    #expect(
        catalog.validate(eventName: "artwork_opened", payload: neither, conditions: ["guest"]).errors.map(\.message)
            == [
                "missing required property \"artwork_id\""
            ])
    let withUser: JSONValue = .object(["artwork_id": .string("a"), "user_id": .string("u")])
    #expect(
        catalog.validate(eventName: "artwork_opened", payload: withUser, conditions: ["guest"]).violations.map(\.code)
            == ["policy.absent-property"])
}
