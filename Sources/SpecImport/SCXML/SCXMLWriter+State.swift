import SpecJSON

extension SCXMLWriter {
    /// A timer's event: the state and delay make it unique, so the importer finds the timer pattern again.
    static func timerEvent(_ state: String, _ delay: String) -> String { "conform.after.\(state).\(delay)" }

    mutating func state(_ name: String, _ node: JSONNode) {
        let type = node["type"]?.string
        if type == "history" {
            var attributes = [("id", name)]
            if let h = node["history"]?.string { attributes.append(("type", h)) }
            open("history", attributes)
            empty("transition", [("target", node["target"]?.string ?? "")])
            close("history")
            return
        }
        let element = type == "parallel" ? "parallel" : type == "final" ? "final" : "state"
        var attributes = [("id", name)]
        if let initial = node["initial"]?.string { attributes.append(("initial", initial)) }
        open(element, attributes)
        meta(node, ["description"] + XStateConverter.stateMeta)
        let timers = (node["after"]?.members ?? []).map(\.key)
        if node["onEntry"] != nil || !timers.isEmpty {
            open("onentry")
            if let entry = node["onEntry"] { effects(entry, what: "the entry of \"\(name)\"") }
            for delay in timers {
                let ms = DelayUnits.milliseconds(native: delay) ?? 0
                empty(
                    "send",
                    [
                        ("event", Self.timerEvent(name, delay)), ("delay", "\(ms / 1000)s"),
                        ("id", Self.timerEvent(name, delay)), ("conform:after", delay),
                    ])
            }
            close("onentry")
        }
        if node["onExit"] != nil || !timers.isEmpty {
            open("onexit")
            if let exit = node["onExit"] { effects(exit, what: "the exit of \"\(name)\"") }
            for delay in timers { empty("cancel", [("sendid", Self.timerEvent(name, delay))]) }
            close("onexit")
        }
        for member in node["on"]?.members ?? [] {
            for t in member.value.items ?? [] { transition(t, event: member.key, source: name) }
        }
        for member in node["after"]?.members ?? [] {
            for t in member.value.items ?? [] {
                transition(t, event: Self.timerEvent(name, member.key), source: name)
            }
        }
        for t in node["always"]?.items ?? [] { transition(t, event: nil, source: name) }
        for member in node["states"]?.members ?? [] { state(member.key, member.value) }
        close(element)
    }

    mutating func transition(_ node: JSONNode, event: String?, source: String) {
        var attributes: [(String, String)] = []
        if let event { attributes.append(("event", event)) }
        if let g = node["guard"]?.string { attributes.append(("cond", SCXMLExpression.ecmascript(g))) }
        attributes.append(("target", node["target"]?.string ?? source))
        if node["internal"]?.value == .bool(true) { attributes.append(("type", "internal")) }
        let hasBody =
            node["assign"] != nil || node["emits"] != nil
            || XStateConverter.transitionMeta.contains { node[$0] != nil }
        guard hasBody else { return empty("transition", attributes) }
        open("transition", attributes)
        effects(node, what: "a transition of \"\(source)\" on \"\(event ?? "always")\"")
        meta(node, XStateConverter.transitionMeta)
        close("transition")
    }

    /// `assign` (an assignment reading a field before the one writing it) and `emits`.
    mutating func effects(_ node: JSONNode, what: String) {
        var pending = node["assign"]?.members ?? []
        while !pending.isEmpty {
            let ready = pending.firstIndex { member in
                !pending.contains {
                    $0.key != member.key && SCXMLExpression.reads($0.value.string ?? "", field: member.key)
                }
            }
            guard let i = ready else {
                problems.error(
                    "assign-order",
                    "the assignments of \(what) (\(pending.map(\.key).joined(separator: ", "))) read each other: "
                        + "SCXML's <assign>s run one after another, so no order writes them", at: node.location)
                return
            }
            empty(
                "assign",
                [("location", pending[i].key), ("expr", SCXMLExpression.ecmascript(pending[i].value.string ?? ""))])
            pending.remove(at: i)
        }
        for emit in node["emits"]?.items ?? [] {
            let event = emit.string ?? emit["event"]?.string ?? ""
            var attributes = [("event", event), ("target", "#_parent")]
            if emit["optional"]?.value == .bool(true) { attributes.append(("conform:optional", "true")) }
            let payload = emit["payload"]?.members ?? []
            guard !payload.isEmpty else {
                empty("send", attributes)
                continue
            }
            open("send", attributes)
            for p in payload {
                empty("param", [("name", p.key), ("expr", SCXMLExpression.ecmascript(p.value.string ?? ""))])
            }
            close("send")
        }
    }
}
