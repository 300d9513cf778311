import SpecJSON

/// Reads the lines of a `stateDiagram-v2` (Mermaid's state diagram syntax) into a `MermaidDiagram`.
///
/// `lines` are the diagram's lines with their locations in the file (a Markdown file's block keeps its own lines).
struct MermaidParser {
    /// Mermaid's `stateDiagram-v2`, or PlantUML's state diagram once ``PlantUMLLines`` has rewritten its arrows: no
    /// header, and `[H]`, `[H*]`, `X[H]`, `<<history>>`, `<<start>>` and `<<end>>` are read.
    enum Dialect { case mermaid, plantuml }
    let problems: ImportProblems
    let dialect: Dialect
    var diagram = MermaidDiagram()
    /// The composite states being read, innermost last, with the region being filled.
    private var scopes: [(state: MermaidState?, region: MermaidRegion)] = []
    private var inNote = false

    init(problems: ImportProblems, dialect: Dialect = .mermaid) {
        self.problems = problems
        self.dialect = dialect
        scopes = [(nil, diagram.root)]
    }

    static let ignoredPrefixes = ["classDef ", "class ", "style ", "direction ", "linkStyle ", "accTitle", "accDescr"]

    mutating func parse(_ lines: [(text: String, at: SourceLocation)]) -> MermaidDiagram {
        var sawHeader = dialect == .plantuml
        for (raw, lineStart) in lines {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let indent = raw.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let at = SourceLocation(
                line: lineStart.line, column: lineStart.column + indent, offset: lineStart.offset + indent)
            if line.isEmpty || line.hasPrefix("%%") { continue }
            if inNote {
                if line == "end note" { inNote = false }
                continue
            }
            if !sawHeader {
                guard line == "stateDiagram-v2" || line == "stateDiagram" else {
                    problems.error("not-a-state-diagram", "expected \"stateDiagram-v2\", found \"\(line)\"", at: at)
                    return diagram
                }
                sawHeader = true
                continue
            }
            read(line, at: at)
        }
        if !sawHeader {
            problems.error("not-a-state-diagram", "no \"stateDiagram-v2\" diagram", at: lines.first?.at ?? .start)
        }
        if scopes.count > 1 {
            problems.error(
                "unclosed", "state \"\(scopes.last?.state?.name ?? "")\" is not closed with \"}\"",
                at: scopes.last?.state?.at)
        }
        return diagram
    }

