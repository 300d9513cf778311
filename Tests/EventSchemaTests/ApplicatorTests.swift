import EventSchema
import SpecModel
import Testing

@Test("oneOf passes only when exactly one schema matches: none and two both fail")
func oneOfExactlyOne() throws {
    let compiled = try schema(#"{"oneOf": [{"type": "integer"}, {"minimum": 3}]}"#)
    #expect(try codes(compiled, "2").isEmpty)  // integer only
    #expect(try codes(compiled, "3.5").isEmpty)  // minimum only
    let two = compiled.validate(try value("4"))
    #expect(two.map(\.code) == ["schema.one-of"])
    #expect(two.first?.message == "value matches schemas 0 and 1 both of oneOf; exactly one must match")
    let none = compiled.validate(try value("2.5"))
    #expect(none.first?.message == "value matches none of the 2 schemas of oneOf; exactly one must match")
}

@Test("not inverts its schema")
func notInverts() throws {
    let compiled = try schema(#"{"not": {"enum": ["admin", "root"]}}"#)
    #expect(try codes(compiled, #""guest""#).isEmpty)
    #expect(try codes(compiled, #""root""#) == ["schema.not"])
    let double = try schema(#"{"not": {"not": {"type": "string"}}}"#)
    #expect(try codes(double, #""a""#).isEmpty)
    #expect(try codes(double, "1") == ["schema.not"])
}

@Test("allOf reports the failures of every failing subschema at their own keywords")
func allOfReportsEverySubschema() throws {
    let compiled = try schema(#"{"allOf": [{"type": "string"}, {"minLength": 3}, {"pattern": "^a"}]}"#)
    let errors = compiled.validate(try value(#""bb""#))
    #expect(errors.map(\.schemaPointer) == ["/allOf/1/minLength", "/allOf/2/pattern"])
}

@Test("$ref to $defs resolves, including JSON pointers with escaped tokens")
func refToDefs() throws {
    let compiled = try schema(
        ##"""
        {"$defs": {"a/b": {"type": "string"}, "c": {"$ref": "#/$defs/a~1b"}},
         "properties": {"x": {"$ref": "#/$defs/c"}, "y": {"$ref": "#/properties/x"}}}
        """##)
    #expect(try codes(compiled, #"{"x": "s", "y": "t"}"#).isEmpty)
    let errors = compiled.validate(try value(#"{"x": 1, "y": 2}"#))
    #expect(errors.map(\.code) == ["schema.type", "schema.type"])
    #expect(errors.map(\.instancePointer) == ["/x", "/y"])
    #expect(errors.map(\.schemaPointer) == ["/$defs/a~1b/type", "/$defs/a~1b/type"])
}

@Test("a recursive tree schema validates nested instances and rejects a deep wrong leaf")
func recursiveSchema() throws {
    let compiled = try schema(
        ##"""
        {"$defs": {"node": {"type": "object", "required": ["value"],
           "properties": {"value": {"type": "integer"}, "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}},
           "additionalProperties": false}},
         "$ref": "#/$defs/node"}
        """##)
    var tree = #"{"value": 0}"#
    for i in 1...50 { tree = #"{"value": \#(i), "children": [\#(tree), {"value": 0}]}"# }
    #expect(try codes(compiled, tree).isEmpty)
    let bad = #"{"value": 1, "children": [{"value": 2, "children": [{"value": "x"}]}]}"#
    let errors = compiled.validate(try value(bad))
    #expect(errors.map(\.instancePointer) == ["/children/0/children/0/value"])
    #expect(errors.map(\.schemaPointer) == ["/$defs/node/properties/value/type"])
    let root = try schema(##"{"properties": {"next": {"$ref": "#"}}, "type": "object"}"##)
    #expect(try codes(root, #"{"next": {"next": {"next": {}}}}"#).isEmpty)
    #expect(try codes(root, #"{"next": {"next": 3}}"#) == ["schema.type"])
}

@Test("a schema that refers to itself without descending is a load error, not a hang")
func selfReferenceIsALoadError() throws {
    let direct = try loadErrors(##"{"$ref": "#"}"##)
    #expect(direct.map(\.code) == ["schema.ref-cycle"])
    let loop = try loadErrors(
        ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"allOf": [{"$ref": "#/$defs/a"}]}}, "properties": {"p": {"$ref": "#/$defs/a"}}}"##
    )
    #expect(loop.map(\.code) == ["schema.ref-cycle"])
    let viaNot = try loadErrors(##"{"$defs": {"a": {"not": {"$ref": "#/$defs/a"}}}}"##)
    #expect(viaNot.map(\.code) == ["schema.ref-cycle"])
}

@Test("an unresolvable or remote $ref is schema.unresolved-ref at the keyword")
func unresolvedRef() throws {
    let missing = try loadErrors(##"{"properties": {"a": {"$ref": "#/$defs/nope"}}}"##, pointer: "/events/0/schema")
    #expect(missing.map(\.code) == ["schema.unresolved-ref"])
    #expect(missing.first?.jsonPointer == "/events/0/schema/properties/a/$ref")
    #expect(missing.first?.location?.line == 1)
    #expect(try loadErrors(#"{"$ref": "other.json#/a"}"#).map(\.code) == ["schema.unresolved-ref"])
    #expect(try loadErrors(##"{"$ref": "#anchor"}"##).map(\.code) == ["schema.unresolved-ref"])
}

@Test("validation depth is bounded: a very deep instance against a recursive schema reports depth-limit")
func depthLimit() throws {
    let compiled = try schema(##"{"items": {"$ref": "#"}}"##)
    var deep = JSONValue.array([])
    for _ in 0..<100 { deep = .array([deep]) }
    #expect(compiled.isValid(deep))
    let options = ValidationOptions(maxDepth: 20)
    #expect(!compiled.isValid(deep, options: options))
    #expect(compiled.validate(deep, options: options).map(\.code) == ["schema.depth-limit"])
}
