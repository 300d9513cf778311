extension SpecDecoder {
    func decodeAssumption(_ r: ObjectReader) -> Assumption? {
        guard let id = r.string("id") else { return nil }
        let readings = r.strings("readings")
        if readings.isEmpty || readings.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }),
            let v = r.value("readings")
        {
            sink.error(
                .invalidValue, "an assumption lists the readings it chose from: at least one, none empty",
                at: v.node.location, pointer: v.pointer)
        }
        let assumption = r.string("assumption") ?? ""
        if assumption.trimmingCharacters(in: .whitespaces).isEmpty, let v = r.value("assumption") {
            sink.error(
                .invalidValue, "an assumption states the reading taken: empty text", at: v.node.location,
                pointer: v.pointer)
        }
        return Assumption(
            id: id, title: r.string("title"), question: r.string("question") ?? "", readings: readings,
            assumption: assumption,
            affects: r.locatedStrings("affects"), info: r.info(), origin: r.origin)
    }
}
