/// A shared JSON Schema file of a product: a `*.schema.json` file anywhere under its folder. It is not a spec file
/// (it has no `kind`); event schemas reach it with `$ref`, by its path relative to theirs or by the `$id` it
/// declares (docs/SPEC-FORMAT.md, "Event schemas").
package struct SchemaDocument: Sendable {
    /// The file as the loader names it (`Spec/my-product/common/money.schema.json`).
    package var file: String
    /// The file's path inside the product folder (`common/money.schema.json`).
    package var relativePath: String
    /// The parsed document, located.
    package var root: JSONNode

    package init(file: String, relativePath: String, root: JSONNode) {
        self.file = file
        self.relativePath = relativePath
        self.root = root
    }

    /// Whether a file of a product folder is a shared schema document rather than a spec file.
    package static func isSchemaFile(_ path: String) -> Bool { path.hasSuffix(".schema.json") }
}
