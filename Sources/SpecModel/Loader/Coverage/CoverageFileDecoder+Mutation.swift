/// Decoding of `mutation.json`.
extension CoverageFileDecoder {
    func mutation(_ reader: ObjectReader, product: String) -> MutationSpec {
        MutationSpec(
            product: product, equivalent: reader.objects("equivalent", .mutationEquivalent, equivalent),
            source: source(reader),
            notes: reader.strings("notes"), origin: reader.origin)
    }

    /// `{"mutant": ID, "reason": …}` or `{"element": KEY, "operator": NAME, "reason": …}`.
    private func equivalent(_ reader: ObjectReader) -> EquivalentMutant? {
        _ = reader.strings("notes")
        let reason = nonBlank(reader, "reason")
        let mutant = reader.located("mutant")
        let element = reader.located("element")
        let op = reader.located("operator")
        for text in [mutant, element, op].compactMap({ $0 }) where text.value.isEmpty {
            invalid(
                "an equivalent mutant's \"\(text.origin.pointer.split(separator: "/").last ?? "")\" must not be empty",
                text.origin)
            return nil
        }
        switch (mutant, element, op) {
        case (let mutant?, nil, nil):
            guard let reason else { return nil }
            return EquivalentMutant(target: .mutant(mutant.value), reason: reason, origin: mutant.origin)
        case (nil, let element?, let op?):
            guard let reason else { return nil }
            return EquivalentMutant(
                target: .element(element.value, operator: op.value), reason: reason, origin: element.origin,
                operatorOrigin: op.origin)
        default:
            invalid(
                "an equivalent mutant names either \"mutant\", or \"element\" and \"operator\"", reader.origin)
            return nil
        }
    }
}
