import SpecConformTestSupport
import SpecModel
import SubjectProtocol
import Testing

/// Nothing a request line holds stops the server: every malformed request is an error reply, and the next request
/// is served (docs/SUBJECT-PROTOCOL.md §2).
@Suite struct MalformedRequestTests {
    /// Request line → the error reply's message; a seq that cannot be read is answered with seq 0.
    static let cases: [(line: String, seq: Int, message: String)] = [
        ("not json", 0, "the request is not valid JSON: "),
        ("", 0, "the request is not valid JSON: "),
        ("[1,2]", 0, "the request is an array, not a JSON object"),
        ("\"hello\"", 0, "the request is a string, not a JSON object"),
        (#"{"seq":1,"type":"hello"} {}"#, 0, "the request is not valid JSON: "),
        (#"{"seq":1,"type":"hello",}"#, 0, "the request is not valid JSON: "),
        (#"{"seq":1,"seq":2,"type":"hello"}"#, 0, "the request is not valid JSON: "),
        (#"{"type":"hello"}"#, 0, #"the request has no "seq" (an integer)"#),
        (#"{"seq":"7","type":"hello"}"#, 0, #"the request's "seq" is a string, not an integer"#),
        (#"{"seq":7.5,"type":"hello"}"#, 0, #"the request's "seq" is a number, not an integer"#),
        (#"{"seq":7.0,"type":"hello"}"#, 0, #"the request's "seq" is a number, not an integer"#),
        (#"{"seq":null,"type":"hello"}"#, 0, #"the request's "seq" is null, not an integer"#),
        (
            #"{"seq":123456789012345678901234567890,"type":"hello"}"#, 0,
            #"the request's "seq" 123456789012345678901234567890 is out of range"#
        ),
        (#"{"seq":7}"#, 7, #"the request has no "type" (a string)"#),
        (#"{"seq":7,"type":3}"#, 7, #"the request's "type" is an integer, not a string"#),
        (
            #"{"seq":7,"type":"helo"}"#, 7,
            #"unknown request type "helo" (one of hello, reset, apply, decide, call, probe, drive, output, rule); did you mean "hello"?"#
        ),
        (#"{"seq":7,"type":"apply","event":"unlock"}"#, 7, #"apply request without "machine" (a string)"#),
        (
            #"{"seq":7,"type":"apply","machine":1,"event":"unlock"}"#, 7,
            #"apply request: "machine" is an integer, not a string"#
        ),
        (#"{"seq":7,"type":"probe","limit":"LIM-PIN-LENGTH"}"#, 7, #"probe request without "value" (a number)"#),
        (#"{"seq":7,"type":"hello","product":false}"#, 7, #"hello request: "product" is a boolean, not a string"#),
    ]

    @Test("malformed requests are answered with error replies, and the server goes on")
    func malformedRequests() {
        var server = SubjectServer.toyAfterHello()
        for (line, seq, message) in Self.cases {
            let reply = parsed(server.exchange(line))
            #expect(reply["type"] == "error", "\(line)")
            #expect(reply["seq"] == .int(seq), "\(line)")
            let text = reply["message"]?.stringValue ?? ""
            #expect(message.hasSuffix(": ") ? text.hasPrefix(message) : text == message, "\(line): \(text)")
            #expect(
                parsed(server.exchange(#"{"seq":9,"type":"rule","rule":"RULE-PASS","parameters":{}}"#))["pass"] == true)
        }
    }

    @Test("garbage bytes, invalid UTF-8 and control characters are error replies")
    func garbageBytes() {
        var server = SubjectServer.toyAfterHello()
        var generator = SplitMix64(seed: 16)
        var lines: [[UInt8]] = [
            [0xFF, 0xFE, 0x00, 0x7B], [0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D],
            Array(#"{"seq":1,"type":"he\#u{0}llo"}"#.utf8),
            [0xEF, 0xBB, 0xBF] + Array(#"{"seq":1,"type":"hello"}"#.utf8),
        ]
        for _ in 0..<500 {
            lines.append(
                (0..<Int(generator.next() % 64)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }.filter {
                    $0 != 0x0A
                })
        }
        for line in lines {
            let reply = server.reply(to: line)
            #expect(!reply.contains(0x0A))
            let value = JSONParser().parse(reply).root?.value
            #expect(value?["type"] == "error" || value?["type"] == "hello", "\(line)")
        }
    }

    @Test("nesting deeper than the parser's limit is an error reply, not a stack overflow")
    func hugeNesting() {
        var server = SubjectServer.toyAfterHello()
        for depth in [600, 100_000] {
            let line =
                #"{"seq":5,"type":"output","output":"OUT-LOG","input":"# + String(repeating: "[", count: depth)
                + String(repeating: "]", count: depth) + "}"
            let reply = parsed(server.exchange(line))
            #expect(reply["type"] == "error")
            #expect(reply["message"]?.stringValue?.hasPrefix("the request is not valid JSON: ") == true)
        }
        let shallow =
            #"{"seq":5,"type":"output","output":"OUT-LOG","input":{"entries":"# + String(repeating: "[", count: 400)
            + String(repeating: "]", count: 400) + "}}"
        #expect(parsed(server.exchange(shallow))["type"] == "value")
    }
}
