import SpecModel

/// `journey.surface-removed`: a surface (UI ID) gone from the revision while a journey step of the revision still
/// shows it; one finding per journey step that names it.
enum JourneySurfaceRemoved: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "journey.surface-removed", .error, .journey, "a surface was removed while a journey step still shows it")

    static func findings(_ c: DiffContext) -> [Finding] {
        let removed = Dictionary(c.surfaces.removed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        guard !removed.isEmpty else { return [] }
        let bundle = c.revision.bundle
        return bundle.journeys.flatMap { journey in
            journey.steps.flatMap { step in
                Set(DiffContext.ids(step.ui, in: bundle)).sorted().compactMap { id -> Finding? in
                    guard let surface = removed[id] else { return nil }
                    return descriptor.finding(
                        journey.id, ["surface": id, "step": step.id],
                        "journey \(journey.id) step \(step.id) shows surface \(id), which was removed",
                        base: surface.origin, revision: step.origin)
                }
            }
        }
    }
}
