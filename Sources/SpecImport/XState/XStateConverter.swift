import SpecJSON

/// Turns one XState config into the native machine JSON; problems go to `problems`.
struct XStateConverter {
    let tree: XStateTree
    let problems: ImportProblems

    /// Keys of a state (or the root) read elsewhere or meaning nothing to the native model.
    static let stateKeys: Set<String> = [
        "id", "type", "initial", "states", "on", "always", "after", "entry", "exit", "history", "target",
        "description", "meta", "onDone",
    ]
    /// XState keys that run code or actors: no native counterpart.
    static let refusedKeys: [String: String] = [
        "invoke": "invoked actors (promises, callbacks, child machines) run code the spec cannot model",
        "output": "a final state's output is computed by code",
        "onError": "errors come from invoked actors, which the spec cannot model",
        "tags": "tags have no native counterpart; name what they mark in the overlay's state traces",
    ]
    /// Native machine fields a `meta` object on the root may carry.
    static let machineMeta = ["title", "events", "unhandled", "limits", "source", "traces", "notes", "formerIds"]
    /// Native state fields a state's `meta` may carry.
    static let stateMeta = ["behaviour", "entry", "exit", "unhandled", "source", "traces", "notes", "formerIds"]
    /// Native transition fields a transition's `meta` may carry.
    static let transitionMeta = [
        "path", "outputs", "input", "response", "errorResponse", "source", "traces", "notes", "formerIds",
    ]

    func machine(_ root: JSONNode) -> JSONNode {
        var out: [(String, JSONNode)] = []
        for member in root.members ?? [] {
            switch member.key {
            case "id", "version", "$schema": continue
            case "initial", "states", "context", "description", "meta": continue
            case "type" where member.value.string == "parallel":
                problems.error(
                    "root-parallel",
                    "a parallel root has no native form (a machine has one initial state); wrap the regions in "
                        + "a parallel state", at: member.value.location)
            case "on", "after", "always":
                problems.error(
                    "root-transitions",
                    "\"\(member.key)\" on the machine itself has no native form; move it to a state that holds the "
                        + "others", at: member.keyLocation)
            default:
                refuse(member, in: "the machine")
            }
        }
        if let d = root["description"], let text = d.string {
            out.append(("title", NativeNode.string(text, at: d.location)))
        }
        if let initial = root["initial"] {
            out.append(("initial", NativeNode.string(initial.string ?? "", at: initial.location)))
        } else {
            problems.error("missing-initial", "the machine has no \"initial\" state", at: root.location)
        }
        if let context = root["context"] {
            if context.members == nil {
                problems.error(
                    "context", "context must be an object of initial values, found \(context.typeName)",
                    at: context.location)
            } else {
                out.append(("context", context))
            }
        }
        out.append(("states", states(of: root, path: [], location: root["states"]?.location ?? root.location)))
        out += meta(root["meta"], allowed: Self.machineMeta, what: "machine")
        return NativeNode.object(out, at: root.location)
    }

    func states(of node: JSONNode, path: [String], location: SourceLocation) -> JSONNode {
        var members: [(String, JSONNode)] = []
        for member in node["states"]?.members ?? [] {
            members.append((member.key, state(member.value, path: path + [member.key])))
        }
        return NativeNode.object(members, at: location)
    }

    /// Records an error for a key that has no native form, naming it.
    func refuse(_ member: JSONMember, in what: String) {
        if let reason = Self.refusedKeys[member.key] {
            problems.error(
                member.key, "\"\(member.key)\" in \(what) cannot be mapped: \(reason)", at: member.keyLocation)
        } else {
            problems.error(
                "unknown-key", "\"\(member.key)\" in \(what) is not an XState v5 config key this importer maps",
                at: member.keyLocation)
        }
    }

    /// The native fields carried in a `meta` object (what XState has no key for); other keys are reported.
    func meta(_ node: JSONNode?, allowed: [String], what: String) -> [(String, JSONNode)] {
        guard let node else { return [] }
        guard let members = node.members else {
            problems.error("meta", "meta must be an object, found \(node.typeName)", at: node.location)
            return []
        }
        var out: [(String, JSONNode)] = []
        for member in members where member.key != "delays" || what != "state" {
            if allowed.contains(member.key) {
                out.append((member.key, member.value))
            } else {
                problems.error(
                    "meta",
                    "meta key \"\(member.key)\" of a \(what) has no native field\(Suggestion.hint(for: member.key, among: allowed))",
                    at: member.keyLocation)
            }
        }
        return out
    }
}
