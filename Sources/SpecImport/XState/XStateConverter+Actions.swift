import SpecJSON

extension XStateConverter {
    /// The type of an inline guard whose expression is written in SpecConform's language (`params.expr`).
    static let expressionGuard = "expr"

    /// `guard`: a name (resolved by the overlay, `$guard`) or `{"type": "expr", "params": {"expr": "..."}}`.
    func guardExpression(_ node: JSONNode) -> (String, JSONNode)? {
        if node.string != nil { return ("$guard", node) }
        guard let type = node["type"]?.string else {
            problems.error(
                "guard", "a guard is a name or an object with \"type\"; inline functions cannot be written in JSON",
                at: node.location)
            return nil
        }
        if type == Self.expressionGuard, let expr = node["params"]?["expr"], expr.string != nil {
            return ("guard", expr)
        }
        if type.hasPrefix("xstate.") {
            problems.error(
                "guard",
                "built-in guard \"\(type)\" cannot be mapped; name a guard and give its expression in the overlay",
                at: node.location)
            return nil
        }
        if let params = node["params"] {
            problems.error(
                "guard-params",
                "guard \"\(type)\" has params, which an overlay expression cannot receive; write "
                    + "{\"type\": \"expr\", \"params\": {\"expr\": \"...\"}} or a guard without params",
                at: params.location)
            return nil
        }
        return ("$guard", NativeNode.string(type, at: node.location))
    }

    struct ReadActions {
        var assign: [(String, JSONNode)] = []
        var emits: [JSONNode] = []
        var named: [JSONNode] = []
    }

    /// Actions (a name, an object with `type`, or an array of them): `assign` and `emit` with params map inline,
    /// other names are left for the overlay, built-ins that run code are errors naming them.
    func actions(_ node: JSONNode) -> ReadActions {
        var read = ReadActions()
        for item in node.items ?? [node] {
            if let name = item.string {
                read.named.append(NativeNode.string(name, at: item.location))
                continue
            }
            guard let type = item["type"]?.string else {
                problems.error(
                    "action",
                    "an action is a name or an object with \"type\"; inline functions cannot be written in JSON",
                    at: item.location)
                continue
            }
            let params = item["params"]
            switch type {
            case "assign":
                for member in params?.members ?? [] {
                    guard member.value.string != nil else {
                        problems.error(
                            "assign", "assign \"\(member.key)\" must be an expression string", at: member.value.location
                        )
                        continue
                    }
                    read.assign.append((member.key, member.value))
                }
            case "emit":
                if let emitted = emit(params, at: item.location) { read.emits.append(emitted) }
            case "xstate.raise", "raise", "xstate.sendTo", "sendTo", "xstate.sendParent", "sendParent":
                problems.error(
                    "raise",
                    "action \"\(type)\" cannot be mapped: raised and sent events (delayed or not) are internal "
                        + "queues the native model does not have; write the transition they lead to", at: item.location)
            case "xstate.spawnChild", "spawnChild", "xstate.stopChild", "stopChild", "spawn":
                problems.error(
                    "spawn", "action \"\(type)\" cannot be mapped: spawned actors run code the spec cannot model",
                    at: item.location)
            default:
                if type.hasPrefix("xstate.") {
                    problems.error("action", "built-in action \"\(type)\" cannot be mapped", at: item.location)
                } else if params != nil {
                    problems.error(
                        "action-params",
                        "action \"\(type)\" has params, which an overlay action cannot receive; write assign/emit "
                            + "inline or an action without params", at: item.location)
                } else {
                    read.named.append(NativeNode.string(type, at: item.location))
                }
            }
        }
        return read
    }

    /// `{"type": "emit", "params": {"event": "name", "payload": {...}, "optional": true}}` as a native emit.
    func emit(_ params: JSONNode?, at location: SourceLocation) -> JSONNode? {
        guard let params, let event = params["event"], event.string != nil else {
            problems.error(
                "emit", "an emit action needs params with an \"event\" name", at: params?.location ?? location)
            return nil
        }
        let extra = (params.members ?? []).filter { $0.key != "event" }
        for member in extra where member.key != "payload" && member.key != "optional" {
            problems.error("emit", "emit param \"\(member.key)\" has no native field", at: member.keyLocation)
        }
        let kept = extra.filter { $0.key == "payload" || $0.key == "optional" }
        if kept.isEmpty { return event }
        return NativeNode.object([("event", event)] + kept.map { ($0.key, $0.value) }, at: params.location)
    }
}
