/// Decodes one scenario file, reporting every problem with its location.
struct ScenarioDecoder {
    let sink: DiagnosticSink
    /// Where the files a scenario file references in place (`from`) are read.
    var foreign: ForeignSources? = nil

    /// The scenarios of one file: its own, or every scenario of the file it reads in place.
    func decode(_ root: JSONNode, expectedProduct: String) -> [Scenario] {
        guard
            let (reader, _) = ObjectReader.envelope(
                root, table: .scenarioFile, kind: "scenario", supportedVersion: SpecDecoder.supportedVersion,
                expectedProduct: expectedProduct, sink: sink)
        else { return [] }
        if reader.has("from") { return decodeForeign(reader, product: expectedProduct) }
        for key in KeySpec.scenarioContentRequired where !reader.has(key) {
            sink.error(
                .missingKey, "missing required key \"\(key)\" in scenario", at: reader.node.location,
                pointer: reader.pointer)
        }
        return decodeContent(reader, product: expectedProduct).map { [$0] } ?? []
    }

    /// One scenario: the keys of `KeySpec.scenarioContent` in `reader`.
    func decodeContent(_ reader: ObjectReader, product expectedProduct: String) -> Scenario? {
        guard let id = reader.string("id") else { return nil }
        let machine = reader.string("machine") ?? ""
        var context: [String: [String: JSONValue]] = [:]
        for (member, pointer) in reader.map("context") ?? [] {
            guard case .object = member.value.kind, case .object(let values) = member.value.value else {
                sink.error(
                    .wrongType,
                    "expected object of context values for machine \"\(member.key)\", found \(member.value.typeName)",
                    at: member.value.location, pointer: pointer)
                continue
            }
            context[member.key] = values
        }
        var steps: [ScenarioStep] = []
        for item in reader.array("steps") ?? [] {
            guard let step = ObjectReader(item.node, pointer: item.pointer, spec: .scenarioStep, sink: sink) else {
                continue
            }
            guard let send = step.string("send") else { continue }
            var decoded = ScenarioStep(
                machine: step.string("machine") ?? machine, send: send, data: step.value("data")?.node.value ?? .null,
                origin: step.origin)
            if let expect = step.object("expect", .scenarioExpect) {
                decoded.expectState = expect.string("state")
                if expect.has("emits") { decoded.expectEmits = expect.strings("emits") }
                if let outputs = expect.value("outputs") {
                    if case .object(let values) = outputs.node.value {
                        decoded.expectOutputs = values
                    } else {
                        expect.wrongType("outputs", expected: "object", outputs)
                    }
                }
            }
            steps.append(decoded)
        }
        let notes = reader.strings("notes")
        var source: SourceRef? = nil
        if let s = reader.object("source", .source), let document = s.string("document"),
            let section = s.string("section")
        {
            source = SourceRef(document: document, section: section)
        }
        return Scenario(
            id: id, product: expectedProduct, title: reader.string("title"), covers: reader.locatedStrings("covers"),
            machine: machine, context: context, steps: steps, source: source, notes: notes, origin: reader.origin)
    }
}
