import SpecImport
import SpecJSON

/// Lays a spec file's overlay over a machine converted from a foreign file.
///
/// Overlay nodes are marked (`OverlayLocation`) so that later diagnostics about them are placed in the spec file.
/// Every overlay entry must match the original: a state, a transition (`from`, `event`, and `target` or `ordinal`
/// when the event has several), a guard or an action name the original uses; one that does not is a located error
/// in the overlay with a did-you-mean, related to the place in the original it was compared with.
struct MachineOverlay {
    let sink: DiagnosticSink
    let foreignFile: String
    let machineID: String

    /// Where each state is, by name: its path of names from the machine and its node.
    struct StateIndex {
        var paths: [String: [String]] = [:]
        var nodes: [String: JSONNode] = [:]
        var names: [String] = []

        init(_ machine: JSONNode) { visit(machine, path: []) }

        private mutating func visit(_ node: JSONNode, path: [String]) {
            for member in node["states"]?.members ?? [] where paths[member.key] == nil {
                paths[member.key] = path + [member.key]
                nodes[member.key] = member.value
                names.append(member.key)
                visit(member.value, path: path + [member.key])
            }
        }
    }

    func apply(_ converted: JSONNode, _ overlay: ObjectReader?) -> JSONNode {
        var machine = converted
        var guards: [String: Located<String>] = [:]
        var actions: [String: (node: JSONNode, pointer: String)] = [:]
        if let overlay {
            for key in KeySpec.overlayMachineFields {
                if let v = overlay.value(key) { machine = Self.merge(key, OverlayLocation.mark(v.node), into: machine) }
            }
            for (name, expression) in overlay.stringMap("guards") { guards[name] = expression }
            for (member, pointer) in overlay.map("actions") ?? [] {
                guard ObjectReader(member.value, pointer: pointer, spec: .actions, sink: sink, label: member.key) != nil
                else { continue }
                actions[member.key] = (member.value, pointer)
            }
            machine = applyStates(overlay, to: machine)
            machine = applyTransitions(overlay, to: machine)
        }
        var resolver = NameResolver(foreignFile: foreignFile, guards: guards, actions: actions)
        machine = resolver.resolveState(machine)
        sink.append(resolver.diagnostics)
        reportUnused(guards.map { ($0.key, $0.value.origin) }, used: resolver.usedGuards, what: "guard")
        reportUnused(
            actions.map { ($0.key, sink.origin($0.value.node, $0.value.pointer)) }, used: resolver.usedActions,
            what: "action")
        return machine
    }

    private func reportUnused(_ declared: [(String, Origin)], used: [String: SourceLocation], what: String) {
        for (name, origin) in declared.sorted(by: { $0.0 < $1.0 }) where used[name] == nil {
            var message = "overlay \(what) \"\(name)\" is used nowhere in \(foreignFile)"
            var related: [Diagnostic.Related] = []
            if let near = Suggestion.nearest(otherThan: name, among: used.keys.sorted()) {
                message += "; did you mean \"\(near)\"?"
                related.append(.init(message: "\"\(near)\" is used here", file: foreignFile, location: used[near]))
            }
            sink.error(.overlayUnmatched, message, at: origin.location, pointer: origin.pointer, related: related)
        }
    }

    private func applyStates(_ overlay: ObjectReader, to machine: JSONNode) -> JSONNode {
        var machine = machine
        for (member, pointer) in overlay.map("states") ?? [] {
            guard
                ObjectReader(member.value, pointer: pointer, spec: .overlayState, sink: sink, label: member.key) != nil,
                let path = findState(member.key, at: member.keyLocation, pointer: pointer, in: machine)
            else { continue }
            machine = Self.updateState(at: path, in: machine) { state in
                var state = state
                for field in member.value.members ?? [] {
                    state = Self.merge(field.key, OverlayLocation.mark(field.value), into: state)
                }
                return state
            }
        }
        return machine
    }

    /// The path of state `name`, or nil after a located error with did-you-mean, related to the original.
    func findState(_ name: String, at location: SourceLocation, pointer: String, in machine: JSONNode) -> [String]? {
        let index = StateIndex(machine)
        if let path = index.paths[name] { return path }
        var message = "overlay state \"\(name)\" is not a state of \(foreignFile) (machine \"\(machineID)\")"
        var related = [
            Diagnostic.Related(
                message: "the referenced machine", file: foreignFile, location: OverlayLocation.unmark(machine.location)
            )
        ]
        if let near = Suggestion.nearest(otherThan: name, among: index.names) {
            message += "; did you mean \"\(near)\"?"
            related = [
                .init(
                    message: "state \"\(near)\" in the original", file: foreignFile,
                    location: index.nodes[near]?.location)
            ]
        }
        sink.error(.overlayUnmatched, message, at: location, pointer: pointer, related: related)
        return nil
    }

    /// `node` with `value` laid over member `key`: objects merge member by member (the overlay's win), arrays are
    /// appended to, anything else is replaced.
    static func merge(_ key: String, _ value: JSONNode, into node: JSONNode) -> JSONNode {
        guard let existing = node[key] else { return NativeNode.setting(key, value, in: node) }
        switch (existing.kind, value.kind) {
        case (.object, .object):
            var merged = existing
            for member in value.members ?? [] { merged = NativeNode.setting(member.key, member.value, in: merged) }
            return NativeNode.setting(key, merged, in: node)
        case (.array(let a), .array(let b)):
            return NativeNode.setting(key, JSONNode(.array(a + b), at: existing.location), in: node)
        default:
            return NativeNode.setting(key, value, in: node)
        }
    }

    /// `machine` with the state at `path` replaced by `update(state)`.
    static func updateState(at path: [String], in node: JSONNode, _ update: (JSONNode) -> JSONNode) -> JSONNode {
        guard let first = path.first, let states = node["states"], let child = states[first] else { return node }
        let updated = path.count == 1 ? update(child) : updateState(at: Array(path.dropFirst()), in: child, update)
        return NativeNode.setting("states", NativeNode.setting(first, updated, in: states), in: node)
    }
}
