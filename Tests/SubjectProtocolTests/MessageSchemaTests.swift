import EventSchema
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

/// `docs/subject-protocol/requests.schema.json` and `replies.schema.json`, compiled with the engine's own JSON Schema
/// compiler, hold every example of docs/SUBJECT-PROTOCOL.md and every request the client sends.
@Suite struct MessageSchemaTests {
    static func schema(_ name: String) throws -> (node: JSONNode, compiled: CompiledSchema) {
        let path = PackagePaths.root + "/docs/subject-protocol/\(name).schema.json"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let parsed = JSONParser().parse([UInt8](bytes), file: path)
        let node = try #require(parsed.root, "\(parsed.diagnostics)")
        let (compiled, problems) = CompiledSchema.compile(node, file: path)
        #expect(problems == [])
        return (node, try #require(compiled))
    }

    static let requestTypes = ["hello", "reset", "apply", "decide", "call", "probe", "drive", "output", "rule"]
    static let replyTypes = [
        "hello", "ok", "observation", "decision", "outcome", "probed", "driven", "value", "verdict", "error",
    ]

    /// The messages of the document's ```json blocks: each line starting with `{"seq"`, with the lines that follow it
    /// until it is one JSON value.
    static func documentedMessages() throws -> [JSONValue] {
        let doc = try String(contentsOfFile: PackagePaths.root + "/docs/SUBJECT-PROTOCOL.md", encoding: .utf8)
        var messages: [JSONValue] = []
        for block in doc.components(separatedBy: "```json\n").dropFirst() {
            let lines = block.components(separatedBy: "```")[0].split(separator: "\n").map(String.init)
            var index = 0
            while index < lines.count {
                guard lines[index].hasPrefix("{\"seq\"") else {
                    index += 1
                    continue
                }
                var text = lines[index]
                index += 1
                while JSONParser().parse(text).root == nil, index < lines.count, !lines[index].hasPrefix("{\"seq\"") {
                    text += "\n" + lines[index]
                    index += 1
                }
                messages.append(try #require(JSONParser().parse(text).root, "example does not parse: \(text)").value)
            }
        }
        return messages
    }

    /// Whether a documented message is a reply: by its type, and for `hello` by what it carries.
    static func isReply(_ message: JSONValue) -> Bool {
        let type = message["type"]?.stringValue ?? ""
        return type == "hello" ? message["serves"] != nil : !requestTypes.contains(type)
    }

    @Test("both schemas compile, with one $defs entry per message type and a oneOf over exactly those")
    func shape() throws {
        for (name, types) in [("requests", Self.requestTypes), ("replies", Self.replyTypes)] {
            let (node, _) = try Self.schema(name)
            #expect(node["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
            let refs = node["oneOf"]?.items?.compactMap { $0["$ref"]?.string } ?? []
            #expect(refs == types.map { "#/$defs/\($0)" }, "\(name)")
            for type in types {
                #expect(node["$defs"]?[type]?["properties"]?["type"]?["const"]?.string == type, "\(name) \(type)")
            }
        }
        let requests = Set(Self.requestTypes)
        let sent: [SubjectRequest] = [
            .hello(product: "p", subject: "s", specDirectory: "/", tool: "t"), .reset(context: [:]),
            .apply(.init(machine: "m", event: "e")),
            .decide(table: "t", inputs: [:]), .call(contract: "c", input: [:]), .probe(limit: "l", value: 1),
            .drive(property: "p", value: 1),
            .output(output: "o", input: [:]), .rule(rule: "r", parameters: [:]),
        ]
        #expect(Set(sent.map(\.type)) == requests)
        #expect(Set(sent.flatMap(\.replyTypes) + ["error"]) == Set(Self.replyTypes))
    }

    @Test("every example message of docs/SUBJECT-PROTOCOL.md follows its schema, and every example reply decodes")
    func documentedExamples() throws {
        let requests = try Self.schema("requests").compiled
        let replies = try Self.schema("replies").compiled
        let messages = try Self.documentedMessages()
        let replyMessages = messages.filter(Self.isReply)
        #expect(messages.count - replyMessages.count >= 9, "request examples")
        #expect(replyMessages.count >= 9, "reply examples")
        for message in messages {
            let text = JSONWriter(indent: 0).string(message)
            if Self.isReply(message) {
                #expect(replies.validate(message) == [], "\(text)")
                let type = message["type"]!.stringValue!
                let request = Self.request(answeredBy: type)
                let seq = message["seq"]!.intValue!
                #expect(throws: Never.self, "\(text)") {
                    try ReplyLine.decode(Array(text.utf8), answering: request, seq: seq)
                }
            } else {
                #expect(requests.validate(message) == [], "\(text)")
            }
        }
        #expect(
            Set(messages.compactMap { $0["type"]?.stringValue }) == Set(Self.requestTypes + Self.replyTypes),
            "every message type has an example")
    }

    /// A request a reply of `type` answers (`error` answers anything).
    static func request(answeredBy type: String) -> SubjectRequest {
        switch type {
        case "hello": .hello(product: "p", subject: "s", specDirectory: "/", tool: "t")
        case "ok", "observation": .reset(context: [:])
        case "decision": .decide(table: "t", inputs: [:])
        case "outcome": .call(contract: "c", input: [:])
        case "probed": .probe(limit: "l", value: 1)
        case "driven": .drive(property: "p", value: 1)
        case "value": .output(output: "o", input: [:])
        default: .rule(rule: "r", parameters: [:])
        }
    }

    @Test("every request the client sends in a run follows the requests schema, and every request type is sent")
    func sentRequests() throws {
        let requests = try Self.schema("requests").compiled
        let folder = try SubjectFixture.temporaryFolder()
        let toyLog = folder + "/toy.log"
        let kitLog = folder + "/kit.log"
        _ = try SubjectRun.toy(["--log", toyLog])
        _ = try SubjectRun.start(
            SubjectFixture.file(
                product: "kit",
                [SubjectFixture.entry(id: "kit-python", script: SubjectFixture.kit, options: ["--log", kitLog])]),
            bundle: try KitFixture.bundle())
        var types: Set<String> = []
        var count = 0
        for log in [toyLog, kitLog] {
            let text = try String(contentsOfFile: log, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let value = try #require(JSONParser().parse(String(line)).root, "\(line)").value
                #expect(requests.validate(value) == [], "\(line)")
                types.insert(value["type"]?.stringValue ?? "")
                count += 1
            }
        }
        #expect(count > 100)
        #expect(types == Set(Self.requestTypes))
    }

    @Test("the schemas refuse what the client refuses: an unknown key, a missing field, a wrong type")
    func refusals() throws {
        let replies = try Self.schema("replies").compiled
        let bad: [String] = [
            #"{"seq": 1, "type": "observation", "states": {"m": "A"}, "evnets": []}"#,
            #"{"seq": 1, "type": "observation"}"#,
            #"{"seq": 1, "type": "outcome", "accepted": "yes", "stateBefore": {}, "stateAfter": {}}"#,
            #"{"seq": 1, "type": "probed", "outcome": "cannot"}"#,
            #"{"seq": 1, "type": "driven", "events": [], "cannot": "both"}"#,
            #"{"seq": 0, "type": "ok"}"#,
        ]
        for text in bad {
            let value = try #require(JSONParser().parse(text).root).value
            #expect(!replies.validate(value).isEmpty, "\(text)")
            let type = value["type"]!.stringValue!
            #expect(throws: MalformedReply.self, "\(text)") {
                try ReplyLine.decode(Array(text.utf8), answering: Self.request(answeredBy: type), seq: 1)
            }
        }
    }
}
