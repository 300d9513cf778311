import EventSchema
import SpecModel
import Testing

/// core §8.2 (base URI, `$id`, `$anchor`, `$dynamicAnchor`, JSON pointer fragments) across the files of a product:
/// an event schema reaches a shared schema file (`*.schema.json`) by a path relative to its own file or by the `$id`
/// the file declares; nothing is fetched.
@Suite("event schemas: $ref to shared schema files of the product")
struct SharedSchemaFileTests {
    static let money = """
        {
          "$defs": {
            "amount": {"type": "integer", "minimum": 1},
            "currency": {"$anchor": "currency", "enum": ["EUR", "USD"]}
          }
        }
        """

    @Test("core §8.2 a relative $ref with a JSON pointer fragment reaches another file; its constraint applies there")
    func relativeReferenceWithPointer() throws {
        let (load, catalog) = try sharedProduct([
            "events.json": eventsFile([
                (
                    "paid",
                    #"{"type": "object", "properties": {"price": {"$ref": "common/money.schema.json#/$defs/amount"}}}"#
                )
            ]),
            "common/money.schema.json": Self.money,
        ])
        #expect(load.diagnostics.filter { $0.severity == .error }.isEmpty, "\(load.diagnostics)")
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(try sharedErrors(catalog, "paid", #"{"price": 5}"#).isEmpty)
        // Negative control: the minimum lives only in the shared file.
        let errors = try sharedErrors(catalog, "paid", #"{"price": 0}"#)
        #expect(errors.map(\.code) == ["schema.minimum"])
        #expect(errors.first?.file == "Spec/p/common/money.schema.json")
        #expect(errors.first?.schemaPointer == "/$defs/amount/minimum")
        #expect(errors.first?.instancePointer == "/price")
        #expect(errors.first?.location?.line == 3, "the keyword's line in the shared file")
    }

    @Test("RFC 3986 §5.2 a ../ reference from an events file in a sub-folder, and a plain-name fragment (core §8.2.2)")
    func dotDotAndAnchor() throws {
        let (_, catalog) = try sharedProduct([
            "events/orders.json": eventsFile([
                (
                    "ordered",
                    #"{"properties": {"price": {"$ref": "../common/money.schema.json#/$defs/amount"}, "currency": {"$ref": "../common/money.schema.json#currency"}}}"#
                )
            ]),
            "common/money.schema.json": Self.money,
        ])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(try sharedErrors(catalog, "ordered", #"{"price": 2, "currency": "EUR"}"#).isEmpty)
        let errors = try sharedErrors(catalog, "ordered", #"{"price": -1, "currency": "GBP"}"#)
        #expect(errors.map(\.code) == ["schema.enum", "schema.minimum"])
        #expect(errors.map(\.schemaPointer) == ["/$defs/currency/enum", "/$defs/amount/minimum"])
    }

    @Test("core §8.2.1 a file found by its root $id; $id changes the base, so relative refs inside resolve against it")
    func declaredIDAndBaseChange() throws {
        let (_, catalog) = try sharedProduct([
            "events.json": eventsFile([
                ("paid", #"{"$ref": "https://example.com/schemas/payment"}"#),
                ("nested", #"{"$ref": "https://example.com/schemas/payment#/$defs/wrapper"}"#),
            ]),
            // The file names differ from the $id paths: only the $id finds them.
            "schemas/a.schema.json": """
            {"$id": "https://example.com/schemas/payment", "type": "object", "required": ["amount"],
             "properties": {"amount": {"$ref": "money#/$defs/amount"}},
             "$defs": {"wrapper": {"$id": "deep/wrapper", "properties": {"inner": {"$ref": "leaf"}}}}}
            """,
            "schemas/b.schema.json":
                #"{"$id": "https://example.com/schemas/money", "$defs": {"amount": {"type": "integer", "minimum": 1}}}"#,
            "schemas/c.schema.json":
                #"{"$id": "https://example.com/schemas/deep/leaf", "type": "string", "maxLength": 2}"#,
        ])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(try sharedErrors(catalog, "paid", #"{"amount": 3}"#).isEmpty)
        #expect(try sharedErrors(catalog, "paid", #"{"amount": 0}"#).map(\.file) == ["Spec/p/schemas/b.schema.json"])
        #expect(try sharedErrors(catalog, "paid", #"{}"#).map(\.code) == ["schema.required"])
        // "leaf" resolves against the nested $id "deep/wrapper", giving https://example.com/schemas/deep/leaf.
        #expect(try sharedErrors(catalog, "nested", #"{"inner": "ab"}"#).isEmpty)
        let errors = try sharedErrors(catalog, "nested", #"{"inner": "abc"}"#)
        #expect(errors.map(\.code) == ["schema.max-length"])
        #expect(errors.map(\.file) == ["Spec/p/schemas/c.schema.json"])
    }

    @Test("files that refer to each other terminate on finite data (mutual recursion through properties and items)")
    func mutualRecursion() throws {
        let (_, catalog) = try sharedProduct([
            "events.json": eventsFile([("planted", #"{"$ref": "tree.schema.json"}"#)]),
            "tree.schema.json":
                #"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "children": {"$ref": "forest.schema.json"}}}"#,
            "forest.schema.json": #"{"type": "array", "items": {"$ref": "tree.schema.json"}}"#,
        ])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        let good = #"{"name": "a", "children": [{"name": "b", "children": [{"name": "c", "children": []}]}]}"#
        #expect(try sharedErrors(catalog, "planted", good).isEmpty)
        let bad = #"{"name": "a", "children": [{"name": "b", "children": [{"children": []}]}]}"#
        let errors = try sharedErrors(catalog, "planted", bad)
        #expect(errors.map(\.code) == ["schema.required"])
        #expect(errors.map(\.instancePointer) == ["/children/0/children/0"])
        #expect(errors.map(\.file) == ["Spec/p/tree.schema.json"])
    }

    @Test("core §8.2.3.2 $dynamicRef resolves to the outermost $dynamicAnchor in the dynamic scope, across files")
    func dynamicReferenceAcrossFiles() throws {
        let (_, catalog) = try sharedProduct([
            "events.json": eventsFile([
                ("strict", #"{"$ref": "https://example.com/strict-tree"}"#),
                ("loose", #"{"$ref": "https://example.com/tree"}"#),
            ]),
            "tree.schema.json": """
            {"$id": "https://example.com/tree", "$dynamicAnchor": "node", "type": "object",
             "properties": {"data": true, "children": {"type": "array", "items": {"$dynamicRef": "#node"}}}}
            """,
            "strict-tree.schema.json": """
            {"$id": "https://example.com/strict-tree", "$dynamicAnchor": "node", "$ref": "tree",
             "unevaluatedProperties": false}
            """,
        ])
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(try sharedErrors(catalog, "strict", #"{"children": [{"data": 1}]}"#).isEmpty)
        // The misspelt property deep in the tree is refused only because the dynamic anchor is strict-tree's.
        let errors = try sharedErrors(catalog, "strict", #"{"children": [{"daat": 1}]}"#)
        #expect(errors.map(\.code) == ["schema.unevaluated-properties"])
        #expect(errors.map(\.file) == ["Spec/p/strict-tree.schema.json"])
        #expect(try sharedErrors(catalog, "loose", #"{"children": [{"daat": 1}]}"#).isEmpty)
    }

    @Test("a shared file is not a spec file: it needs no kind, and a file without the suffix is still a spec file")
    func onlySchemaSuffix() throws {
        let (load, _) = try sharedProduct([
            "events.json": eventsFile([("e", #"{"$ref": "money.schema.json"}"#)]),
            "money.schema.json": #"{"type": "integer"}"#,
            "money.json": #"{"type": "integer"}"#,
        ])
        let codes = load.diagnostics.filter { $0.severity == .error }.map { "\($0.file ?? ""): \($0.code)" }
        #expect(codes.contains { $0.hasPrefix("Spec/p/money.json:") }, "\(codes)")
        #expect(!codes.contains { $0.hasPrefix("Spec/p/money.schema.json:") }, "\(codes)")
    }
}
