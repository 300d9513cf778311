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

/// The contents of a spec file, by kind.
public enum SpecContent: Sendable {
    case product(ProductSpec)
    case features([Feature])
    case journeys([Journey])
    case surfaces([Surface])
    case machine(Machine)
    case events(EventsFile)
    case contracts(Contracts)
    case modules(ModulesFile)
    case edgeCases([EdgeCase])
    case rules([BusinessRule])
    case traceability(TraceabilityFile)
    case assumptions([Assumption])
    case limits([Limit])
    case decisions([DecisionTable])
    case stages([ReleaseStage])
    case outputs([OutputSpec])
}
