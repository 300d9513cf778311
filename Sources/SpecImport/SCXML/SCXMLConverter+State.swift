import SpecJSON

extension SCXMLConverter {
    /// Children of a state read elsewhere.
    static let stateChildren: Set<String> = [
        "state", "parallel", "final", "history", "transition", "initial", "onentry", "onexit", "datamodel",
    ]

    func state(_ element: LocatedXMLElement, id: String) -> JSONNode {
        checkAttributes(element)
        var out: [(String, JSONNode)] = []
        switch element.name {
        case "parallel": out.append(("type", NativeNode.string("parallel", at: element.location)))
        case "final": out.append(("type", NativeNode.string("final", at: element.location)))
        case "history": return history(element, id: id)
        default: break
        }
        if let d = SCXMLMeta(problems: problems).description(of: element) { out.append(("description", d)) }
        let hasChildren = element.children.contains { isState($0) }
        if element.name == "state", hasChildren, let initial = initialTarget(of: element) {
            out.append(("initial", initial))
        } else if element.attributes["initial"] != nil || element.first("initial") != nil {
            problems.error(
                "initial", "initial on <\(element.name) id=\"\(id)\">, which has no child states to start in",
                at: element.location(of: "initial"))
        }
        if hasChildren { out.append(("states", states(of: element))) }
        let entry = SCXMLExecutable(problems: problems, tree: tree).read(element.all("onentry"), in: "<onentry>")
        let exit = SCXMLExecutable(problems: problems, tree: tree).read(element.all("onexit"), in: "<onexit>")
        let timers = SCXMLTimers(problems: problems, tree: tree).read(id: id, entry: entry, exit: exit)
        let transitions = SCXMLTransitions(converter: self, source: id, state: element, timers: timers).read()
        out += transitions
        if let block = entry.block(at: element.location) { out.append(("onEntry", block)) }
        if let block = exit.block(at: element.location) { out.append(("onExit", block)) }
        for child in element.children where !Self.stateChildren.contains(child.name) && !isMeta(child) {
            refuseChild(child, in: "<\(element.name) id=\"\(id)\">")
        }
        out += SCXMLMeta(problems: problems).fields(of: element, allowed: XStateConverter.stateMeta, what: "state")
        return NativeNode.object(out, at: element.location)
    }

    /// `<history id type>` with its default `<transition target>`.
    func history(_ element: LocatedXMLElement, id: String) -> JSONNode {
        var out: [(String, JSONNode)] = [("type", NativeNode.string("history", at: element.location))]
        if let type = element.attributes["type"] {
            guard type == "shallow" || type == "deep" else {
                problems.error(
                    "history", "history type \"\(type)\" is neither \"shallow\" nor \"deep\"",
                    at: element.location(of: "type"))
                return NativeNode.object(out, at: element.location)
            }
            out.append(("history", NativeNode.string(type, at: element.location(of: "type"))))
        }
        let transitions = element.all("transition")
        if let t = transitions.first {
            checkAttributes(t)
            if let target = t.attributes["target"],
                let node = single(target, at: t.location(of: "target"), what: "history default")
            {
                out.append(("target", node))
            }
            if let content = t.children.first(where: { !isMeta($0) }) {
                problems.error(
                    "history-content",
                    "the default transition of history \"\(id)\" has executable content, which a native history "
                        + "default cannot run", at: content.location)
            }
        } else {
            problems.error(
                "history", "history \"\(id)\" has no default <transition>; the native model needs one",
                at: element.location)
        }
        for child in element.children where child.name != "transition" && !isMeta(child) {
            refuseChild(child, in: "<history id=\"\(id)\">")
        }
        return NativeNode.object(out, at: element.location)
    }
}
