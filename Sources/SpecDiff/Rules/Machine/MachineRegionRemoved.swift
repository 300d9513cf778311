import SpecModel

/// `machine.region-removed`: a parallel state (in both versions) lost a region. Implementations of the base still
/// hold a state of it in every configuration inside the parallel state.
enum MachineRegionRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "machine.region-removed", .error, .machine,
        "a parallel state lost a region: implementations still hold a state of it")

    static func findings(_ c: DiffContext) -> [Finding] { MachineRegions.changes(c, added: false, descriptor) }
}
