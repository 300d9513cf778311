import SpecJSON

/// Collects a converter's diagnostics, each coded `import.<format>.<what>` and located in the foreign file.
package final class ImportProblems {
    let format: String
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    package init(format: String, file: String) {
        self.format = format
        self.file = file
    }

    /// An error naming a construct the native model cannot express (or a malformed document).
    package func error(_ what: String, _ message: String, at location: SourceLocation?) {
        diagnostics.append(.error("import.\(format).\(what)", message, file: file, at: location))
    }

    /// A warning for something read but deliberately ignored (styling, notes, tags).
    package func warning(_ what: String, _ message: String, at location: SourceLocation?) {
        diagnostics.append(.warning("import.\(format).\(what)", message, file: file, at: location))
    }

    /// The result: `node` unless an error was recorded, with every diagnostic sorted.
    package func result(_ node: JSONNode?) -> ImportResult {
        ImportResult(node: node, diagnostics: diagnostics.sorted())
    }
}
