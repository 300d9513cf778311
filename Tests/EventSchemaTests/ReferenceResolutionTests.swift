import EventSchema
import SpecModel
import Testing

/// core §8.2 (base URI, anchors, `$ref`, `$dynamicRef`, `$defs`) and §9 (embedded resources): references
/// resolve inside the schema, against the base URI of the schema resource they are written in.

@Test("core §8.2.2 $anchor names a subschema that $ref reaches with a plain-name fragment")
func anchorResolves() throws {
    let compiled = try schema(
        ##"{"$defs": {"id": {"$anchor": "id", "type": "string"}}, "properties": {"a": {"$ref": "#id"}}}"##)
    #expect(try codes(compiled, ##"{"a": "x"}"##).isEmpty)
    #expect(
        compiled.validate(try value(##"{"a": 1}"##)).map(\.description) == [
            "/a: error[schema.type]: expected string, found integer (schema #/$defs/id/type)"
        ])
}

@Test("core §8.2.1 and §9.2.1 a $ref inside an embedded resource resolves against that resource's $id, not the root")
func embeddedResourceBase() throws {
    let compiled = try schema(
        ##"""
        {"$id": "https://example.com/root.json",
         "$defs": {
           "item": {"$id": "item.json",
                    "properties": {"name": {"$ref": "#/$defs/name"}, "tag": {"$ref": "#tag"}, "self": {"$ref": "#"}},
                    "$defs": {"name": {"type": "string"}, "tag": {"$anchor": "tag", "maxLength": 3}}},
           "name": {"type": "integer"}},
         "properties": {"item": {"$ref": "item.json"}, "count": {"$ref": "#/$defs/name"},
                        "byURI": {"$ref": "https://example.com/item.json#/$defs/name"}, "tag": {"$ref": "item.json#tag"}}}
        """##)
    #expect(
        try codes(
            compiled,
            ##"{"item": {"name": "x", "tag": "abc", "self": {"name": "y"}}, "count": 1, "byURI": "z", "tag": "t"}"##
        ).isEmpty)
    let errors = compiled.validate(
        try value(
            ##"{"item": {"name": 1, "tag": "abcd", "self": {"name": 2}}, "count": "x", "byURI": 3, "tag": "long"}"##))
    #expect(
        errors.map(\.instancePointer) == ["/byURI", "/count", "/item/name", "/item/self/name", "/item/tag", "/tag"])
    #expect(
        errors.map(\.schemaPointer) == [
            "/$defs/item/$defs/name/type", "/$defs/name/type", "/$defs/item/$defs/name/type",
            "/$defs/item/$defs/name/type",
            "/$defs/item/$defs/tag/maxLength", "/$defs/item/$defs/tag/maxLength",
        ])
}

@Test(
    "core §8.2.1 an embedded resource without an absolute root $id resolves relative $id values against the schema's own location"
)
func relativeIDWithoutRootID() throws {
    let compiled = try schema(
        ##"{"$defs": {"a": {"$id": "a.json", "$defs": {"x": {"const": 1}}, "$ref": "#/$defs/x"}}, "$ref": "a.json"}"##)
    #expect(try codes(compiled, "1").isEmpty)
    #expect(try codes(compiled, "2") == ["schema.const"])
}

@Test("core §8.2.1 $id is processed before $ref in the same schema object")
func idBeforeRef() throws {
    let compiled = try schema(
        ##"""
        {"$id": "https://example.com/a/root.json",
         "$defs": {"b": {"$id": "https://example.com/b/", "$ref": "leaf.json"},
                   "leafB": {"$id": "https://example.com/b/leaf.json", "type": "string"},
                   "leafA": {"$id": "https://example.com/a/leaf.json", "type": "integer"}},
         "$ref": "#/$defs/b"}
        """##)
    #expect(try codes(compiled, ##""x""##).isEmpty)
    #expect(try codes(compiled, "1") == ["schema.type"])
}

@Test("core §8.2.3.2 $dynamicRef resolves to the outermost $dynamicAnchor of its name in the dynamic scope")
func dynamicRefExtendsAGenericList() throws {
    let list = ##"""
        "list": {"$id": "list", "type": "array", "items": {"$dynamicRef": "#item"},
                 "$defs": {"default": {"$dynamicAnchor": "item"}}}
        """##
    let strings = try schema(
        ##"{"$id": "https://example.com/strings", "$ref": "list", "$defs": {"item": {"$dynamicAnchor": "item", "type": "string"}, "##
            + list + "}}")
    #expect(try codes(strings, ##"["a", "b"]"##).isEmpty)
    let errors = strings.validate(try value(##"["a", 1]"##))
    #expect(
        errors.map(\.description) == [
            "/1: error[schema.type]: expected string, found integer (schema #/$defs/item/type)"
        ])
    // The same list schema, entered without an outer anchor, accepts any item.
    let anything = try schema(##"{"$id": "https://example.com/any", "$ref": "list", "$defs": {"## + list + "}}")
    #expect(try codes(anything, ##"["a", 1, null]"##).isEmpty)
}

@Test("core §8.2.3.2 a $dynamicRef whose target has no $dynamicAnchor of its name behaves as a $ref")
func dynamicRefWithoutDynamicAnchorIsStatic() throws {
    let compiled = try schema(
        ##"""
        {"$id": "https://example.com/root", "$dynamicAnchor": "item", "type": ["array", "string"], "$ref": "list",
         "$defs": {"list": {"$id": "list", "items": {"$dynamicRef": "#item"}, "$defs": {"x": {"$anchor": "item", "type": "integer"}}}}}
        """##)
    #expect(try codes(compiled, "[1, 2]").isEmpty)
    #expect(try codes(compiled, ##"["a"]"##) == ["schema.type"])
}

@Test(
    "core §8.2.3.2 and §11.3 a strict tree: $dynamicRef sends every nested node back to the outer schema's unevaluatedProperties"
)
func dynamicRefStrictTree() throws {
    let compiled = try schema(
        ##"""
        {"$id": "https://example.com/strict-tree", "$dynamicAnchor": "node", "$ref": "tree", "unevaluatedProperties": false,
         "$defs": {"tree": {"$id": "tree", "$dynamicAnchor": "node", "type": "object",
                            "properties": {"data": true, "children": {"type": "array", "items": {"$dynamicRef": "#node"}}}}}}
        """##)
    #expect(try codes(compiled, ##"{"children": [{"data": 1, "children": [{"data": 2}]}]}"##).isEmpty)
    let errors = compiled.validate(try value(##"{"children": [{"children": [{"daat": 2}]}]}"##))
    #expect(errors.map(\.instancePointer) == ["/children/0/children/0/daat"])
    #expect(errors.map(\.code) == ["schema.unevaluated-properties"])
}

@Test("core §8.2.4 $defs holds schemas that apply only when referenced")
func defsApplyOnlyWhenReferenced() throws {
    let compiled = try schema(
        ##"{"$defs": {"never": false, "int": {"type": "integer"}}, "properties": {"n": {"$ref": "#/$defs/int"}}}"##)
    #expect(try codes(compiled, ##"{"n": 1, "m": "x"}"##).isEmpty)
    #expect(try codes(compiled, ##"{"n": "1"}"##) == ["schema.type"])
}

@Test(
    "a reference to another document: a relative path names a missing shared file (schema.unresolved-ref), an http URL is refused (schema.remote-ref)"
)
func remoteReferencesAreRejected() throws {
    for (ref, code) in [
        ("other.json", "schema.unresolved-ref"),
        ("https://example.com/schemas/other.json#/$defs/a", "schema.remote-ref"),
        ("http://json-schema.org/draft-07/schema#", "schema.remote-ref"),
    ] {
        let errors = try loadErrors(##"{"properties": {"a": {"$ref": "\##(ref)"}}}"##, pointer: "/events/0/schema")
        #expect(errors.map(\.code) == [code])
        #expect(errors.first?.jsonPointer == "/events/0/schema/properties/a/$ref")
        let absolute = String(ref.prefix { $0 != "#" })
        #expect(
            errors.first?.message
                == (code == "schema.remote-ref"
                    ? ##"cannot resolve $ref "\##(ref)": no schema file of the product declares "$id": "\##(absolute)", and references are never fetched from the network; add the schema as a *.schema.json file in the product folder with that "$id""##
                    : ##"cannot resolve $ref "\##(ref)": there is no shared schema file "\##(ref)" in the product folder (shared schemas are *.schema.json files)"##)
        )
    }
}

@Test("an anchor or pointer that names nothing is schema.unresolved-ref with what is missing")
func missingAnchor() throws {
    #expect(
        try loadErrors(##"{"$ref": "#nope"}"##).first?.message
            == ##"cannot resolve $ref "#nope": no "$anchor" or "$dynamicAnchor" named "nope" in the schema"##)
    #expect(
        try loadErrors(##"{"$dynamicRef": "#/$defs/x"}"##).first?.message
            == ##"cannot resolve $dynamicRef "#/$defs/x": no member "$defs""##)
    let embedded = try loadErrors(
        ##"{"$defs": {"a": {"$id": "https://example.com/a", "$ref": "#b"}}, "properties": {"x": {"$anchor": "b"}}}"##)
    #expect(
        embedded.first?.message
            == ##"cannot resolve $ref "#b": no "$anchor" or "$dynamicAnchor" named "b" in the schema resource "https://example.com/a""##
    )
}

@Test("core §9.2 two schema resources with one $id, or two anchors of one name in a resource, are load errors")
func duplicateIdentifiers() throws {
    let ids = try loadErrors(
        ##"{"$defs": {"a": {"$id": "https://example.com/x"}, "b": {"$id": "https://example.com/x"}}}"##)
    #expect(ids.map(\.code) == ["schema.invalid-keyword"])
    #expect(ids.first?.jsonPointer == "/$defs/b/$id")
    let anchors = try loadErrors(##"{"$defs": {"a": {"$anchor": "x"}, "b": {"$dynamicAnchor": "x"}}}"##)
    #expect(anchors.map(\.jsonPointer) == ["/$defs/b/$dynamicAnchor"])
    // The same name in two resources is two anchors.
    _ = try schema(##"{"$defs": {"a": {"$anchor": "x"}, "b": {"$id": "https://example.com/b", "$anchor": "x"}}}"##)
}

@Test("a $dynamicRef cycle that never descends into the instance is a load error")
func dynamicRefCycle() throws {
    let errors = try loadErrors(##"{"$dynamicAnchor": "a", "anyOf": [{"$dynamicRef": "#a"}]}"##)
    #expect(errors.map(\.code) == ["schema.ref-cycle"])
    // Descending through items is fine.
    _ = try schema(##"{"$dynamicAnchor": "a", "items": {"$dynamicRef": "#a"}}"##)
}
