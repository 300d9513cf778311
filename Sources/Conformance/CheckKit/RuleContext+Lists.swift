extension RuleContext {
    /// Holds the implementation to a list parameter (`"wear": "FN, MW, FT, WW, BS"`): every listed value is sent and
    /// must be accepted, and every value of `candidates` the list does not hold (the implementation's whole
    /// vocabulary, or more) is sent and must be refused. A value dropped from the list is then refused by the spec
    /// and still accepted by the implementation, so the check fails. Returns the listed values.
    ///
    /// `candidates` should come from the implementation (an enum's cases, a table's keys), never from a copy of
    /// the list. Each answer is an expectation named by `claim` and `ids`.
    @discardableResult
    public func expectListed(
        _ ruleID: String, _ key: String, among candidates: [String], _ claim: String, proves ids: [String] = [],
        accepts: (String) throws(RuleFailure) -> Bool
    ) throws(RuleFailure) -> [String] {
        let listed = try list(ruleID, key)
        var seen = Set(listed)
        let others = candidates.filter { seen.insert($0).inserted }
        let said =
            "\(claim) (\(ruleID) \(key): \(listed.joined(separator: ", ")) accepted"
            + (others.isEmpty ? ")" : "; \(others.joined(separator: ", ")) refused)")
        for value in listed + others {
            let accepted = try accepts(value)
            let detail = "\(value) was \(accepted ? "accepted" : "refused")"
            if ids.isEmpty {
                try expect(accepted == listed.contains(value), "expected \(said): \(detail)")
            } else {
                try expect(accepted == listed.contains(value), said, proves: ids, detail: detail)
            }
        }
        return listed
    }
}
