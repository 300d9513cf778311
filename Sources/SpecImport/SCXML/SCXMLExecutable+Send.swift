import SpecJSON

extension SCXMLExecutable {
    /// The SCXML Event I/O Processor's type URI (the only `type` a mapped `<send>` may name).
    static let eventProcessor = "http://www.w3.org/TR/scxml/#SCXMLEventProcessor"

    /// `<send>`: to `#_parent` an emitted event; delayed without a target a timer candidate; anything else refused.
    func send(_ element: LocatedXMLElement, in what: String, into effects: inout Effects) {
        let why = "an expression or a location computes it, which the native model cannot"
        SCXMLConverter(tree: tree, problems: problems).checkAttributes(
            element,
            refused: [
                "eventexpr": why, "targetexpr": why, "typeexpr": why, "delayexpr": why, "idlocation": why,
                "namelist": "data taken from the datamodel by name has no native counterpart; use <param name expr>",
            ])
        if let type = element.attributes["type"], type != Self.eventProcessor {
            problems.error(
                "send", "<send type=\"\(type)\"> cannot be mapped: only the SCXML event processor is modelled",
                at: element.location(of: "type"))
            return
        }
        guard let event = element.attributes["event"] else {
            problems.error("send", "<send> needs an event name", at: element.location)
            return
        }
        for content in element.all("content") {
            problems.error(
                "content", "<content> in <send event=\"\(event)\"> cannot be mapped: \(Self.refusals["content"] ?? "")",
                at: content.location)
        }
        switch element.attributes["target"] {
        case "#_parent":
            if element.attributes["delay"] != nil {
                problems.error(
                    "send",
                    "a delayed <send> to #_parent cannot be mapped: an emitted event is emitted by the transition",
                    at: element.location(of: "delay"))
                return
            }
            if let emitted = emit(element, event: event) { effects.emits.append(emitted) }
        case nil:
            guard let delay = element.attributes["delay"] else {
                problems.error(
                    "send",
                    "<send event=\"\(event)\"> without a target goes to the machine's own queue, which the native "
                        + "model does not have; write target=\"#_parent\" for an event the machine emits, or the "
                        + "transition it leads to", at: element.location)
                return
            }
            guard let ms = Self.milliseconds(delay) else {
                problems.error(
                    "delay", "delay \"\(delay)\" is not a CSS2 time (\"5s\", \"1500ms\")",
                    at: element.location(of: "delay"))
                return
            }
            effects.delayed.append((event, ms, element.attributes["id"], element))
        case let target?:
            problems.error(
                "send",
                "<send target=\"\(target)\"> cannot be mapped: the native model emits to its environment only "
                    + "(write target=\"#_parent\")", at: element.location(of: "target"))
        }
    }

    /// `event`, or `{"event", "payload", "optional"}` from `<param>`s and `conform:optional`.
    private func emit(_ element: LocatedXMLElement, event: String) -> JSONNode? {
        let at = element.location(of: "event")
        var members: [(String, JSONNode)] = [("event", NativeNode.string(event, at: at))]
        var payload: [(String, JSONNode)] = []
        for param in element.all("param") {
            SCXMLConverter(tree: tree, problems: problems).checkAttributes(
                param, refused: ["location": "data taken from the datamodel by location; use expr"])
            guard let name = param.attributes["name"], let expr = param.attributes["expr"] else {
                problems.error("param", "<param> needs name and expr", at: param.location)
                continue
            }
            guard let native = SCXMLExpression(problems: problems).native(expr, at: param.location(of: "expr")) else {
                continue
            }
            payload.append((name, NativeNode.string(native, at: param.valueLocation(of: "expr"))))
        }
        for child in element.children where child.name != "param" && child.name != "content" {
            SCXMLConverter(tree: tree, problems: problems).refuseChild(child, in: "<send event=\"\(event)\">")
        }
        if !payload.isEmpty { members.append(("payload", NativeNode.object(payload, at: element.location))) }
        if let optional = SCXMLMeta.conformAttribute(element, "optional") {
            guard optional.value == "true" || optional.value == "false" else {
                problems.error("optional", "conform:optional is \"true\" or \"false\"", at: optional.at)
                return nil
            }
            if optional.value == "true" { members.append(("optional", NativeNode.bool(true, at: optional.at))) }
        }
        return members.count == 1 ? members[0].1 : NativeNode.object(members, at: element.location)
    }

    /// A CSS2 time (`5s`, `2.5s`, `1500ms`) in milliseconds.
    static func milliseconds(_ text: String) -> Int? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("ms"), let n = Int(t.dropLast(2)) { return n }
        if t.hasSuffix("s"), let n = Double(t.dropLast()), n >= 0, (n * 1000).rounded() == n * 1000 {
            return Int(n * 1000)
        }
        return nil
    }
}
