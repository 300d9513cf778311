import SpecJSON

/// Writes a native machine as a Mermaid `stateDiagram-v2` that `MermaidImporter` reads back to the same machine.
///
/// Mermaid draws structure only: states, composites, concurrent regions (named `<State>Region<N>`), the region's end
/// (a final state named `Final` at the top or `<State>Final` inside `<State>`), descriptions, events and guards.
/// Everything else (context, assignments, emits, outputs, paths, traces, timers, history, entry and exit actions,
/// internal transitions, other final states) is an `import.mermaid.*` error naming it, so nothing is dropped.
package enum MermaidExporter {
    package static func export(_ machine: JSONNode, file: String) -> (text: String?, diagnostics: [Diagnostic]) {
        let problems = ImportProblems(format: "mermaid", file: file)
        var writer = Writer(problems: problems)
        let unsupportedMachine = ["context", "events", "unhandled", "limits", "source", "traces", "notes", "formerIds"]
        for key in unsupportedMachine {
            if let v = machine[key] { writer.refuse(key, of: "the machine", at: v.location) }
        }
        writer.lines = ["stateDiagram-v2"]
        writer.region(machine, owner: nil, indent: 1)
        writer.lines += writer.deferred
        let result = problems.result(nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        return (errors.isEmpty ? writer.lines.joined(separator: "\n") + "\n" : nil, result.diagnostics)
    }

    struct Writer {
        let problems: ImportProblems
        var lines: [String] = []
        var deferred: [String] = []
        var declared: Set<String> = []

        static let stateFields = [
            "after", "onEntry", "onExit", "history", "target", "behaviour", "entry", "exit", "unhandled", "source",
            "traces", "notes", "formerIds",
        ]
        static let transitionFields = [
            "assign", "emits", "outputs", "path", "input", "response", "errorResponse", "internal", "source", "traces",
            "notes", "formerIds",
        ]

        func refuse(_ key: String, of what: String, at location: SourceLocation) {
            let code = key == "history" || key == "target" ? "history" : key
            problems.error(
                code, "\"\(key)\" of \(what) cannot be written in Mermaid (it draws structure only)", at: location)
        }

        /// The end state's name in the region of `owner`.
        static func endName(_ owner: String?) -> String { (owner ?? "") + "Final" }

        mutating func region(_ node: JSONNode, owner: String?, indent: Int) {
            let pad = String(repeating: "    ", count: indent)
            if let initial = node["initial"]?.string { lines.append(pad + "[*] --> " + initial) }
            let members = node["states"]?.members ?? []
            for member in members { declare(member.key, member.value, owner: owner, indent: indent) }
            for member in members { transitions(member.key, member.value, owner: owner, pad: pad) }
        }

        mutating func declare(_ name: String, _ state: JSONNode, owner: String?, indent: Int) {
            let pad = String(repeating: "    ", count: indent)
            declared.insert(name)
            for key in Self.stateFields {
                if let v = state[key] { refuse(key, of: "state \"\(name)\"", at: v.location) }
            }
            let type = state["type"]?.string
            if type == "final" {
                if name != Self.endName(owner) {
                    problems.error(
                        "final",
                        "final state \"\(name)\" cannot be written in Mermaid: only a region's end ([*]) is final; name it "
                            + "\"\(Self.endName(owner))\"", at: state.location)
                }
                return
            }
            if let d = state["description"]?.string { lines.append(pad + "state \"\(d)\" as \(name)") }
            guard let children = state["states"]?.members else {
                if state["description"] == nil { lines.append(pad + name) }
                return
            }
            lines.append(pad + "state \(name) {")
            if type == "parallel" {
                for (i, child) in children.enumerated() {
                    if child.key != "\(name)Region\(i + 1)" {
                        problems.error(
                            "region",
                            "region \"\(child.key)\" of \"\(name)\" cannot keep its name in Mermaid; name it "
                                + "\"\(name)Region\(i + 1)\"", at: child.value.location)
                    }
                    for key in ["on", "always", "description"] + Self.stateFields {
                        if let v = child.value[key] { refuse(key, of: "region \"\(child.key)\"", at: v.location) }
                    }
                    if i > 0 { lines.append(pad + "    --") }
                    declared.insert(child.key)
                    region(child.value, owner: child.key, indent: indent + 1)
                }
            } else {
                region(state, owner: name, indent: indent + 1)
            }
            lines.append(pad + "}")
        }

        mutating func transitions(_ name: String, _ state: JSONNode, owner: String?, pad: String) {
            var groups = (state["on"]?.members ?? []).map { ($0.key as String?, $0.value) }
            if let always = state["always"] { groups.append((nil, always)) }
            for (event, list) in groups {
                for t in list.items ?? [] {
                    for key in Self.transitionFields {
                        if let v = t[key] { refuse(key, of: "a transition of \"\(name)\"", at: v.location) }
                    }
                    let target = t["target"]?.string ?? name
                    let written = target == Self.endName(owner) ? "[*]" : target
                    var label = event ?? ""
                    if let g = t["guard"]?.string { label += (label.isEmpty ? "" : " ") + "[\(g)]" }
                    let line = "\(name) --> \(written)" + (label.isEmpty ? "" : " : " + label)
                    if written == "[*]" || declared.contains(target) {
                        lines.append(pad + line)
                    } else {
                        deferred.append("    " + line)
                    }
                }
            }
        }
    }
}
