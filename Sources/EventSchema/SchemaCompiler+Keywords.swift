import Foundation
import SpecModel

extension SchemaCompiler {
    /// The keywords of one schema object that are compiled together once every member has been read.
    private struct Pending {
        var object: ObjectApplicator? = nil
        var objectSlot: Int? = nil
        var itemsSlot: Int? = nil
        var prefixCount = 0
        var containsSlot: Int? = nil
        var minContains: (Int, KeywordInfo)? = nil
        var maxContains: (Int, KeywordInfo)? = nil
        var conditionSlot: Int? = nil
        var then: Int? = nil
        var `else`: Int? = nil
        var contentSlot: Int? = nil
        /// `unevaluatedProperties` and `unevaluatedItems`, applied after every other keyword.
        var last: [CompiledKeyword] = []
    }

    /// Compiles the members of the schema object of node `index`, in document order (but the unevaluated
    /// keywords, which come last because they depend on what the others evaluated).
    mutating func compileKeywords(_ members: [JSONMember], pointer: String, node index: Int) -> [CompiledKeyword] {
        var keywords: [CompiledKeyword] = []
        var pending = Pending()
        let vocabularies = vocabularies(at: pointer)

        for member in members {
            let key = member.key
            let value = member.value
            let kp = JSONPointer.appending(pointer, key)
            let info = KeywordInfo(pointer: kp, location: member.keyLocation)
            var add: Keyword? = nil
            // A keyword of a standard vocabulary the dialect does not list is an annotation: not applied, not checked.
            if let vocabulary = Vocabularies.of(key), vocabularies.isDisjoint(with: vocabulary) { continue }
            if SchemaCompiler.annotations.contains(key) {
                checkAnnotation(member, kp)
                continue
            }
            if key.hasPrefix("x-") {
                let message =
                    "unsupported keyword \"\(key)\"; an event's policy is written in its \"policy\", beside \"schema\""
                error(.unsupportedKeyword, message, at: member.keyLocation, pointer: kp)
                continue
            }
            switch key {
            // MARK: Core
            case "$schema":
                checkDialect(member, kp, schemaPointer: pointer)
            case "$id":
                checkID(member, kp)
            case "$anchor", "$dynamicAnchor":
                guard let name = value.string, SchemaCompiler.isAnchorName(name) else {
                    let found = value.string.map { "\"\($0)\"" } ?? value.typeName
                    error(
                        .invalidKeyword,
                        "\"\(key)\" must be a name of letters, digits, \"-\", \"_\" and \".\" starting with a letter or \"_\", found \(found)",
                        at: value.location, pointer: kp)
                    continue
                }
            case "$comment":
                if value.string == nil { invalid(key, "a string", member, kp) }
            case "$vocabulary":
                guard let entries = value.members,
                    entries.allSatisfy({ if case .bool = $0.value.kind { return true } else { return false } })
                else {
                    invalid(key, "an object of booleans keyed by vocabulary URI", member, kp)
                    continue
                }
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
                if let target = resolve(ref, from: pointer, at: member.keyLocation, keywordPointer: kp) {
                    add = .ref(target.node)
                }
            case "$dynamicRef":
                guard let ref = value.string else {
                    invalid(key, "a string", member, kp)
                    continue
                }
                if let target = resolve(ref, from: pointer, at: member.keyLocation, keywordPointer: kp) {
                    add = .dynamicRef(dynamicReference(target))
                }
            // MARK: Applicators
            case "properties":
                guard let props = value.members else {
                    invalid(key, "an object of schemas", member, kp)
                    continue
                }
                let object = objectApplicator(&pending, &keywords, member, kp)
                object.propertiesPointer = kp
                for prop in props {
                    object.properties[prop.key] = .init(
                        node: compile(prop.value, pointer: JSONPointer.appending(kp, prop.key)), required: 0)
                }
            case "patternProperties":
                guard let props = value.members else {
                    invalid(key, "an object of schemas", member, kp)
                    continue
                }
                let object = objectApplicator(&pending, &keywords, member, kp)
                for prop in props {
                    let pp = JSONPointer.appending(kp, prop.key)
                    let node = compile(prop.value, pointer: pp)
                    if let matcher = pattern(prop.key, at: prop.keyLocation, pointer: pp) {
                        object.patterns.append((matcher, node))
                    }
                }
            case "additionalProperties":
                let object = objectApplicator(&pending, &keywords, member, kp)
                object.additional = compile(value, pointer: kp)
                object.additionalPointer = kp
                object.additionalLocation = member.keyLocation
                if case .bool(false) = value.kind { object.additionalIsFalse = true }
            case "propertyNames":
                add = .propertyNames(compile(value, pointer: kp))
            case "dependentSchemas":
                guard let entries = value.members else {
                    invalid(key, "an object of schemas", member, kp)
                    continue
                }
                add = .dependentSchemas(
                    entries.map {
                        DependentSchema(
                            property: $0.key, node: compile($0.value, pointer: JSONPointer.appending(kp, $0.key)))
                    })
            case "items":
                if value.items != nil {
                    invalid(key, "a schema (use prefixItems for tuples in 2020-12)", member, kp)
                    continue
                }
                pending.itemsSlot = keywords.count
                add = .items(node: compile(value, pointer: kp), after: 0)
            case "prefixItems":
                guard let items = schemaArray(value, member, kp) else { continue }
                pending.prefixCount = items.count
                add = .prefixItems(items)
            case "contains":
                pending.containsSlot = keywords.count
                add = .contains(ContainsRule(node: compile(value, pointer: kp), min: 1, max: nil))
            case "allOf", "anyOf", "oneOf":
                guard let items = schemaArray(value, member, kp) else { continue }
                add = key == "allOf" ? .allOf(items) : key == "anyOf" ? .anyOf(items) : .oneOf(items)
            case "not":
                add = .not(compile(value, pointer: kp))
            case "if":
                pending.conditionSlot = keywords.count
                add = .conditional(Conditional(if: compile(value, pointer: kp), then: nil, else: nil))
            case "then":
                pending.then = compile(value, pointer: kp)
            case "else":
                pending.else = compile(value, pointer: kp)
            case "unevaluatedProperties", "unevaluatedItems":
                var isFalse = false
                if case .bool(false) = value.kind { isFalse = true }
                let rule = Unevaluated(node: compile(value, pointer: kp), owner: index, isFalse: isFalse)
                let keyword: Keyword =
                    key == "unevaluatedItems" ? .unevaluatedItems(rule) : .unevaluatedProperties(rule)
                pending.last.append(CompiledKeyword(keyword: keyword, pointer: kp, location: member.keyLocation))
            // MARK: Validation
            case "type":
                if let types = typeSet(value, member, kp) { add = .type(types) }
            case "enum":
                guard let items = value.items else {
                    invalid(key, "an array", member, kp)
                    continue
                }
                add = .enumeration(items.map(\.value))
            case "const":
                add = .const(value.value)
            case "required":
                if let names = uniqueStrings(value, named: "\"required\"", kp) { add = .required(names) }
            case "dependentRequired":
                guard let entries = value.members else {
                    invalid(key, "an object of arrays of property names", member, kp)
                    continue
                }
                var list: [DependentRequired] = []
                for entry in entries {
                    let ep = JSONPointer.appending(kp, entry.key)
                    guard
                        let names = uniqueStrings(
                            entry.value, named: "\"dependentRequired\" entry \"\(entry.key)\"", ep)
                    else { continue }
                    list.append(DependentRequired(property: entry.key, required: names))
                }
                add = .dependentRequired(list)
            case "minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties", "minContains",
                "maxContains":
                guard let n = nonNegativeInteger(value) else {
                    invalid(key, "a non-negative integer", member, kp)
                    continue
                }
                switch key {
                case "minItems": add = .minItems(n)
                case "maxItems": add = .maxItems(n)
                case "minLength": add = .minLength(n)
                case "maxLength": add = .maxLength(n)
                case "minProperties": add = .minProperties(n)
                case "maxProperties": add = .maxProperties(n)
                case "minContains": pending.minContains = (n, info)
                default: pending.maxContains = (n, info)
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
            case "contentEncoding", "contentMediaType", "contentSchema":
                var rule = ContentRule()
                if let slot = pending.contentSlot, case .content(let existing) = keywords[slot].keyword {
                    rule = existing
                }
                if key == "contentSchema" {
                    rule.schema = compile(value, pointer: kp)
                } else if let name = value.string {
                    if key == "contentEncoding" { rule.encoding = (name, info) } else { rule.mediaType = (name, info) }
                } else {
                    invalid(key, "a string", member, kp)
                    continue
                }
                if let slot = pending.contentSlot {
                    keywords[slot].keyword = .content(rule)
                } else {
                    pending.contentSlot = keywords.count
                    add = .content(rule)
                }
            case "format":
                guard let name = value.string else {
                    invalid(key, "a string", member, kp)
                    continue
                }
                guard let format = SchemaFormat(rawValue: name) else {
                    let known = SchemaFormat.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                    error(
                        .invalidKeyword, "unsupported format \"\(name)\"; supported formats: \(known)",
                        at: value.location, pointer: kp)
                    continue
                }
                add = vocabularies.contains(.formatAssertion) ? .assertedFormat(format) : .format(format)
            default:
                unsupported(key, member, kp)
            }
            if let add { keywords.append(CompiledKeyword(keyword: add, pointer: kp, location: member.keyLocation)) }
        }
        finish(&pending, &keywords)
        return keywords
    }

    /// The merged object applicator of the schema, created at the first object keyword.
    private func objectApplicator(
        _ pending: inout Pending, _ keywords: inout [CompiledKeyword], _ member: JSONMember, _ kp: String
    ) -> ObjectApplicator {
        if let object = pending.object { return object }
        let object = ObjectApplicator()
        pending.object = object
        pending.objectSlot = keywords.count
        keywords.append(CompiledKeyword(keyword: .object(object), pointer: kp, location: member.keyLocation))
        return object
    }

    /// Adds the keywords that depend on their neighbours: `items` after `prefixItems`, `contains` with its
    /// bounds, `if` with `then`/`else`, then the unevaluated keywords.
    private func finish(_ pending: inout Pending, _ keywords: inout [CompiledKeyword]) {
        if let slot = pending.itemsSlot, case .items(let node, _) = keywords[slot].keyword {
            keywords[slot].keyword = .items(node: node, after: pending.prefixCount)
        }
        // `minContains`/`maxContains` without `contains`, and `then`/`else` without `if`, have no effect.
        if let slot = pending.containsSlot, case .contains(var rule) = keywords[slot].keyword {
            rule.min = pending.minContains?.0 ?? 1
            rule.max = pending.maxContains?.0
            rule.minInfo = pending.minContains?.1
            rule.maxInfo = pending.maxContains?.1
            keywords[slot].keyword = .contains(rule)
        }
        if let slot = pending.conditionSlot, case .conditional(var c) = keywords[slot].keyword {
            c.then = pending.then
            c.else = pending.else
            keywords[slot].keyword = .conditional(c)
        }
        // Properties before items, as written order does not matter between them.
        keywords += pending.last.sorted { a, b in
            if case .unevaluatedProperties = a.keyword, case .unevaluatedItems = b.keyword { return true }
            return false
        }
    }

    /// A `$dynamicRef` to `target`: dynamic when the target is a `$dynamicAnchor` of its resource.
    private mutating func dynamicReference(_ target: ReferenceTarget) -> DynamicReference {
        guard let name = target.anchor, resources[target.resource].dynamicAnchors.contains(name) else {
            return DynamicReference(initial: target.node, anchor: nil, alternatives: [])
        }
        usesDynamicScope = true
        var alternatives: [Int] = []
        for resource in resources where resource.dynamicAnchors.contains(name) {
            if let pointer = resource.anchors[name], let node = nodeAt(pointer) {
                alternatives.append(compile(node, pointer: pointer))
            }
        }
        return DynamicReference(initial: target.node, anchor: name, alternatives: alternatives)
    }
}
