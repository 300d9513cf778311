import Foundation

/// Which implementation types the conformance side of a product uses that no entry point of the implementation
/// reaches: a check that drives such a type drives a model kept for the checks, not the code the product's real
/// callers run (issue "checks drive the code users run").
///
/// A static, file-level reference graph of the implementation's Swift sources: every type a file declares or
/// extends refers to every implementation type named in that file (comments and string literals left out). A type
/// is reached when a path leads to it from an entry point. Coarse on purpose (a file's references count for every
/// type in it), so it can only under-report.
package struct ImplementationReach {
    /// Every type the implementation declares, by name.
    package let types: Set<String>
    /// The types each type refers to.
    package let references: [String: Set<String>]

    /// Reads every `.swift` file under `implementation`.
    package init(implementation: URL) throws {
        var types: Set<String> = []
        var files: [(owners: Set<String>, names: Set<String>)] = []
        for file in try Self.swiftFiles(under: implementation) {
            let text = Self.code(try String(contentsOf: file, encoding: .utf8))
            let declared = Self.matches(
                Self.topLevel + #"(?:struct|class|enum|actor|protocol|typealias)\s+([A-Z][A-Za-z0-9_]*)"#, text)
            let extended = Self.matches(Self.topLevel + #"extension\s+([A-Z][A-Za-z0-9_]*)"#, text)
            types.formUnion(declared)
            files.append((declared.union(extended), Self.identifiers(text)))
        }
        var references: [String: Set<String>] = [:]
        for file in files {
            let named = file.names.intersection(types)
            for owner in file.owners { references[owner, default: []].formUnion(named) }
        }
        self.types = types
        self.references = references
    }

    /// Every type reached from `entryPoints`, themselves included.
    package func reached(from entryPoints: [String]) -> Set<String> {
        var seen = Set(entryPoints)
        var queue = entryPoints
        while let next = queue.popLast() {
            for type in references[next] ?? [] where seen.insert(type).inserted { queue.append(type) }
        }
        return seen
    }

    /// The implementation types the Swift files under `conformance` name, sorted.
    package func used(by conformance: URL) throws -> [String] {
        var names: Set<String> = []
        for file in try Self.swiftFiles(under: conformance) {
            names.formUnion(Self.identifiers(Self.code(try String(contentsOf: file, encoding: .utf8))))
        }
        return names.intersection(types).sorted()
    }

    /// The implementation types `conformance` uses that no entry point reaches, sorted.
    package func unreached(usedBy conformance: URL, entryPoints: [String]) throws -> [String] {
        let reached = reached(from: entryPoints)
        return try used(by: conformance).filter { !reached.contains($0) }
    }

    /// A declaration at the start of a line, after its modifiers: only top-level types count (a nested `Event` is
    /// its enclosing type's part, and two nested types of one name must not join their files).
    static let topLevel =
        #"(?m)^(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated|@[A-Za-z]+)\s+)*"#

    /// What breaks the rule for the bundled product `name` (`Sources/Products/<name>`), each in words: an entry point
    /// that names no implementation type, a type the conformance side uses that no entry point reaches and that is
    /// not declared test data in `fixtures` (type → reason), a declared fixture that is reached or unused.
    package static func problems(
        product name: String, entryPoints: [String], fixtures: [String: String] = [:]
    ) throws -> [String] {
        // This file is Tests/SpecConformTestSupport/ImplementationReach.swift.
        let product = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Products/\(name)")
        let reach = try ImplementationReach(implementation: product.appendingPathComponent("Implementation"))
        var problems = entryPoints.filter { !reach.types.contains($0) }.map { "entry point \($0) is no type" }
        let unreached = try reach.unreached(
            usedBy: product.appendingPathComponent("Conformance"), entryPoints: entryPoints)
        problems += unreached.filter { fixtures[$0] == nil }.map {
            "\($0) is used by the checks, reached by no entry point"
        }
        problems += fixtures.keys.sorted().filter { !unreached.contains($0) }.map {
            "fixture \($0) is reached from an entry point or unused"
        }
        return problems
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    /// `text` without comments and string literals (their words are not references).
    static func code(_ text: String) -> String {
        var out = ""
        var chars = Array(text)
        chars.append("\n")
        var i = 0
        while i < chars.count - 1 {
            let c = chars[i]
            let next = chars[i + 1]
            if c == "/" && next == "/" {
                while i < chars.count && chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && next == "*" {
                i += 2
                while i < chars.count - 1 && !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "\"" {
                let triple = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
                i += triple ? 3 : 1
                while i < chars.count {
                    if chars[i] == "\\" {
                        i += 2
                        continue
                    }
                    if chars[i] == "\""
                        && (!triple || (i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""))
                    {
                        i += triple ? 3 : 1
                        break
                    }
                    if !triple && chars[i] == "\n" { break }
                    i += 1
                }
                out.append(" ")
                continue
            }
            out.append(c)
            i += 1
        }
        return out
    }

    static func identifiers(_ text: String) -> Set<String> {
        Set(matches(#"\b([A-Z][A-Za-z0-9_]*)\b"#, text))
    }

    static func matches(_ pattern: String, _ text: String) -> Set<String> {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        var result: Set<String> = []
        for match in regex.matches(in: text, range: range) {
            if let r = Range(match.range(at: 1), in: text) { result.insert(String(text[r])) }
        }
        return result
    }
}
