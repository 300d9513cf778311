import SpecJSON

/// One element of an XML document as read: local name (namespace prefix dropped), its namespace, attributes (keys as
/// written, prefixed ones with their prefix), children, text, and where the element and each attribute are.
struct LocatedXMLElement: Sendable {
    var name: String
    var namespace: String?
    var attributes: [String: String]
    var children: [LocatedXMLElement] = []
    var text = ""
    /// The start tag's `<` (or, when it cannot be found, where XMLParser was at the tag's end).
    var location: SourceLocation
    /// Each attribute's name in the start tag.
    var attributeLocations: [String: SourceLocation] = [:]
    /// Each attribute value's opening quote.
    var valueLocations: [String: SourceLocation] = [:]

    init(
        name: String, namespace: String? = nil, attributes: [String: String], location: SourceLocation,
        attributeLocations: [String: SourceLocation] = [:], valueLocations: [String: SourceLocation] = [:]
    ) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.location = location
        self.attributeLocations = attributeLocations
        self.valueLocations = valueLocations
    }

    /// The children named `name`, in document order.
    func all(_ name: String) -> [LocatedXMLElement] { children.filter { $0.name == name } }

    /// The first child named `name`.
    func first(_ name: String) -> LocatedXMLElement? { children.first { $0.name == name } }

    /// Where attribute `name` is written, else the element.
    func location(of attribute: String) -> SourceLocation { attributeLocations[attribute] ?? location }

    /// Where attribute `name`'s value starts (its opening quote), else the attribute: an expression's own errors are
    /// placed at their column inside it.
    func valueLocation(of attribute: String) -> SourceLocation { valueLocations[attribute] ?? location(of: attribute) }
}
