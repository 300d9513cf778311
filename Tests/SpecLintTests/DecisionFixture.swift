/// Decision table fixtures for the decision lint rules: the photo permission table of the format's example.
enum DecisionFixture {
    static let inputs = #"""
        {"name": "role", "type": "enum", "values": ["owner", "co-owner", "follower", "none"]},
        {"name": "own", "type": "boolean"},
        {"name": "count", "type": "integer", "minimum": 0, "maximum": 20}
        """#

    /// `decisions.json` with one table `PERM-PHOTO`; `rules` is the JSON of its rules (without brackets).
    static func files(hitPolicy: String = "unique", rules: String, withDefault: Bool = false) -> [String: String] {
        let fallback = withDefault ? #", "default": {"then": false, "reason": "deny unless a rule allows"}"# : ""
        return [
            "decisions.json": """
            {"kind": "decisions", "version": 1, "product": "demo", "tables": [
            {"id": "PERM-PHOTO", "hitPolicy": "\(hitPolicy)",
             "inputs": [\(inputs)],
             "output": {"name": "allowed", "type": "boolean"},
             "rules": [
            \(rules)]\(fallback)}]}
            """
        ]
    }

    /// A complete, non-overlapping unique table: owners, then followers split by `own` and `count`, then `none`.
    static let complete = #"""
        {"id": "PR-01", "when": {"role": ["owner", "co-owner"]}, "then": true},
        {"id": "PR-02", "when": {"role": "follower", "own": true, "count": {"max": 9}}, "then": true},
        {"id": "PR-03", "when": {"role": "follower", "own": true, "count": {"min": 10}}, "then": false},
        {"id": "PR-04", "when": {"role": "follower", "own": false}, "then": false},
        {"id": "PR-05", "when": {"role": "none"}, "then": false}
        """#
}
