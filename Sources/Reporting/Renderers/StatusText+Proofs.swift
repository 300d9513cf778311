import Traceability

extension StatusText {
    /// An entry's proofs grouped by assertion, in first-seen order, each with the checks that evaluated it.
    static func proofGroups(_ entry: CoverageEntry) -> [(assertion: String, checks: [String])] {
        var order: [String] = []
        var checks: [String: [String]] = [:]
        for proof in entry.proofs {
            if checks[proof.assertion] == nil { order.append(proof.assertion) }
            checks[proof.assertion, default: []].append(proof.check)
        }
        return order.map { ($0, checks[$0] ?? []) }
    }

    /// `rule:X`, `path:a:1 and path:a:2`, `path:a:1, path:a:2 and 19 more`: at most `shown` names.
    static func checkList(_ checks: [String], shown: Int = 3) -> String {
        let named = checks.prefix(shown)
        let rest = checks.count - named.count
        if rest > 0 { return named.joined(separator: ", ") + " and \(rest) more" }
        if named.count <= 1 { return named.joined() }
        return named.dropLast().joined(separator: ", ") + " and " + (named.last ?? "")
    }
}
