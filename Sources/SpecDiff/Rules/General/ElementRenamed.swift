import SpecModel

/// `element.renamed`: a declared rename of a journey, machine, state, endpoint, module or rule (features and events
/// have rules of their own).
enum ElementRenamed: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "element.renamed", .info, .general, "a journey, machine, state, endpoint, module or rule was renamed")

    static func findings(_ c: DiffContext) -> [Finding] {
        IdentityChanges(c).renames.filter { $0.kind != "feature" && $0.kind != "event" }.map { $0.finding(descriptor) }
    }
}
