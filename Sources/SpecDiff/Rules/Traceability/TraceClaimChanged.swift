import SpecModel

/// `trace.claim-changed`: a matrix claim of the base ("the rows cover the 67 frozen records") was removed, or its
/// count, ID kind or scope changed.
enum TraceClaimChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "trace.claim-changed", .warning, .traceability, "a matrix claim changed or was removed")

    static func findings(_ c: DiffContext) -> [Finding] {
        var revisionClaims: [String: MatrixClaim] = [:]
        for m in c.revision.bundle.matrices { for claim in m.claims { revisionClaims[claim.id] = claim } }
        var out: [Finding] = []
        for m in c.base.bundle.matrices {
            for b in m.claims {
                guard let r = revisionClaims[b.id] else {
                    out.append(
                        descriptor.finding(
                            b.id, ["change": "removed"], "matrix claim \(b.id) was removed", base: b.origin))
                    continue
                }
                let was = "\(b.count) \(b.idKind)\(b.scope.map { " scope " + $0.rawValue } ?? "")"
                let now = "\(r.count) \(r.idKind)\(r.scope.map { " scope " + $0.rawValue } ?? "")"
                if was != now {
                    out.append(
                        descriptor.finding(
                            b.id, ["change": "changed", "from": was, "to": now],
                            "matrix claim \(b.id) changed from \(was) to \(now)",
                            base: b.origin, revision: r.origin))
                }
            }
        }
        return out
    }
}
