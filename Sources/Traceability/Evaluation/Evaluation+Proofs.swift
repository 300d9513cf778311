import Conformance

extension Evaluation {
    /// How many checks of one kind an ID's observed proofs name.
    static let observedPerKind = 3

    /// The proofs of `id`: for each passing check that gave it evidence (sorted by check ID), the claims of the
    /// check's assertions that named `id`, or, where none did (the engine's own kinds of check, a roll-up), what the
    /// check observed for each kind of evidence it gave, for the first ``observedPerKind`` such checks of a kind (the
    /// sentence is the same for each; the entry's evidence names them all).
    func proofs(of id: String, evidence: [EvidenceRecord]) -> [ProofRecord] {
        var kindsByCheck: [String: [EvidenceKind]] = [:]
        for record in evidence {
            for check in record.checks { kindsByCheck[check, default: []].append(record.kind) }
        }
        var proofs: [ProofRecord] = []
        var observed: [EvidenceKind: Int] = [:]
        for checkID in kindsByCheck.keys.sorted() {
            let claims = checksByID[checkID]?.proofs.filter { $0.id == id }.map(\.claim) ?? []
            if !claims.isEmpty {
                proofs += claims.map { ProofRecord(check: checkID, assertion: $0) }
            } else {
                for kind in kindsByCheck[checkID] ?? [] where observed[kind, default: 0] < Self.observedPerKind {
                    observed[kind, default: 0] += 1
                    proofs.append(ProofRecord(check: checkID, assertion: kind.observation, observed: true))
                }
            }
        }
        return proofs
    }
}
