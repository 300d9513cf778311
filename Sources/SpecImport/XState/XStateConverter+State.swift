import SpecJSON

extension XStateConverter {
    func state(_ node: JSONNode, path: [String]) -> JSONNode {
        let name = path.last ?? ""
        guard let members = node.members else {
            problems.error("state", "state \"\(name)\" must be an object, found \(node.typeName)", at: node.location)
            return NativeNode.object([], at: node.location)
        }
        for member in members where !Self.stateKeys.contains(member.key) { refuse(member, in: "state \"\(name)\"") }
        var out: [(String, JSONNode)] = []
        if let type = node["type"] {
            switch type.string {
            case "parallel", "final", "history": out.append(("type", type))
            case "atomic", "compound": break
            default:
                problems.error(
                    "type", "state type \(type.string.map { "\"\($0)\"" } ?? type.typeName) is not an XState type",
                    at: type.location)
            }
        }
        if let d = node["description"] { out.append(("description", d)) }
        if let initial = node["initial"] {
            if let child = initial.string, tree.node(at: path + [child]) != nil {
                out.append(("initial", initial))
            } else {
                let children = (node["states"]?.members ?? []).map(\.key)
                problems.error(
                    "unknown-initial",
                    "initial \(initial.string.map { "\"\($0)\"" } ?? initial.typeName) of \"\(name)\" is not one of its "
                        + "states\(Suggestion.hint(for: initial.string ?? "", among: children))", at: initial.location)
            }
        }
        if let history = node["history"] { out.append(("history", history)) }
        if let target = node["target"] {
            if let resolved = resolveTarget(target, from: path) { out.append(("target", resolved)) }
        }
        if let children = node["states"] {
            out.append(("states", states(of: node, path: path, location: children.location)))
        }
        var on = eventMap(node["on"], from: path)
        if let done = node["onDone"] {
            let event = "done.state.\(name)"
            on.append((event, candidates(done, from: path, event: event)))
        }
        if !on.isEmpty { out.append(("on", NativeNode.object(on, at: node["on"]?.location ?? node.location))) }
        if let after = node["after"] {
            let timed = afterMap(after, from: path, names: node["meta"]?["delays"])
            if !timed.isEmpty { out.append(("after", NativeNode.object(timed, at: after.location))) }
        }
        if let always = node["always"] { out.append(("always", candidates(always, from: path, event: "always"))) }
        out += stateActions(node["entry"], native: "onEntry", named: "$entry")
        out += stateActions(node["exit"], native: "onExit", named: "$exit")
        out += meta(node["meta"], allowed: Self.stateMeta, what: "state")
        return NativeNode.object(out, at: node.location)
    }

    func eventMap(_ node: JSONNode?, from path: [String]) -> [(String, JSONNode)] {
        guard let node else { return [] }
        guard let members = node.members else {
            problems.error("on", "\"on\" must be an object of events, found \(node.typeName)", at: node.location)
            return []
        }
        var out: [(String, JSONNode)] = []
        for member in members {
            if member.key == "*" || member.key.hasSuffix(".*") {
                problems.error(
                    "wildcard-event",
                    "wildcard event \"\(member.key)\" cannot be mapped: the native model names every event it handles",
                    at: member.keyLocation)
                continue
            }
            out.append((member.key, candidates(member.value, from: path, event: member.key)))
        }
        return out
    }

    /// `after`; `names` (a state's `meta.delays`, milliseconds → native delay) keeps the unit a delay was written
    /// in (`24h` rather than `1d`) when it is the same time.
    func afterMap(_ node: JSONNode, from path: [String], names: JSONNode?) -> [(String, JSONNode)] {
        guard let members = node.members else {
            problems.error("after", "\"after\" must be an object of delays, found \(node.typeName)", at: node.location)
            return []
        }
        var out: [(String, JSONNode)] = []
        for member in members {
            guard let ms = Int(member.key), var delay = DelayUnits.native(milliseconds: ms) else {
                problems.error(
                    "delay",
                    "delay \"\(member.key)\" cannot be mapped: write a whole number of seconds in milliseconds "
                        + "(named delays are code)", at: member.keyLocation)
                continue
            }
            if let named = names?[member.key]?.string, DelayUnits.milliseconds(native: named) == ms { delay = named }
            out.append((delay, candidates(member.value, from: path, event: "after:\(delay)")))
        }
        return out
    }

    /// `entry`/`exit`: inline `assign`/`emit` actions become `onEntry`/`onExit`; names become `$entry`/`$exit`.
    func stateActions(_ node: JSONNode?, native: String, named: String) -> [(String, JSONNode)] {
        guard let node else { return [] }
        let read = actions(node)
        var out: [(String, JSONNode)] = []
        if !read.assign.isEmpty || !read.emits.isEmpty {
            var parts: [(String, JSONNode)] = []
            if !read.assign.isEmpty { parts.append(("assign", NativeNode.object(read.assign, at: node.location))) }
            if !read.emits.isEmpty { parts.append(("emits", NativeNode.array(read.emits, at: node.location))) }
            out.append((native, NativeNode.object(parts, at: node.location)))
        }
        if !read.named.isEmpty { out.append((named, NativeNode.array(read.named, at: node.location))) }
        return out
    }
}
