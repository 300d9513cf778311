import Foundation
import SpecModel

extension SchemaCompiler {
    /// Compiles the members of one schema object, in document order.
    mutating func compileKeywords(_ members: [JSONMember], pointer: String) -> [CompiledKeyword] {
        var keywords: [CompiledKeyword] = []
        let object = ObjectApplicator()
        var objectSlot: Int? = nil
        var itemsSlot: Int? = nil
        var prefixCount = 0

        func slotForObject(_ keywords: inout [CompiledKeyword], _ member: JSONMember, _ kp: String) {
            if objectSlot == nil {
                objectSlot = keywords.count
                keywords.append(CompiledKeyword(keyword: .object(ObjectApplicator()), pointer: kp, location: member.keyLocation))
            }
        }

        for member in members {
            let key = member.key
            let value = member.value
            let kp = JSONPointer.appending(pointer, key)
            var add: Keyword? = nil
            if SchemaCompiler.annotations.contains(key) { continue }
            if key.hasPrefix("x-") {
                let message = "unsupported keyword \"\(key)\"; an event's policy is written in its \"policy\", beside \"schema\""
                error(.unsupportedKeyword, message, at: member.keyLocation, pointer: kp)
                continue
            }
            switch key {
            case "$defs":
                guard let defs = value.members else {
                    invalid(key, "an object of schemas", member, kp)
                    continue
                }
                for def in defs { _ = compile(def.value, pointer: JSONPointer.appending(kp, def.key)) }
            case "$ref":
                guard let ref = value.string else {
                    invalid(key, "a string", member, kp)
                    continue
                }
                if let target = resolve(ref, at: member.keyLocation, pointer: kp) { add = .ref(target) }
            case "type":
                if let types = typeSet(value, member, kp) { add = .type(types) }
            case "enum":
                guard let items = value.items, !items.isEmpty else {
                    invalid(key, "a non-empty array", member, kp)
                    continue
                }
                add = .enumeration(items.map(\.value))
            case "const":
                add = .const(value.value)
            case "required":
                if let names = uniqueStrings(value, member, kp) { add = .required(names) }
            case "properties":
                guard let props = value.members else {
                    invalid(key, "an object of schemas", member, kp)
                    continue
                }
                slotForObject(&keywords, member, kp)
                object.propertiesPointer = kp
                for prop in props { object.properties[prop.key] = .init(node: compile(prop.value, pointer: JSONPointer.appending(kp, prop.key)), required: 0) }
            case "patternProperties":
                guard let props = value.members else {
                    invalid(key, "an object of schemas", member, kp)
                    continue
                }
                slotForObject(&keywords, member, kp)
                for prop in props {
                    let pp = JSONPointer.appending(kp, prop.key)
                    let node = compile(prop.value, pointer: pp)
                    if let matcher = pattern(prop.key, at: prop.keyLocation, pointer: pp) { object.patterns.append((matcher, node)) }
                }
            case "additionalProperties":
                slotForObject(&keywords, member, kp)
                object.additional = compile(value, pointer: kp)
                object.additionalPointer = kp
                object.additionalLocation = member.keyLocation
                if case .bool(false) = value.kind { object.additionalIsFalse = true }
            case "items":
                if value.items != nil {
                    invalid(key, "a schema (use prefixItems for tuples in 2020-12)", member, kp)
                    continue
                }
                itemsSlot = keywords.count
                add = .items(node: compile(value, pointer: kp), after: 0)
            case "prefixItems":
                guard let items = schemaArray(value, member, kp) else { continue }
                prefixCount = items.count
                add = .prefixItems(items)
            case "allOf", "anyOf", "oneOf":
                guard let items = schemaArray(value, member, kp) else { continue }
                add = key == "allOf" ? .allOf(items) : key == "anyOf" ? .anyOf(items) : .oneOf(items)
            case "not":
                add = .not(compile(value, pointer: kp))
            case "minItems", "maxItems", "minLength", "maxLength":
                guard let n = nonNegativeInteger(value) else {
                    invalid(key, "a non-negative integer", member, kp)
                    continue
                }
                switch key {
                case "minItems": add = .minItems(n)
                case "maxItems": add = .maxItems(n)
                case "minLength": add = .minLength(n)
                default: add = .maxLength(n)
                }
            case "uniqueItems":
                guard case .bool(let b) = value.kind else {
                    invalid(key, "a boolean", member, kp)
                    continue
                }
                if b { add = .uniqueItems }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf":
                guard case .number(let n) = value.kind, n.doubleValue.isFinite else {
                    invalid(key, "a finite number", member, kp)
                    continue
                }
                let limit = NumberLimit(n)
                switch key {
                case "minimum": add = .minimum(limit)
                case "maximum": add = .maximum(limit)
                case "exclusiveMinimum": add = .exclusiveMinimum(limit)
                case "exclusiveMaximum": add = .exclusiveMaximum(limit)
                default:
                    guard limit.double > 0 else {
                        invalid(key, "a number greater than 0", member, kp)
                        continue
                    }
                    add = .multipleOf(limit)
                }
            case "pattern":
                guard let source = value.string else {
                    invalid(key, "a string", member, kp)
                    continue
                }
                if let matcher = pattern(source, at: value.location, pointer: kp) { add = .pattern(matcher) }
            case "format":
                guard let name = value.string else {
                    invalid(key, "a string", member, kp)
                    continue
                }
                guard let format = SchemaFormat(rawValue: name) else {
                    let known = SchemaFormat.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                    error(.invalidKeyword, "unsupported format \"\(name)\"; supported formats: \(known)", at: value.location, pointer: kp)
                    continue
                }
                add = .format(format)
            default:
                unsupported(key, member, kp)
            }
            if let add { keywords.append(CompiledKeyword(keyword: add, pointer: kp, location: member.keyLocation)) }
        }
        if let objectSlot { keywords[objectSlot].keyword = .object(object) }
        if let itemsSlot, case .items(let node, _) = keywords[itemsSlot].keyword {
            keywords[itemsSlot].keyword = .items(node: node, after: prefixCount)
        }
        return keywords
    }

