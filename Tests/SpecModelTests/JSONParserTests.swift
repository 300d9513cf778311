import Testing
@testable import SpecModel

@Suite struct JSONParserSmokeTests {
    @Test func parsesNestedDocument() throws {
        let r = JSONParser().parse(#"{"a": [1, 2.0, "x\u00e9", true, null], "b": {"c": -0.5e3}}"#)
        #expect(r.diagnostics.isEmpty)
        let root = try #require(r.root)
        #expect(root.value == ["a": [1, 2.0, "xé", true, nil], "b": ["c": .number(JSONNumber(text: "-0.5e3", isInteger: false))]])
    }
}
