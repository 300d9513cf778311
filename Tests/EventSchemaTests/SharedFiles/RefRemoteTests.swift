import EventSchema
import SpecModel
import Testing

/// The JSON-Schema-Test-Suite's `draft2020-12/refRemote.json`, from memory of its cases: the suite serves its
/// `remotes/` folder at `http://localhost:1234/`; here those documents are shared files of a library whose folder
/// URI is that address, so nothing is fetched.
@Suite("JSON-Schema-Test-Suite refRemote.json, remotes as local files")
struct RefRemoteTests {
    static let dialect = ##""$schema": "https://json-schema.org/draft/2020-12/schema""##

    static let remotes: [String: String] = [
        "draft2020-12/integer.json": ##"{\##(dialect), "type": "integer"}"##,
        "draft2020-12/subSchemas.json":
            ##"{\##(dialect), "$defs": {"integer": {"type": "integer"}, "refToInteger": {"$ref": "#/$defs/integer"}}}"##,
        "draft2020-12/locationIndependentIdentifier.json":
            ##"{\##(dialect), "$defs": {"refToInteger": {"$ref": "#foo"}, "A": {"$anchor": "foo", "type": "integer"}}}"##,
        "draft2020-12/baseUriChange/folderInteger.json": ##"{\##(dialect), "type": "integer"}"##,
        "draft2020-12/baseUriChangeFolder/folderInteger.json": ##"{\##(dialect), "type": "integer"}"##,
        "draft2020-12/baseUriChangeFolderInSubschema/folderInteger.json": ##"{\##(dialect), "type": "integer"}"##,
        "draft2020-12/name-defs.json":
            ##"{\##(dialect), "$defs": {"orNull": {"anyOf": [{"type": "null"}, {"$ref": "#"}]}}, "type": "string"}"##,
        "draft2020-12/ref-and-defs.json":
            ##"{\##(dialect), "$id": "http://localhost:1234/draft2020-12/ref-and-defs.json", "$defs": {"inner": {"properties": {"bar": {"type": "string"}}}}, "$ref": "#/$defs/inner"}"##,
        "draft2020-12/nested/foo-ref-string.json":
            ##"{\##(dialect), "type": "object", "properties": {"foo": {"$ref": "string.json"}}}"##,
        "draft2020-12/nested/string.json": ##"{\##(dialect), "type": "string"}"##,
        "different-id-ref-string.json":
            ##"{"$id": "http://localhost:1234/real-id-ref-string.json", "$defs": {"bar": {"type": "string"}}, "$ref": "#/$defs/bar"}"##,
        "urn-ref-string.json":
            ##"{"$id": "urn:uuid:feebdaed-ffff-0000-ffff-0000deadbeef", "$defs": {"bar": {"type": "string"}}, "$ref": "#/$defs/bar"}"##,
        "nested-absolute-ref-to-string.json":
            ##"{"$defs": {"bar": {"$id": "http://localhost:1234/the-nested-id.json", "type": "string"}}, "$ref": "http://localhost:1234/the-nested-id.json"}"##,
        "draft2020-12/detached-ref.json":
            ##"{\##(dialect), "$id": "http://localhost:1234/draft2020-12/detached-ref.json", "$defs": {"foo": {"$ref": "#detached"}, "detached": {"$anchor": "detached", "type": "integer"}}}"##,
    ]

    static func library() throws -> SchemaLibrary {
        let documents = try remotes.keys.sorted().map { path in
            SchemaDocument(
                file: "remotes/" + path, relativePath: path,
                root: try node(remotes[path] ?? "", file: "remotes/" + path))
        }
        return SchemaLibrary(documents, directory: "remotes", base: "http://localhost:1234/")
    }

