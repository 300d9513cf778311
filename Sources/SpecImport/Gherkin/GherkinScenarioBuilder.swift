import Foundation
import SpecJSON

/// Gherkin scenarios → native scenario nodes: outlines expanded, backgrounds prepended, tags to `covers`, steps
/// matched against the step table.
struct GherkinScenarioBuilder {
    let file: String
    let table: GherkinStepTable
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, table: GherkinStepTable) {
        self.file = file
        self.table = table
    }

    mutating func scenarios(
        _ scenario: GherkinDocument.Scenario, rule: GherkinDocument.Rule, document: GherkinDocument
    ) -> [JSONNode] {
        let background = document.background + rule.background
        let tags = document.tags + rule.tags + scenario.tags
        guard scenario.isOutline else {
            return node(scenario.name, tags: tags, steps: background + scenario.steps, at: scenario.location).map {
                [$0]
            } ?? []
        }
        var result: [JSONNode] = []
        for examples in scenario.examples {
            for (n, row) in examples.rows.enumerated() {
                var values: [String: String] = [:]
                for (k, name) in examples.header.enumerated() where k < row.cells.count { values[name] = row.cells[k] }
                let steps = scenario.steps.map { step in
                    var filled = step
                    filled.text = Self.fill(step.text, values)
                    filled.docString = step.docString.map { Self.fill($0, values) }
                    filled.table = step.table.map { $0.map { Self.fill($0, values) } }
                    return filled
                }
                let label = examples.name.isEmpty ? "#\(n + 1)" : "\(examples.name) #\(n + 1)"
                if let made = node(
                    "\(Self.fill(scenario.name, values)) [\(label)]", tags: tags + examples.tags,
                    steps: background + steps,
                    at: row.location)
                {
                    result.append(made)
                }
            }
        }
        return result
    }

    /// `<name>` placeholders replaced by the example row's values.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        var result = text
        for (name, value) in values { result = result.replacingOccurrences(of: "<\(name)>", with: value) }
        return result
    }

    private mutating func node(_ name: String, tags: [String], steps: [GherkinDocument.Step], at: SourceLocation)
        -> JSONNode?
    {
        var made: [[(String, JSONNode)]] = []
        var valid = true
        for step in steps {
            guard let (entry, args) = match(step) else {
                valid = false
                continue
            }
            var members: [(String, JSONNode)] = []
            var data = (entry.node["data"]?.value).map { Self.substitute($0, args) }?.objectValue ?? [:]
            if let doc = step.docString { data[entry.node["docString"]?.string ?? "docString"] = .string(doc) }
            if let header = step.table.first {
                let rows = step.table.dropFirst().map { row in
                    JSONValue.object(
                        Dictionary(zip(header, row.map { JSONValue.string($0) }), uniquingKeysWith: { a, _ in a }))
                }
                data[entry.node["table"]?.string ?? "table"] = .array(Array(rows))
            }
            let expect = (entry.node["expect"]?.value).map { Self.substitute($0, args) }
            if let send = entry.node["send"]?.string {
                members.append(("send", Self.located(.string(send), step.location)))
                if !data.isEmpty { members.append(("data", Self.located(.object(data), step.location))) }
                if let expect { members.append(("expect", Self.located(expect, step.location))) }
                made.append(members)
            } else if let expect, !made.isEmpty {
                // An assertion-only step: its expect joins the previous step's.
                var last = made.removeLast()
                let previous = last.first { $0.0 == "expect" }?.1.value.objectValue ?? [:]
                let merged = previous.merging(expect.objectValue ?? [:]) { _, new in new }
                last.removeAll { $0.0 == "expect" }
                last.append(("expect", Self.located(.object(merged), step.location)))
                made.append(last)
            } else {
                diagnostics.append(
                    .error(
                        "import.gherkin.step", "step \"\(step.text)\" only expects, and no earlier step sends an event",
                        file: file, at: step.location))
                valid = false
            }
        }
        guard valid else { return nil }
        let covers = Array(NSOrderedSet(array: tags).compactMap { $0 as? String })
        let slug = name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let id = table.idPrefix + String(slug).split(separator: "-").joined(separator: "-")
        return Self.object(
            [
                ("id", Self.located(.string(id), at)), ("title", Self.located(.string(name), at)),
                ("covers", Self.located(.array(covers.map { .string($0) }), at)),
                ("machine", Self.located(.string(table.machine), at)),
                ("steps", JSONNode(.array(made.map { Self.object($0, at) }), at: at)),
            ], at)
    }

    /// The first entry whose pattern matches the step's text, and its captures; an unmatched step is located,
    /// naming the closest pattern.
    private mutating func match(_ step: GherkinDocument.Step) -> (GherkinStepTable.Entry, [JSONValue])? {
        let text = step.text
        let range = NSRange(text.startIndex..., in: text)
        for entry in table.entries {
            guard let m = entry.regex.firstMatch(in: text, range: range) else { continue }
            var args: [JSONValue] = []
            for g in 1..<max(1, m.numberOfRanges) {
                let captured = Range(m.range(at: g), in: text).map { String(text[$0]) } ?? ""
                if entry.numeric.indices.contains(g - 1), entry.numeric[g - 1], let n = Int(captured) {
                    args.append(.int(n))
                } else {
                    args.append(.string(captured))
                }
            }
            return (entry, args)
        }
        diagnostics.append(
            .error(
                "import.gherkin.unmatched-step",
                "no step pattern matches \"\(step.keyword) \(text)\"\(Self.hint(text, table.entries.map(\.text)))",
                file: file, at: step.location))
        return nil
    }

    /// `"{1}"` → the first capture (typed); `"{1}"` inside a longer string → its text.
    static func substitute(_ value: JSONValue, _ args: [JSONValue]) -> JSONValue {
        switch value {
        case .string(let s):
            for (i, arg) in args.enumerated() where s == "{\(i + 1)}" { return arg }
            var result = s
            for (i, arg) in args.enumerated() {
                let text = arg.stringValue ?? JSONWriter(indent: 0).string(arg)
                result = result.replacingOccurrences(of: "{\(i + 1)}", with: text)
            }
            return .string(result)
        case .array(let items): return .array(items.map { substitute($0, args) })
        case .object(let members): return .object(members.mapValues { substitute($0, args) })
        default: return value
        }
    }

    /// `; the closest pattern is "x"` naming the closest candidate by edit distance (always, when there is one).
    static func hint(_ text: String, _ candidates: [String]) -> String {
        closest(text, candidates).map { "; the closest pattern is \"\($0)\"" } ?? ""
    }

    /// The candidate sharing most words with `text` (ties: the smaller edit distance, then the first listed),
    /// however far: a step always names the pattern it came closest to.
    static func closest(_ text: String, _ candidates: [String]) -> String? {
        let words = Set(text.lowercased().split(separator: " "))
        func shared(_ c: String) -> Int { Set(c.lowercased().split(separator: " ")).intersection(words).count }
        return candidates.enumerated().min { a, b in
            let (x, y) = (shared(a.element), shared(b.element))
            if x != y { return x > y }
            let (d, e) = (Suggestion.distance(text, a.element), Suggestion.distance(text, b.element))
            return d != e ? d < e : a.offset < b.offset
        }?.element
    }

    static func located(_ value: JSONValue, _ at: SourceLocation) -> JSONNode {
        switch value {
        case .null: return JSONNode(.null, at: at)
        case .bool(let b): return JSONNode(.bool(b), at: at)
        case .number(let n): return JSONNode(.number(n), at: at)
        case .string(let s): return JSONNode(.string(s), at: at)
        case .array(let items): return JSONNode(.array(items.map { located($0, at) }), at: at)
        case .object(let members):
            return object(members.keys.sorted().map { ($0, located(members[$0] ?? .null, at)) }, at)
        }
    }

    static func object(_ members: [(String, JSONNode)], _ at: SourceLocation) -> JSONNode {
        JSONNode(.object(members.map { JSONMember(key: $0.0, keyLocation: at, value: $0.1) }), at: at)
    }
}
