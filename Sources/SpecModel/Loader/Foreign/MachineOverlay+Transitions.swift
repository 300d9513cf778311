import SpecImport
import SpecJSON

extension MachineOverlay {
    /// The keys that select a transition; the others are laid over it.
    static let selectingKeys: Set<String> = ["from", "event", "target", "ordinal"]

    func applyTransitions(_ overlay: ObjectReader, to machine: JSONNode) -> JSONNode {
        var machine = machine
        for (item, pointer) in overlay.array("transitions") ?? [] {
            guard let t = ObjectReader(item, pointer: pointer, spec: .overlayTransition, sink: sink),
                let from = t.located("from"), let event = t.located("event"),
                let path = findState(from.value, at: from.origin.location, pointer: from.origin.pointer, in: machine),
                let state = StateIndex(machine).nodes[from.value],
                let (group, key) = findGroup(event, in: state, name: from.value),
                let index = chooseTransition(t, in: group, event: event, from: from.value, origin: t.origin)
            else { continue }
            machine = Self.updateState(at: path, in: machine) { state in
                Self.updateTransition(in: state, key: key, index: index) { transition in
                    var transition = transition
                    for field in item.members ?? [] where !Self.selectingKeys.contains(field.key) {
                        transition = Self.merge(field.key, OverlayLocation.mark(field.value), into: transition)
                    }
                    return transition
                }
            }
        }
        return machine
    }

    /// The transitions of `state` on `event` and where they are (`["on", e]`, `["after", d]`, `["always"]`).
    private func findGroup(_ event: Located<String>, in state: JSONNode, name: String) -> ([JSONNode], [String])? {
        let key: [String] =
            if event.value == "always" { ["always"] } else if event.value.hasPrefix("after:") {
                ["after", String(event.value.dropFirst("after:".count))]
            } else { ["on", event.value] }
        var node: JSONNode? = state
        for k in key { node = node?[k] }
        if let items = node?.items { return (items, key) }
        var events = (state["on"]?.members ?? []).map(\.key)
        events += (state["after"]?.members ?? []).map { "after:" + $0.key }
        if state["always"] != nil { events.append("always") }
        var message = "state \"\(name)\" of \(foreignFile) has no transition on \"\(event.value)\""
        if let near = Suggestion.nearest(otherThan: event.value, among: events) {
            message += "; did you mean \"\(near)\"?"
        }
        sink.error(
            .overlayUnmatched, message, at: event.origin.location, pointer: event.origin.pointer,
            related: [.init(message: "state \"\(name)\" in the original", file: foreignFile, location: state.location)])
        return nil
    }

    /// The index of the one transition the entry selects, by `ordinal` or `target` when the event has several.
    private func chooseTransition(
        _ t: ObjectReader, in group: [JSONNode], event: Located<String>, from: String, origin: Origin
    ) -> Int? {
        if let ordinal = t.int("ordinal") {
            if group.indices.contains(ordinal) { return ordinal }
            let v = t.value("ordinal")
            sink.error(
                .overlayUnmatched,
                "\"\(from)\" has \(group.count) transition(s) on \"\(event.value)\"; ordinal \(ordinal) is not one of them",
                at: v?.node.location, pointer: v?.pointer,
                related: [
                    .init(
                        message: "the transitions in the original", file: foreignFile, location: group.first?.location)
                ])
            return nil
        }
        var candidates = Array(group.indices)
        if let target = t.located("target") {
            candidates = candidates.filter { group[$0]["target"]?.string == target.value }
            if candidates.isEmpty {
                let targets = group.compactMap { $0["target"]?.string }
                var message = "\"\(from)\" has no transition on \"\(event.value)\" to \"\(target.value)\""
                if let near = Suggestion.nearest(otherThan: target.value, among: targets) {
                    message += "; did you mean \"\(near)\"?"
                }
                sink.error(
                    .overlayUnmatched, message, at: target.origin.location, pointer: target.origin.pointer,
                    related: [
                        .init(
                            message: "the transitions in the original", file: foreignFile,
                            location: group.first?.location)
                    ])
                return nil
            }
        }
        guard candidates.count == 1 else {
            sink.error(
                .overlayUnmatched,
                "\"\(from)\" has \(candidates.count) transitions on \"\(event.value)\"; add \"target\" or \"ordinal\" to "
                    + "say which one", at: origin.location, pointer: origin.pointer,
                related: [
                    .init(
                        message: "the transitions in the original", file: foreignFile, location: group.first?.location)
                ])
            return nil
        }
        return candidates[0]
    }

    static func updateTransition(
        in state: JSONNode, key: [String], index: Int, _ update: (JSONNode) -> JSONNode
    ) -> JSONNode {
        guard let first = key.first, let child = state[first] else { return state }
        if key.count == 1 {
            guard var items = child.items, items.indices.contains(index) else { return state }
            items[index] = update(items[index])
            return NativeNode.setting(first, JSONNode(.array(items), at: child.location), in: state)
        }
        return NativeNode.setting(
            first, updateTransition(in: child, key: Array(key.dropFirst()), index: index, update), in: state)
    }
}
