/// The standard vocabularies of JSON Schema 2020-12 (core §8.1.2, validation §10 meta-schemas) as a set, and which
/// vocabulary each keyword belongs to. A custom meta-schema lists the vocabularies its dialect uses in `$vocabulary`;
/// a keyword of a standard vocabulary it does not list is ignored.
struct Vocabularies: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let core = Vocabularies(rawValue: 1)
    static let applicator = Vocabularies(rawValue: 2)
    static let unevaluated = Vocabularies(rawValue: 4)
    static let validation = Vocabularies(rawValue: 8)
    static let metaData = Vocabularies(rawValue: 16)
    static let formatAnnotation = Vocabularies(rawValue: 32)
    static let formatAssertion = Vocabularies(rawValue: 64)
    static let content = Vocabularies(rawValue: 128)

    /// The 2020-12 dialect's own vocabularies (format as an annotation).
    static let standard: Vocabularies = [
        .core, .applicator, .unevaluated, .validation, .metaData, .formatAnnotation, .content,
    ]

    /// The vocabulary URIs of 2020-12.
    static let byURI: [String: Vocabularies] = [
        "https://json-schema.org/draft/2020-12/vocab/core": .core,
        "https://json-schema.org/draft/2020-12/vocab/applicator": .applicator,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": .unevaluated,
        "https://json-schema.org/draft/2020-12/vocab/validation": .validation,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": .metaData,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": .formatAnnotation,
        "https://json-schema.org/draft/2020-12/vocab/format-assertion": .formatAssertion,
        "https://json-schema.org/draft/2020-12/vocab/content": .content,
    ]

    /// The vocabulary a keyword of the supported list belongs to; nil for core keywords (always applied) and for
    /// words that are not keywords of 2020-12 (reported as before). `format` belongs to either format vocabulary.
    static func of(_ keyword: String) -> Vocabularies? {
        switch keyword {
        case "prefixItems", "items", "contains", "properties", "patternProperties", "additionalProperties",
            "propertyNames", "dependentSchemas", "allOf", "anyOf", "oneOf", "not", "if", "then", "else":
            return .applicator
        case "unevaluatedItems", "unevaluatedProperties": return .unevaluated
        case "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
            "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
            "maxProperties", "minProperties", "required", "dependentRequired":
            return .validation
        case "title", "description", "examples", "default", "deprecated", "readOnly", "writeOnly": return .metaData
        case "format": return [.formatAnnotation, .formatAssertion]
        case "contentEncoding", "contentMediaType", "contentSchema": return .content
        default: return nil
        }
    }
}
