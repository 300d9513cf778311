import Testing

@testable import SpecJSON

/// The parser's speed-ups keep its answers: the raw-buffer entry point, the key cache sized to the input
/// (small inputs get few slots, so keys collide in it) and keys compared a word at a time.
@Suite("JSON parser fast paths give the same keys, values and diagnostics")
struct JSONFastKeyTests {
    static let inputs: [String] = [
        #"{"a": 1, "b": [true, false, null], "c": {"d": "e\u00e9"}}"#, "[1, 2,]", "{\"a\": 1, \"a\": 2}", "\"x", "",
        #"{"abcdefg": 1, "abcdefh": 2, "abcdefgh1": 3, "abcdefgh2": 4, "k": {"abcdefg": 5}}"#,
    ]

    @Test("parsing a raw buffer equals parsing the same bytes as an array")
    func rawBufferEqualsArray() {
        for text in Self.inputs {
            let bytes = Array(text.utf8)
            let fromArray = JSONParser().parse(bytes, file: "t.json")
            let fromRaw = bytes.withUnsafeBytes { JSONParser().parse($0, file: "t.json") }
            #expect(fromArray.root?.value == fromRaw.root?.value, "\(text)")
            #expect(fromArray.diagnostics == fromRaw.diagnostics, "\(text)")
        }
    }

    @Test("keys that differ only in their last byte stay distinct; equal ones are duplicates")
    func keysDifferingInTheTail() throws {
        let root = try #require(JSONTestSupport.expectAccepted(Self.inputs[5]))
        #expect(root.value == ["abcdefg": 1, "abcdefh": 2, "abcdefgh1": 3, "abcdefgh2": 4, "k": ["abcdefg": 5]])
        // The repeated key sits at the very end of the input, where no whole word can be read after it.
        let result = JSONTestSupport.parse(#"{"b": 0, "x": {"abc": 1, "abc": 2}}"#)
        #expect(result.diagnostics.map(\.code) == ["json.duplicate-key"])
        let short = JSONTestSupport.parse(#"{"ab":1,"ab":2}"#)
        #expect(short.diagnostics.map(\.code) == ["json.duplicate-key"])
    }

    @Test("many distinct keys in a small input, more than the cache has slots, all read correctly")
    func manyKeysSmallCache() throws {
        var text = "{"
        for i in 0..<100 { text += (i > 0 ? "," : "") + "\"key\(i % 50)_\(i)\":\(i)" }
        text += ",\"key0_0\":-1}"
        let result = JSONTestSupport.parse(text)
        #expect(result.diagnostics.map(\.code) == ["json.duplicate-key"], "only the last key repeats")
        let members = try #require(result.root?.members)
        #expect(members.count == 100)
        for (i, member) in members.enumerated() { #expect(member.key == "key\(i % 50)_\(i)") }
        #expect(JSONKeyCache(inputCount: text.utf8.count).size < JSONKeyCache.maxSize)
        #expect(JSONKeyCache(inputCount: 1 << 20).size == JSONKeyCache.maxSize)
    }
}
