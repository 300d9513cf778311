import EventSchema
import SpecModel
import Testing

func check(_ policy: EventPolicy, _ payload: String, mode: EventMode = .normal) throws -> [PolicyViolation] {
    policy.check(event: "artwork_opened", payload: try value(payload), mode: mode)
}

@Test("x-child-mode suppressed: emitting the event in child mode is a violation, in normal mode it is not")
func childModeSuppressed() throws {
    let suppressed = EventPolicy(childMode: .suppressed)
    #expect(try check(suppressed, "{}", mode: .child).map(\.code) == ["policy.child-mode-suppressed"])
    #expect(try check(suppressed, "{}", mode: .normal).isEmpty)
    #expect(try check(EventPolicy(childMode: .allowed), "{}", mode: .child).isEmpty)
}

@Test("x-child-mode-strip: a listed property present in child mode is a violation, at any depth")
func childModeStrip() throws {
    let policy = EventPolicy(childModeStrip: ["anonymous_user_id"])
    let violations = try check(policy, #"{"anonymous_user_id": "u1", "ctx": {"anonymous_user_id": "u2"}}"#, mode: .child)
    #expect(violations.map(\.code) == ["policy.child-mode-identifier", "policy.child-mode-identifier"])
    #expect(violations.map(\.instancePointer) == ["/anonymous_user_id", "/ctx/anonymous_user_id"])
    #expect(try check(policy, #"{"anonymous_user_id": "u1"}"#, mode: .normal).isEmpty)
    #expect(try check(policy, #"{"artwork_id": "a"}"#, mode: .child).isEmpty)
}

struct ContentCase: Sendable, CustomTestStringConvertible {
    var contentClass: ContentClass
    var violating: String
    var pointer: String
    var respecting: String
    var testDescription: String { contentClass.rawValue }
}

let longBase64 = String(repeating: "QUJDRA==", count: 30)
let longText = String(repeating: "word ", count: 30)

let contentCases: [ContentCase] = [
    .init(contentClass: .receipt, violating: #"{"meta": {"transaction_receipt": "x"}}"#, pointer: "/meta/transaction_receipt", respecting: #"{"purchase_count": 1, "id": "abc"}"#),
    .init(contentClass: .receipt, violating: "{\"blob\": \"\(longBase64)\"}", pointer: "/blob", respecting: "{\"blob\": \"\(longBase64.prefix(200))\"}"),
    .init(contentClass: .signedURL, violating: #"{"urls": ["https://cdn.example.org/a.png", "https://cdn.example.org/a.png?X-Amz-Signature=abc&Expires=1"]}"#, pointer: "/urls/1", respecting: #"{"url": "https://cdn.example.org/a.png", "q": "what?"}"#),
    .init(contentClass: .freeText, violating: #"{"note": "line one\nline two"}"#, pointer: "/note", respecting: #"{"note": "short label"}"#),
    .init(contentClass: .freeText, violating: "{\"note\": \"\(longText)\"}", pointer: "/note", respecting: "{\"note\": \"\(longText.prefix(120))\"}"),
    .init(contentClass: .childIdentifier, violating: #"{"profile": {"childName": "Ada"}}"#, pointer: "/profile/childName", respecting: #"{"child_mode": true, "children_count": 2}"#),
    .init(contentClass: .childIdentifier, violating: #"{"child_birth_date": "2020-01-01"}"#, pointer: "/child_birth_date", respecting: #"{"birth_year_bucket": "2020s"}"#),
    .init(contentClass: .culturalNote, violating: #"{"Cultural-Context": "x"}"#, pointer: "/Cultural-Context", respecting: #"{"culture_code": "it"}"#),
    .init(contentClass: .email, violating: #"{"comment": "write to ada.l@example.org."}"#, pointer: "/comment", respecting: #"{"handle": "@ada", "host": "a@b"}"#),
]

@Test("x-forbidden-content: each content class is detected where it occurs and not where it does not", arguments: contentCases)
func forbiddenContent(_ c: ContentCase) throws {
    let policy = EventPolicy(forbiddenContent: [c.contentClass])
    let violations = try check(policy, c.violating)
    #expect(violations.map(\.code) == ["policy.forbidden-content"])
    #expect(violations.map(\.instancePointer) == [c.pointer])
    #expect(violations.first?.contentClass == c.contentClass)
    #expect(try check(policy, c.respecting).isEmpty, "\(c.respecting)")
    #expect(try check(EventPolicy(), c.violating).isEmpty, "nothing is forbidden unless listed")
}

@Test("forbidden content applies in both modes and reports every class found, in a stable order")
func forbiddenContentAllClasses() throws {
    let policy = EventPolicy(childMode: .suppressed, childModeStrip: ["user_id"], forbiddenContent: ContentClass.allCases)
    let payload = #"{"user_id": "u", "child_id": "c", "b": "mail me: x@example.com\nthanks", "a": "https://x.org/?token=1"}"#
    let first = try check(policy, payload, mode: .child)
    #expect(first.map(\.code) == [
        "policy.child-mode-suppressed", "policy.child-mode-identifier",
        "policy.forbidden-content", "policy.forbidden-content", "policy.forbidden-content", "policy.forbidden-content",
    ])
    #expect(first.compactMap(\.contentClass) == [.signedURL, .freeText, .email, .childIdentifier])
    #expect(first.map(\.instancePointer) == ["", "/user_id", "/a", "/b", "/b", "/child_id"])
    #expect(try check(policy, payload, mode: .child) == first)
    #expect(try check(policy, payload, mode: .normal).count == 4)
}
