import Testing

@testable import SpecJSON

/// Valid JSON the strict parser must accept, and the locations it records.
@Suite("JSON parser accepts valid RFC 8259 documents")
struct JSONParserTests {
    @Test("a nested document parses to the expected value")
    func parsesNestedDocument() throws {
        let root = try #require(
            JSONTestSupport.expectAccepted(#"{"a": [1, 2.0, "x\u00e9", true, null], "b": {"c": -0.5e3}}"#))
        #expect(
            root.value == [
                "a": [1, 2.0, "xé", true, nil], "b": ["c": .number(JSONNumber(text: "-0.5e3", isInteger: false))],
            ])
        #expect(root.value != ["a": [1, 2.0, "xe", true, nil], "b": ["c": 1]])
    }

    @Test("empty object and empty array, with and without inner whitespace")
    func emptyContainers() throws {
        for text in ["{}", "[]", "{ }", "[ \n\t ]", "[{}, [], {\"a\": []}]"] {
            #expect(JSONTestSupport.expectAccepted(text) != nil, "\(text)")
        }
        #expect(try #require(JSONTestSupport.expectAccepted("{}")).members?.isEmpty == true)
        #expect(try #require(JSONTestSupport.expectAccepted("[ ]")).items?.isEmpty == true)
    }

    @Test("top-level scalars are documents")
    func topLevelScalars() throws {
        #expect(try #require(JSONTestSupport.expectAccepted("42")).value == 42)
        #expect(try #require(JSONTestSupport.expectAccepted("\"s\"")).value == "s")
        #expect(try #require(JSONTestSupport.expectAccepted("true")).value == true)
        #expect(try #require(JSONTestSupport.expectAccepted("false")).value == false)
        #expect(try #require(JSONTestSupport.expectAccepted("null")).value == .null)
        #expect(
            try #require(JSONTestSupport.expectAccepted("-0")).value == .number(JSONNumber(text: "-0", isInteger: true))
        )
    }

    @Test("all four whitespace characters are allowed around every token")
    func whitespaceVariants() throws {
        let root = try #require(JSONTestSupport.expectAccepted(" \t\r\n{ \"a\"\r\n:\t[ 1 ,\r\n2 ] } \n\t"))
        #expect(root.value == ["a": [1, 2]])
        // Form feed and vertical tab are not JSON whitespace.
        JSONTestSupport.expectRejected("\u{0C}1", code: .unexpectedCharacter, at: "1:1")
    }

    @Test("escaped NUL is a valid string")
    func escapedNul() throws {
        let root = try #require(JSONTestSupport.expectAccepted(#""\u0000""#))
        #expect(root.string == "\u{0}")
    }

    @Test("every simple escape decodes")
    func simpleEscapes() throws {
        let root = try #require(JSONTestSupport.expectAccepted(#""\"\\\/\b\f\n\r\t""#))
        #expect(root.string == "\"\\/\u{8}\u{C}\n\r\t")
    }

    @Test("an escaped surrogate pair decodes to one scalar")
    func escapedSurrogatePair() throws {
        let root = try #require(JSONTestSupport.expectAccepted(#"["\uD83C\uDFA8", "\ud834\udd1e", "a\u00E9\u4E2Db"]"#))
        #expect(root.value == ["🎨", "𝄞", "aé中b"])
    }

    @Test("raw UTF-8 of every length is accepted")
    func rawUTF8() throws {
        let root = try #require(JSONTestSupport.expectAccepted("\"é中🎨\u{10FFFF}\u{FFFD}\""))
        #expect(root.string == "é中🎨\u{10FFFF}\u{FFFD}")
    }

    @Test("keys and values know line, column and byte offset")
    func locations() throws {
        let text = "{\n  \"a\": [1,\n    {\"b\": null}],\n  \"é\": \"x\"\n}"
        let root = try #require(JSONTestSupport.expectAccepted(text))
        #expect(root.location == SpecJSON.SourceLocation(line: 1, column: 1, offset: 0))
        let members = try #require(root.members)
        #expect(members[0].keyLocation == SpecJSON.SourceLocation(line: 2, column: 3, offset: 4))
        let a = try #require(members[0].value.items)
        #expect(members[0].value.location.description == "2:8")
        #expect(a[0].location == SpecJSON.SourceLocation(line: 2, column: 9, offset: 10))
        #expect(a[1].location.description == "3:5")
        #expect(a[1]["b"]?.location.description == "3:11")
        // Columns count UTF-8 bytes: "é" is two bytes, so its value starts at byte column 9.
        #expect(members[1].keyLocation.description == "4:3")
        #expect(members[1].value.location.description == "4:9")
        #expect(members[1].value.location.offset == Array(text.utf8).firstIndex(of: UInt8(ascii: "x")).map { $0 - 1 })
    }

    @Test("CRLF line breaks count as one line")
    func crlfLines() throws {
        let root = try #require(JSONTestSupport.expectAccepted("[\r\n1,\r\n  2]"))
        #expect(root.items?[1].location.description == "3:3")
    }

    @Test("members keep document order")
    func memberOrder() throws {
        let root = try #require(JSONTestSupport.expectAccepted(#"{"z": 1, "a": 2, "m": 3}"#))
        #expect(root.members?.map(\.key) == ["z", "a", "m"])
    }

    @Test("a large object checks duplicates through its key index")
    func largeObject() throws {
        let keys = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let root = try #require(JSONTestSupport.expectAccepted("{\(keys)}"))
        #expect(root.members?.count == 100)
        let result = JSONTestSupport.parse("{\(keys), \"k57\": 0}")
        #expect(result.diagnostics.map(\.code) == ["json.duplicate-key"])
        let firstColumn = ("{" + keys.components(separatedBy: "\"k57\"")[0]).utf8.count + 1
        #expect(result.diagnostics.first?.related.first?.location?.description == "1:\(firstColumn)")
        #expect(result.root?["k57"]?.value == 57)
    }

    @Test("String and byte entry points agree")
    func stringAndBytes() {
        let text = #"{"a": ["é", 1.5e-3]}"#
        let fromText = JSONParser().parse(text)
        let fromBytes = JSONParser().parse(Array(text.utf8))
        #expect(fromText.root?.value == fromBytes.root?.value)
        #expect(fromText.root?.value != nil)
    }
}
