import SpecModel

/// The document's matrix and the evidence the spec links to each ID.
enum TraceabilityRules: DiffRuleSet {
    static let dropped = DiffRuleDescriptor(
        "trace.matrix-id-dropped", .error, .traceability, "an ID still defined was dropped from the traceability matrix")
    static let claimChanged = DiffRuleDescriptor("trace.claim-changed", .warning, .traceability, "a matrix claim changed or was removed")
    static let coverageLost = DiffRuleDescriptor(
        "trace.coverage-lost", .error, .traceability,
        "an ID still defined lost every source of evidence (machine traces, scenarios) it had")

    static var rules: [DiffRuleDescriptor] { [dropped, claimChanged, coverageLost] }

    /// ID → the first matrix row naming it.
    static func matrixIDs(_ bundle: SpecBundle) -> [String: MatrixRow] {
        var out: [String: MatrixRow] = [:]
        for m in bundle.matrices {
            for row in m.rows {
                for id in DiffContext.ids(row.allReferences, in: bundle) where out[id] == nil { out[id] = row }
            }
        }
        return out
    }

    /// IDs that some check could produce evidence for: traced by a machine, state or transition, or covered by a scenario.
    static func evidenced(_ side: DiffSide) -> Set<String> {
        var out = Set<String>()
        let b = side.bundle
        for m in b.machines {
            out.formUnion(DiffContext.ids(m.info.traces, in: b))
            for s in m.states {
                out.formUnion(DiffContext.ids(s.info.traces, in: b))
                for group in s.on { for t in group.transitions { out.formUnion(DiffContext.ids(t.info.traces, in: b)) } }
            }
        }
        for e in b.events {
            out.formUnion(DiffContext.ids(e.info.traces, in: b))
            if let id = e.id { out.insert(id) }
        }
        for s in side.scenarios { out.formUnion(s.covers.flatMap { b.expand($0.value) }) }
        return out
    }

    static func findings(_ c: DiffContext) -> [Finding] {
        var out: [Finding] = []
        let defined = c.revision.bundle.idIndex
        let before = matrixIDs(c.base.bundle), after = matrixIDs(c.revision.bundle)
        for id in Set(before.keys).subtracting(after.keys).sorted() where defined.contains(id) {
            let row = before[id]!
            out.append(
                dropped.finding(
                    id, ["row": row.id], "\(id) is still defined but no matrix row names it any more (was in \(row.id))", base: row.origin,
                    revision: defined.definitions(of: id).first?.origin))
        }
        var revisionClaims: [String: MatrixClaim] = [:]
        for m in c.revision.bundle.matrices { for claim in m.claims { revisionClaims[claim.id] = claim } }
        for m in c.base.bundle.matrices {
            for b in m.claims {
                guard let r = revisionClaims[b.id] else {
                    out.append(claimChanged.finding(b.id, ["change": "removed"], "matrix claim \(b.id) was removed", base: b.origin))
                    continue
                }
                let was = "\(b.count) \(b.idKind)\(b.scope.map { " scope " + $0.rawValue } ?? "")"
                let now = "\(r.count) \(r.idKind)\(r.scope.map { " scope " + $0.rawValue } ?? "")"
                if was != now {
                    out.append(
                        claimChanged.finding(
                            b.id, ["change": "changed", "from": was, "to": now], "matrix claim \(b.id) changed from \(was) to \(now)",
                            base: b.origin, revision: r.origin))
                }
            }
        }
        let lost = evidenced(c.base).subtracting(evidenced(c.revision))
        for id in lost.sorted() where defined.contains(id) {
            out.append(
                coverageLost.finding(
                    id, [:], "\(id) is still defined but nothing in the spec or its scenarios can produce evidence for it any more",
                    base: c.base.bundle.idIndex.definitions(of: id).first?.origin, revision: defined.definitions(of: id).first?.origin))
        }
        return out
    }
}
