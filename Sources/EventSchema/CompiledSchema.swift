import SpecModel

/// A JSON Schema (draft 2020-12) compiled once and applied to many instances.
///
/// Supported: every keyword of the 2020-12 core, applicator, validation and unevaluated vocabularies —
/// `$schema` (2020-12, or a shared meta-schema file whose `$vocabulary` is honoured), `$id` (embedded resources
/// too), `$ref`, `$anchor`, `$dynamicRef`, `$dynamicAnchor`, `$defs`, `$comment`, `$vocabulary` (ignored in a schema); `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`,
/// `dependentSchemas`, `prefixItems`, `items`, `contains`, `properties`, `patternProperties`,
/// `additionalProperties`, `propertyNames`; `unevaluatedItems`, `unevaluatedProperties`; `type`, `enum`, `const`,
/// `multipleOf`, `maximum`, `exclusiveMaximum`, `minimum`, `exclusiveMinimum`, `maxLength`, `minLength` (code
/// points), `pattern` (unanchored search), `maxItems`, `minItems`, `uniqueItems`, `maxContains`, `minContains`,
/// `maxProperties`, `minProperties`, `required`, `dependentRequired` — the meta-data annotations (`title`,
/// `description`, `default`, `examples`, `deprecated`, `readOnly`, `writeOnly`), `format` (every 2020-12 format;
/// asserted only with ``ValidationOptions/assertFormats``), and the content annotations `contentEncoding`,
/// `contentMediaType`, `contentSchema` (decoded only with ``ValidationOptions/decodeContent``). Strings compare by code
/// points, numbers by value. Any other keyword is a load error (`schema.unsupported-keyword`), never silently
/// ignored.
///
/// References resolve against the base URI of the schema resource they are written in (core §8.2): inside the
/// schema given to ``compile(_:file:pointer:library:)`` (an event's `schema`, whose base is its file's URI in the
/// product folder), or in a shared schema file of the `library`, named by its relative path or its `$id`. A missing
/// file or fragment is `schema.unresolved-ref`; any other URI is `schema.remote-ref` (never fetched).
package struct CompiledSchema: Sendable {
    let program: SchemaProgram
    /// The file the schema came from, for error locations.
    package let file: String?
    /// The pointer of the schema root inside its file.
    package let pointer: String
    /// The shared schema files its references reached, in the compiler's document order.
    var documentFiles: [String] = []

    /// Compiles `schema`, whose root sits at `pointer` in `file`.
    ///
    /// Returns nil and the diagnostics when the schema has errors: an unsupported or unknown keyword
    /// (`schema.unsupported-keyword`), a keyword with a wrong value (`schema.invalid-keyword`), a `$schema`
    /// naming another dialect (`schema.unsupported-dialect`), a `$ref` or `$dynamicRef`
    /// that does not resolve (`schema.unresolved-ref`, `schema.remote-ref`), a schema that refers to itself without
    /// descending into the instance (`schema.ref-cycle`), an invalid `pattern` (`schema.invalid-pattern`),
    /// an `x-` keyword (event policies are not part of the schema). Diagnostics are sorted and carry file, location and file-level pointer.
    package static func compile(
        _ schema: JSONNode, file: String? = nil, pointer: String = "", library: SchemaLibrary = .empty
    ) -> (CompiledSchema?, [Diagnostic]) {
        var compiler = SchemaCompiler(root: schema, file: file, basePointer: pointer, library: library)
        compiler.scanResources()
        _ = compiler.compile(schema, pointer: "")
        compiler.completeDynamicReferences()
        compiler.checkInPlaceCycles()
        let diagnostics = compiler.diagnostics.sorted()
        if diagnostics.hasErrors { return (nil, diagnostics) }
        let program = SchemaProgram(
            compiler.nodes, dynamic: compiler.usesDynamicScope ? compiler.dynamicScopeTable() : nil)
        var compiled = CompiledSchema(program: program, file: file, pointer: pointer)
        compiled.documentFiles = compiler.documents.dropFirst().compactMap(\.file)
        return (compiled, diagnostics)
    }

    /// Every way `instance` fails the schema, in a deterministic order: keywords in document order,
    /// object members in sorted key order, array items in index order. Empty when valid.
    package func validate(_ instance: JSONValue, options: ValidationOptions = .default) -> [ValidationError] {
        validate(instance, options: options, precheck: true)
    }

    /// ``validate(_:options:)``, with the pass that stops at the first failure (`precheck`) skipped when the instance
    /// is probably invalid (a log line the byte path did not accept): the errors are the same either way.
    func validate(_ instance: JSONValue, options: ValidationOptions, precheck: Bool) -> [ValidationError] {
        if precheck, isValid(instance, options: options) { return [] }
        return program.withBuffers { buffers in
            var walker = SchemaWalker(
                program: buffers, dynamic: program.dynamic, options: options, file: file, collect: true)
            walker.documentFiles = documentFiles
            _ = walker.apply(0, to: instance)
            return walker.errors
        }
    }

    /// Whether `instance` matches: the fast path, which stops at the first failure and builds no error.
    package func isValid(_ instance: JSONValue, options: ValidationOptions = .default) -> Bool {
        program.withBuffers { buffers in
            var walker = SchemaWalker(
                program: buffers, dynamic: program.dynamic, options: options, file: file, collect: false)
            return walker.apply(0, to: instance)
        }
    }
}
