import SpecModel

/// One compiled keyword.
enum Keyword: Sendable {
    /// The `false` schema.
    case never
    case type(TypeSet)
    case enumeration([JSONValue])
    case const(JSONValue)
    case required([String])
    /// `required` checked by counting in the object applicator of the same schema on the fast path;
    /// looked up one by one when errors are collected.
    case requiredCounted([String])
    case object(ObjectApplicator)
    case prefixItems([Int])
    /// `items`; `after` is the number of `prefixItems` it skips.
    case items(node: Int, after: Int)
    case minItems(Int)
    case maxItems(Int)
    case uniqueItems
    case minimum(NumberLimit)
    case maximum(NumberLimit)
    case exclusiveMinimum(NumberLimit)
    case exclusiveMaximum(NumberLimit)
    case multipleOf(NumberLimit)
    case minLength(Int)
    case maxLength(Int)
    case pattern(PatternMatcher)
    case format(SchemaFormat)
    /// `format` under a dialect whose meta-schema lists the format-assertion vocabulary: asserted whatever the options.
    case assertedFormat(SchemaFormat)
    case allOf([Int])
    case anyOf([Int])
    case oneOf([Int])
    case not(Int)
    case ref(Int)
    // The payloads below are boxed (`indirect`) where they are larger than the others: every keyword of a
    // program is as large as the largest case, and the walkers read them by the million.
    /// `$dynamicRef`: `initial` unless the dynamic scope holds an outer `$dynamicAnchor` of the same name.
    indirect case dynamicRef(DynamicReference)
    /// `if` with its `then` and `else`.
    case conditional(Conditional)
    /// `contains` with `minContains` and `maxContains`.
    indirect case contains(ContainsRule)
    case minProperties(Int)
    case maxProperties(Int)
    case propertyNames(Int)
    case dependentRequired([DependentRequired])
    case dependentSchemas([DependentSchema])
    /// `contentEncoding`, `contentMediaType` and `contentSchema`: annotations, decoded and applied only with
    /// ``ValidationOptions/decodeContent``.
    indirect case content(ContentRule)
    /// `unevaluatedProperties`, always the last keyword of its node but `unevaluatedItems`.
    case unevaluatedProperties(Unevaluated)
    /// `unevaluatedItems`, always the last keyword of its node.
    case unevaluatedItems(Unevaluated)
}

/// A compiled `$dynamicRef`.
struct DynamicReference: Sendable {
    /// The schema it resolves to statically, as a `$ref` would.
    var initial: Int
    /// The `$dynamicAnchor` name, when the initial target declares it (the reference is dynamic then);
    /// nil when it behaves as a `$ref`.
    var anchor: String?
    /// Every node declaring a `$dynamicAnchor` of that name, in any resource (for the cycle check).
    var alternatives: [Int]
    /// The schema's dynamic scope tables, kept by one `$dynamicRef` of the program (see
    /// ``SchemaProgram/dynamicKeyword``); nil in the others.
    var table: DynamicScopeTable? = nil
}

/// `if`/`then`/`else`; `then` and `else` are nil when absent.
struct Conditional: Sendable {
    var `if`: Int
    var then: Int?
    var `else`: Int?
}

/// `contains` with its bounds; the pointers and locations name `minContains`/`maxContains` in errors.
struct ContainsRule: Sendable {
    var node: Int
    var min: Int
    var max: Int?
    var minInfo: KeywordInfo?
    var maxInfo: KeywordInfo?
}

/// One `dependentRequired` entry: when `property` is present, `required` must be too.
struct DependentRequired: Sendable {
    var property: String
    var required: [String]
}

/// One `dependentSchemas` entry: when `property` is present, the instance must match `node`.
struct DependentSchema: Sendable {
    var property: String
    var node: Int
}

/// `unevaluatedProperties` or `unevaluatedItems`: `node` applies to what the keywords of `owner` (and the
/// subschemas they apply in place) did not evaluate.
struct Unevaluated: Sendable {
    var node: Int
    var owner: Int
    /// Whether `node` is the `false` schema, reported as one error per member or item.
    var isFalse: Bool
}
