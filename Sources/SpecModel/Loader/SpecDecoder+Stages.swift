extension SpecDecoder {
    func decodeStage(_ r: ObjectReader) -> ReleaseStage? {
        guard let id = r.string("id") else { return nil }
        let requires = r.objects("requires", .stageRequirement, decodeStageRequirement)
        var minimum = 1
        if let n = r.int("minimumPassing") {
            if n < 1, let v = r.value("minimumPassing") {
                sink.error(
                    .invalidValue, "minimumPassing is at least 1: a stage never passes on nothing", at: v.node.location,
                    pointer: v.pointer)
            } else {
                minimum = n
            }
        }
        let manual = r.located("manual")
        if let manual, manual.value.allSatisfy(\.isWhitespace) {
            sink.error(
                .invalidValue, "a manual stage names the reason a person must sign it off; \"manual\" is blank",
                at: manual.origin.location, pointer: manual.origin.pointer)
        }
        return ReleaseStage(
            id: id, title: r.string("title"), description: r.string("description"), requires: requires,
            manual: manual.flatMap { $0.value.allSatisfy(\.isWhitespace) ? nil : $0.value }, minimumPassing: minimum,
            declaredPartialSatisfies: r.bool("declaredPartialSatisfies") ?? false, info: r.info(), origin: r.origin)
    }

    private func decodeStageRequirement(_ r: ObjectReader) -> StageRequirement? {
        let id = r.located("id")
        let check = r.located("check")
        let critical = r.bool("critical") ?? true
        let notes = r.strings("notes")
        switch (id, check) {
        case (let id?, nil):
            guard !id.value.isEmpty else {
                sink.error(
                    .invalidValue, "\"id\" must not be empty", at: id.origin.location, pointer: id.origin.pointer)
                return nil
            }
            return StageRequirement(target: .id(id.value), critical: critical, notes: notes, origin: r.origin)
        case (nil, let check?):
            guard !check.value.isEmpty else {
                sink.error(
                    .invalidValue, "\"check\" must not be empty", at: check.origin.location,
                    pointer: check.origin.pointer)
                return nil
            }
            return StageRequirement(target: .check(check.value), critical: critical, notes: notes, origin: r.origin)
        case (.some, .some):
            sink.error(
                .invalidValue, "a requirement names either an \"id\" or a \"check\", not both", at: r.origin.location,
                pointer: r.origin.pointer)
            return nil
        case (nil, nil):
            sink.error(
                .missingKey, "a requirement names an \"id\" (covered) or a \"check\" (passed)", at: r.origin.location,
                pointer: r.origin.pointer)
            return nil
        }
    }
}
