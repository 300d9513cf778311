/// The contents of a `traceability` file: the document's own matrices and readiness rules.
package struct TraceabilityFile: Hashable, Sendable {
    package var matrices: [Matrix]
    package var readiness: [ReadinessRule]

    package init(matrices: [Matrix] = [], readiness: [ReadinessRule] = []) {
        self.matrices = matrices
        self.readiness = readiness
    }
}

/// A traceability matrix of the document (`MATRIX-7-8`): rows and the claims made about them.
package struct Matrix: Hashable, Sendable {
    package var id: String
    package var title: String?
    package var claims: [MatrixClaim]
    package var rows: [MatrixRow]
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
package struct MatrixClaim: Hashable, Sendable {
    package var id: String
    package var text: String?
    /// An ID pattern kind of the product (`feature`).
    package var idKind: String
    package var count: Int
    package var scope: Scope?
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
package struct MatrixRow: Hashable, Sendable {
    package var id: String
    package var label: String?
    package var requirements: [Located<String>]
    package var features: [Located<String>]
    package var journeys: [Located<String>]
    package var references: [Located<String>]
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
    package var allReferences: [Located<String>] { requirements + features + journeys + references }
}

/// A release-readiness rule of the document (`READY-1`).
package struct ReadinessRule: Hashable, Sendable {
    package var id: String
    package var text: String
    package var info: ElementInfo
    package var origin: Origin

    package init(id: String, text: String, info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()) {
        self.id = id
        self.text = text
        self.info = info
        self.origin = origin
    }
}
