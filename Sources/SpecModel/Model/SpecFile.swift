/// One decoded spec file: its envelope and its contents.
package struct SpecFile: Sendable {
    /// The file path as given to the loader (`Spec/my-product/features.json`).
    package var path: String
    package var kind: SpecKind
    package var version: Int
    /// The envelope's `product`.
    package var product: Located<String>
    package var content: SpecContent

    package init(path: String, kind: SpecKind, version: Int, product: Located<String>, content: SpecContent) {
        self.path = path
        self.kind = kind
        self.version = version
        self.product = product
        self.content = content
    }
}

/// The contents of a spec file: what its kind's decoder read, kept as the step that gathers its elements into a
/// bundle (`SpecBundle` keeps each kind's elements in load order). Each kind makes its contents with a factory
/// beside its registration (`Loader/Kinds`): `.features([...])`, `.machine(m)`.
package struct SpecContent: Sendable {
    let gather: @Sendable (inout SpecBundle) -> Void

    init(gather: @escaping @Sendable (inout SpecBundle) -> Void) { self.gather = gather }
}
