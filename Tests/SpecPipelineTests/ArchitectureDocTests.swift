import Foundation
import SpecConformTestSupport
import Testing

/// `docs/ARCHITECTURE.md`'s target table says what `Package.swift` declares.
@Suite struct ArchitectureDocTests {
    /// Target name → its dependencies as the table lists them (backticked names; `Foundation` alone means none).
    static func documented() throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: PackagePaths.root + "/docs/ARCHITECTURE.md", encoding: .utf8)
        var table: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, let name = backticked(cells[1]).first else { continue }
            table[name] = Set(backticked(cells[3]))
        }
        return table
    }

    /// Target name → its dependencies as `Package.swift` declares them; a product's targets appear under the
    /// placeholders `<Name>` and `<Name>Conformance`, as the table writes them.
    static func declared() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: PackagePaths.root + "/Package.swift", encoding: .utf8)
        let engine = strings(in: section(of: manifest, after: "let engine: [Target.Dependency] = [", until: "]"))
        var targets: [String: Set<String>] = [:]
        var rest = Substring(manifest)
        while let start = rest.range(of: #"\.(target|executableTarget|testTarget)\("#, options: .regularExpression) {
            let isTest = rest[start].hasPrefix(".testTarget")
            let call = balanced(rest[start.upperBound...])
            rest = rest[call.endIndex...]
            if isTest { continue }
            guard let nameRange = call.range(of: #"name: ("[^"]*"|name)"#, options: .regularExpression) else {
                continue
            }
            let name = String(call[nameRange].dropFirst("name: ".count))
                .replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "\\(name)", with: "<Name>")
                .replacingOccurrences(of: "name", with: "<Name>", options: .anchored)
            var dependencies = Set<String>()
            if let deps = call.range(of: "dependencies: ") {
                let expression = call[deps.upperBound...]
                if expression.hasPrefix("engine") { dependencies.formUnion(engine) }
                let list = expression.hasPrefix("[") ? balancedBracket(expression) : ""
                dependencies.formUnion(strings(in: list))
                if list.contains(".target(name: name)") { dependencies.insert("<Name>") }
                if list.contains(#".target(name: "\(name)Conformance")"#) || expression.contains(#""\($0)Conformance""#)
                {
                    dependencies.insert("<Name>Conformance")
                }
            }
            targets[name] = dependencies
        }
        return targets
    }

    @Test("every non-test target of Package.swift has a row with exactly its dependencies, and every row a target")
    func tableMatchesManifest() throws {
        let documented = try Self.documented()
        let declared = try Self.declared().filter { $0.key != "SpecConformTestSupport" }
        #expect(declared.count >= 12, "the manifest parser found \(declared.keys.sorted())")
        for (name, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            #expect(
                documented[name] == dependencies,
                "\(name): Package.swift says \(dependencies.sorted()), ARCHITECTURE.md \(documented[name].map { $0.sorted() } ?? [])"
            )
        }
        #expect(Set(documented.keys) == Set(declared.keys), "rows without a target or targets without a row")
    }

    static func backticked(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
    }

    static func strings(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && !$0.element.contains("\\(") }.map { String($0.element) }
    }

    static func section(of text: String, after start: String, until end: String) -> Substring {
        guard let from = text.range(of: start), let to = text[from.upperBound...].range(of: end) else { return "" }
        return text[from.upperBound..<to.lowerBound]
    }

    /// The text up to the parenthesis that closes the call `text` starts inside.
    static func balanced(_ text: Substring) -> Substring { closing(text, open: "(", close: ")", depth: 1) }

    /// The bracketed list `text` starts with.
    static func balancedBracket(_ text: Substring) -> Substring {
        closing(text.dropFirst(), open: "[", close: "]", depth: 1)
    }

    static func closing(_ text: Substring, open: Character, close: Character, depth: Int) -> Substring {
        var depth = depth
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return text[..<index] }
            }
        }
        return text
    }
}
