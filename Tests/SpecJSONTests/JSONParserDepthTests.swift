import Testing

@testable import SpecJSON

@Suite("JSON parser limits nesting and never overflows the stack")
struct JSONParserDepthTests {
    @Test("100000 nested '[' give a depth error, not a crash")
    func deepArrays() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        JSONTestSupport.expectRejected(bytes, code: .depthLimit, at: "1:513")
    }

    @Test("100000 nested objects give a depth error")
    func deepObjects() {
        let text = String(repeating: "{\"a\":", count: 100_000)
        let error = JSONTestSupport.expectRejected(text, code: .depthLimit, at: "1:\(512 * 5 + 1)")
        #expect(error?.message == "nesting deeper than 512 levels")
        #expect(error?.jsonPointer?.hasPrefix("/a/a/a") == true)
    }

    @Test("the parser itself is iterative: 100000 levels within the limit only end in an end-of-input error")
    func iterativeParser() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let result = JSONParser(maxDepth: 200_000).parse(bytes, file: "t.json")
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.code) == ["json.unexpected-end"])
        #expect(result.diagnostics.first?.location?.description == "1:100001")
    }

    @Test("nesting exactly at the limit is accepted; one more level is not")
    func limitBoundary() {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(JSONTestSupport.parse(ok).diagnostics.isEmpty)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(JSONTestSupport.parse(tooDeep).diagnostics.map(\.code) == ["json.depth-limit"])
        let small = JSONParser(maxDepth: 3).parse("[[[[1]]]]", file: "t.json")
        #expect(small.diagnostics.first?.location?.description == "1:4")
        #expect(JSONParser(maxDepth: 3).parse("[[[1]]]").diagnostics.isEmpty)
    }
}
