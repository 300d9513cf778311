/// The contents of a `traceability` file: the document's own matrices and readiness rules.
public struct TraceabilityFile: Hashable, Sendable {
    public var matrices: [Matrix]
    public var readiness: [ReadinessRule]

    public init(matrices: [Matrix] = [], readiness: [ReadinessRule] = []) {
        self.matrices = matrices
        self.readiness = readiness
    }
}

/// A traceability matrix of the document (`MATRIX-7-8`): rows and the claims made about them.
public struct Matrix: Hashable, Sendable {
    public var id: String
    public var title: String?
    public var claims: [MatrixClaim]
    public var rows: [MatrixRow]
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, title: String? = nil, claims: [MatrixClaim] = [], rows: [MatrixRow] = [],
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.claims = claims
        self.rows = rows
        self.info = info
        self.origin = origin
    }
}

/// A claim such as "the rows cover the 67 frozen records": the distinct IDs of kind `idKind` (and `scope`)
/// named by the rows number exactly `count`.
public struct MatrixClaim: Hashable, Sendable {
    public var id: String
    public var text: String?
    /// An ID pattern kind of the product (`feature`).
    public var idKind: String
    public var count: Int
    public var scope: Scope?
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, text: String? = nil, idKind: String, count: Int, scope: Scope? = nil,
        info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.text = text
        self.idKind = idKind
        self.count = count
        self.scope = scope
        self.info = info
        self.origin = origin
    }
}

/// One row of a matrix; every list holds references as written.
public struct MatrixRow: Hashable, Sendable {
    public var id: String
    public var label: String?
    public var requirements: [Located<String>]
    public var features: [Located<String>]
    public var journeys: [Located<String>]
    public var references: [Located<String>]
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, label: String? = nil, requirements: [Located<String>] = [], features: [Located<String>] = [],
        journeys: [Located<String>] = [], references: [Located<String>] = [], info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.label = label
        self.requirements = requirements
        self.features = features
        self.journeys = journeys
        self.references = references
        self.info = info
        self.origin = origin
    }

    /// Every reference of the row, field by field, in document order.
    public var allReferences: [Located<String>] { requirements + features + journeys + references }
}

/// A release-readiness rule of the document (`READY-1`).
public struct ReadinessRule: Hashable, Sendable {
    public var id: String
    public var text: String
    public var info: ElementInfo
    public var origin: Origin

    public init(id: String, text: String, info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()) {
        self.id = id
        self.text = text
        self.info = info
        self.origin = origin
    }
}