    /// (description, schema, [(instance, valid)]) as the suite writes them.
    static let cases: [(String, String, [(String, Bool)])] = [
        (
            "remote ref", ##"{"$ref": "http://localhost:1234/draft2020-12/integer.json"}"##,
            [("1", true), (##""a""##, false)]
        ),
        (
            "fragment within remote ref",
            ##"{"$ref": "http://localhost:1234/draft2020-12/subSchemas.json#/$defs/integer"}"##,
            [("1", true), (##""a""##, false)]
        ),
        (
            "anchor within remote ref",
            ##"{"$ref": "http://localhost:1234/draft2020-12/locationIndependentIdentifier.json#foo"}"##,
            [("1", true), (##""a""##, false)]
        ),
        (
            "ref within remote ref",
            ##"{"$ref": "http://localhost:1234/draft2020-12/subSchemas.json#/$defs/refToInteger"}"##,
            [("1", true), (##""a""##, false)]
        ),
        (
            "base URI change",
            ##"{"$id": "http://localhost:1234/draft2020-12/", "items": {"$id": "baseUriChange/", "items": {"$ref": "folderInteger.json"}}}"##,
            [("[[1]]", true), (##"[["a"]]"##, false)]
        ),
        (
            "base URI change - change folder",
            ##"{"$id": "http://localhost:1234/draft2020-12/scope_change_defs1.json", "type": "object", "properties": {"list": {"$ref": "baseUriChangeFolder/"}}, "$defs": {"baz": {"$id": "baseUriChangeFolder/", "type": "array", "items": {"$ref": "folderInteger.json"}}}}"##,
            [(##"{"list": [1]}"##, true), (##"{"list": ["a"]}"##, false)]
        ),
        (
            "base URI change - change folder in subschema",
            ##"{"$id": "http://localhost:1234/draft2020-12/scope_change_defs2.json", "type": "object", "properties": {"list": {"$ref": "baseUriChangeFolderInSubschema/#/$defs/bar"}}, "$defs": {"baz": {"$id": "baseUriChangeFolderInSubschema/", "$defs": {"bar": {"type": "array", "items": {"$ref": "folderInteger.json"}}}}}}"##,
            [(##"{"list": [1]}"##, true), (##"{"list": ["a"]}"##, false)]
        ),
        (
            "root ref in remote ref",
            ##"{"$id": "http://localhost:1234/draft2020-12/object", "type": "object", "properties": {"name": {"$ref": "name-defs.json#/$defs/orNull"}}}"##,
            [(##"{"name": "foo"}"##, true), (##"{"name": null}"##, true), (##"{"name": {"name": null}}"##, false)]
        ),
        (
            "remote ref with ref to defs",
            ##"{"$id": "http://localhost:1234/draft2020-12/schema-remote-ref-ref-defs1.json", "$ref": "ref-and-defs.json"}"##,
            [(##"{"bar": 1}"##, false), (##"{"bar": "a"}"##, true)]
        ),
        (
            "Location-independent identifier in remote ref",
            ##"{"$ref": "http://localhost:1234/draft2020-12/locationIndependentIdentifier.json#/$defs/refToInteger"}"##,
            [("1", true), (##""foo""##, false)]
        ),
        (
            "retrieved nested refs resolve relative to their URI not $id",
            ##"{"$id": "http://localhost:1234/draft2020-12/some-id", "properties": {"name": {"$ref": "nested/foo-ref-string.json"}}}"##,
            [(##"{"name": {"foo": 1}}"##, false), (##"{"name": {"foo": "a"}}"##, true)]
        ),
        (
            "remote HTTP ref with different $id", ##"{"$ref": "http://localhost:1234/different-id-ref-string.json"}"##,
            [("1", false), (##""foo""##, true)]
        ),
        (
            "remote HTTP ref with different URN $id", ##"{"$ref": "http://localhost:1234/urn-ref-string.json"}"##,
            [("1", false), (##""foo""##, true)]
        ),
        (
            "remote HTTP ref with nested absolute ref",
            ##"{"$ref": "http://localhost:1234/nested-absolute-ref-to-string.json"}"##,
            [("1", false), (##""foo""##, true)]
        ),
        (
            "$ref to $ref finds detached $anchor",
            ##"{"$ref": "http://localhost:1234/draft2020-12/detached-ref.json#/$defs/foo"}"##,
            [("1", true), (##""a""##, false)]
        ),
    ]

    @Test("every refRemote case gives the suite's answer, on the value walk and the byte walk")
    func suiteCases() throws {
        let library = try Self.library()
        for (description, text, instances) in Self.cases {
            let (compiled, diagnostics) = CompiledSchema.compile(
                try node(text), file: "refRemote.json", library: library)
            let schema = try #require(compiled, "\(description): \(diagnostics.map(\.message))")
            for (instance, valid) in instances {
                let errors = schema.validate(try value(instance))
                #expect(errors.isEmpty == valid, "\(description): \(instance) \(errors)")
                #expect(schema.isValid(try value(instance)) == valid, "\(description): fast walk on \(instance)")
                let bytes = Array(instance.utf8)
                #expect(
                    bytes.withUnsafeBytes { schema.isValid(json: $0) } == valid,
                    "\(description): byte walk on \(instance)")
            }
        }
    }

    @Test("a remote the library does not hold is refused, never fetched; without a library nothing outside resolves")
    func refusedRemote() throws {
        let library = try Self.library()
        let (compiled, diagnostics) = CompiledSchema.compile(
            try node(##"{"$ref": "http://localhost:1234/draft2020-12/integr.json"}"##), file: "refRemote.json",
            library: library)
        #expect(compiled == nil)
        #expect(diagnostics.map(\.code) == ["schema.unresolved-ref"])
        #expect(diagnostics.first?.message.hasSuffix("did you mean \"draft2020-12/integer.json\"?") == true)
        let (alone, problems) = CompiledSchema.compile(
            try node(##"{"$ref": "http://localhost:1234/draft2020-12/integer.json"}"##), file: "refRemote.json")
        #expect(alone == nil)
        #expect(problems.map(\.code) == ["schema.remote-ref"])
    }
}
