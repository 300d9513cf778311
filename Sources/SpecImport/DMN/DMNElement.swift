import SpecJSON

/// One element of a DMN document as read: local name (namespace prefix dropped), attributes, children, text, and
/// where its start tag ends in the file (XMLParser's position).
struct DMNElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [DMNElement] = []
    var text = ""
    var location: SourceLocation

    /// The children named `name`, in document order.
    func all(_ name: String) -> [DMNElement] { children.filter { $0.name == name } }

    /// The first child named `name`.
    func first(_ name: String) -> DMNElement? { children.first { $0.name == name } }

    /// The text of the `<text>` child (FEEL expressions and unary tests live there), trimmed.
    var feelText: String? {
        first("text").map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
