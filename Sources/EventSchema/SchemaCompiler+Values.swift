import Foundation
import SpecModel

/// The checks of keyword values: each problem is a located diagnostic with a stable code.
extension SchemaCompiler {
    mutating func invalid(_ key: String, _ expected: String, _ member: JSONMember, _ kp: String) {
        error(
            .invalidKeyword, "\"\(key)\" must be \(expected), found \(member.value.typeName)",
            at: member.value.location, pointer: kp)
    }

    mutating func unsupported(_ key: String, _ member: JSONMember, _ kp: String) {
        if let why = SchemaCompiler.knownUnsupported[key] {
            error(
                .unsupportedKeyword, "keyword \"\(key)\" is not supported by event schemas: \(why)",
                at: member.keyLocation, pointer: kp)
            return
        }
        var message = "unknown keyword \"\(key)\""
        if let suggestion = SchemaCompiler.suggestion(for: key) { message += "; did you mean \"\(suggestion)\"?" }
        error(.unsupportedKeyword, message, at: member.keyLocation, pointer: kp)
    }

    /// The meta-data keywords: strings, booleans, an array; `default` takes any value.
    mutating func checkAnnotation(_ member: JSONMember, _ kp: String) {
        switch (member.key, member.value.kind) {
        case ("title", .string), ("description", .string), ("examples", .array), ("default", _),
            ("deprecated", .bool), ("readOnly", .bool), ("writeOnly", .bool):
            return
        case ("title", _), ("description", _): invalid(member.key, "a string", member, kp)
        case ("examples", _): invalid(member.key, "an array", member, kp)
        default: invalid(member.key, "a boolean", member, kp)
        }
    }

    /// `$schema`: only the 2020-12 dialect, and only at the root of a schema resource (core §8.1.1).
    mutating func checkDialect(_ member: JSONMember, _ kp: String, schemaPointer: String) {
        guard let uri = member.value.string else {
            invalid("$schema", "a string", member, kp)
            return
        }
        let documentRoot = DocumentPointer.root(DocumentPointer.split(schemaPointer).document)
        if !SchemaCompiler.isStandardDialect(uri), schemaPointer == documentRoot,
            metaSchema(uri, at: schemaPointer) != nil
        {
            return
        }
        if !SchemaCompiler.isStandardDialect(uri) {
            error(
                .unsupportedDialect,
                "unsupported dialect \"\(uri)\"; event schemas are JSON Schema 2020-12 (\"\(SchemaCompiler.dialect)\") or a dialect a shared meta-schema file of the product declares (at the root of a file or event schema)",
                at: member.value.location, pointer: kp)
        } else if resources[scope(of: schemaPointer).resource].pointer != schemaPointer {
            error(
                .invalidKeyword,
                "\"$schema\" may only appear at the root of a schema resource (the schema root or a subschema with \"$id\")",
                at: member.keyLocation, pointer: kp)
        }
    }

    /// `$id`: a URI reference without a non-empty fragment (core §8.2.1).
    mutating func checkID(_ member: JSONMember, _ kp: String) {
        guard let id = member.value.string else {
            invalid("$id", "a string", member, kp)
            return
        }
        if let fragment = URIReference(id).fragment, !fragment.isEmpty {
            let hint = SchemaCompiler.isAnchorName(fragment) ? "; declare it with \"$anchor\": \"\(fragment)\"" : ""
            error(
                .invalidKeyword, "\"$id\" \"\(id)\" must not have a fragment\(hint)", at: member.value.location,
                pointer: kp)
        }
    }

    mutating func typeSet(_ value: JSONNode, _ member: JSONMember, _ kp: String) -> TypeSet? {
        let names: [JSONNode]
        if value.string != nil {
            names = [value]
        } else if let items = value.items, !items.isEmpty {
            names = items
        } else {
            invalid("type", "a type name or a non-empty array of type names", member, kp)
            return nil
        }
        var set = TypeSet()
        for (i, node) in names.enumerated() {
            let ip = value.items == nil ? kp : JSONPointer.appending(kp, i)
            guard let name = node.string, let t = TypeSet(name: name) else {
                error(
                    .invalidKeyword,
                    "unknown type \(node.string.map { "\"\($0)\"" } ?? node.typeName); types are null, boolean, integer, number, string, array, object",
                    at: node.location, pointer: ip)
                return nil
            }
            guard !set.contains(t) else {
                error(.invalidKeyword, "type \"\(name)\" is listed twice", at: node.location, pointer: ip)
                return nil
            }
            set.insert(t)
        }
        return set
    }

    /// An array of distinct strings (`required`, a `dependentRequired` entry); distinct by code points, so a
    /// name in NFC and the same name in NFD are two names.
    mutating func uniqueStrings(_ value: JSONNode, named label: String, _ kp: String) -> [String]? {
        guard let items = value.items else {
            error(
                .invalidKeyword, "\(label) must be an array of strings, found \(value.typeName)", at: value.location,
                pointer: kp)
            return nil
        }
        var seen = Set<[UInt8]>()
        var names: [String] = []
        for (i, item) in items.enumerated() {
            guard let s = item.string, seen.insert(Array(s.utf8)).inserted else {
                let why = item.string == nil ? "must be a string, found \(item.typeName)" : "is listed twice"
                error(
                    .invalidKeyword, "\(label) item \(item.string.map { "\"\($0)\"" } ?? String(i)) \(why)",
                    at: item.location, pointer: JSONPointer.appending(kp, i))
                return nil
            }
            names.append(s)
        }
        return names
    }

    mutating func schemaArray(_ value: JSONNode, _ member: JSONMember, _ kp: String) -> [Int]? {
        guard let items = value.items, !items.isEmpty else {
            invalid(member.key, "a non-empty array of schemas", member, kp)
            return nil
        }
        return items.enumerated().map { compile($0.element, pointer: JSONPointer.appending(kp, $0.offset)) }
    }

    /// A non-negative integer; `2.0` counts, as 2020-12 defines integers by value.
    func nonNegativeInteger(_ value: JSONNode) -> Int? {
        guard case .number(let n) = value.kind, n.isIntegral else { return nil }
        let d = n.doubleValue
        guard d >= 0, d < 9e18 else { return nil }
        return Int(d)
    }

    mutating func pattern(_ source: String, at location: SourceLocation, pointer: String) -> PatternMatcher? {
        do {
            return try PatternMatcher(source)
        } catch {
            self.error(.invalidPattern, "invalid regular expression \"\(source)\"", at: location, pointer: pointer)
            return nil
        }
    }

    /// The supported keyword closest to `word` (edit distance at most 2, ignoring case), for "did you mean".
    static func suggestion(for word: String) -> String? {
        Suggestion.nearest(to: word, among: (supported + Array(annotations)).sorted(), ignoringCase: true)
    }
}
