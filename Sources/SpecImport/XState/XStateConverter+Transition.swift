import SpecJSON

extension XStateConverter {
    static let transitionKeys: Set<String> = ["target", "guard", "actions", "reenter", "description", "meta"]

    /// A transition config (a target string, an object, or an array of candidates) as a native transition list.
    func candidates(_ node: JSONNode, from path: [String], event: String) -> JSONNode {
        let items = node.items ?? [node]
        return NativeNode.array(items.compactMap { transition($0, from: path, event: event) }, at: node.location)
    }

    func transition(_ node: JSONNode, from path: [String], event: String) -> JSONNode? {
        if node.string != nil {
            return transition(NativeNode.object([("target", node)], at: node.location), from: path, event: event)
        }
        guard let members = node.members else {
            problems.error(
                "transition", "a transition is a target string or an object, found \(node.typeName)", at: node.location)
            return nil
        }
        for member in members where !Self.transitionKeys.contains(member.key) {
            problems.error(
                "unknown-key",
                "\"\(member.key)\" in a transition of \"\(path.last ?? "")\" on \"\(event)\" is not an XState transition "
                    + "key this importer maps\(Suggestion.hint(for: member.key, among: Array(Self.transitionKeys)))",
                at: member.keyLocation)
        }
        var out: [(String, JSONNode)] = []
        var targetPath = path
        if let target = node["target"] {
            let single = target.items.map { $0.count == 1 ? $0[0] : nil } ?? target
            guard let single else {
                problems.error(
                    "multiple-targets",
                    "a transition with several targets cannot be mapped: a native transition has one target",
                    at: target.location)
                return nil
            }
            guard let resolved = resolveTarget(single, from: path) else { return nil }
            targetPath = tree.resolve(single.string ?? "", from: path) ?? path
            out.append(("target", resolved))
        } else {
            out.append(("target", NativeNode.string(path.last ?? "", at: node.location)))
        }
        let reenter = node["reenter"].map { $0.value == .bool(true) } ?? false
        let isSelf = targetPath == path
        if isSelf && !reenter && hasEntryEffects(path) {
            problems.error(
                "targetless",
                "a transition of \"\(path.last ?? "")\" on \"\(event)\" that stays without re-entering cannot be "
                    + "mapped: the state has entry or exit actions, timers or children, which the native self-transition "
                    + "runs again; add \"reenter\": true or move the effects", at: node.location)
        }
        if targetPath.count > path.count, Array(targetPath.prefix(path.count)) == path, !reenter {
            out.append(("internal", NativeNode.bool(true, at: node.location)))
        }
        if let g = node["guard"], let guardNode = guardExpression(g) { out.append(guardNode) }
        if let a = node["actions"] {
            let read = actions(a)
            if !read.assign.isEmpty { out.append(("assign", NativeNode.object(read.assign, at: a.location))) }
            if !read.emits.isEmpty { out.append(("emits", NativeNode.array(read.emits, at: a.location))) }
            if !read.named.isEmpty { out.append(("$actions", NativeNode.array(read.named, at: a.location))) }
        }
        out += meta(node["meta"], allowed: Self.transitionMeta, what: "transition")
        return NativeNode.object(out, at: node.location)
    }

    /// Whether re-entering the state at `path` would run something: actions, timers, children.
    func hasEntryEffects(_ path: [String]) -> Bool {
        guard let node = tree.node(at: path) else { return false }
        return ["entry", "exit", "after", "states"].contains { node[$0] != nil }
    }

    /// The native name of the state a target string names, located at the string; nil after an error.
    func resolveTarget(_ node: JSONNode, from path: [String]) -> JSONNode? {
        guard let target = node.string else {
            problems.error("target", "a target is a string, found \(node.typeName)", at: node.location)
            return nil
        }
        guard let resolved = tree.resolve(target, from: path), let name = resolved.last else {
            let bare = target.split(separator: ".").last.map(String.init) ?? target
            problems.error(
                "unknown-target",
                "target \"\(target)\" of \"\(path.last ?? "the machine")\" names no state"
                    + Suggestion.hint(for: bare.hasPrefix("#") ? String(bare.dropFirst()) : bare, among: tree.names),
                at: node.location)
            return nil
        }
        return NativeNode.string(name, at: node.location)
    }
}
