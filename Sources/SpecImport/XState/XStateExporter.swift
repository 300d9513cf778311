import SpecJSON

/// Writes a native machine (its JSON, as a machine file or a converter gives it) as an XState v5 config that
/// `XStateImporter` reads back to the same native machine: guards as `{"type": "expr"}`, assignments and emits as
/// `assign`/`emit` actions, delays in milliseconds, and every native field XState has no key for in `meta`.
package enum XStateExporter {
    package static func export(_ machine: JSONNode, id: String) -> String {
        let names = NativeStates(machine)
        let exporter = Writer(names: names)
        var out: [(String, JSONNode)] = [("id", NativeNode.string(id, at: machine.location))]
        if let title = machine["title"] { out.append(("description", title)) }
        for key in ["initial", "context"] { if let v = machine[key] { out.append((key, v)) } }
        out.append(("states", exporter.states(machine, parent: nil)))
        out += exporter.meta(machine, XStateConverter.machineMeta.filter { $0 != "title" })
        return OrderedJSONWriter.string(NativeNode.object(out, at: machine.location))
    }

    /// Every state's parent, by name, and the states a `#id` target names (they get `"id"`).
    struct NativeStates {
        var parent: [String: String?] = [:]
        init(_ machine: JSONNode) { visit(machine, parent: nil) }
        private mutating func visit(_ node: JSONNode, parent owner: String?) {
            for member in node["states"]?.members ?? [] {
                parent[member.key] = owner
                visit(member.value, parent: member.key)
            }
        }
    }

    struct Writer {
        let names: NativeStates

        func states(_ node: JSONNode, parent: String?) -> JSONNode {
            let members = (node["states"]?.members ?? []).map { ($0.key, state($0.value, name: $0.key)) }
            return NativeNode.object(members, at: node.location)
        }

        /// A target as XState writes it from a state whose parent is `parent`: a sibling by key, else `#name`.
        func reference(_ target: String, fromParent parent: String?) -> String {
            names.parent[target] == .some(parent) && !target.contains(".") ? target : "#" + target
        }

        func state(_ node: JSONNode, name: String) -> JSONNode {
            let parent = names.parent[name] ?? nil
            var out: [(String, JSONNode)] = [("id", NativeNode.string(name, at: node.location))]
            for key in ["type", "description", "initial", "history"] { if let v = node[key] { out.append((key, v)) } }
            if let target = node["target"]?.string {
                out.append(("target", NativeNode.string(reference(target, fromParent: parent), at: node.location)))
            }
            if node["states"] != nil { out.append(("states", states(node, parent: name))) }
            if let on = node["on"]?.members {
                out.append(
                    ("on", NativeNode.object(on.map { ($0.key, transitions($0.value, from: name)) }, at: node.location))
                )
            }
            if let after = node["after"]?.members {
                let timed = after.map { member in
                    (
                        DelayUnits.milliseconds(native: member.key).map(String.init) ?? member.key,
                        transitions(member.value, from: name)
                    )
                }
                out.append(("after", NativeNode.object(timed, at: node.location)))
            }
            if let always = node["always"] { out.append(("always", transitions(always, from: name))) }
            if let entry = node["onEntry"] { out.append(("entry", actions(entry))) }
            if let exit = node["onExit"] { out.append(("exit", actions(exit))) }
            var metaMembers =
                meta(node, XStateConverter.stateMeta).first?.1.members.map { $0.map { ($0.key, $0.value) } } ?? []
            if let after = node["after"]?.members {
                // The unit each delay is written in, so that `24h` does not come back as `1d`.
                let delays = after.compactMap { member in
                    DelayUnits.milliseconds(native: member.key).map {
                        (String($0), NativeNode.string(member.key, at: member.keyLocation))
                    }
                }
                metaMembers.append(("delays", NativeNode.object(delays, at: node.location)))
            }
            if !metaMembers.isEmpty { out.append(("meta", NativeNode.object(metaMembers, at: node.location))) }
            return NativeNode.object(out, at: node.location)
        }

        func transitions(_ list: JSONNode, from source: String) -> JSONNode {
            NativeNode.array((list.items ?? []).map { transition($0, from: source) }, at: list.location)
        }

        func transition(_ node: JSONNode, from source: String) -> JSONNode {
            let target = node["target"]?.string ?? source
            var out: [(String, JSONNode)] = [
                (
                    "target",
                    NativeNode.string(reference(target, fromParent: names.parent[source] ?? nil), at: node.location)
                )
            ]
            let isInternal = node["internal"]?.value == .bool(true)
            if !isInternal && (target == source || isDescendant(target, of: source)) {
                out.append(("reenter", NativeNode.bool(true, at: node.location)))
            }
            if let g = node["guard"] {
                let params = NativeNode.object([("expr", g)], at: g.location)
                out.append(
                    (
                        "guard",
                        NativeNode.object(
                            [("type", NativeNode.string("expr", at: g.location)), ("params", params)], at: g.location)
                    ))
            }
            if node["assign"] != nil || node["emits"] != nil { out.append(("actions", actions(node))) }
            out += meta(node, XStateConverter.transitionMeta)
            return NativeNode.object(out, at: node.location)
        }

        func isDescendant(_ name: String, of ancestor: String) -> Bool {
            var current = names.parent[name] ?? nil
            while let c = current {
                if c == ancestor { return true }
                current = names.parent[c] ?? nil
            }
            return false
        }

        /// `assign` and `emits` as XState actions.
        func actions(_ node: JSONNode) -> JSONNode {
            var items: [JSONNode] = []
            if let assign = node["assign"] {
                items.append(
                    NativeNode.object(
                        [("type", NativeNode.string("assign", at: assign.location)), ("params", assign)],
                        at: assign.location))
            }
            for emit in node["emits"]?.items ?? [] {
                let params = emit.string != nil ? NativeNode.object([("event", emit)], at: emit.location) : emit
                items.append(
                    NativeNode.object(
                        [("type", NativeNode.string("emit", at: emit.location)), ("params", params)], at: emit.location)
                )
            }
            return NativeNode.array(items, at: node.location)
        }

        func meta(_ node: JSONNode, _ keys: [String]) -> [(String, JSONNode)] {
            let members = keys.compactMap { key in node[key].map { (key, $0) } }
            return members.isEmpty ? [] : [("meta", NativeNode.object(members, at: node.location))]
        }
    }
}
