import SpecModel

/// `trace.matrix-id-dropped`: an ID the revision still defines that a matrix row of the base named and no row of the
/// revision names.
enum TraceMatrixIDDropped: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "trace.matrix-id-dropped", .error, .traceability, "an ID still defined was dropped from the traceability matrix"
    )

    static func findings(_ c: DiffContext) -> [Finding] {
        let defined = c.revision.bundle.idIndex
        let before = TraceEvidence.matrixIDs(c.base.bundle)
        let after = TraceEvidence.matrixIDs(c.revision.bundle)
        return Set(before.keys).subtracting(after.keys).sorted().filter { defined.contains($0) }.compactMap { id in
            guard let row = before[id] else { return nil }
            return descriptor.finding(
                id, ["row": row.id], "\(id) is still defined but no matrix row names it any more (was in \(row.id))",
                base: row.origin,
                revision: defined.definitions(of: id).first?.origin)
        }
    }
}
