import Foundation
import SpecJSON

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads DMN XML into a ``DMNElement`` tree with FoundationXML's `XMLParser`, keeping each element's line and column.
final class DMNDocumentReader: NSObject, XMLParserDelegate {
    private var stack: [DMNElement] = []
    private(set) var root: DMNElement?

    /// Why a document could not be read, and where.
    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    /// The document's root element, or a located description of why the XML is malformed.
    static func read(_ bytes: [UInt8]) -> Result<DMNElement, Failure> {
        let reader = DMNDocumentReader()
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
        stack.append(
            DMNElement(
                name: local, attributes: attributes,
                location: SourceLocation(line: parser.lineNumber, column: max(parser.columnNumber, 1), offset: 0)))
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
