import SpecModel

/// A `format` the validator knows.
enum SchemaFormat: String, CaseIterable, Sendable {
    case dateTime = "date-time"
    case uuid
    case email
    case uri
}

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
    case allOf([Int])
    case anyOf([Int])
    case oneOf([Int])
    case not(Int)
    case ref(Int)
}
