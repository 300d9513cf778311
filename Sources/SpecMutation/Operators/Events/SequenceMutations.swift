import SpecModel

/// `sequence-reverse`: swaps the two events of a `precedes` rule; `sequence-unkey`: drops an `at-most-once` rule's
/// `key`, so it holds per run instead of per key value. A suite that emits the funnel's events sees either change.
/// A `precedes` rule is not unkeyed: without its key it only asks for some earlier `first`, which every run that keeps
/// the keyed rule already has, so the mutant could never be killed.
struct SequenceMutations: MutationOperator {
    var name: String { "sequence" }
    var summary: String { "reverse a precedes rule's events, or drop a sequence rule's key" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for sequence in bundle.eventSequences {
            let id = sequence.id
            let origin = locator.origin(
                file: sequence.origin.file, pointer: sequence.origin.pointer, fallback: sequence.origin)
            if sequence.rule == .precedes, let first = sequence.first {
                let reversed = EventSequence(
                    id: id, rule: .precedes, event: first, first: sequence.event, key: sequence.key)
                result.append(
                    mutant(
                        id: "\(name):\(id)~reverse", element: id, origin: origin,
                        description: "reverse \(sequence.phrase)",
                        original: sequence.phrase, replacement: reversed.phrase, reach: sequence.event
                    ) {
                        $0.event = first
                        $0.first = sequence.event
                    })
            }
            if let key = sequence.key, sequence.rule == .atMostOnce {
                var unkeyed = sequence
                unkeyed.key = nil
                result.append(
                    mutant(
                        id: "\(name):\(id)~unkey", element: id, origin: origin,
                        description: "drop the key \(key) of \(sequence.phrase)",
                        original: sequence.phrase, replacement: unkeyed.phrase, reach: sequence.event
                    ) { $0.key = nil })
            }
        }
        return result
    }

    private func mutant(
        id: String, element: String, origin: Origin, description: String, original: String, replacement: String,
        reach: String,
        _ change: @escaping @Sendable (inout EventSequence) -> Void
    ) -> Mutant {
        let info = MutantInfo(
            id: id, operatorName: name, element: element, origin: origin, description: description, original: original,
            replacement: replacement, scope: .catalogue, reach: .emits(event: reach))
        return Mutant(info: info) { bundle in
            guard let index = bundle.eventSequences.firstIndex(where: { $0.id == element }) else { return }
            change(&bundle.eventSequences[index])
        }
    }
}
