import SpecImport
import SpecJSON

/// Replaces the guard and action names a converter left (`$guard`, `$actions`, `$entry`, `$exit`) with what the
/// overlay declares for them: a guard's expression, an action's `assign` and `emits`.
///
/// A name the overlay does not declare is an error located at the name in the foreign file, with a did-you-mean
/// among the declared ones.
struct NameResolver {
    let foreignFile: String
    let guards: [String: Located<String>]
    let actions: [String: (node: JSONNode, pointer: String)]
    private(set) var diagnostics: [Diagnostic] = []
    /// Where each name the original uses first appears.
    private(set) var usedGuards: [String: SourceLocation] = [:]
    private(set) var usedActions: [String: SourceLocation] = [:]

    init(foreignFile: String, guards: [String: Located<String>], actions: [String: (node: JSONNode, pointer: String)]) {
        self.foreignFile = foreignFile
        self.guards = guards
        self.actions = actions
    }

    mutating func resolveState(_ state: JSONNode) -> JSONNode {
        var state = state
        for (named, native) in [("$entry", "onEntry"), ("$exit", "onExit")] {
            guard let names = state[named] else { continue }
            state = NativeNode.removing(named, from: state)
            let effects = actionEffects(names)
            guard !effects.isEmpty else { continue }
            var block = state[native] ?? JSONNode(.object([]), at: names.location)
            for (key, value) in effects { block = MachineOverlay.merge(key, value, into: block) }
            state = NativeNode.setting(native, block, in: state)
        }
        for key in ["on", "after"] {
            guard let groups = state[key], var members = groups.members else { continue }
            for i in members.indices { members[i].value = resolveTransitions(members[i].value) }
            state = NativeNode.setting(key, JSONNode(.object(members), at: groups.location), in: state)
        }
        if let always = state["always"] { state = NativeNode.setting("always", resolveTransitions(always), in: state) }
        if let children = state["states"], var members = children.members {
            for i in members.indices { members[i].value = resolveState(members[i].value) }
            state = NativeNode.setting("states", JSONNode(.object(members), at: children.location), in: state)
        }
        return state
    }

    private mutating func resolveTransitions(_ list: JSONNode) -> JSONNode {
        guard let items = list.items else { return list }
        return JSONNode(.array(items.map { resolveTransition($0) }), at: list.location)
    }

    private mutating func resolveTransition(_ transition: JSONNode) -> JSONNode {
        var t = transition
        if let name = t["$guard"] {
            t = NativeNode.removing("$guard", from: t)
            if let expression = lookUpGuard(name) {
                t = NativeNode.setting(
                    "guard", OverlayLocation.mark(JSONNode(.string(expression.value), at: expression.origin.location)),
                    in: t)
            }
        }
        if let names = t["$actions"] {
            t = NativeNode.removing("$actions", from: t)
            for (key, value) in actionEffects(names) { t = MachineOverlay.merge(key, value, into: t) }
        }
        return t
    }

    private mutating func lookUpGuard(_ name: JSONNode) -> Located<String>? {
        let key = name.string ?? ""
        if usedGuards[key] == nil { usedGuards[key] = name.location }
        if let expression = guards[key] { return expression }
        unresolved(key, at: name.location, what: "guard", declared: guards.keys.sorted(), section: "guards")
        return nil
    }

    /// The `assign` and `emits` of the named actions, in order, marked as the overlay's.
    private mutating func actionEffects(_ names: JSONNode) -> [(String, JSONNode)] {
        var effects: [(String, JSONNode)] = []
        for name in names.items ?? [] {
            let key = name.string ?? ""
            if usedActions[key] == nil { usedActions[key] = name.location }
            guard let action = actions[key] else {
                unresolved(key, at: name.location, what: "action", declared: actions.keys.sorted(), section: "actions")
                continue
            }
            for member in action.node.members ?? [] { effects.append((member.key, OverlayLocation.mark(member.value))) }
        }
        return effects
    }

    private mutating func unresolved(
        _ name: String, at location: SourceLocation, what: String, declared: [String], section: String
    ) {
        var message = "\(what) \"\(name)\" has no meaning for SpecConform: declare it in the overlay's \"\(section)\""
        if let near = Suggestion.nearest(otherThan: name, among: declared) { message += "; did you mean \"\(near)\"?" }
        diagnostics.append(
            .error(SpecDiagnosticCode.unresolvedName.rawValue, message, file: foreignFile, at: location))
    }
}
