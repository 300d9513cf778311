import SpecModel

/// `lint.matrix-claim`: a traceability matrix's claim about its rows does not hold.
///
/// A claim "the rows cover `count` records of kind `idKind` (scope `scope`)" holds when the distinct IDs of that
/// kind named by the rows (ranges expanded, every row field) number exactly `count`, and, when `scope` is given,
/// they are exactly the defined IDs of that kind and scope. Features and journeys have a scope; other elements
/// count as in scope. The diagnostic, at the claim's `count`, lists the IDs missing from the rows and the extra
/// ones (undefined, or of another scope).
struct MatrixClaimRule: LintRule {
    let id = "lint.matrix-claim"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a traceability matrix claim about the records its rows cover does not hold"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        guard bundle.hasPatterns else { return [] }
        var diagnostics: [Diagnostic] = []
        let scopes = Self.scopes(bundle)
        for matrix in bundle.matrices {
            for claim in matrix.claims {
                let named = Self.namedIDs(of: claim.idKind, in: matrix, bundle)
                if named.isEmpty && !Self.isKnownKind(claim.idKind, bundle) {
                    let message =
                        "claim \"\(claim.id)\" counts IDs of kind \"\(claim.idKind)\", which is not an ID kind of the product; kinds: "
                        + bundle.patterns.idKinds.quotedList(limit: 30)
                    diagnostics.append(
                        context.diagnostic(self, message, at: context.origin(of: "idKind", in: claim.origin)))
                    continue
                }
                var problems: [String] = []
                if named.count != claim.count {
                    problems.append("the rows name \(named.count) distinct \(claim.idKind) IDs, not \(claim.count)")
                }
                if let scope = claim.scope {
                    let expected = Set(
                        bundle.idIndex.ids.filter {
                            Self.kind(of: $0, bundle) == claim.idKind && (scopes[$0] ?? .in) == scope
                        })
                    let missing = expected.subtracting(named).sorted()
                    let extra = named.subtracting(expected).sorted()
                    if !missing.isEmpty {
                        problems.append(
                            "missing (defined, scope \(scope.rawValue), in no row): \(missing.quotedList(limit: 20))")
                    }
                    if !extra.isEmpty {
                        let described = extra.map { id in
                            guard bundle.idIndex.contains(id) else { return "\(id) (undefined)" }
                            return "\(id) (scope \((scopes[id] ?? .in).rawValue))"
                        }
                        problems.append(
                            "extra (named, not defined with scope \(scope.rawValue)): \(described.prefix(20).joined(separator: ", "))"
                                + (described.count > 20 ? " and \(described.count - 20) more" : ""))
                    }
                }
                guard !problems.isEmpty else { continue }
                let message =
                    "claim \"\(claim.id)\" of matrix \"\(matrix.id)\" does not hold: "
                    + problems.joined(separator: "; ")
                diagnostics.append(context.diagnostic(self, message, at: context.origin(of: "count", in: claim.origin)))
            }
        }
        return diagnostics
    }

    /// The distinct IDs of `kind` that the rows of `matrix` name, ranges expanded.
    static func namedIDs(of kind: String, in matrix: Matrix, _ bundle: SpecBundle) -> Set<String> {
        var ids = Set<String>()
        for row in matrix.rows {
            for reference in row.allReferences {
                switch bundle.classify(reference.value) {
                case .id(let k) where k == kind: ids.insert(reference.value)
                case .range(let k, let expanded) where k == kind: ids.formUnion(expanded)
                default: continue
                }
            }
        }
        return ids
    }

    /// The kind a single ID is classified as (its pattern kind, or the element kind of an unpatterned definition).
    private static func kind(of id: String, _ bundle: SpecBundle) -> String? {
        if case .id(let kind) = bundle.classify(id) { return kind }
        return nil
    }

    private static func isKnownKind(_ kind: String, _ bundle: SpecBundle) -> Bool {
        bundle.patterns.idKinds.contains(kind) || ElementKind(rawValue: kind) != nil
    }

    /// The scope of every feature and journey.
    private static func scopes(_ bundle: SpecBundle) -> [String: Scope] {
        var scopes: [String: Scope] = [:]
        for f in bundle.features where scopes[f.id] == nil { scopes[f.id] = f.scope }
        for j in bundle.journeys where scopes[j.id] == nil { scopes[j.id] = j.scope }
        return scopes
    }
}
