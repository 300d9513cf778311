import SpecJSON

/// Reads a W3C SCXML document into a native machine (docs/formats/scxml.md).
///
/// `<state>`, `<parallel>`, `<final>`, `<history>`, `<initial>`, `<transition event cond target type>`,
/// `<datamodel>`/`<data>` (the context), `<onentry>`/`<onexit>` with `<assign>` and `<send target="#_parent">` (emits),
/// a delayed `<send>` cancelled on exit whose event only that state handles (a timer, `after`), and SpecConform's
/// `<conform:meta>` (the native fields SCXML has no place for) map. Everything else that carries behaviour
/// (`<invoke>`, `<script>`, `<if>`, `<foreach>`, `<raise>`, a `<send>` to the machine itself or another target,
/// ECMAScript the expression language lacks) is a located `import.scxml.*` error naming the element or attribute.
package enum SCXMLImporter {
    package static let format = "scxml"
    /// The W3C SCXML namespace.
    package static let namespace = "http://www.w3.org/2005/07/scxml"
    /// SpecConform's namespace for what SCXML cannot say (`<conform:meta>`, `conform:optional`, `conform:after`).
    package static let conformNamespace = "urn:specconform:scxml"

    package static func convert(_ bytes: [UInt8], file: String, select: String?) -> ImportResult {
        let problems = ImportProblems(format: format, file: file)
        let root: LocatedXMLElement
        switch XMLDocumentReader.read(bytes) {
        case .success(let element): root = element
        case .failure(let failure):
            problems.error("malformed", failure.message, at: failure.location)
            return problems.result(nil)
        }
        guard root.name == "scxml", root.namespace == nil || root.namespace == namespace else {
            problems.error(
                "not-scxml", "the root element is <\(root.name)>, not an SCXML <scxml> (\(namespace))",
                at: root.location)
            return problems.result(nil)
        }
        if let select {
            problems.error(
                "select",
                "an SCXML document holds one machine (its <scxml> root); \"select\": \"\(select)\" has nothing to choose",
                at: root.location)
            return problems.result(nil)
        }
        let tree = SCXMLTree(root: root)
        let node = SCXMLConverter(tree: tree, problems: problems).machine(root)
        return problems.result(node)
    }
}
