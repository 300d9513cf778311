import Traceability

/// A machine as a Mermaid `stateDiagram-v2`, uncovered and failing transitions marked in their labels and
/// uncovered and failing states coloured by class.
struct MermaidDiagram {
    let text: String

    init(_ machine: MachineCoverage) {
        var names: [String: String] = [:]
        var declarations = ""
        for (index, state) in machine.states.enumerated() {
            let id = Self.isPlainIdentifier(state.name) ? state.name : "s\(index)"
            names[state.name] = id
            if id != state.name { declarations += "    state \"\(Self.label(state.name))\" as \(id)\n" }
        }
        func id(_ name: String) -> String {
            if let known = names[name] { return known }
            let alias = "x\(names.count)"
            names[name] = alias
            declarations += "    state \"\(Self.label(name))\" as \(alias)\n"
            return alias
        }
        var body = "    [*] --> \(id(machine.initial))\n"
        for t in machine.transitions {
            var label = t.event
            if let g = t.guardExpression { label += " [\(g)]" }
            switch t.status {
            case .covered: break
            case .uncovered: label += " ✗ uncovered"
            case .failing: label += " ✗ FAILING"
            }
            body += "    \(id(t.from)) --> \(id(t.to)) : \(Self.label(label))\n"
        }
        for state in machine.states where state.isFinal { body += "    \(id(state.name)) --> [*]\n" }
        var out = "stateDiagram-v2\n" + declarations + body
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
