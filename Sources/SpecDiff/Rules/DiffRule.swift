/// A rule of the catalogue: one type in one file, `Rules/<Area>/<TypeName>.swift`, whose name spells the rule's ID
/// (`machine.transition-removed` is `MachineTransitionRemoved`), with its descriptor and its detection.
protocol DiffRule {
    /// The rule's stable ID, level, area and summary.
    static var descriptor: DiffRuleDescriptor { get }
}

/// A rule decided by comparing the two sides of a diff.
protocol ComparisonRule: DiffRule {
    /// The rule's findings, in the order the matched elements come.
    static func findings(_ context: DiffContext) -> [Finding]
}
