import EventSchema
import SpecModel
import Testing

func check(_ policy: EventPolicy, _ payload: String, conditions: Set<String> = []) throws -> [PolicyViolation] {
    policy.check(event: "artwork_opened", payload: try value(payload), conditions: conditions)
}

@Test(
    "when.<condition>.allowed false: emitting the event while that condition holds is a violation, otherwise it is not")
func notAllowedUnderCondition() throws {
    let disallowed = EventPolicy(when: ["guest": ConditionRule(allowed: false)])
    let violations = try check(disallowed, "{}", conditions: ["guest"])
    #expect(violations.map(\.code) == ["policy.not-allowed"])
    #expect(violations.map(\.condition) == ["guest"])
    #expect(try check(disallowed, "{}").isEmpty)
    #expect(
        try check(disallowed, "{}", conditions: ["eu-region"]).isEmpty, "another condition's activity does not matter")
    #expect(try check(EventPolicy(when: ["guest": ConditionRule(allowed: true)]), "{}", conditions: ["guest"]).isEmpty)
    #expect(
        try check(EventPolicy(when: ["guest": ConditionRule()]), "{}", conditions: ["guest"]).isEmpty,
        "unstated is allowed")
}

@Test("when.<condition>.absent: a listed property present while the condition holds is a violation, at any depth")
func absentUnderCondition() throws {
    let policy = EventPolicy(when: ["child-mode": ConditionRule(absent: ["anonymous_user_id"])])
    let violations = try check(
        policy, #"{"anonymous_user_id": "u1", "ctx": {"anonymous_user_id": "u2"}}"#, conditions: ["child-mode"])
    #expect(violations.map(\.code) == ["policy.absent-property", "policy.absent-property"])
    #expect(violations.map(\.instancePointer) == ["/anonymous_user_id", "/ctx/anonymous_user_id"])
    #expect(try check(policy, #"{"anonymous_user_id": "u1"}"#).isEmpty)
    #expect(try check(policy, #"{"artwork_id": "a"}"#, conditions: ["child-mode"]).isEmpty)
}

@Test("several active conditions: each one's rules apply, reported by condition name")
func severalConditions() throws {
    let policy = EventPolicy(when: [
        "guest": ConditionRule(allowed: false), "eu-region": ConditionRule(absent: ["ip"]),
        "child-mode": ConditionRule(allowed: false),
    ])
    let violations = try check(policy, #"{"ip": "10.0.0.1"}"#, conditions: ["guest", "eu-region", "child-mode"])
    #expect(violations.map(\.code) == ["policy.not-allowed", "policy.not-allowed", "policy.absent-property"])
    #expect(violations.map(\.condition) == ["child-mode", "guest", "eu-region"])
    #expect(!policy.allows(under: ["eu-region", "guest"]))
    #expect(policy.allows(under: ["eu-region"]))
}

/// A product's own content classes, declared as its events file would (`contentClasses`).
let childIdentifier = ContentClass.declared(
    DeclaredContentClass(
        name: "child-identifier",
        keys: ["child", "baby"].flatMap { word in
            ["id", "uuid", "userid", "name", "firstname", "lastname", "birth", "dob"].map { word + $0 }
        }))
let culturalNote = ContentClass.declared(
    DeclaredContentClass(name: "cultural-note", keys: ["culturalnote", "culturalcontext"]))

struct ContentCase: Sendable, CustomTestStringConvertible {
    var contentClass: ContentClass
    var violating: String
    var pointer: String
    var respecting: String
    var testDescription: String { contentClass.name }
}

let longBase64 = String(repeating: "QUJDRA==", count: 30)
let longText = String(repeating: "word ", count: 30)

let contentCases: [ContentCase] = [
    .init(
        contentClass: .builtIn(.receipt), violating: #"{"meta": {"transaction_receipt": "x"}}"#,
        pointer: "/meta/transaction_receipt", respecting: #"{"purchase_count": 1, "id": "abc"}"#),
    .init(
        contentClass: .builtIn(.receipt), violating: "{\"blob\": \"\(longBase64)\"}", pointer: "/blob",
        respecting: "{\"blob\": \"\(longBase64.prefix(200))\"}"),
    .init(
        contentClass: .builtIn(.signedURL),
        violating:
            #"{"urls": ["https://cdn.example.org/a.png", "https://cdn.example.org/a.png?X-Amz-Signature=abc&Expires=1"]}"#,
        pointer: "/urls/1", respecting: #"{"url": "https://cdn.example.org/a.png", "q": "what?"}"#),
    .init(
        contentClass: .builtIn(.freeText), violating: #"{"note": "line one\nline two"}"#, pointer: "/note",
        respecting: #"{"note": "short label"}"#),
    .init(
        contentClass: .builtIn(.freeText), violating: "{\"note\": \"\(longText)\"}", pointer: "/note",
        respecting: "{\"note\": \"\(longText.prefix(120))\"}"),
    .init(
        contentClass: childIdentifier, violating: #"{"profile": {"childName": "Ada"}}"#, pointer: "/profile/childName",
        respecting: #"{"child_mode": true, "children_count": 2}"#),
    .init(
        contentClass: childIdentifier, violating: #"{"child_birth_date": "2020-01-01"}"#, pointer: "/child_birth_date",
        respecting: #"{"birth_year_bucket": "2020s"}"#),
    .init(
        contentClass: culturalNote, violating: #"{"Cultural-Context": "x"}"#, pointer: "/Cultural-Context",
        respecting: #"{"culture_code": "it"}"#),
    .init(
        contentClass: .builtIn(.email), violating: #"{"comment": "write to ada.l@example.org."}"#, pointer: "/comment",
        respecting: #"{"handle": "@ada", "host": "a@b"}"#),
]

@Test(
    "forbiddenContent: each content class is detected where it occurs and not where it does not",
    arguments: contentCases)
func forbiddenContent(_ c: ContentCase) throws {
    let policy = EventPolicy(forbiddenContent: [c.contentClass])
    let violations = try check(policy, c.violating)
    #expect(violations.map(\.code) == ["policy.forbidden-content"])
    #expect(violations.map(\.instancePointer) == [c.pointer])
    #expect(violations.first?.contentClass == c.contentClass)
    #expect(try check(policy, c.respecting).isEmpty, "\(c.respecting)")
    #expect(try check(EventPolicy(), c.violating).isEmpty, "nothing is forbidden unless listed")
}

@Test("a declared class matches a key containing one of its keys after normalising, and names the key it matched")
func declaredContentClass() throws {
    let policy = EventPolicy(forbiddenContent: [childIdentifier])
    let violations = try check(policy, #"{"Baby-DOB": "2020-01-01", "childhood_memory": "x"}"#)
    #expect(violations.map(\.instancePointer) == ["/Baby-DOB"])
    #expect(
        violations.first?.message.contains("key \"Baby-DOB\" names child-identifier (it contains \"babydob\")") == true)
}

@Test("forbidden content applies whatever the conditions and reports every class found, in a stable order")
func forbiddenContentAllClasses() throws {
    let policy = EventPolicy(
        forbiddenContent: BuiltInContent.allCases.map(ContentClass.builtIn) + [childIdentifier, culturalNote],
        when: ["child-mode": ConditionRule(allowed: false, absent: ["user_id"])])
    let payload =
        #"{"user_id": "u", "child_id": "c", "b": "mail me: x@example.com\nthanks", "a": "https://x.org/?token=1"}"#
    let first = try check(policy, payload, conditions: ["child-mode"])
    #expect(
        first.map(\.code) == [
            "policy.not-allowed", "policy.absent-property",
            "policy.forbidden-content", "policy.forbidden-content", "policy.forbidden-content",
            "policy.forbidden-content",
        ])
    #expect(
        first.compactMap(\.contentClass) == [
            .builtIn(.signedURL), .builtIn(.freeText), .builtIn(.email), childIdentifier,
        ])
    #expect(first.map(\.instancePointer) == ["", "/user_id", "/a", "/b", "/b", "/child_id"])
    #expect(try check(policy, payload, conditions: ["child-mode"]) == first)
    #expect(try check(policy, payload).count == 4)
}
