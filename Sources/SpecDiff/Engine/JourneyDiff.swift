import SpecModel

/// One journey compared with its base: steps matched by ID (with declared renames), and the order of the steps
/// both versions keep.
struct JourneyDiff {
    let base: Journey
    let revision: Journey
    let steps: Matching<JourneyStep>
    /// Revision step ID → the base step ID it matches.
    let baseStepID: [String: String]

    init(base: Journey, revision: Journey) {
        self.base = base
        self.revision = revision
        steps = Matching(base: base.steps, revision: revision.steps, id: \.id, formerIds: \.info.formerIds)
        baseStepID = Dictionary(steps.pairs.map { ($0.revision.id, $0.base.id) }, uniquingKeysWith: { _, last in last })
    }

    /// The journey's ID in the revision.
    var id: String { revision.id }

    /// The base IDs of the kept steps, in base order.
    var keptBaseOrder: [String] {
        let kept = Set(steps.pairs.map(\.base.id))
        return base.steps.map(\.id).filter { kept.contains($0) }
    }

    /// The base IDs of the kept steps, in revision order (compared through renames).
    var keptRevisionOrder: [String] { revision.steps.compactMap { baseStepID[$0.id] } }
}
