import SpecJSON

/// Turns one `<scxml>` element into the native machine JSON; problems go to `problems`.
struct SCXMLConverter {
    let tree: SCXMLTree
    let problems: ImportProblems

    /// Attributes each element may carry (beyond namespaced ones); others are errors naming them.
    static let attributes: [String: Set<String>] = [
        "scxml": ["initial", "name", "version", "datamodel", "binding"],
        "state": ["id", "initial"], "parallel": ["id"], "final": ["id"], "history": ["id", "type"],
        "transition": ["event", "cond", "target", "type"], "initial": [], "onentry": [], "onexit": [],
        "datamodel": [], "data": ["id", "expr", "src"], "assign": ["location", "expr"],
        "send": ["event", "target", "type", "delay", "id"], "param": ["name", "expr"], "cancel": ["sendid"],
        "log": ["label", "expr"], "raise": ["event"],
    ]

    func machine(_ root: LocatedXMLElement) -> JSONNode {
        checkAttributes(root)
        if let datamodel = root.attributes["datamodel"], !["null", "ecmascript"].contains(datamodel) {
            problems.error(
                "datamodel",
                "datamodel \"\(datamodel)\" cannot be mapped: conditions and data are read as the expression language "
                    + "(the null or an ECMAScript subset)", at: root.location(of: "datamodel"))
        }
        if let binding = root.attributes["binding"], binding != "early" {
            problems.error(
                "binding",
                "binding \"\(binding)\" cannot be mapped: the native context holds every field from the start (early)",
                at: root.location(of: "binding"))
        }
        var out: [(String, JSONNode)] = []
        if let initial = initialTarget(of: root) { out.append(("initial", initial)) }
        let context = SCXMLData(problems: problems).context(of: root)
        if !context.isEmpty { out.append(("context", NativeNode.object(context, at: root.location))) }
        out.append(("states", states(of: root)))
        for child in root.children where !isState(child) && !["datamodel"].contains(child.name) && !isMeta(child) {
            refuseChild(child, in: "<scxml>")
        }
        out += SCXMLMeta(problems: problems).fields(of: root, allowed: XStateConverter.machineMeta, what: "machine")
        return NativeNode.object(out, at: root.location)
    }

    func isState(_ element: LocatedXMLElement) -> Bool {
        SCXMLTree.stateElements.contains(element.name) && element.namespace != SCXMLImporter.conformNamespace
    }

    func isMeta(_ element: LocatedXMLElement) -> Bool {
        element.namespace == SCXMLImporter.conformNamespace && element.name == "meta"
    }

    func states(of element: LocatedXMLElement) -> JSONNode {
        var members: [(String, JSONNode)] = []
        for child in element.children where isState(child) {
            guard let id = child.attributes["id"] else {
                problems.error(
                    "missing-id", "<\(child.name)> has no id: a native state is named, and targets name it",
                    at: child.location)
                continue
            }
            members.append((id, state(child, id: id)))
        }
        return NativeNode.object(members, at: element.location)
    }

    /// The first state child's ID, or the `initial` attribute, or the `<initial>` element's target.
    func initialTarget(of element: LocatedXMLElement) -> JSONNode? {
        if let initial = element.attributes["initial"] {
            let at = element.location(of: "initial")
            if element.first("initial") != nil {
                problems.error("initial", "both an initial attribute and an <initial> element", at: at)
            }
            return single(initial, at: at, what: "initial")
        }
        if let initial = element.first("initial") {
            checkAttributes(initial)
            guard let t = initial.first("transition"), let target = t.attributes["target"] else {
                problems.error("initial", "<initial> needs a <transition target=\"…\">", at: initial.location)
                return nil
            }
            if t.children.contains(where: { !isMeta($0) }) {
                problems.error(
                    "initial-content",
                    "the <initial> transition's executable content cannot be mapped: a native initial state is a name",
                    at: t.children[0].location)
            }
            return single(target, at: t.location(of: "target"), what: "initial")
        }
        let first = element.children.first { isState($0) && $0.name != "history" }
        return first?.attributes["id"].map { NativeNode.string($0, at: first?.location ?? element.location) }
    }

    /// One ID of a space-separated list; several are refused.
    func single(_ list: String, at location: SourceLocation, what: String) -> JSONNode? {
        let ids = list.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
        guard ids.count == 1 else {
            problems.error(
                "multiple-targets",
                "\(what) \"\(list)\" names \(ids.count) states; a native \(what) names one "
                    + "(enter a parallel state to start several regions)", at: location)
            return nil
        }
        return NativeNode.string(ids[0], at: location)
    }

    /// An error for an attribute the element does not have in SCXML or this importer does not map.
    func checkAttributes(_ element: LocatedXMLElement, refused: [String: String] = [:]) {
        let known = Self.attributes[element.name] ?? []
        for (name, _) in element.attributes.sorted(by: { $0.key < $1.key }) {
            if name.contains(":") || name.hasPrefix("xmlns") { continue }
            if let why = refused[name] {
                problems.error(
                    element.name, "<\(element.name) \(name)> cannot be mapped: \(why)", at: element.location(of: name))
            } else if !known.contains(name) {
                problems.error(
                    "unknown-attribute",
                    "\"\(name)\" on <\(element.name)> is not an SCXML attribute this importer maps"
                        + Suggestion.hint(for: name, among: known.sorted()), at: element.location(of: name))
            }
        }
    }

    /// An error for a child element with no native counterpart where it stands.
    func refuseChild(_ element: LocatedXMLElement, in parent: String) {
        if element.namespace != nil && element.namespace != SCXMLImporter.namespace {
            problems.warning(
                "foreign-element", "<\(element.name)> (\(element.namespace ?? "")) in \(parent) is ignored",
                at: element.location)
            return
        }
        let why = SCXMLExecutable.refusals[element.name] ?? "it is not an element this importer maps there"
        problems.error(element.name, "<\(element.name)> in \(parent) cannot be mapped: \(why)", at: element.location)
    }
}
