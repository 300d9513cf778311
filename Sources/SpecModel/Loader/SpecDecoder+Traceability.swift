extension SpecDecoder {
    func decodeTraceability(_ r: ObjectReader) -> TraceabilityFile {
        TraceabilityFile(
            matrices: r.objects("matrices", .matrix, decodeMatrix),
            readiness: r.objects("readiness", .readiness) { x in
                guard let id = x.string("id") else { return nil }
                return ReadinessRule(id: id, text: x.string("text") ?? "", info: x.info(), origin: x.origin)
            })
    }

    private func decodeMatrix(_ r: ObjectReader) -> Matrix? {
        guard let id = r.string("id") else { return nil }
        let claims = r.objects("claims", .matrixClaim) { c -> MatrixClaim? in
            guard let id = c.string("id") else { return nil }
            let count = c.int("count")
            if let count, count < 0, let v = c.value("count") {
                sink.error(
                    .invalidValue, "invalid count \(count); a claim counts IDs", at: v.node.location, pointer: v.pointer
                )
            }
            return MatrixClaim(
                id: id, text: c.string("text"), idKind: c.string("idKind") ?? "", count: count ?? 0,
                scope: c.enumValue("scope", Scope.self), info: c.info(), origin: c.origin)
        }
        let rows = r.objects("rows", .matrixRow) { w -> MatrixRow? in
            guard let id = w.string("id") else { return nil }
            return MatrixRow(
                id: id, label: w.string("label"), requirements: w.locatedStrings("requirements"),
                features: w.locatedStrings("features"), journeys: w.locatedStrings("journeys"),
                references: w.locatedStrings("references"), info: w.info(), origin: w.origin)
        }
        return Matrix(id: id, title: r.string("title"), claims: claims, rows: rows, info: r.info(), origin: r.origin)
    }
}
