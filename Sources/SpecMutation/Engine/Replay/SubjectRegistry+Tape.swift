import Conformance

extension SubjectRegistry {
    /// The registry with every machine subject group wrapped: recording on `tape` (the baseline), or replaying from it
    /// (a mutant's run).
    func taped(_ tape: SubjectTape, recording: Bool) -> SubjectRegistry {
        var taped = self
        for product in products {
            for group in groups(.machine, product: product) {
                guard let first = group.first, let inner = factory(.machine, product: product, element: first)
                else { continue }
                taped.register(.machine, product: product, elements: group) { () -> any ConformanceSubject in
                    if recording { return RecordingSubject(inner(), tape: tape, product: product, group: first) }
                    return ReplayingSubject(factory: inner, tape: tape, product: product, group: first)
                }
            }
        }
        return taped
    }
}
