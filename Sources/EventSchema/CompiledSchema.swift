import SpecModel

/// A JSON Schema (2020-12 subset) compiled once and applied to many instances.
///
/// Supported keywords: `type`, `enum`, `const`, `required`, `properties`, `additionalProperties`,
/// `patternProperties`, `items`, `prefixItems`, `minItems`, `maxItems`, `uniqueItems`, `minimum`,
/// `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, `minLength`, `maxLength` (code points),
/// `pattern` (unanchored search), `allOf`, `anyOf`, `oneOf`, `not`, local `$ref` with `$defs`, and `format`
/// (`date-time`, `uuid`, `email`, `uri`; asserted only with ``ValidationOptions/assertFormats``).
/// Annotations (`$schema`, `$id`, `title`, `description`, `examples`, `default`, `$comment`, `deprecated`,
/// `readOnly`, `writeOnly`) are accepted and ignored. Any other keyword is a load error
/// (`schema.unsupported-keyword`), never silently ignored.
///
/// `$ref` fragments resolve against the schema root given to ``compile(_:file:pointer:)`` (an event's
/// `schema`), not against the file that contains it.
public struct CompiledSchema: Sendable {
    let program: SchemaProgram
    /// The file the schema came from, for error locations.
    public let file: String?
    /// The pointer of the schema root inside its file.
    public let pointer: String

    /// Compiles `schema`, whose root sits at `pointer` in `file`.
    ///
    /// Returns nil and the diagnostics when the schema has errors: an unsupported or unknown keyword
    /// (`schema.unsupported-keyword`), a keyword with a wrong value (`schema.invalid-keyword`), a `$ref`
    /// that does not resolve (`schema.unresolved-ref`), a schema that refers to itself without
    /// descending into the instance (`schema.ref-cycle`), an invalid `pattern` (`schema.invalid-pattern`),
    /// an `x-` keyword (event policies are not part of the schema). Diagnostics are sorted and carry file, location and file-level pointer.
    public static func compile(_ schema: JSONNode, file: String? = nil, pointer: String = "") -> (CompiledSchema?, [Diagnostic]) {
        var compiler = SchemaCompiler(root: schema, file: file, basePointer: pointer)
        _ = compiler.compile(schema, pointer: "")
        compiler.checkInPlaceCycles()
        let diagnostics = compiler.diagnostics.sorted()
        if diagnostics.hasErrors { return (nil, diagnostics) }
        return (CompiledSchema(program: SchemaProgram(compiler.nodes), file: file, pointer: pointer), diagnostics)
    }

    /// Every way `instance` fails the schema, in a deterministic order: keywords in document order,
    /// object members in sorted key order, array items in index order. Empty when valid.
    public func validate(_ instance: JSONValue, options: ValidationOptions = .default) -> [ValidationError] {
        if isValid(instance, options: options) { return [] }
        return program.withBuffers { buffers in
            var walker = SchemaWalker(program: buffers, options: options, file: file, collect: true)
            _ = walker.apply(0, to: instance)
            return walker.errors
        }
    }

    /// Whether `instance` matches: the fast path, which stops at the first failure and builds no error.
    public func isValid(_ instance: JSONValue, options: ValidationOptions = .default) -> Bool {
        program.withBuffers { buffers in
            var walker = SchemaWalker(program: buffers, options: options, file: file, collect: false)
            return walker.apply(0, to: instance)
        }
    }
}
