import SpecModel

/// A JSON Schema (draft 2020-12) compiled once and applied to many instances.
///
/// Supported: every keyword of the 2020-12 core, applicator, validation and unevaluated vocabularies —
/// `$schema` (2020-12 only), `$id` (embedded resources too), `$ref`, `$anchor`, `$dynamicRef`, `$dynamicAnchor`,
/// `$defs`, `$comment`, `$vocabulary` (ignored); `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`,
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
/// References resolve inside the schema given to ``compile(_:file:pointer:)`` (an event's `schema`, not the
/// file that contains it), against the base URI of the schema resource they are written in; a reference to
/// another document is `schema.unresolved-ref`.
package struct CompiledSchema: Sendable {
    let program: SchemaProgram
    /// The file the schema came from, for error locations.
    package let file: String?
    /// The pointer of the schema root inside its file.
    package let pointer: String

    /// Compiles `schema`, whose root sits at `pointer` in `file`.
    ///
    /// Returns nil and the diagnostics when the schema has errors: an unsupported or unknown keyword
    /// (`schema.unsupported-keyword`), a keyword with a wrong value (`schema.invalid-keyword`), a `$schema`
    /// naming another dialect (`schema.unsupported-dialect`), a `$ref` or `$dynamicRef`
    /// that does not resolve (`schema.unresolved-ref`), a schema that refers to itself without
    /// descending into the instance (`schema.ref-cycle`), an invalid `pattern` (`schema.invalid-pattern`),
    /// an `x-` keyword (event policies are not part of the schema). Diagnostics are sorted and carry file, location and file-level pointer.
    package static func compile(_ schema: JSONNode, file: String? = nil, pointer: String = "") -> (
        CompiledSchema?, [Diagnostic]
    ) {
        var compiler = SchemaCompiler(root: schema, file: file, basePointer: pointer)
        compiler.scanResources()
        _ = compiler.compile(schema, pointer: "")
        compiler.checkInPlaceCycles()
        let diagnostics = compiler.diagnostics.sorted()
        if diagnostics.hasErrors { return (nil, diagnostics) }
        let program = SchemaProgram(
            compiler.nodes, dynamic: compiler.usesDynamicScope ? compiler.dynamicScopeTable() : nil)
        return (CompiledSchema(program: program, file: file, pointer: pointer), diagnostics)
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
