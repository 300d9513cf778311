import Testing

@testable import SpecJSON

@Suite("JSON parser reports duplicate keys with both locations")
struct JSONDuplicateKeyTests {
    @Test("a duplicate key is an error naming the first definition")
    func duplicateKey() throws {
        let result = JSONTestSupport.parse("{\"a\": 1,\n \"b\": 2,\n \"a\": 3}")
        let error = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(error.code == "json.duplicate-key")
        #expect(error.severity == .error)
        #expect(error.location?.description == "3:2")
        #expect(error.message == "duplicate key \"a\"; first defined at 1:2")
        #expect(error.jsonPointer == "/a")
        #expect(
            error.related == [
                .init(
                    message: "first definition of \"a\"", file: "t.json",
                    location: SpecJSON.SourceLocation(line: 1, column: 2, offset: 1))
            ])
        // Parsing goes on: the document is kept, with the first value.
        let root = try #require(result.root)
        #expect(root.value == ["a": 1, "b": 2])
        #expect(root.members?.count == 2)
    }

    @Test("duplicates are found in nested objects and only within one object")
    func nestedDuplicates() {
        let result = JSONTestSupport.parse(#"{"x": {"k": 1, "k": 2}, "y": {"k": 1}, "z": [{"k": 1}, {"k": 2}]}"#)
        #expect(result.diagnostics.map(\.code) == ["json.duplicate-key"])
        #expect(result.diagnostics.first?.jsonPointer == "/x/k")
        #expect(result.diagnostics.first?.location?.description == "1:16")
    }

    @Test("escaped and raw spellings of one key are duplicates")
    func escapedDuplicate() {
        let result = JSONTestSupport.parse(#"{"ab": 1, "a\u0062": 2, "\u00e9": 3, "é": 4}"#)
        #expect(result.diagnostics.map(\.code) == ["json.duplicate-key", "json.duplicate-key"])
    }

    @Test("keys that Swift deems equal (canonical equivalence) are duplicates")
    func canonicalDuplicate() {
        // U+212A KELVIN SIGN is canonically equivalent to "K"; "é" precomposed equals "e" + U+0301.
        let result = JSONTestSupport.parse("{\"K\": 1, \"\u{212A}\": 2, \"\u{E9}\": 3, \"e\u{301}\": 4}")
        #expect(result.diagnostics.count == 2)
        #expect(JSONTestSupport.parse(#"{"K": 1, "k": 2}"#).diagnostics.isEmpty)
    }

    @Test("short keys near the start of the file and far from it are compared alike")
    func shortKeysAnywhere() {
        // Keys ending in the first 8 bytes are hashed byte by byte, later ones word by word.
        let result = JSONTestSupport.parse("{\"id\": 1,\n        \"id\": 2, \"abcdefghi\": 3, \"abcdefghi\": 4}")
        #expect(result.diagnostics.map(\.location?.description) == ["2:9", "2:34"])
    }

    @Test("three copies of a key give two errors")
    func repeatedDuplicates() {
        let result = JSONTestSupport.parse(#"{"a": 1, "a": 2, "a": 3}"#)
        #expect(result.diagnostics.count == 2)
        #expect(result.diagnostics.allSatisfy { $0.related.first?.location?.description == "1:2" })
    }
}
