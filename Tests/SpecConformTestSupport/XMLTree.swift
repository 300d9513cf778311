import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A well-formed XML (or XHTML-style HTML) document read into a small tree with Foundation's `XMLParser`, so a test
/// can assert on a rendered page's structure instead of on substrings.
package final class XMLTree: @unchecked Sendable {
    package let name: String
    package let attributes: [String: String]
    package private(set) var children: [XMLTree] = []
    /// The text directly inside the element, in order.
    package private(set) var ownText = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The root element of `text`, or nil with the parser's error when it is not well-formed.
    package static func parse(_ text: String) -> Result<XMLTree, ParseFailure> {
        let builder = Builder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let error = parser.parserError.map { "\($0)" } ?? "parse failed"
            return .failure(ParseFailure(message: "\(error) at \(parser.lineNumber):\(parser.columnNumber)"))
        }
        return .success(root)
    }

    /// Why a document could not be read.
    package struct ParseFailure: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// The element's classes (its `class` attribute split at spaces).
    package var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

    /// Every element below this one (not itself), in document order.
    package var descendants: [XMLTree] { children.flatMap { [$0] + $0.descendants } }

    /// Descendants named `name` (any name when nil) having every class in `classes`.
    package func all(_ name: String? = nil, classes: Set<String> = []) -> [XMLTree] {
        descendants.filter { (name == nil || $0.name == name) && classes.isSubset(of: $0.classes) }
    }

    /// The first descendant with `id`.
    package func element(id: String) -> XMLTree? { descendants.first { $0.attributes["id"] == id } }

    /// All the text inside the element, in document order.
    package var text: String { ownText + children.map(\.text).joined() }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [XMLTree] = []
        var root: XMLTree?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = XMLTree(name: elementName, attributes: attributes)
            stack.last?.children.append(element)
            if stack.isEmpty { root = element }
            stack.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.ownText += string }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            stack.last?.ownText += String(decoding: block, as: UTF8.self)
        }
    }
}
