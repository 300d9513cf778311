import SpecModel

/// One entry of `Traceability/<product>/accepted-changes.json`: a finding the team accepts, until a date.
///
/// Matched by rule, element ID and arguments (every argument given must equal the finding's), never by message.
package struct AcceptedChange: Hashable, Sendable {
    package var rule: String
    package var id: String
    /// Arguments that must match; an empty set matches every finding of the rule on the element.
    package var arguments: [String: String]
    package var reason: String
    package var owner: String
    /// `YYYY-MM-DD`; the entry no longer accepts anything after that day.
    package var expires: String
    package var origin: Origin

    package init(
        rule: String, id: String, arguments: [String: String] = [:], reason: String, owner: String, expires: String,
        origin: Origin = .synthetic()
    ) {
        self.rule = rule
        self.id = id
        self.arguments = arguments
        self.reason = reason
        self.owner = owner
        self.expires = expires
        self.origin = origin
    }

    /// Whether the entry names `finding`.
    package func matches(_ finding: Finding) -> Bool {
        finding.rule == rule && finding.element == id && arguments.allSatisfy { finding.arguments[$0.key] == $0.value }
    }

    /// Whether the entry expired before `today` (`YYYY-MM-DD`; string order is date order).
    package func isExpired(today: String) -> Bool { expires < today }

    /// The arguments of a finding about the entry itself: its own arguments and the rule it names.
    var findingArguments: [String: String] { arguments.merging(["rule": rule]) { x, _ in x } }
}
