import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

/// The client's reading of reply lines: strict keys and types, with the reason a line is malformed.
@Suite struct ReplyDecodingTests {
    static let hello = SubjectRequest.hello(product: "p", subject: "s", specDirectory: "/", tool: "t")

    func reason(_ line: String, _ request: SubjectRequest = .apply(Stimulus(machine: "m", event: "e")), seq: Int = 3)
        -> String?
    {
        do {
            _ = try ReplyLine.decode(Array(line.utf8), answering: request, seq: seq)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test(
        "a hello lists what the subject serves; machine groups default to one, and a machine no group names is a group of its own"
    )
    func hello() throws {
        let line = """
            {"seq": 1, "type": "hello", "protocol": 1, "serves": {"machines": ["a", "b", "c"], "machineGroups": [["a", "b"]],
             "rules": [{"rule": "R-1", "title": "t", "covers": ["F-1"], "proves": ["recovery"]}], "observesReset": true}}
            """
        guard case .hello(let reply) = try ReplyLine.decode(Array(line.utf8), answering: Self.hello, seq: 1) else {
            Issue.record("not a hello")
            return
        }
        #expect(reply.machineGroups == [["a", "b"], ["c"]])
        #expect(
            reply.serves.rules == ["R-1"]
                && reply.rules == [HelloRule(rule: "R-1", title: "t", covers: ["F-1"], proves: [.recovery])])
        #expect(reply.observesReset)
        guard
            case .hello(let plain) = try ReplyLine.decode(
                Array(#"{"seq": 1, "type": "hello", "protocol": 1, "serves": {"machines": ["a", "b"]}}"#.utf8),
                answering: Self.hello, seq: 1)
        else { return }
        #expect(plain.machineGroups == [["a", "b"]] && !plain.observesReset)
    }

    @Test("an outcome names the constraints a refusal was for: a list, an empty one, or nothing said")
    func outcomeViolated() throws {
        let call = SubjectRequest.call(contract: "c", input: [:])
        func violated(_ tail: String) throws -> [String]? {
            let line = #"{"seq": 3, "type": "outcome", "accepted": false, "stateBefore": {}, "stateAfter": {}"# + tail
            guard case .outcome(let outcome) = try ReplyLine.decode(Array(line.utf8), answering: call, seq: 3) else {
                Issue.record("not an outcome")
                return nil
            }
            return outcome.violated
        }
        #expect(
            try violated(#", "violated": ["pin.minLength", "pin.required"]}"#) == ["pin.minLength", "pin.required"])
        #expect(try violated(#", "violated": []}"#) == [])
        #expect(try violated("}") == nil)
        #expect(
            reason(
                #"{"seq": 3, "type": "outcome", "accepted": false, "stateBefore": {}, "stateAfter": {}, "violated": "pin"}"#,
                call) != nil)
    }

    @Test("a hello's limitUnits say which unit the subject takes each limit in; anything but strings is malformed")
    func limitUnits() throws {
        let line =
            #"{"seq": 1, "type": "hello", "protocol": 1, "serves": {"limits": ["L-1"], "limitUnits": {"L-1": "seconds"}}}"#
        guard case .hello(let reply) = try ReplyLine.decode(Array(line.utf8), answering: Self.hello, seq: 1) else {
            Issue.record("not a hello")
            return
        }
        #expect(reply.limitUnits == ["L-1": "seconds"])
        let bad = #"{"seq": 1, "type": "hello", "protocol": 1, "serves": {"limitUnits": {"L-1": 5}}}"#
        #expect(throws: MalformedReply.self) {
            _ = try ReplyLine.decode(Array(bad.utf8), answering: Self.hello, seq: 1)
        }
    }

    @Test("a hello of another protocol version is read as far as it can be, never refused for its shape")
    func otherVersion() throws {
        guard
            case .hello(let reply) = try ReplyLine.decode(
                Array(#"{"seq": 1, "type": "hello", "protocol": 2, "capabilities": []}"#.utf8), answering: Self.hello,
                seq: 1)
        else {
            Issue.record("not a hello")
            return
        }
        #expect(reply.protocolVersion == 2 && reply.serves.isEmpty)
    }

    @Test("malformed hellos say why")
    func malformedHello() {
        #expect(reason(#"{"seq": 1, "type": "hello", "protocol": 1}"#, Self.hello, seq: 1) == "\"serves\" is missing")
        #expect(
            reason(#"{"seq": 1, "type": "hello", "protocol": "1", "serves": {}}"#, Self.hello, seq: 1)
                == "\"protocol\" is a string, not an integer")
        #expect(
            reason(#"{"seq": 1, "type": "hello", "protocol": 1, "serves": {"machine": []}}"#, Self.hello, seq: 1)
                == "unknown key serves.machine in serves; did you mean \"machines\"?")
        #expect(
            reason(
                #"{"seq": 1, "type": "hello", "protocol": 1, "serves": {"machines": ["a"], "machineGroups": [["a"], ["a"]]}}"#,
                Self.hello, seq: 1)
                == "serves.machineGroups names \"a\" in two groups")
        #expect(
            reason(
                #"{"seq": 1, "type": "hello", "protocol": 1, "serves": {"machines": ["a"], "machineGroups": [["b"]]}}"#,
                Self.hello, seq: 1)
                == "serves.machineGroups[0] names \"b\", which serves.machines does not list")
        #expect(
            reason(
                #"{"seq": 1, "type": "hello", "protocol": 1, "serves": {"rules": [{"rule": "R", "title": "t", "proves": ["recover"]}]}}"#,
                Self.hello, seq: 1)?
                .hasPrefix("serves.rules[0].proves[0] \"recover\" is not an evidence kind") == true)
    }

    @Test("malformed replies say why: not an object, the seq, the type, a missing, mistyped or unknown key")
    func malformed() {
        #expect(reason("") == "not JSON at column 1: empty input; expected a JSON value")
        #expect(reason("[1]") == "a JSON array, not an object")
        #expect(reason(#"{"type": "observation", "states": {}}"#) == "\"seq\" is missing")
        #expect(reason(#"{"seq": 2, "type": "observation", "states": {}}"#) == "seq 2, expected 3")
        #expect(
            reason(#"{"seq": 3, "type": "decision", "output": 1}"#)
                == "reply type \"decision\" does not answer apply (expected \"observation\" or \"error\")")
        #expect(
            reason(#"{"seq": 3, "type": "observation", "states": {"m": 1}}"#)
                == "states.m is an integer, not a state name")
        #expect(
            reason(#"{"seq": 3, "type": "observation", "states": {}, "events": [{"nme": "x"}]}"#)
                == "unknown key events[0].nme in an event; did you mean \"name\"?")
        #expect(
            reason(#"{"seq": 3, "type": "observation", "states": {}, "events": [{"name": 1}]}"#)
                == "events[0].name is an integer, not a string")
        #expect(
            reason(#"{"seq": 3, "type": "observation", "states": {}, "conditions": [true]}"#)
                == "\"conditions\"[0] is a boolean, not a string")
        #expect(
            reason(#"{"seq": 3, "type": "observation", "states": {}, "a": 1, "a": 2}"#)?.hasPrefix(
                "not valid JSON: duplicate key") == true)
        #expect(reason(#"{"seq": 3, "type": "error"}"#) == "\"message\" is missing")
        #expect(
            reason(#"{"seq": 3, "type": "probed", "outcome": "maybe"}"#, .probe(limit: "l", value: 1))
                == "\"outcome\" is \"maybe\", not one of accepted, refused, cannot")
        #expect(
            reason(#"{"seq": 3, "type": "driven"}"#, .drive(property: "p", value: 1))
                == "a driven reply has either \"events\" or \"cannot\"")
    }

    @Test("an observation reads its states, events (payload {} by default), outputs and conditions")
    func observation() throws {
        let line =
            #"{"seq": 3, "type": "observation", "states": {"m": "A"}, "events": [{"name": "e"}, {"name": "f", "payload": {"x": 1}, "conditions": ["guest"]}], "outputs": {"o": [1]}, "conditions": ["guest"]}"#
        let reply = try ReplyLine.decode(
            Array(line.utf8), answering: .apply(Stimulus(machine: "m", event: "e")), seq: 3)
        #expect(
            reply
                == .observation(
                    Observation(
                        states: ["m": "A"],
                        events: [
                            ObservedEvent(name: "e"),
                            ObservedEvent(name: "f", payload: ["x": 1], conditions: ["guest"]),
                        ],
                        outputs: ["o": [1]], conditions: ["guest"])))
    }

    @Test(
        "a request line is one compact JSON object with sorted keys; a limit's whole value is an integer, a timed event carries its delay"
    )
    func requestLines() {
        #expect(
            String(decoding: SubjectRequest.probe(limit: "N-01", value: 9).line(seq: 7), as: UTF8.self)
                == #"{"limit":"N-01","seq":7,"type":"probe","value":9}"# + "\n")
        #expect(
            String(decoding: SubjectRequest.probe(limit: "N-01", value: 0.5).line(seq: 7), as: UTF8.self)
                == #"{"limit":"N-01","seq":7,"type":"probe","value":0.5}"# + "\n")
        #expect(
            String(
                decoding: SubjectRequest.apply(Stimulus(machine: "m", event: "after:30s")).line(seq: 4), as: UTF8.self)
                == #"{"data":null,"delaySeconds":30,"event":"after:30s","machine":"m","seq":4,"type":"apply"}"# + "\n")
    }

    @Test("the offending line is shown quoted, control characters escaped, cut after 200 bytes")
    func excerpt() {
        #expect(ReplyLine.excerpt(Array("a\"b\u{1}".utf8)) == #""a\"b\u0001""#)
        #expect(ReplyLine.excerpt([0xFF, 0x41]) == "\"\u{FFFD}A\"")
        #expect(
            ReplyLine.excerpt([UInt8](repeating: 0x41, count: 300)) == "\"" + String(repeating: "A", count: 200)
                + "\"… (300 bytes)")
    }

    @Test(
        "no byte sequence crashes the reader: random bytes and mutations of valid replies are replies or malformed, nothing else"
    )
    func fuzz() {
        var random = SplitMix64(seed: 16)
        let valid = Array(
            #"{"seq": 3, "type": "observation", "states": {"m": "A"}, "events": [{"name": "e", "payload": {"x": [1, 2.5e300, "\u00e9"]}}], "outputs": {"o": null}}"#
                .utf8)
        let interesting: [UInt8] = [
            0x00, 0x0A, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x3A, 0x2C, 0x80, 0xC3, 0xE9, 0xED, 0xF0, 0xFF, 0x31, 0x65,
            0x2D,
        ]
        var replies = 0
        for round in 0..<3_000 {
            var line: [UInt8]
            if round % 3 == 0 {
                line = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
                }
            } else {
                line = valid
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let at = Int.random(in: 0..<line.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: line[at] = interesting.randomElement(using: &random)!
                    case 1: line.remove(at: at)
                    default: line.insert(interesting.randomElement(using: &random)!, at: at)
                    }
                    if line.isEmpty { break }
                }
            }
            if (try? ReplyLine.decode(line, answering: .apply(Stimulus(machine: "m", event: "e")), seq: 3)) != nil {
                replies += 1
            }
        }
        #expect(replies > 0 && replies < 3_000)
    }
}
