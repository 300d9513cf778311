import SpecModel

/// `machine.region-added`: a parallel state (in both versions) gained a region. Every configuration inside the
/// parallel state now holds one more active state, which implementations of the base do not have.
enum MachineRegionAdded: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.region-added", .error, .machine,
        "a parallel state gained a region: its configurations hold a state implementations do not have")

    static func findings(_ c: DiffContext) -> [Finding] { MachineRegions.changes(c, added: true, descriptor) }
}
