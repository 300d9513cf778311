import SpecModel

/// What the traceability rules compare: the IDs the document's matrices name, and the IDs some check could
/// produce evidence for.
enum TraceEvidence {
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
            for s in m.allStates { out.formUnion(DiffContext.ids(s.info.traces, in: b)) }
            for t in m.transitions { out.formUnion(DiffContext.ids(t.transition.info.traces, in: b)) }
        }
        for e in b.events {
            out.formUnion(DiffContext.ids(e.info.traces, in: b))
            if let id = e.id { out.insert(id) }
        }
        for s in side.scenarios { out.formUnion(s.covers.flatMap { b.expand($0.value) }) }
        return out
    }
}
