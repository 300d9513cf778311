import Foundation
import SpecJSON

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML document (DMN, SCXML) into a ``LocatedXMLElement`` tree with FoundationXML's `XMLParser`, keeping
/// each element's line and column and each attribute's (found in the start tag's text).
final class XMLDocumentReader: NSObject, XMLParserDelegate {
    private var stack: [LocatedXMLElement] = []
    private(set) var root: LocatedXMLElement?
    private let tags: XMLStartTags

    /// Why a document could not be read, and where.
    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    private init(bytes: [UInt8]) { tags = XMLStartTags(bytes) }

    /// The document's root element, or a located description of why the XML is malformed.
    static func read(_ bytes: [UInt8]) -> Result<LocatedXMLElement, Failure> {
        let reader = XMLDocumentReader(bytes: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        let parsed = parser.parse()
        let at = SourceLocation(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), offset: 0)
        guard parsed, let root = reader.root else {
            let why = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
            return .failure(Failure(message: "the file is not well-formed XML: \(why)", location: at))
        }
        return .success(root)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let local = elementName.split(separator: ":").last.map(String.init) ?? elementName
        let end = SourceLocation(line: parser.lineNumber, column: max(parser.columnNumber, 1), offset: 0)
        let located = tags.locate(qualifiedName ?? elementName, endingAt: end, attributes: Array(attributes.keys))
        stack.append(
            LocatedXMLElement(
                name: local, namespace: namespaceURI?.isEmpty == false ? namespaceURI : nil, attributes: attributes,
                location: located.tag, attributeLocations: located.attributes, valueLocations: located.values))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard let done = stack.popLast() else { return }
        if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
    }
}
