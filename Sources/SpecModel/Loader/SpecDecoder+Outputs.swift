extension SpecDecoder {
    /// An `outputs` file's outputs, each with its input schema (kept located for the event-schema compiler),
    /// examples and invariants; an invariant takes exactly one quantifier and only the keys that quantifier reads.
    func decodeOutputs(_ r: ObjectReader) -> [OutputSpec] {
        r.objects("outputs", .output, decodeOutput)
    }

    private func decodeOutput(_ r: ObjectReader) -> OutputSpec? {
        guard let id = r.string("id") else { return nil }
        var output = OutputSpec(id: id, title: r.string("title"), info: r.info(), origin: r.origin)
        if let (schema, pointer) = r.schemaNode("input") {
            output.input = schema
            output.inputPointer = pointer
        }
        if let runs = r.int("runs") {
            if OutputSpec.runsRange.contains(runs) {
                output.runs = runs
            } else if let v = r.value("runs") {
                sink.error(
                    .invalidValue,
                    "runs \(runs) of output \"\(id)\" is outside 1...100000 (how many inputs are generated)",
                    at: v.node.location, pointer: v.pointer)
            }
        }
        output.examples = r.objects("examples", .outputExample) { e in
            guard let name = e.string("name"), let input = e.value("input") else { return nil }
            return OutputExample(name: name, input: input.node.value, origin: sink.origin(input.node, input.pointer))
        }
        output.invariants = r.objects("invariants", .outputInvariant, decodeInvariant)
        return output
    }

    private func decodeInvariant(_ r: ObjectReader) -> OutputInvariant? {
        guard let id = r.string("id") else { return nil }
        let present = OutputInvariant.Quantifier.allCases.filter { r.has($0.rawValue) }
        guard let quantifier = present.first else {
            sink.error(
                .missingKey,
                "invariant \"\(id)\" needs one quantifier: "
                    + OutputInvariant.Quantifier.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                at: r.origin.location, pointer: r.origin.pointer)
            return nil
        }
        for extra in present.dropFirst() {
            if let v = r.value(extra.rawValue) {
                sink.error(
                    .invalidValue,
                    "invariant \"\(id)\" takes exactly one quantifier; \"\(extra.rawValue)\" is a second one after \"\(quantifier.rawValue)\"",
                    at: v.node.location, pointer: v.pointer)
            }
        }
        let owned: [(String, OutputInvariant.Quantifier)] = [
            ("holds", .forAll), ("atLeast", .count), ("atMost", .count), ("equals", .count), ("by", .unique),
            ("keys", .orderedBy), ("appearsIn", .everyOf), ("shownAs", .everyOf), ("matchedBy", .everyOf),
            ("unlessAtLeast", .everyOf),
        ]
        for (key, owner) in owned where owner != quantifier {
            if let v = r.value(key) {
                sink.error(
                    .invalidValue,
                    "\"\(key)\" applies to \"\(owner.rawValue)\", not to \"\(quantifier.rawValue)\" (invariant \"\(id)\")",
                    at: v.node.location, pointer: v.pointer)
            }
        }
        guard let collection = r.located(quantifier.rawValue) else { return nil }
        var invariant = OutputInvariant(
            id: id, title: r.string("title"), quantifier: quantifier, collection: collection,
            element: r.string("as") ?? OutputInvariant.defaultElement, when: r.located("when"),
            filter: r.located("where"),
            info: r.info(), origin: r.origin)
        switch quantifier {
        case .forAll:
            invariant.holds = r.located("holds")
            if invariant.holds == nil && !r.has("holds") {
                sink.error(
                    .missingKey, "invariant \"\(id)\" (forAll) needs \"holds\"", at: r.origin.location,
                    pointer: r.origin.pointer)
            }
        case .count:
            invariant.atLeast = bound(r, "atLeast")
            invariant.atMost = bound(r, "atMost")
            invariant.equals = bound(r, "equals")
        case .unique:
            invariant.by = r.located("by")
            if invariant.by == nil && !r.has("by") {
                sink.error(
                    .missingKey, "invariant \"\(id)\" (unique) needs \"by\"", at: r.origin.location,
                    pointer: r.origin.pointer)
            }
        case .orderedBy:
            invariant.keys = r.objects("keys", .outputOrderKey) { k in
                k.located("key").map {
                    OutputInvariant.OrderKey(
                        key: $0, order: k.enumValue("order", OutputInvariant.Order.self) ?? .ascending)
                }
            }
        case .exists:
            break
        case .everyOf:
            invariant.appearsIn = r.located("appearsIn")
            invariant.matchedBy = r.located("matchedBy")
            invariant.shownAs = r.string("shownAs") ?? OutputInvariant.defaultShown
            invariant.unlessAtLeast = bound(r, "unlessAtLeast")
            for key in ["appearsIn", "matchedBy"] where !r.has(key) {
                sink.error(
                    .missingKey, "invariant \"\(id)\" (everyOf) needs \"\(key)\"", at: r.origin.location,
                    pointer: r.origin.pointer)
            }
            if let shown = r.value("shownAs"), let name = shown.node.string,
                !Self.isRootName(name) || ["input", "output", "index", invariant.element].contains(name)
            {
                sink.error(
                    .invalidValue,
                    "\"shownAs\" names an element of \"appearsIn\" in \"matchedBy\": a name of letters, digits and \"_\" other than input, output, index and the \"as\" name, not \"\(name)\"",
                    at: shown.node.location, pointer: shown.pointer)
            }
        }
        if let element = r.value("as"), let name = element.node.string, !Self.isRootName(name) {
            sink.error(
                .invalidValue,
                "\"as\" names the element in expressions: a name of letters, digits and \"_\", not \"\(name)\"",
                at: element.node.location, pointer: element.pointer)
        } else if let name = r.string("as"), ["input", "output", "index"].contains(name), let element = r.value("as") {
            sink.error(
                .invalidValue, "\"as\" cannot be \"\(name)\", a root name every expression has",
                at: element.node.location, pointer: element.pointer)
        }
        return invariant
    }

    /// A count bound: an integer, or an expression string over `input` and `output`.
    private func bound(_ r: ObjectReader, _ key: String) -> OutputInvariant.Bound? {
        guard let v = r.value(key) else { return nil }
        switch v.node.kind {
        case .number(let n):
            if let i = n.intValue, i >= 0 { return .number(i) }
            sink.error(
                .invalidValue, "\"\(key)\" is a count: a non-negative integer or an expression", at: v.node.location,
                pointer: v.pointer)
            return nil
        case .string(let s):
            return .expression(Located(s, origin: sink.origin(v.node, v.pointer)))
        default:
            r.wrongType(key, expected: "integer or expression string", v)
            return nil
        }
    }

    static func isRootName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first,
            first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return false }
        return s.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
}