    // MARK: Keyword values

    private mutating func invalid(_ key: String, _ expected: String, _ member: JSONMember, _ kp: String) {
        error(.invalidKeyword, "\"\(key)\" must be \(expected), found \(member.value.typeName)", at: member.value.location, pointer: kp)
    }

    private mutating func unsupported(_ key: String, _ member: JSONMember, _ kp: String) {
        if SchemaCompiler.knownUnsupported.contains(key) {
            error(.unsupportedKeyword, "keyword \"\(key)\" is not supported by the event schema subset", at: member.keyLocation, pointer: kp)
            return
        }
        var message = "unknown keyword \"\(key)\""
        if let suggestion = SchemaCompiler.suggestion(for: key) { message += "; did you mean \"\(suggestion)\"?" }
        error(.unsupportedKeyword, message, at: member.keyLocation, pointer: kp)
    }

    private mutating func typeSet(_ value: JSONNode, _ member: JSONMember, _ kp: String) -> TypeSet? {
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
                error(.invalidKeyword, "unknown type \(node.string.map { "\"\($0)\"" } ?? node.typeName); types are null, boolean, integer, number, string, array, object", at: node.location, pointer: ip)
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

    private mutating func uniqueStrings(_ value: JSONNode, _ member: JSONMember, _ kp: String) -> [String]? {
        guard let items = value.items else {
            invalid(member.key, "an array of strings", member, kp)
            return nil
        }
        var seen = Set<String>()
        var names: [String] = []
        for (i, item) in items.enumerated() {
            guard let s = item.string, seen.insert(s).inserted else {
                let why = item.string == nil ? "must be a string, found \(item.typeName)" : "is listed twice"
                error(.invalidKeyword, "\"\(member.key)\" item \(item.string.map { "\"\($0)\"" } ?? String(i)) \(why)", at: item.location, pointer: JSONPointer.appending(kp, i))
                return nil
            }
            names.append(s)
        }
        return names
    }

    private mutating func schemaArray(_ value: JSONNode, _ member: JSONMember, _ kp: String) -> [Int]? {
        guard let items = value.items, !items.isEmpty else {
            invalid(member.key, "a non-empty array of schemas", member, kp)
            return nil
        }
        return items.enumerated().map { compile($0.element, pointer: JSONPointer.appending(kp, $0.offset)) }
    }

    private func nonNegativeInteger(_ value: JSONNode) -> Int? {
        guard case .number(let n) = value.kind, n.isIntegral else { return nil }
        let d = n.doubleValue
        guard d >= 0, d < 9e18 else { return nil }
        return Int(d)
    }

    private mutating func pattern(_ source: String, at location: SourceLocation, pointer: String) -> PatternMatcher? {
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
