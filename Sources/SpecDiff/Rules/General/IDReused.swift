import SpecModel

/// `id.reused`: an ID that a rename retired (it stands in some element's `formerIds`) names another element again.
enum IDReused: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "id.reused", .error, .general,
        "an ID retired by a rename (listed in formerIds) is defined again with other content")

    static func findings(_ c: DiffContext) -> [Finding] { IdentityChanges(c).reuses.map { $0.finding(descriptor) } }
}
