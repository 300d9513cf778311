import SpecModel

/// Validating JSON text directly, without building a value when it is valid.
extension CompiledSchema {
    /// The outcome of validating one JSON document given as bytes.
    package struct DocumentValidation: Sendable {
        /// Syntax problems and duplicate keys, as `JSONParser` reports them; the schema is not applied then.
        package var diagnostics: [Diagnostic]
        /// Every way the document fails the schema, as ``CompiledSchema/validate(_:options:)`` reports them.
        package var errors: [ValidationError]
        /// Whether the document is well formed and matches.
        package var isValid: Bool { diagnostics.isEmpty && errors.isEmpty }
    }

    /// Whether `json` is one JSON document, exactly as strict as `JSONParser` reads it without a
    /// diagnostic (so duplicate keys fail too), that matches the schema.
    ///
    /// A valid document is checked in one pass over its bytes, building no value. Anything else, and
    /// anything the byte walk does not handle, is parsed and validated as a value: the answer is the same.
    package func isValid(json: UnsafeRawBufferPointer, options: ValidationOptions = .default) -> Bool {
        if acceptsQuickly(json, options: options) { return true }
        let parsed = JSONParser().parse(json)
        guard let root = parsed.root, parsed.diagnostics.isEmpty else { return false }
        return isValid(root.value, options: options)
    }

    /// Parses and validates `json`; `file` names it in syntax diagnostics.
    package func validate(json: UnsafeRawBufferPointer, file: String? = nil, options: ValidationOptions = .default)
        -> DocumentValidation
    {
        if acceptsQuickly(json, options: options) { return DocumentValidation(diagnostics: [], errors: []) }
        let parsed = JSONParser().parse(json, file: file)
        guard let root = parsed.root, parsed.diagnostics.isEmpty else {
            return DocumentValidation(diagnostics: parsed.diagnostics, errors: [])
        }
        return DocumentValidation(diagnostics: [], errors: validate(root.value, options: options))
    }

    /// The byte walk alone: true only when `json` is certainly well formed and valid.
    func acceptsQuickly(_ json: UnsafeRawBufferPointer, options: ValidationOptions) -> Bool {
        let bytes = json.bindMemory(to: UInt8.self)
        guard let base = bytes.baseAddress else { return false }
        var walker = ByteWalker(bytes, base: base, tables: program.byteTables, options: options)
        return walker.acceptsDocument()
    }
}
