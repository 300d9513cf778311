import SpecJSON

/// One element of a DMN document as read (the shared ``LocatedXMLElement``).
typealias DMNElement = LocatedXMLElement

extension LocatedXMLElement {
    /// The text of the `<text>` child (FEEL expressions and unary tests live there), trimmed.
    var feelText: String? {
        first("text").map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