    private mutating func read(_ line: String, at: SourceLocation) {
        if line.hasPrefix("note ") {
            problems.warning("note", "notes are ignored: they carry no behaviour", at: at)
            if !line.contains(":") { inNote = true }
            return
        }
        if Self.ignoredPrefixes.contains(where: { line.hasPrefix($0) }) || line.contains(":::") {
            problems.warning(
                "styling", "styling and layout (\(line.split(separator: " ").first ?? "")) are ignored", at: at)
            if line.contains("-->") { transition(line.replacingOccurrences(of: ":::", with: " ::: "), at: at) }
            return
        }
        if line == "}" {
            guard scopes.count > 1 else { return problems.error("syntax", "\"}\" closes no state", at: at) }
            scopes.removeLast()
            return
        }
        if line == "--" {
            guard let state = scopes.last?.state else {
                return problems.error("syntax", "\"--\" (concurrent regions) outside a composite state", at: at)
            }
            let region = MermaidRegion()
            state.regions.append(region)
            scopes[scopes.count - 1].region = region
            return
        }
        if line.hasPrefix("state ") { return declaration(String(line.dropFirst(6)), at: at) }
        if line.contains("-->") { return transition(line, at: at) }
        if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let text = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let state = declare(name, at: at)
            state.description = state.description.map { $0 + " " + text } ?? text
            return
        }
        if !line.contains(" ") {
            _ = declare(line, at: at)
            return
        }
        problems.error("syntax", "cannot read \"\(line)\" as a state diagram line", at: at)
    }

    /// `state "desc" as X`, `state X`, `state X <<choice>>`, `state X {`.
    private mutating func declaration(_ rest: String, at: SourceLocation) {
        var rest = rest.trimmingCharacters(in: .whitespaces)
        var description: String?
        if rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") {
            description = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
            guard rest.hasPrefix("as ") else {
                return problems.error("syntax", "expected `state \"description\" as Name`", at: at)
            }
            rest = String(rest.dropFirst(3)).trimmingCharacters(in: .whitespaces)
        }
        let opens = rest.hasSuffix("{")
        if opens { rest = String(rest.dropLast()).trimmingCharacters(in: .whitespaces) }
        var stereotype: String?
        if let open = rest.range(of: "<<"), let close = rest.range(of: ">>") {
            stereotype = String(rest[open.upperBound..<close.lowerBound])
            rest = String(rest[..<open.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        let state = declare(rest, at: at)
        if let description { state.description = description }
        switch (stereotype, dialect) {
        case (nil, _): break
        case ("choice", _): state.kind = .choice
        case ("end", .plantuml): state.kind = .final
        case ("start", .plantuml): state.kind = .start
        case ("history", .plantuml): state.kind = .history
        case ("history*", .plantuml): state.kind = .deepHistory
        case ("fork", _), ("join", _):
            problems.error(
                stereotype ?? "fork",
                "<<\(stereotype ?? "")>> cannot be mapped: a native transition has one target and one source; "
                    + "write a transition into the parallel state (its regions start at their initial states)", at: at)
        case (_, _):
            problems.error(
                "stereotype", "<<\(stereotype ?? "")>> is not a state diagram stereotype this importer maps", at: at)
        }
        if opens {
            let region = MermaidRegion()
            state.regions.append(region)
            scopes.append((state, region))
        }
    }

    /// The history state `[H]`/`[H*]` names (of the composite being read) or `X[H]`/`X[H*]` (of `X`), created in
    /// its composite's first region as `<X>History` / `<X>DeepHistory`; nil after an error.
    private mutating func history(_ reference: String, at: SourceLocation) -> String? {
        let deep = reference.hasSuffix("[H*]")
        let ownerName = String(reference.dropLast(deep ? 4 : 3))
        guard let owner = ownerName.isEmpty ? scopes.last?.state : diagram.states[ownerName],
            let region = owner.regions.first
        else {
            problems.error(
                "history",
                "\(reference) names the history of \(ownerName.isEmpty ? "no composite state (it is at the top)" : "\"\(ownerName)\", which is not a composite state declared before it")",
                at: at)
            return nil
        }
        let name = owner.name + (deep ? "DeepHistory" : "History")
        if diagram.states[name] == nil {
            let state = MermaidState(name: name, at: at)
            state.kind = deep ? .deepHistory : .history
            diagram.states[name] = state
            region.states.append(name)
        }
        return name
    }

    /// The state `name` (declared in the current region when new).
    private mutating func declare(_ name: String, at: SourceLocation) -> MermaidState {
        if let known = diagram.states[name] { return known }
        let state = MermaidState(name: name, at: at)
        diagram.states[name] = state
        scopes[scopes.count - 1].region.states.append(name)
        return state
    }

    /// `A --> B`, `A --> B : label`, `[*] --> A`, `A --> [*]`.
    private mutating func transition(_ line: String, at: SourceLocation) {
        var body = Substring(line)
        var label: String?
        var labelAt = at
        if let colon = body.firstIndex(of: ":") {
            label = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            labelAt = SourceLocation(
                line: at.line,
                column: at.column
                    + line.utf8.distance(
                        from: line.utf8.startIndex, to: colon.samePosition(in: line.utf8) ?? line.utf8.startIndex) + 1,
                offset: at.offset
                    + line.utf8.distance(
                        from: line.utf8.startIndex, to: colon.samePosition(in: line.utf8) ?? line.utf8.startIndex) + 1)
            body = body[..<colon]
        }
        var ends = body.components(separatedBy: "-->").map { $0.trimmingCharacters(in: .whitespaces) }
        guard ends.count == 2, !ends[0].isEmpty, !ends[1].isEmpty else {
            return problems.error("syntax", "a transition is `Source --> Target` with an optional `: label`", at: at)
        }
        let region = scopes[scopes.count - 1].region
        if dialect == .plantuml {
            if diagram.states[ends[0]]?.kind == .start { ends[0] = "[*]" }
            for i in ends.indices where ends[i].hasSuffix("[H]") || ends[i].hasSuffix("[H*]") {
                guard let name = history(ends[i], at: at) else { return }
                ends[i] = name
            }
        }
        if ends[0] == "[*]" {
            if ends[1] == "[*]" { return problems.error("syntax", "[*] --> [*] has no state", at: at) }
            _ = declare(ends[1], at: at)
            if let first = region.initial, first.name != ends[1] {
                return problems.error(
                    "initial", "a second initial state \"\(ends[1])\"; the first is \"\(first.name)\"", at: at)
            }
            region.initial = (ends[1], at)
            return
        }
        _ = declare(ends[0], at: at)
        var target = ends[1]
        if target == "[*]" {
            let name = region.end ?? "\(scopes.last?.state?.name ?? "")Final"
            region.end = name
            let end = declare(name, at: at)
            end.kind = .final
            target = name
        } else {
            _ = declare(target, at: at)
        }
        diagram.transitions.append(
            MermaidTransition(source: ends[0], target: target, label: label, at: at, labelAt: labelAt))
    }
}
