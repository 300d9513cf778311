import SpecJSON

/// Executable content (`<onentry>`, `<onexit>`, a `<transition>`'s children) read as native assignments and emits.
///
/// `<assign location expr>` is an assignment (the native block evaluates its assignments together against the context
/// before it, so an `<assign>` that reads a field an earlier one in the block wrote is refused); `<send event
/// target="#_parent">` with `<param name expr>` is an emitted event with its payload; a delayed `<send>` without a
/// target and a `<cancel sendid>` are kept for ``SCXMLTimers``; `<log>` is ignored with a warning.
struct SCXMLExecutable {
    let problems: ImportProblems
    let tree: SCXMLTree

    /// Why each element with no native counterpart is refused.
    static let refusals: [String: String] = [
        "invoke": "invoked services run code the spec cannot model",
        "script": "scripts run code the expression language cannot express",
        "foreach": "loops have no native counterpart; write the assignments",
        "if": "conditional content has no native counterpart; write one transition per branch with its cond",
        "elseif": "conditional content has no native counterpart",
        "else": "conditional content has no native counterpart",
        "raise": "raised events go to the internal queue, which the native model does not have (only done.state.*); "
            + "write the transition they lead to",
        "cancel": "a <cancel> maps only as part of a timer (a delayed <send> in <onentry> cancelled in <onexit>)",
        "donedata": "done events carry no data in the native model",
        "content": "message content is code or markup the native emit cannot carry; use <param name expr>",
    ]

    struct Effects {
        var assign: [(String, JSONNode)] = []
        var emits: [JSONNode] = []
        /// Delayed sends to the machine itself: event, delay (ms), send ID, the element.
        var delayed: [(event: String, ms: Int, id: String?, element: LocatedXMLElement)] = []
        var cancels: [(sendid: String, element: LocatedXMLElement)] = []

        /// `{"assign": …, "emits": …}`, or nil when the content sets and emits nothing.
        func block(at location: SourceLocation) -> JSONNode? {
            var parts: [(String, JSONNode)] = []
            if !assign.isEmpty { parts.append(("assign", NativeNode.object(assign, at: assign[0].1.location))) }
            if !emits.isEmpty { parts.append(("emits", NativeNode.array(emits, at: emits[0].location))) }
            return parts.isEmpty ? nil : NativeNode.object(parts, at: location)
        }
    }

    func read(_ blocks: [LocatedXMLElement], in what: String) -> Effects {
        var effects = Effects()
        for block in blocks { read(block.children, in: what, into: &effects) }
        return effects
    }

    func read(_ content: [LocatedXMLElement], in what: String, into effects: inout Effects) {
        let converter = SCXMLConverter(tree: tree, problems: problems)
        for element in content where !converter.isMeta(element) {
            if element.namespace != nil && element.namespace != SCXMLImporter.namespace {
                converter.refuseChild(element, in: what)
                continue
            }
            switch element.name {
            case "assign": assign(element, into: &effects)
            case "send": send(element, in: what, into: &effects)
            case "cancel":
                converter.checkAttributes(element, refused: ["sendidexpr": "an expression computes the ID"])
                if let id = element.attributes["sendid"] {
                    effects.cancels.append((id, element))
                } else {
                    converter.refuseChild(element, in: what)
                }
            case "log":
                problems.warning(
                    "log", "<log> in \(what) is ignored: logging has no behaviour to check", at: element.location)
            default: converter.refuseChild(element, in: what)
            }
        }
    }

    private func assign(_ element: LocatedXMLElement, into effects: inout Effects) {
        SCXMLConverter(tree: tree, problems: problems).checkAttributes(element)
        guard let location = element.attributes["location"], let expr = element.attributes["expr"] else {
            problems.error(
                "assign",
                "<assign> needs location and expr (inline content is code the expression language cannot hold)",
                at: element.location)
            return
        }
        guard SCXMLExpression.isFieldName(location) else {
            problems.error(
                "assign", "location \"\(location)\" cannot be mapped: assign to a context field by its name",
                at: element.location(of: "location"))
            return
        }
        if effects.assign.contains(where: { $0.0 == location }) {
            problems.error(
                "assign-order",
                "\"\(location)\" is assigned twice in one block; the native block sets each field once",
                at: element.location(of: "location"))
            return
        }
        let written = effects.assign.map(\.0).filter { SCXMLExpression.reads(expr, field: $0) }
        if let field = written.first {
            problems.error(
                "assign-order",
                "this <assign> reads \"\(field)\", which an earlier <assign> of the same block wrote: SCXML runs them "
                    + "one after another, the native block evaluates them together against the context before it; "
                    + "write the combined expression", at: element.location(of: "expr"))
            return
        }
        guard let native = SCXMLExpression(problems: problems).native(expr, at: element.location(of: "expr")) else {
            return
        }
        effects.assign.append((location, NativeNode.string(native, at: element.valueLocation(of: "expr"))))
    }
}
