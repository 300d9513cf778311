import SpecModel

/// One way an instance fails its schema.
///
/// `instancePointer` names the offending value in the instance (RFC 6901, empty for the root);
/// `schemaPointer` names the keyword that rejected it, relative to the schema root (for example
/// `/properties/reason/enum`). Through a `$ref` the pointer is where the keyword is written, such as
/// `/$defs/node/type`, so a reader can find it in the file; `file` and `location` locate it there.
package struct ValidationError: Hashable, Sendable, CustomStringConvertible {
    /// A stable code such as `schema.type` or `schema.required`; see ``SchemaErrorCode``.
    package var code: String
    /// Lowercase, without a trailing period.
    package var message: String
    /// RFC 6901 pointer into the instance.
    package var instancePointer: String
    /// RFC 6901 pointer of the keyword, relative to the schema root.
    package var schemaPointer: String
    /// The file the schema came from, as given to ``CompiledSchema/compile(_:file:pointer:)``.
    package var file: String?
    /// Where the keyword is written in that file.
    package var location: SourceLocation?

    package init(
        code: String, message: String, instancePointer: String, schemaPointer: String,
        file: String? = nil, location: SourceLocation? = nil
    ) {
        self.code = code
        self.message = message
        self.instancePointer = instancePointer
        self.schemaPointer = schemaPointer
        self.file = file
        self.location = location
    }

    package var description: String {
        "\(instancePointer.isEmpty ? "/" : instancePointer): error[\(code)]: \(message) (schema \(schemaPointer.isEmpty ? "#" : "#" + schemaPointer))"
    }
}

/// The stable codes of validation errors and schema load diagnostics.
package enum SchemaErrorCode: String, CaseIterable, Sendable {
    // Validation.
    case type = "schema.type"
    case enumeration = "schema.enum"
    case const = "schema.const"
    case required = "schema.required"
    case additionalProperties = "schema.additional-properties"
    case minItems = "schema.min-items"
    case maxItems = "schema.max-items"
    case uniqueItems = "schema.unique-items"
    case minimum = "schema.minimum"
    case maximum = "schema.maximum"
    case exclusiveMinimum = "schema.exclusive-minimum"
    case exclusiveMaximum = "schema.exclusive-maximum"
    case multipleOf = "schema.multiple-of"
    case minLength = "schema.min-length"
    case maxLength = "schema.max-length"
    case pattern = "schema.pattern"
    case format = "schema.format"
    case anyOf = "schema.any-of"
    case oneOf = "schema.one-of"
    case not = "schema.not"
    case falseSchema = "schema.false"
    case contains = "schema.contains"
    case minContains = "schema.min-contains"
    case maxContains = "schema.max-contains"
    case minProperties = "schema.min-properties"
    case maxProperties = "schema.max-properties"
    case propertyNames = "schema.property-names"
    case dependentRequired = "schema.dependent-required"
    case unevaluatedProperties = "schema.unevaluated-properties"
    case unevaluatedItems = "schema.unevaluated-items"
    case depthLimit = "schema.depth-limit"
    case contentEncoding = "schema.content-encoding"
    case contentMediaType = "schema.content-media-type"
    // Loading.
    case unsupportedKeyword = "schema.unsupported-keyword"
    case invalidKeyword = "schema.invalid-keyword"
    case unresolvedRef = "schema.unresolved-ref"
    case remoteRef = "schema.remote-ref"
    case refCycle = "schema.ref-cycle"
    case invalidPattern = "schema.invalid-pattern"
    case invalidSchema = "schema.invalid-schema"
    case unsupportedDialect = "schema.unsupported-dialect"
    case unknownVocabulary = "schema.unknown-vocabulary"
    // Catalogue.
    case unknownEvent = "event.unknown"
    case unknownCondition = "event.unknown-condition"
    case duplicateEvent = "event.duplicate"
}
