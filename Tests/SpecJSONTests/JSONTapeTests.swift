import Testing

@testable import SpecJSON

/// A parsed document is a tape read on access: every way of reading it agrees, and changing a node changes it alone.
@Suite("JSON nodes read from the tape agree with each other")
struct JSONTapeTests {
    static let text =
        "{\n  \"a\": [1, -0, 2.5e3, \"x\\u00e9\"],\n  \"b\\\"q\": {\"\u{212A}\": true, \"n\": null},\n  \"long_key_name_over_15\": \"s\"\n}"

    @Test("lazyMembers and lazyItems give what members and items give, keys, locations and values alike")
    func lazyAgreesWithArrays() throws {
        let root = try #require(JSONTestSupport.expectAccepted(Self.text))
        let members = try #require(root.members)
        let lazy = Array(try #require(root.lazyMembers))
        #expect(lazy.map(\.key) == members.map(\.key))
        #expect(lazy.map(\.keyLocation) == members.map(\.keyLocation))
        #expect(lazy.map(\.value.value) == members.map(\.value.value))
        let items = try #require(members[0].value.items)
        let lazyItems = try #require(members[0].value.lazyItems)
        #expect(lazyItems.count == 4)
        #expect(Array(lazyItems).map(\.location) == items.map(\.location))
        #expect(root.lazyItems == nil && items[0].lazyMembers == nil, "a negative control: the wrong kind gives nil")
        let owned = JSONNode(.array([JSONNode(.string("o"), at: .start)]), at: .start)
        #expect(owned.lazyItems.map { Array($0).map(\.value) } == ["o"])
    }

    @Test("subscript(key:) compares keys as Swift compares strings, without confusing a quote with the key's end")
    func subscriptKeys() throws {
        let root = try #require(JSONTestSupport.expectAccepted(Self.text))
        #expect(root["a"]?.items?.count == 4)
        #expect(root["b\"q"]?["K"]?.value == true, "escaped key; KELVIN SIGN equals K")
        #expect(root["long_key_name_over_15"]?.string == "s")
        #expect(root["a\":"] == nil, "a query running past the key's closing quote does not match")
        #expect(root["b"] == nil && root[""] == nil && root["a"]?["a"] == nil)
    }

    @Test("setting kind or location changes that node only; the document and other nodes keep theirs")
    func settingMakesOwned() throws {
        let root = try #require(JSONTestSupport.expectAccepted(Self.text))
        var a = try #require(root["a"])
        let location = a.location
        a.kind = .string("changed")
        #expect(a.string == "changed" && a.location == location && a.typeName == "string")
        #expect(root["a"]?.typeName == "array")
        var n = try #require(root["b\"q"]?["n"])
        n.location = .start
        #expect(n.location == .start && n.value == .null)
    }

    @Test("numbers keep their text and integer-ness; strings decode their escapes")
    func scalars() throws {
        let root = try #require(JSONTestSupport.expectAccepted(Self.text))
        let items = try #require(root["a"]?.items)
        #expect(items.map(\.typeName) == ["integer", "integer", "number", "string"])
        #expect(items.map(\.value) == [1, .number(JSONNumber(text: "-0", isInteger: true)), 2500, "xé"])
        #expect(items[3].string == "xé")
    }

    @Test("a line the entry does not hold is found from the offset")
    func lineFromOffset() {
        let starts: [UInt32] = [5, 9, 20]
        #expect(
            [0, 4, 5, 8, 9, 19, 20, 99].map { JSONTape.line(containing: $0, lineStarts: starts) } == [
                1, 1, 2, 2, 3, 3, 4, 4,
            ])
        #expect(JSONTape.line(containing: 3, lineStarts: []) == 1)
    }
}

/// `lazyKind` reads any node with one switch and agrees with `kind`, for parsed and owned nodes alike.
@Suite("JSON lazyKind agrees with kind")
struct JSONLazyKindTests {
    /// The node's value and every location below it, read through `lazyKind`.
    static func read(_ node: JSONNode) -> String {
        let at = "@\(node.location.line):\(node.location.column)"
        switch node.lazyKind {
        case .null: return "null" + at
        case .bool(let b): return "\(b)" + at
        case .number(let n): return n.text + at
        case .string(let s): return "\"\(s)\"" + at
        case .array(let items): return "[" + items.map(read).joined(separator: ",") + "]" + at
        case .object(let members):
            return "{"
                + members.map { "\($0.key)@\($0.keyLocation.line):\($0.keyLocation.column)=" + read($0.value) }.joined(
                    separator: ",") + "}" + at
        }
    }

    /// The same, read through `kind`.
    static func readKind(_ node: JSONNode) -> String {
        let at = "@\(node.location.line):\(node.location.column)"
        switch node.kind {
        case .null: return "null" + at
        case .bool(let b): return "\(b)" + at
        case .number(let n): return n.text + at
        case .string(let s): return "\"\(s)\"" + at
        case .array(let items): return "[" + items.map(readKind).joined(separator: ",") + "]" + at
        case .object(let members):
            return "{"
                + members.map { "\($0.key)@\($0.keyLocation.line):\($0.keyLocation.column)=" + readKind($0.value) }
                .joined(separator: ",") + "}" + at
        }
    }

    @Test("every node, key and location read through lazyKind is what kind gives")
    func agreesWithKind() throws {
        let root = try #require(JSONTestSupport.expectAccepted(JSONTapeTests.text))
        #expect(Self.read(root) == Self.readKind(root))
        #expect(Self.read(root).contains("\"x\u{E9}\"@2:23"))
        var changed = root
        changed.kind = .array([JSONNode(.bool(false), at: .start), root])
        #expect(Self.read(changed) == Self.readKind(changed), "an owned node gives its own children")
        #expect(Self.read(changed) != Self.read(root), "a negative control: a different value reads differently")
    }
}
