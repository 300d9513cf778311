/// A status roll-up (`"mode": "status"`): a parent's status from its in-scope children's statuses.
enum StatusRollup {
    /// Sets the status of every parent in `pairs` that has in-scope children among `entries`. A parent covered by its
    /// children alone lists, as its proofs, each child's first proof (a named assertion when it has one), prefixed
    /// with the child's ID.
    static func apply(_ pairs: [(child: String, parent: String)], to entries: inout [CoverageEntry]) {
        var position: [String: Int] = [:]
        for (i, e) in entries.enumerated() { position[e.id] = i }
        var children: [String: [String]] = [:]
        var order: [String] = []
        for (child, parent) in pairs where child != parent {
            if children[parent] == nil { order.append(parent) }
            children[parent, default: []].append(child)
        }
        for parent in order {
            guard let p = position[parent], entries[p].status != .outOfScope else { continue }
            let kids = (children[parent] ?? []).compactMap { position[$0].map { entries[$0] } }
                .filter { $0.status != .outOfScope && $0.status != .orphaned }
            let statuses = kids.map(\.status)
            guard !statuses.isEmpty else { continue }
            let (status, note) = combine(statuses)
            // The parent's own failing or unverified checks stand, unless a child's failure outranks them.
            let own = entries[p].status
            let keepsOwn = own == .failing || (own == .unverified && status != .failing)
            if !keepsOwn { entries[p].status = status }
            entries[p].declaredPartial =
                entries[p].status == .partial && kids.allSatisfy { $0.status == .covered || $0.declaredPartial }
            entries[p].note = [entries[p].note, note].compactMap { $0 }.joined(separator: "; ")
            entries[p].missing = []
            if entries[p].status == .covered, entries[p].proofs.isEmpty {
                entries[p].proofs = kids.compactMap { kid in
                    kid.proofs.first { !$0.observed }.map {
                        ProofRecord(check: $0.check, assertion: "\(kid.id): \($0.assertion)")
                    }
                        ?? kid.proofs.first.map {
                            ProofRecord(check: $0.check, assertion: "\(kid.id): \($0.assertion)", observed: true)
                        }
                }
            }
        }
    }

    /// The combined status and a note counting the children by status (`from 7 items: 5 covered, 2 partial`).
    static func combine(_ statuses: [CoverageStatus]) -> (CoverageStatus, String) {
        var counts: [CoverageStatus: Int] = [:]
        for s in statuses { counts[s, default: 0] += 1 }
        let status: CoverageStatus
        if counts[.failing] != nil {
            status = .failing
        } else if counts[.unverified] != nil {
            status = .unverified
        } else if counts[.covered] == statuses.count {
            status = .covered
        } else if (counts[.covered] ?? 0) + (counts[.waived] ?? 0) == statuses.count {
            status = .waived
        } else if counts[.uncovered] == statuses.count {
            status = .uncovered
        } else {
            status = .partial
        }
        let parts = CoverageStatus.allCases.compactMap { s in counts[s].map { "\($0) \(s.rawValue)" } }
        return (
            status,
            "rolled up from \(statuses.count) item\(statuses.count == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        )
    }
}
