import SpecModel

/// A named rule of the catalogue: a stable ID, the level of its findings, its area and what it means.
package struct DiffRuleDescriptor: Hashable, Sendable {
    package var id: String
    package var level: FindingLevel
    package var area: FindingArea
    package var summary: String

    package init(_ id: String, _ level: FindingLevel, _ area: FindingArea, _ summary: String) {
        self.id = id
        self.level = level
        self.area = area
        self.summary = summary
    }

    /// A finding of this rule.
    func finding(
        _ element: String, _ arguments: [String: String] = [:], _ message: String, base: Origin? = nil,
        revision: Origin? = nil
    ) -> Finding {
        Finding(
            rule: id, level: level, area: area, element: element, arguments: arguments, message: message, base: base,
            revision: revision)
    }
}
