/// One decoded spec file: its envelope and its contents.
public struct SpecFile: Sendable {
    /// The file path as given to the loader (`Spec/my-product/features.json`).
    public var path: String
    public var kind: SpecKind
    public var version: Int
    /// The envelope's `product`.
    public var product: Located<String>
    public var content: SpecContent

    public init(path: String, kind: SpecKind, version: Int, product: Located<String>, content: SpecContent) {
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
public struct SpecContent: Sendable {
    let gather: @Sendable (inout SpecBundle) -> Void

    init(gather: @escaping @Sendable (inout SpecBundle) -> Void) { self.gather = gather }
}
