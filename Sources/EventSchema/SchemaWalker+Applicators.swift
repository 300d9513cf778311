import SpecModel

/// The 2020-12 keywords beyond the original subset: conditionals, `contains`, property counts and names,
/// dependencies, `$dynamicRef` and the unevaluated keywords.
extension SchemaWalker {
    mutating func checkApplicator(_ keyword: Int, _ value: JSONValue) -> Bool {
        switch keywords[keyword] {
        case .dynamicRef(let ref):
            return apply(target(of: ref), to: value)
        case .conditional(let c):
            // `if` alone asserts nothing (its annotations still count for the unevaluated keywords).
            guard c.then != nil || c.else != nil else { return true }
            if test(c.if, value) {
                if let then = c.then { return apply(then, to: value) }
            } else if let otherwise = c.else {
                return apply(otherwise, to: value)
            }
            return true
        case .contains(let rule):
            guard case .array(let items) = value else { return true }
            return checkContains(rule, items, keyword)
        case .minProperties(let n):
            guard case .object(let object) = value, object.count < n else { return true }
            if collect {
                report(
                    .minProperties,
                    "object has \(object.count) propert\(object.count == 1 ? "y" : "ies"), fewer than the minimum \(n)",
                    keyword)
            }
            return false
        case .maxProperties(let n):
            guard case .object(let object) = value, object.count > n else { return true }
            if collect {
                report(.maxProperties, "object has \(object.count) properties, more than the maximum \(n)", keyword)
            }
            return false
        case .propertyNames(let node):
            guard case .object(let object) = value else { return true }
            return checkPropertyNames(node, object, keyword)
        case .dependentRequired(let list):
            guard case .object(let object) = value else { return true }
            var ok = true
            for entry in list where SchemaWalker.hasKey(object, entry.property) {
                for name in entry.required where !SchemaWalker.hasKey(object, name) {
                    if !collect { return false }
                    ok = false
                    report(
                        .dependentRequired,
                        "property \"\(entry.property)\" requires property \"\(name)\", which is missing", keyword)
                }
            }
            return ok
        case .dependentSchemas(let list):
            guard case .object(let object) = value else { return true }
            var ok = true
            for entry in list where SchemaWalker.hasKey(object, entry.property) && !apply(entry.node, to: value) {
                if !collect { return false }
                ok = false
            }
            return ok
        case .unevaluatedProperties(let rule):
            guard case .object(let object) = value, !object.isEmpty else { return true }
            return checkUnevaluatedProperties(rule, value, object, keyword)
        case .unevaluatedItems(let rule):
            guard case .array(let items) = value, !items.isEmpty else { return true }
            return checkUnevaluatedItems(rule, value, items, keyword)
        case .content(let rule):
            guard options.decodeContent, case .string(let s) = value else { return true }
            return checkContent(rule, s)
        default:
            return true
        }
    }

    /// The node a `$dynamicRef` applies: the outermost `$dynamicAnchor` of its name in the dynamic scope,
    /// else the node it names statically.
    func target(of ref: DynamicReference) -> Int {
        guard let name = ref.anchor, let dynamic else { return ref.initial }
        for resource in scope {
            if let node = dynamic.anchors[resource][name] { return node }
        }
        return ref.initial
    }

    private mutating func checkContains(_ rule: ContainsRule, _ items: [JSONValue], _ keyword: Int) -> Bool {
        if rule.min == 0 && rule.max == nil { return true }
        var count = 0
        for item in items where test(rule.node, item) {
            count += 1
            if let max = rule.max {
                if count > max && !collect { return false }
            } else if count >= rule.min {
                return true
            }
        }
        if count < rule.min {
            guard collect else { return false }
            if let minInfo = rule.minInfo {
                report(
                    .minContains,
                    "array has \(count) item\(count == 1 ? "" : "s") matching the schema of contains, fewer than minContains \(rule.min)",
                    at: minInfo)
            } else {
                report(.contains, "no item of the array matches the schema of contains", keyword)
            }
            return false
        }
        if let max = rule.max, count > max {
            if collect, let maxInfo = rule.maxInfo {
                report(
                    .maxContains,
                    "array has \(count) items matching the schema of contains, more than maxContains \(max)",
                    at: maxInfo)
            }
            return false
        }
        return true
    }

    /// `propertyNames`: each name, as a string, must match; one error per bad name, at that member, saying
    /// why.
    private mutating func checkPropertyNames(_ node: Int, _ object: [String: JSONValue], _ keyword: Int) -> Bool {
        guard collect else {
            for key in object.keys where !apply(node, to: .string(key)) { return false }
            return true
        }
        var ok = true
        for key in object.keys.sorted(by: JSONWriter.keyOrder) where !test(node, .string(key)) {
            ok = false
            let savedErrors = errors
            let savedPath = path
            errors = []
            path = []
            _ = apply(node, to: .string(key))
            let why = errors.map(\.message).joined(separator: "; ")
            errors = savedErrors
            path = savedPath
            report(
                .propertyNames,
                "property name \(SchemaWalker.render(.string(key))) does not match the schema of propertyNames: \(why)",
                keyword, extra: .key(key))
        }
        return ok
    }

    private mutating func checkUnevaluatedProperties(
        _ rule: Unevaluated, _ value: JSONValue, _ object: [String: JSONValue], _ keyword: Int
    ) -> Bool {
        var evaluated = Set<String>()
        if collectProperties(rule.owner, value, object, skipping: keyword, into: &evaluated) { return true }
        if evaluated.count == object.count { return true }
        var ok = true
        let keys = collect ? object.keys.sorted(by: JSONWriter.keyOrder) : Array(object.keys)
        for key in keys where !evaluated.contains(key) {
            if rule.isFalse {
                if !collect { return false }
                report(
                    .unevaluatedProperties, "property \"\(key)\" is not allowed: no keyword of the schema evaluated it",
                    keyword, extra: .key(key))
                ok = false
            } else if let child = object[key], !apply(rule.node, to: child, at: .key(key)) {
                if !collect { return false }
                ok = false
            }
        }
        return ok
    }

    private mutating func checkUnevaluatedItems(
        _ rule: Unevaluated, _ value: JSONValue, _ items: [JSONValue], _ keyword: Int
    ) -> Bool {
        var evaluated = EvaluatedItems()
        if collectItems(rule.owner, value, items, skipping: keyword, into: &evaluated) { return true }
        var ok = true
        for i in items.indices where !evaluated.contains(i) {
            if rule.isFalse {
                if !collect { return false }
                report(
                    .unevaluatedItems, "item \(i) is not allowed: no keyword of the schema evaluated it", keyword,
                    extra: .index(i))
                ok = false
            } else if !apply(rule.node, to: items[i], at: .index(i)) {
                if !collect { return false }
                ok = false
            }
        }
        return ok
    }
}
