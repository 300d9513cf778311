import SpecModel

/// The hierarchy of a kept statechart compared with its base: each matched state's enclosing state, through renames.
struct MachineHierarchyChanges {
    let diff: MachineDiff
    let baseStructure: StatechartStructure
    let revisionStructure: StatechartStructure

    init(_ diff: MachineDiff) {
        self.diff = diff
        baseStructure = StatechartStructure(diff.base)
        revisionStructure = StatechartStructure(diff.revision)
    }

    /// The hierarchies of every kept machine that is a statechart in either version.
    static func all(_ c: DiffContext) -> [MachineHierarchyChanges] {
        c.machineDiffs.filter { $0.base.isStatechart || $0.revision.isStatechart }.map(MachineHierarchyChanges.init)
    }

    /// The enclosing state of a matched state in the base, named as the revision names it; nil at the top level.
    func baseParent(of pair: Matching<MachineState>.Pair) -> String? {
        baseStructure.parents[pair.base.name].map(diff.mapped)
    }

    /// The enclosing state of a matched state in the revision; nil at the top level.
    func revisionParent(of pair: Matching<MachineState>.Pair) -> String? {
        revisionStructure.parents[pair.revision.name]
    }

    /// A parent for messages and arguments: its name, or `(top level)`.
    static func describe(_ parent: String?) -> String { parent ?? "(top level)" }
}
