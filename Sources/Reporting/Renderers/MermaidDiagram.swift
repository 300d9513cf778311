import Traceability

/// A machine as a Mermaid `stateDiagram-v2`, uncovered and failing transitions marked in their labels and
/// uncovered and failing states coloured by class. A statechart's compound states are `state X { … }` blocks with
/// their own `[*] -->` start, a parallel state's regions are separated by `--`; a transition between two children of
/// the same compound state is written in its block, any other at the top level (Mermaid places a state in the last
/// block that names it, so no block names a state it does not hold).
struct MermaidDiagram {
    let text: String

    init(_ machine: MachineCoverage) {
        let tree = StateTree(machine)
        var names: [String: String] = [:]
        var declarations = ""
        for (index, state) in machine.states.enumerated() {
            let id = Self.isPlainIdentifier(state.name) ? state.name : "s\(index)"
            if names[state.name] == nil { names[state.name] = id }
            if id != state.name && tree.parent[index] == nil {
                declarations += "    state \"\(Self.label(state.name))\" as \(id)\n"
            }
        }
        func id(_ name: String) -> String {
            if let known = names[name] { return known }
            let alias = "x\(names.count)"
            names[name] = alias
            declarations += "    state \"\(Self.label(name))\" as \(alias)\n"
            return alias
        }
        func line(_ t: TransitionCoverage) -> String {
            var label = t.event
            if let g = t.guardExpression { label += " [\(g)]" }
            switch t.status {
            case .covered: break
            case .uncovered: label += " ✗ uncovered"
            case .failing: label += " ✗ FAILING"
            }
            return "\(id(t.from)) --> \(id(t.to)) : \(Self.label(label))\n"
        }
        // Each transition in the block of the compound state whose children it joins, or at the top level.
        var inside: [Int: [TransitionCoverage]] = [:]
        var outside: [TransitionCoverage] = []
        for t in machine.transitions {
            if let a = tree.index[t.from], let b = tree.index[t.to], let p = tree.parent[a], tree.parent[b] == p,
                machine.states[p].kind != .parallel
            {
                inside[p, default: []].append(t)
            } else {
                outside.append(t)
            }
        }
        func block(_ i: Int, _ indent: String) -> String {
            let state = machine.states[i]
            let inner = indent + "    "
            var out = ""
            let kids = tree.children(of: i)
            for k in kids where names[machine.states[k].name] != machine.states[k].name {
                out += "\(inner)state \"\(Self.label(machine.states[k].name))\" as \(id(machine.states[k].name))\n"
            }
            if state.kind == .parallel {
                for (n, k) in kids.enumerated() {
                    if n > 0 { out += "\(inner)--\n" }
                    out += tree.children(of: k).isEmpty ? "\(inner)\(id(machine.states[k].name))\n" : block(k, inner)
                }
            } else {
                let first = tree.initialChild(of: i, machine)
                // A child no line of the block names would not be in it: name it on its own.
                var named = Set(inside[i]?.flatMap { [$0.from, $0.to] } ?? [])
                for k in kids where k == first || machine.states[k].isFinal || !tree.children(of: k).isEmpty {
                    named.insert(machine.states[k].name)
                }
                for k in kids where !named.contains(machine.states[k].name) {
                    if names[machine.states[k].name] == machine.states[k].name {
                        out += "\(inner)\(machine.states[k].name)\n"
                    }
                }
                if let first { out += "\(inner)[*] --> \(id(machine.states[first].name))\n" }
                for k in kids where !tree.children(of: k).isEmpty { out += block(k, inner) }
                for t in inside[i] ?? [] { out += inner + line(t) }
                for k in kids where machine.states[k].isFinal {
                    out += "\(inner)\(id(machine.states[k].name)) --> [*]\n"
                }
            }
            return "\(indent)state \(id(state.name)) {\n" + out + "\(indent)}\n"
        }
        var body = "    [*] --> \(id(machine.initial))\n"
        for i in tree.top where !tree.children(of: i).isEmpty { body += block(i, "    ") }
        for t in outside { body += "    " + line(t) }
        for i in tree.top where machine.states[i].isFinal { body += "    \(id(machine.states[i].name)) --> [*]\n" }
        var out = "stateDiagram-v2\n"
        for (i, reason) in tree.misplaced {
            out += "    %% \(Self.label(machine.states[i].name)) is drawn at the top level: \(Self.label(reason))\n"
        }
        out += declarations + body
        out += "    classDef uncovered fill:#fff3cd,stroke:#b58105,color:#4d3800\n"
        out += "    classDef failing fill:#f8d7da,stroke:#b02a37,color:#58151c\n"
        for status in [ElementCoverage.uncovered, .failing] {
            let members = machine.states.filter { $0.status == status }.map { id($0.name) }
            if !members.isEmpty { out += "    class \(members.joined(separator: ",")) \(status.rawValue)\n" }
        }
        text = out
    }

    /// Names Mermaid accepts as state IDs as they are.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reserved.contains(name.lowercased()) else { return false }
        let letters = { (c: Unicode.Scalar) in ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" }
        return letters(first) && name.unicodeScalars.allSatisfy { letters($0) || ("0"..."9").contains($0) }
    }

    static let reserved: Set<String> = ["end", "state", "class", "classdef", "note", "direction", "as", "style"]

    /// Label text without the characters that end or break a Mermaid statement.
    static func label(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case ";": out += ","
            case "#": out += "no."
            case "\"": out += "'"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
