import SpecJSON

/// A state's `<transition>` elements as native `on`, `after` (the events of its timers) and `always` (no event),
/// each in document order; an `event` attribute naming several events gives one transition per event.
struct SCXMLTransitions {
    let converter: SCXMLConverter
    let source: String
    let state: LocatedXMLElement
    /// The state's timers: event → native delay.
    let timers: [String: String]

    var problems: ImportProblems { converter.problems }

    func read() -> [(String, JSONNode)] {
        var on: [(String, [JSONNode])] = []
        var after: [(String, [JSONNode])] = []
        var always: [JSONNode] = []
        func add(_ key: String, _ node: JSONNode, to groups: inout [(String, [JSONNode])]) {
            if let i = groups.firstIndex(where: { $0.0 == key }) {
                groups[i].1.append(node)
            } else {
                groups.append((key, [node]))
            }
        }
        for element in state.all("transition") {
            converter.checkAttributes(element)
            let events = (element.attributes["event"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            guard let native = transition(element) else { continue }
            if events.isEmpty { always.append(native) }
            for event in events {
                if event == "*" || event.hasSuffix(".*") || event.hasSuffix("*") {
                    problems.error(
                        "wildcard-event",
                        "event descriptor \"\(event)\" cannot be mapped: the native model names every event it handles",
                        at: element.location(of: "event"))
                    continue
                }
                if let delay = timers[event] {
                    add(delay, native, to: &after)
                } else {
                    add(event, native, to: &on)
                }
            }
        }
        var out: [(String, JSONNode)] = []
        func object(_ groups: [(String, [JSONNode])]) -> JSONNode {
            NativeNode.object(groups.map { ($0.0, NativeNode.array($0.1, at: $0.1[0].location)) }, at: state.location)
        }
        if !on.isEmpty { out.append(("on", object(on))) }
        if !after.isEmpty { out.append(("after", object(after))) }
        if !always.isEmpty { out.append(("always", NativeNode.array(always, at: always[0].location))) }
        return out
    }

    private func transition(_ element: LocatedXMLElement) -> JSONNode? {
        var out: [(String, JSONNode)] = []
        let tree = converter.tree
        let target: JSONNode
        if let list = element.attributes["target"] {
            guard let one = converter.single(list, at: element.location(of: "target"), what: "target") else {
                return nil
            }
            target = one
        } else {
            let effects =
                state.first("onentry") != nil || state.first("onexit") != nil || !timers.isEmpty
                || state.children.contains { converter.isState($0) }
            if effects {
                problems.error(
                    "targetless",
                    "a transition of \"\(source)\" without a target cannot be mapped: the state has entry or exit "
                        + "content, timers or children, which the native self-transition (exit and re-enter) runs "
                        + "again; give it a target", at: element.location)
                return nil
            }
            target = NativeNode.string(source, at: element.location)
        }
        out.append(("target", target))
        switch element.attributes["type"] {
        case nil, "external": break
        case "internal":
            if let name = target.string, name != source, tree.isWithin(name, source) {
                out.append(("internal", NativeNode.bool(true, at: element.location(of: "type"))))
            }
        case let other?:
            problems.error(
                "type", "transition type \"\(other)\" is neither \"internal\" nor \"external\"",
                at: element.location(of: "type"))
        }
        if let cond = element.attributes["cond"] {
            let at = element.location(of: "cond")
            guard let native = SCXMLExpression(problems: problems).native(cond, at: at) else { return nil }
            out.append(("guard", NativeNode.string(native, at: element.valueLocation(of: "cond"))))
        }
        var effects = SCXMLExecutable.Effects()
        SCXMLExecutable(problems: problems, tree: tree).read(element.children, in: "a transition", into: &effects)
        for send in effects.delayed {
            problems.error(
                "delayed-send",
                "a delayed <send> in a transition of \"\(source)\" cannot be mapped: a timer starts when a state is "
                    + "entered (put it in <onentry>)", at: send.element.location)
        }
        for cancel in effects.cancels {
            problems.error(
                "cancel", "<cancel> in a transition of \"\(source)\": \(SCXMLExecutable.refusals["cancel"] ?? "")",
                at: cancel.element.location)
        }
        if !effects.assign.isEmpty {
            out.append(("assign", NativeNode.object(effects.assign, at: effects.assign[0].1.location)))
        }
        if !effects.emits.isEmpty {
            out.append(("emits", NativeNode.array(effects.emits, at: effects.emits[0].location)))
        }
        out += SCXMLMeta(problems: problems).fields(
            of: element, allowed: XStateConverter.transitionMeta, what: "transition")
        return NativeNode.object(out, at: element.location)
    }
}
