import Foundation

/// Finds the declarations of a Swift source file and their access level, well enough to list a package's public
/// surface: each declaration is keyed `<kind> <Module>.<Type>.<name>`, with argument labels for functions,
/// initializers and subscripts (`func Conformance.RuleCheckRegistry.register(_:_:)`, `struct SpecModel.Machine`).
///
/// Not a parser: it blanks comments and string contents, follows braces to know the enclosing type, and reads a
/// declaration from the line that starts it (joining lines while its parentheses are open).
enum DeclarationScanner {
    /// One declaration: its line (0-based), its access keyword when written, its kind and key.
    struct Declaration: Equatable {
        var line: Int
        var access: String?
        var kind: String
        var key: String
    }

    static let typeKinds: Set<String> = ["struct", "enum", "class", "protocol", "actor", "extension"]
    static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "static", "class", "final", "mutating",
        "nonmutating", "override", "convenience", "required", "indirect", "lazy", "weak", "unowned", "nonisolated",
        "dynamic", "optional", "consuming", "borrowing", "distributed",
    ]
    static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]

    /// Attributes, modifiers, the declaration keyword, the rest of the line.
    static let declaration = try! NSRegularExpression(
        pattern: #"^\s*((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:[a-z]+(?:\([a-z]+\))?\s+)*)"#
            + #"(struct|enum|class|protocol|actor|extension|func|var|let|init\??!?|subscript|typealias"#
            + #"|associatedtype)(?![\w:])(.*)$"#)

    /// The module a file under `Sources/` belongs to: `Sources/<Module>/…`, or a bundled product's
    /// `Sources/Products/<Name>/Implementation` (`<Name>`) and `…/Conformance` (`<Name>Conformance`).
    static func module(ofPath path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count > 3, parts[1] == "Products" else { return parts.count > 1 ? parts[1] : path }
        switch parts[3] {
        case "Implementation": return parts[2]
        case "Conformance": return parts[2] + "Conformance"
        default: return parts[2] + parts[3]
        }
    }

    /// Each line with comments removed and string contents blanked (one quote kept), so what is left is code.
    ///
    /// A stack follows strings and the interpolations inside them (`"a\(b["c"])"`): a string knows whether it is
    /// multi-line and its `#` count, an interpolation its open parentheses. Only multi-line strings go on past a line.
    static func codeLines(_ text: String) -> [String] {
        enum Level {
            case string(multiline: Bool, hashes: Int)
            case interpolation(depth: Int)
        }
        var stack: [Level] = []
        var comment = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let bytes = Array(line.utf8)
            var kept: [UInt8] = []
            var i = 0
            func starts(with string: String, at index: Int) -> Bool {
                let s = Array(string.utf8)
                return index + s.count <= bytes.count && Array(bytes[index..<index + s.count]) == s
            }
            scan: while i < bytes.count {
                if comment {
                    if starts(with: "*/", at: i) {
                        comment = false
                        i += 2
                    } else {
                        i += 1
                    }
                    continue
                }
                if case .string(let multiline, let hashes) = stack.last {
                    let escape = "\\" + String(repeating: "#", count: hashes)
                    if starts(with: escape, at: i) {
                        if starts(with: escape + "(", at: i) { stack.append(.interpolation(depth: 0)) }
                        i += escape.utf8.count + 1
                        continue
                    }
                    let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                    if starts(with: close, at: i) {
                        kept.append(UInt8(ascii: "\""))
                        stack.removeLast()
                        i += close.utf8.count
                    } else {
                        i += 1
                    }
                    continue
                }
                // Code, at the top level or inside an interpolation.
                if starts(with: "//", at: i) { break scan }
                if starts(with: "/*", at: i) {
                    comment = true
                    i += 2
                    continue
                }
                var j = i
                while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
                if j < bytes.count, bytes[j] == UInt8(ascii: "\"") {
                    let multiline = starts(with: "\"\"\"", at: j)
                    stack.append(.string(multiline: multiline, hashes: j - i))
                    kept.append(UInt8(ascii: "\""))
                    i = j + (multiline ? 3 : 1)
                    continue
                }
                if case .interpolation(let depth) = stack.last {
                    if bytes[i] == UInt8(ascii: "(") {
                        stack[stack.count - 1] = .interpolation(depth: depth + 1)
                    } else if bytes[i] == UInt8(ascii: ")") {
                        stack.removeLast()
                        if depth == 0 {
                            i += 1
                            continue
                        }
                        stack.append(.interpolation(depth: depth - 1))
                    }
                }
                kept.append(bytes[i])
                i += 1
            }
            while let last = stack.last {
                if case .string(multiline: true, _) = last { break }
                stack.removeLast()
            }
            lines.append(String(decoding: kept, as: UTF8.self))
        }
        return lines
    }

    /// The argument labels of a parameter clause starting at its `(`: `(_ a: Int, b c: Int)` → `_:b:`.
    static func labels(_ clause: String) -> String {
        var depth = 0
        var parameters: [String] = []
        var current = ""
        for character in clause.replacingOccurrences(of: "->", with: "  ") {
            if "([<{".contains(character) {
                depth += 1
                if depth == 1, character == "(" { continue }
            } else if ")]>}".contains(character) {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1, character == "," {
                parameters.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        return parameters.map { parameter in
            let head = parameter.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
            return (head.first.map(String.init) ?? "_") + ":"
        }.joined()
    }

    /// A parameter clause with any generic parameter clause before it dropped.
    static func parameterClause(_ text: Substring) -> String {
        var rest = text.drop { $0.isWhitespace }
        if rest.hasPrefix("<"), let open = rest.firstIndex(of: "("), let close = rest[..<open].lastIndex(of: ">") {
            rest = rest[rest.index(after: close)...]
        }
        return String(rest)
    }

    /// A declaration's name from what follows its keyword, with argument labels for functions, initializers and
    /// subscripts; `?` when there is none to read.
    static func name(kind: String, signature: String) -> String {
        if kind == "init" || kind == "subscript" {
            let clause = parameterClause(Substring(signature))
            return kind + (clause.hasPrefix("(") ? "(" + labels(clause) + ")" : "")
        }
        let pattern = #"^\s*(`?[\w.]+`?|[-+*/=<>!&|^~%?]+)"#
        guard let range = signature.range(of: pattern, options: .regularExpression) else { return "?" }
        let name = signature[range].trimmingCharacters(in: .whitespaces)
        guard kind == "func" else { return name }
        return name + "(" + labels(parameterClause(signature[range.upperBound...])) + ")"
    }

    /// The declarations of one file, `path` relative to the package root.
    static func declarations(path: String, text: String) -> [Declaration] {
        let lines = codeLines(text)
        let module = module(ofPath: path)
        var found: [Declaration] = []
        var stack: [(name: String, depth: Int)] = []
        var depth = 0
        var pending: String?
        for (index, line) in lines.enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            if pending == nil, let match = declaration.firstMatch(in: line, range: range) {
                let group = { (n: Int) in Range(match.range(at: n), in: line).map { String(line[$0]) } ?? "" }
                let written = group(2).split(whereSeparator: \.isWhitespace).map(String.init)
                let words = written.map { String($0.prefix { $0 != "(" }) }
                var kind = group(3)
                while kind.hasSuffix("?") || kind.hasSuffix("!") { kind.removeLast() }
                let rest = group(4)
                let named =
                    rest.range(of: #"^\s+`?[A-Za-z_]"#, options: .regularExpression) != nil
                    || ["init", "subscript", "func"].contains(kind)
                let first = rest.split(whereSeparator: \.isWhitespace).first
                let classMember = kind == "class" && (first == "func" || first == "var")
                if named, !classMember, words.allSatisfy(modifiers.contains) {
                    let access = zip(words, written).first { accessLevels.contains($0.0) && !$0.1.contains("(") }?.0
                    var signature = rest
                    var next = index
                    while signature.filter({ $0 == "(" }).count > signature.filter({ $0 == ")" }).count,
                        next + 1 < lines.count
                    {
                        next += 1
                        signature += " " + lines[next].trimmingCharacters(in: .whitespaces)
                    }
                    let name = self.name(kind: kind, signature: signature)
                    let qualified = ([module] + stack.map(\.name) + [name]).joined(separator: ".")
                    found.append(Declaration(line: index, access: access, kind: kind, key: "\(kind) \(qualified)"))
                    if typeKinds.contains(kind) { pending = name }
                }
            }
            for character in line {
                if character == "{" {
                    depth += 1
                    if let name = pending {
                        stack.append((name, depth))
                        pending = nil
                    }
                } else if character == "}" {
                    if let last = stack.last, last.depth == depth { stack.removeLast() }
                    depth -= 1
                }
            }
        }
        return found
    }
}
