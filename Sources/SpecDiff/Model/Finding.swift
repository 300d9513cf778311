import SpecModel

/// How much a change may break.
package enum FindingLevel: String, CaseIterable, Codable, Sendable, Comparable {
    /// Breaks something that conformed before.
    case error
    /// May break; cannot be decided from the spec alone.
    case warning
    /// Worth knowing; breaks nothing.
    case info

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }

    package static func < (lhs: FindingLevel, rhs: FindingLevel) -> Bool { lhs.rank < rhs.rank }

    /// Whether a finding at this level reaches the threshold `threshold` (`error` reaches `warning`).
    package func reaches(_ threshold: FindingLevel) -> Bool { self <= threshold }
}

/// The part of the spec a finding is about.
package enum FindingArea: String, CaseIterable, Codable, Sendable {
    case feature, journey, machine, event, api, module, rule, traceability, assumption, limit
    /// Decision tables and their rules.
    case decision
    /// Release stages (named gates) and their requirements.
    case stage
    /// Output invariants (`outputs` files).
    case output
    /// Changes that are about IDs themselves (reuse), and about the accepted-changes file.
    case general
}

/// One change between two versions of a spec, judged by a rule.
///
/// Findings are matched by `rule`, `element` and `arguments`, never by `message`: accepted-changes entries and
/// tools rely on those three only.
package struct Finding: Hashable, Sendable {
    /// The stable rule ID (`machine.transition-removed`).
    package var rule: String
    package var level: FindingLevel
    package var area: FindingArea
    /// The element the change is about: a requirement ID, a machine ID, an event name.
    package var element: String
    /// What identifies the change within the element (machine, from, event, to, property ...).
    package var arguments: [String: String]
    package var message: String
    /// Where the element was in the base, when it was there.
    package var base: Origin?
    /// Where the element is in the revision, when it is there.
    package var revision: Origin?
    /// What evidence the change invalidates.
    package var impact: Impact
    /// The accepted-changes entry that accepts the finding, when one does.
    package var acceptedBy: AcceptedChange?

    package init(
        rule: String, level: FindingLevel, area: FindingArea, element: String, arguments: [String: String] = [:],
        message: String, base: Origin? = nil, revision: Origin? = nil, impact: Impact = Impact(),
        acceptedBy: AcceptedChange? = nil
    ) {
        self.rule = rule
        self.level = level
        self.area = area
        self.element = element
        self.arguments = arguments
        self.message = message
        self.base = base
        self.revision = revision
        self.impact = impact
        self.acceptedBy = acceptedBy
    }

    /// The arguments as `key=value` pairs sorted by key, joined with `, `.
    package var argumentText: String {
        arguments.keys.sorted().map { "\($0)=\(arguments[$0] ?? "")" }.joined(separator: ", ")
    }

    /// Whether the finding counts against `--fail-on threshold` (accepted findings never do).
    package func fails(at threshold: FindingLevel) -> Bool { acceptedBy == nil && level.reaches(threshold) }

    /// The origin to point at: the revision's when the element is still there, else the base's.
    package var primaryOrigin: Origin? { revision ?? base }

    /// The deterministic order of a report: level, area, element, rule, arguments.
    static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        if a.level != b.level { return a.level < b.level }
        if a.area != b.area { return a.area.rawValue < b.area.rawValue }
        if a.element != b.element { return a.element < b.element }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.argumentText < b.argumentText
    }
}
