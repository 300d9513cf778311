import SpecModel
import Testing

@testable import Conformance

/// The trace record's fast reading (the scanner) agrees with the parser on the records it takes, and leaves every
/// other to it while still finding the session.
@Suite struct TraceRecordTests {
    struct Scan {
        var simple: Bool
        var session: String?, machine: String?, event: String?, state: String?
        var emitted: [String]
        var data: String? = nil
    }

    /// The scan of `text` as a line of a longer trace (`padded`: the fixed-separator reading needs the bytes after
    /// the line) or as the last line.
    func scan(_ text: String, padded: Bool = false) -> Scan {
        let line = Array(text.utf8)
        let bytes = line + (padded ? Array(("\n" + String(repeating: " ", count: 32)).utf8) : [])
        var emitted: [Int] = []
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            let r = TraceScanner.scan(base, start: 0, end: line.count, count: bytes.count, emitted: &emitted)
            func text(_ s: Int, _ e: Int) -> String? { s < 0 ? nil : String(decoding: buffer[s..<e], as: UTF8.self) }
            let names = stride(from: 0, to: emitted.count, by: 2).map {
                String(decoding: buffer[emitted[$0]..<emitted[$0 + 1]], as: UTF8.self)
            }
            return Scan(
                simple: r.simple, session: text(r.sessionStart, r.sessionEnd),
                machine: text(r.machineStart, r.machineEnd),
                event: text(r.eventStart, r.eventEnd), state: text(r.stateStart, r.stateEnd), emitted: names,
                data: text(r.dataStart, r.dataEnd))
        }
    }

    func parse(_ text: String) -> TraceRecord? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { raw in
            if case .success(let record) = TraceRecord.parse(raw) { return record }
            return nil
        }
    }

    @Test("flat records in any key order are read fast, with the parser's fields")
    func fast() throws {
        for text in [
            #"{"session":"s","machine":"m","event":"e","state":"A","emitted":["x","y"]}"#,
            #" { "state" : "A" , "emitted" : [ ] , "event":"e", "machine":"m", "session":"s" } "#,
            #"{"session":"","machine":"m","event":"e","state":"A"}"#,
        ] {
            let fast = scan(text)
            let slow = try #require(parse(text))
            #expect(fast.simple, "\(text)")
            #expect(
                fast.session == slow.session && fast.machine == slow.machine && fast.event == slow.event
                    && fast.state == slow.state)
            #expect(fast.emitted == slow.emitted.map(\.name))
        }
    }

    @Test(
        "a serializer's records (fixed key order, no spaces) read by their separators give what the general scan gives")
    func canonical() throws {
        for (index, text) in [
            #"{"session":"s","machine":"m","event":"e","state":"A","emitted":["x","y"]}"#,
            #"{"session":"session-0123456789","machine":"artwork-access","event":"network.lost","state":"OfflineBlocked","emitted":[]}"#,
            #"{"session":"s","machine":"m","event":"e","state":"A"}"#,
            "{\"session\":\"s\",\"machine\":\"m\",\"event\":\"e\",\"state\":\"A\",\"emitted\":[\"x\"]}\r",
            #"{"session":"s","machine":"m","event":"e","state":"A","emitted":["x"],"data":{}}"#,
            #"{"session":"s","machine":"m","event":"e","state":"A\"B","emitted":[]}"#,
            #"{"session":"s","machine":"m","event":"e","state":"A","emitted":[1]}"#,
            #"{"session":"s","machine":"m","event":"e","state":"A","emitted":["x"]"#,
            #"{"session":"s","machine":"m","event":"e","state":"A"} {}"#,
        ].enumerated() {
            let bytes = Array(text.utf8) + Array(("\n" + String(repeating: " ", count: 32)).utf8)
            var ranges: [Int] = []
            let direct = bytes.withUnsafeBufferPointer {
                TraceScanner.canonical(
                    $0.baseAddress!, start: 0, end: text.utf8.count, count: bytes.count, emitted: &ranges, worker: 0,
                    workers: 1)
            }
            // The first four are a serializer's records; the others are not (the general scan or the parser reads them).
            #expect((direct != nil) == (index < 4), "\(text)")
            let fast = scan(text, padded: true)
            let general = scan(text.replacingOccurrences(of: "{\"session\"", with: "{ \"session\""), padded: true)
            #expect(fast.simple == general.simple && fast.session == general.session, "\(text)")
            if fast.simple {
                #expect(
                    fast.machine == general.machine && fast.event == general.event && fast.state == general.state
                        && fast.emitted == general.emitted, "\(text)")
                #expect(fast.machine == (try #require(parse(text))).machine)
            }
        }
    }

    @Test(
        "data in any position is read by the scan: the extent of its value, whatever it holds, for the parser to read alone"
    )
    func data() throws {
        for (text, data) in [
            (#"{"session":"s","machine":"m","event":"e","state":"A","data":{"n":[1,"}"]}}"#, #"{"n":[1,"}"]}"#),
            (#"{"machine":"m","data":5,"session":"s","event":"e","state":"A"}"#, "5"),
            (#" {"session":"s", "data" : "x\"y" ,"machine":"m","event":"e","state":"A","emitted":["z"]}"#, #""x\"y""#),
            (#"{"session":"s","machine":"m","event":"e","data":[true,null],"state":"A"}"#, "[true,null]"),
        ] {
            let fast = scan(text)
            let slow = try #require(parse(text))
            #expect(fast.simple && fast.data == data, "\(text)")
            #expect(
                fast.session == slow.session && fast.machine == slow.machine && fast.event == slow.event
                    && fast.state == slow.state)
            let value = Array(data.utf8).withUnsafeBytes { JSONParser().parse($0).root?.value }
            #expect(value == slow.data, "\(text)")
        }
        // Twice is not simple (the parser reports the duplicate); the scan never judges the value itself.
        #expect(!scan(#"{"session":"s","machine":"m","event":"e","state":"A","data":1,"data":2}"#).simple)
        #expect(scan(#"{"session":"s","machine":"m","event":"e","state":"A","data":{"n":}}"#).data == #"{"n":}"#)
    }

    @Test(
        "escapes, payloads, a context, duplicates, unknown keys and broken JSON go to the parser; the session is still found when plain"
    )
    func slow() {
        for (text, session) in [
            (#"{"session":"s\"t","machine":"m","event":"e","state":"A"}"#, nil),
            (#"{"session":"s","machine":"m","event":"e","state":"A","data":{"n":1},"context":{"k":2}}"#, "s"),
            (#"{"machine":"m","data":{"n":1},"session":"s","event":"e","state":"A","x":1}"#, "s"),
            (#"{"session":"s","machine":"m","event":"e","state":"A","emitted":[{"name":"x"}]}"#, "s"),
            (#"{"session":"s","machine":"m","event":"e","state":"A","emitted":["a\n"]}"#, "s"),
            (#"{"session":"s","session":"t","machine":"m","event":"e","state":"A"}"#, "s"),
            (#"{"session":"s","machine":"m","event":"e","state":"A","x":"y"}"#, "s"),
            (#"{"session":"s","machine":"m","event":"e""#, "s"),
            (#"{"session":"s","machine":"m","event":"e","state":"A"} x"#, "s"),
            (#"{"session":"s","machine":"m","event":"e"}"#, "s"), (#"[1]"#, nil), (#"{}"#, nil),
        ] {
            let result = scan(text)
            #expect(!result.simple, "\(text)")
            #expect(result.session == session, "\(text)")
        }
    }

    @Test("the parser reads data, a context and payloads, and says why a line is not a record")
    func parser() throws {
        let record = try #require(
            parse(
                #"{"session":"s","machine":"m","event":"e","state":"A","data":{"n":1},"context":{"k":2},"emitted":["x",{"name":"y","payload":{"p":3}}]}"#
            ))
        #expect(record.data == ["n": 1])
        #expect(record.context == ["k": 2])
        #expect(record.emitted.map(\.name) == ["x", "y"])
        #expect(record.emitted[1].payload == ["p": 3])
        #expect(parse(#"{"session":"s","machine":"m","event":"e","state":"A"}"#)?.data == nil)
        for bad in [
            #"{"session":"s","machine":"m","event":"e","state":"A","emitted":[1]}"#,
            #"{"session":"s","machine":"m","event":"e","state":"A","context":[]}"#,
        ] {
            #expect(parse(bad) == nil, "\(bad)")
        }
    }
}
