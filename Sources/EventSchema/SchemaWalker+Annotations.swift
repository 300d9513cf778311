import SpecModel

/// What the unevaluated keywords need: the members and items that the other keywords of their schema, and
/// the subschemas those apply in place, evaluated (core §11.2, §11.3).
///
/// The annotations are computed on demand, only where `unevaluatedProperties` or `unevaluatedItems` is
/// written, so validating any other schema collects nothing. A subschema's annotations count only when it
/// matches (`anyOf`, `oneOf`, `if` are tested; `not` never counts). `allOf`, `$ref`, `$dynamicRef`,
/// `dependentSchemas` and `then`/`else` must match for the schema to be valid, so they count unconditionally:
/// when one fails the schema fails anyway, and its failures are already reported. A subschema with its own
/// unevaluated keyword, `additionalProperties` or `items` evaluated everything it was applied to.
extension SchemaWalker {
    /// The items evaluated: the first `prefix`, those in `indices` (`contains`), or all.
    struct EvaluatedItems {
        var prefix = 0
        var indices: Set<Int> = []

        func contains(_ i: Int) -> Bool { i < prefix || indices.contains(i) }
    }

    /// Enters the schema resource of `node` in the dynamic scope; true when pushed (see ``leave(_:)``).
    @inline(__always)
    mutating func enter(_ node: Int) -> Bool {
        guard let dynamic else { return false }
        let resource = dynamic.resourceOfNode[node]
        guard scope.last != resource else { return false }
        scope.append(resource)
        return true
    }

    @inline(__always)
    mutating func leave(_ entered: Bool) {
        if entered { scope.removeLast() }
    }

    /// Adds to `names` the members of `object` that the keywords of `node` (but `skipping`) evaluated;
    /// true when they evaluated every member.
    mutating func collectProperties(
        _ node: Int, _ value: JSONValue, _ object: [String: JSONValue], skipping: Int, into names: inout Set<String>
    ) -> Bool {
        for k in ranges[node] where k != skipping {
            switch keywords[k] {
            case .object(let app):
                if app.additional != nil { return true }
                for key in object.keys
                where app.property(key) != nil || app.patterns.contains(where: { $0.pattern.matches(key) }) {
                    names.insert(key)
                }
            case .unevaluatedProperties:
                return true
            case .allOf(let nodes):
                for n in nodes where collectProperties(in: n, value, object, into: &names) { return true }
            case .anyOf(let nodes), .oneOf(let nodes):
                for n in nodes where test(n, value) && collectProperties(in: n, value, object, into: &names) {
                    return true
                }
            case .ref(let n):
                if collectProperties(in: n, value, object, into: &names) { return true }
            case .dynamicRef(let ref):
                if collectProperties(in: target(of: ref), value, object, into: &names) { return true }
            case .conditional(let c):
                if test(c.if, value) {
                    if collectProperties(in: c.if, value, object, into: &names) { return true }
                    if let then = c.then, collectProperties(in: then, value, object, into: &names) { return true }
                } else if let otherwise = c.else, collectProperties(in: otherwise, value, object, into: &names) {
                    return true
                }
            case .dependentSchemas(let list):
                for entry in list where SchemaWalker.hasKey(object, entry.property) {
                    if collectProperties(in: entry.node, value, object, into: &names) { return true }
                }
            default:
                break
            }
        }
        return false
    }

    private mutating func collectProperties(
        in node: Int, _ value: JSONValue, _ object: [String: JSONValue], into names: inout Set<String>
    ) -> Bool {
        let entered = enter(node)
        defer { leave(entered) }
        return collectProperties(node, value, object, skipping: -1, into: &names)
    }

    /// Adds to `evaluated` the items of `items` that the keywords of `node` (but `skipping`) evaluated;
    /// true when they evaluated every item.
    mutating func collectItems(
        _ node: Int, _ value: JSONValue, _ items: [JSONValue], skipping: Int, into evaluated: inout EvaluatedItems
    ) -> Bool {
        for k in ranges[node] where k != skipping {
            switch keywords[k] {
            case .prefixItems(let nodes):
                evaluated.prefix = max(evaluated.prefix, nodes.count)
                if evaluated.prefix >= items.count { return true }
            case .items, .unevaluatedItems:
                return true
            case .contains(let rule):
                for i in items.indices where !evaluated.contains(i) && test(rule.node, items[i]) {
                    evaluated.indices.insert(i)
                }
            case .allOf(let nodes):
                for n in nodes where collectItems(in: n, value, items, into: &evaluated) { return true }
            case .anyOf(let nodes), .oneOf(let nodes):
                for n in nodes where test(n, value) && collectItems(in: n, value, items, into: &evaluated) {
                    return true
                }
            case .ref(let n):
                if collectItems(in: n, value, items, into: &evaluated) { return true }
            case .dynamicRef(let ref):
                if collectItems(in: target(of: ref), value, items, into: &evaluated) { return true }
            case .conditional(let c):
                if test(c.if, value) {
                    if collectItems(in: c.if, value, items, into: &evaluated) { return true }
                    if let then = c.then, collectItems(in: then, value, items, into: &evaluated) { return true }
                } else if let otherwise = c.else, collectItems(in: otherwise, value, items, into: &evaluated) {
                    return true
                }
            default:
                // `dependentSchemas` applies to objects only: it never evaluates items.
                break
            }
        }
        return false
    }

    private mutating func collectItems(
        in node: Int, _ value: JSONValue, _ items: [JSONValue], into evaluated: inout EvaluatedItems
    ) -> Bool {
        let entered = enter(node)
        defer { leave(entered) }
        return collectItems(node, value, items, skipping: -1, into: &evaluated)
    }
}
