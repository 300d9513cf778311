import Testing

@testable import SpecJSON

@Suite("JSON writer is deterministic and round-trips through the parser")
struct JSONWriterTests {
    @Test("keys are sorted by UTF-8 bytes and strings escaped")
    func sortedAndEscaped() {
        let value: JSONValue = ["b": 1, "a": ["x\n\"y\"\u{1}", 1.5, nil, true], "B": [:], "é": []]
        #expect(JSONWriter(indent: 0).string(value) == #"{"B":{},"a":["x\n\"y\"\u0001",1.5,null,true],"b":1,"é":[]}"#)
        #expect(JSONWriter().string(["k": [1]]) == "{\n  \"k\": [\n    1\n  ]\n}")
    }

    @Test("written text parses back to the same value, numbers exact")
    func roundTrip() throws {
        let text = #"{"n": [1, 1.0, -0, 1e400, 12345678901234567890], "s": "\u0000\ud83c\udfa8\t"}"#
        let parsed = try #require(JSONParser().parse(text).root).value
        let written = JSONWriter().string(parsed)
        let again = try #require(JSONParser().parse(written).root).value
        #expect(again == parsed)
        #expect(written.contains("1e400") && written.contains("12345678901234567890") && written.contains("1.0"))
    }
}
