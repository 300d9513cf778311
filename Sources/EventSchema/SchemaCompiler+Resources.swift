import SpecModel

/// A schema resource: the root schema, or a subschema with its own `$id` (core §9.2).
struct SchemaResource {
    /// The absolute URI of the resource, without fragment.
    var uri: SchemaCompiler.URIReference
    /// Where the resource's root schema sits, relative to the schema root.
    var pointer: String
    var node: JSONNode
    /// `$anchor` and `$dynamicAnchor` names → the pointer of the schema that declares them.
    var anchors: [String: String] = [:]
    /// The names declared by `$dynamicAnchor` (also in `anchors`).
    var dynamicAnchors: Set<String> = []
}

/// The base URI and resource that hold a subschema.
struct SchemaScope {
    var base: SchemaCompiler.URIReference
    var resource: Int
}

/// How a keyword holds its subschemas, for walking a schema document.
enum SubschemaShape {
    /// One schema (`not`, `items`, ...).
    case single
    /// An array of schemas (`allOf`, `prefixItems`, ...).
    case list
    /// An object whose member values are schemas (`properties`, `$defs`, ...).
    case map
}

extension SchemaCompiler {
    /// The keywords of 2020-12 whose values are, or hold, subschemas.
    static let subschemaKeywords: [String: SubschemaShape] = [
        "$defs": .map, "properties": .map, "patternProperties": .map, "dependentSchemas": .map,
        "allOf": .list, "anyOf": .list, "oneOf": .list, "prefixItems": .list,
        "not": .single, "if": .single, "then": .single, "else": .single, "items": .single, "contains": .single,
        "additionalProperties": .single, "propertyNames": .single, "unevaluatedItems": .single,
        "unevaluatedProperties": .single, "contentSchema": .single,
    ]

    /// The URI that stands for the schema's location when it is compiled on its own (no file of a product folder)
    /// and its root declares no absolute `$id`: a file in the (empty) product folder, so a relative reference to
    /// another document names a missing shared file. Never shown: messages quote references as written.
    static let defaultBase = URIReference(SchemaLibrary.folderBase + "schema")

    /// The names `$anchor` and `$dynamicAnchor` accept (core §8.2.2).
    static func isAnchorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII,
            first.properties.isAlphabetic || first == "_"
        else { return false }
        return name.unicodeScalars.allSatisfy { s in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" || s == ".")
        }
    }

    /// The `$id` of a schema as the URI it declares, resolved against `base`; nil when absent or invalid
    /// (the keyword itself reports an invalid value).
    static func declaredID(_ members: [JSONMember], base: URIReference) -> URIReference? {
        guard let id = members.first(where: { $0.key == "$id" })?.value.string else { return nil }
        let reference = URIReference(id)
        guard reference.fragment?.isEmpty ?? true else { return nil }
        return reference.resolved(against: base).withoutFragment
    }

    // MARK: Scan

    /// Finds every schema resource and anchor of the document before any `$ref` is resolved, so that a
    /// reference can name a resource or anchor written after it. Records the scope of every subschema.
    mutating func scanResources() {
        let retrieval = library.base(of: file)
        var rootBase = retrieval
        if let members = root.members, let id = SchemaCompiler.declaredID(members, base: rootBase) { rootBase = id }
        resources = [SchemaResource(uri: rootBase, pointer: "", node: root)]
        resourceByURI[Array(rootBase.text.utf8)] = 0
        if resourceByURI[Array(retrieval.text.utf8)] == nil { resourceByURI[Array(retrieval.text.utf8)] = 0 }
        scan(root, pointer: "", scope: SchemaScope(base: rootBase, resource: 0), isRoot: true)
    }

    /// Loads the shared file `index` of the library as a new document: its root is a schema resource named by its
    /// retrieval URI and by its `$id`, and its subschemas are scanned like the compiled schema's.
    mutating func loadDocument(_ index: Int) {
        guard loadedDocuments[index] == nil else { return }
        let shared = library.documents[index]
        let document = documents.count
        documents.append(Document(file: shared.file, basePointer: "", root: shared.root))
        loadedDocuments[index] = document
        let pointer = DocumentPointer.root(document)
        var base = shared.retrievalURI
        if let members = shared.root.members, let id = SchemaCompiler.declaredID(members, base: base) { base = id }
        let resource = resources.count
        resources.append(SchemaResource(uri: base, pointer: pointer, node: shared.root))
        for uri in [base, shared.retrievalURI] where resourceByURI[Array(uri.text.utf8)] == nil {
            resourceByURI[Array(uri.text.utf8)] = resource
        }
        scan(shared.root, pointer: pointer, scope: SchemaScope(base: base, resource: resource), isRoot: true)
    }

    private mutating func scan(_ schema: JSONNode, pointer: String, scope: SchemaScope, isRoot: Bool) {
        guard scopes[pointer] == nil, scopes.count < 1_000_000 else { return }
        guard let members = schema.members else {
            scopes[pointer] = scope
            return
        }
        var scope = scope
        if !isRoot, let uri = SchemaCompiler.declaredID(members, base: scope.base) {
            let key = Array(uri.text.utf8)
            if let existing = resourceByURI[key] {
                guard let id = members.first(where: { $0.key == "$id" }) else {
                    preconditionFailure("declaredID read \"$id\"")
                }
                let location = id.value.location
                let first = resources[existing].pointer
                error(
                    .invalidKeyword,
                    "\"$id\" \"\(uri.text)\" is already the id of the schema at \(display(first))",
                    at: location, pointer: JSONPointer.appending(pointer, "$id"))
            } else {
                resourceByURI[key] = resources.count
                resources.append(SchemaResource(uri: uri, pointer: pointer, node: schema))
                scope = SchemaScope(base: uri, resource: resources.count - 1)
            }
        }
        scopes[pointer] = scope
        for member in members where member.key == "$anchor" || member.key == "$dynamicAnchor" {
            guard let name = member.value.string, SchemaCompiler.isAnchorName(name) else { continue }
            if let existing = resources[scope.resource].anchors[name], existing != pointer {
                error(
                    .invalidKeyword,
                    "anchor \"\(name)\" is already declared by the schema at \(display(existing)) in the same schema resource",
                    at: member.value.location, pointer: JSONPointer.appending(pointer, member.key))
                continue
            }
            resources[scope.resource].anchors[name] = pointer
            if member.key == "$dynamicAnchor" { resources[scope.resource].dynamicAnchors.insert(name) }
        }
        for member in members {
            guard let shape = SchemaCompiler.subschemaKeywords[member.key] else { continue }
            let kp = JSONPointer.appending(pointer, member.key)
            switch shape {
            case .single:
                scan(member.value, pointer: kp, scope: scope, isRoot: false)
            case .list:
                for (i, item) in (member.value.items ?? []).enumerated() {
                    scan(item, pointer: JSONPointer.appending(kp, i), scope: scope, isRoot: false)
                }
            case .map:
                for entry in member.value.members ?? [] {
                    scan(entry.value, pointer: JSONPointer.appending(kp, entry.key), scope: scope, isRoot: false)
                }
            }
        }
    }

    /// The scope of the subschema at `pointer`: as scanned, or (for a `$ref` into a place that is not a
    /// subschema position, such as `#/$defs/a/enum/0`) that of the closest scanned schema around it.
    func scope(of pointer: String) -> SchemaScope {
        var p = pointer
        while true {
            if let scope = scopes[p] { return scope }
            guard let slash = p.lastIndex(of: "/") else { return SchemaScope(base: resources[0].uri, resource: 0) }
            p = String(p[..<slash])
        }
    }

    // MARK: References

    /// What a `$ref` or `$dynamicRef` names.
    struct ReferenceTarget {
        var node: Int
        var resource: Int
        /// The plain-name fragment, when the reference ends with one.
        var anchor: String?
    }

    /// Resolves `ref` (as written in the schema at `pointer`) to the node it names, compiling it if needed.
    mutating func resolve(_ ref: String, from pointer: String, at location: SourceLocation, keywordPointer: String)
        -> ReferenceTarget?
    {
        let reference = URIReference(ref)
        let absolute = reference.resolved(against: scope(of: pointer).base)
        let key = absolute.withoutFragment.text
        if resourceByURI[Array(key.utf8)] == nil, let shared = library.byURI[key] { loadDocument(shared) }
        guard let resource = resourceByURI[Array(key.utf8)] else {
            unresolvedDocument(ref, absolute: absolute, at: location, keywordPointer: keywordPointer)
            return nil
        }
        let fragment = absolute.fragment ?? ""
        if !fragment.isEmpty, !fragment.hasPrefix("/") {
            guard let target = resources[resource].anchors[fragment] else {
                error(
                    .unresolvedRef,
                    "cannot resolve \(keywordName(keywordPointer)) \"\(ref)\": no \"$anchor\" or \"$dynamicAnchor\" named \"\(fragment)\" in \(resourceName(resource))"
                        + (Suggestion.nearest(to: fragment, among: resources[resource].anchors.keys.sorted()).map {
                            "; did you mean \"#\($0)\"?"
                        } ?? ""),
                    at: location, pointer: keywordPointer)
                return nil
            }
            guard let node = nodeAt(target) else { return nil }
            return ReferenceTarget(node: compile(node, pointer: target), resource: resource, anchor: fragment)
        }
        let decoded = fragment.removingPercentEncoding ?? fragment
        guard let tokens = JSONPointer.tokens(decoded) else {
            error(
                .unresolvedRef,
                "cannot resolve \(keywordName(keywordPointer)) \"\(ref)\": the fragment is not a JSON pointer",
                at: location, pointer: keywordPointer)
            return nil
        }
        var node = resources[resource].node
        var target = resources[resource].pointer
        for token in tokens {
            switch node.kind {
            case .object(let members):
                guard let member = members.first(where: { SchemaWalker.sameScalars($0.key, token) }) else {
                    let near = Suggestion.nearest(to: token, among: members.map(\.key)).map {
                        "; did you mean \"\($0)\"?"
                    }
                    error(
                        .unresolvedRef,
                        "cannot resolve \(keywordName(keywordPointer)) \"\(ref)\": no member \"\(token)\"\(near ?? "")",
                        at: location, pointer: keywordPointer)
                    return nil
                }
                node = member.value
            case .array(let items):
                guard let i = Int(token), i >= 0, i < items.count, String(i) == token else {
                    error(
                        .unresolvedRef,
                        "cannot resolve \(keywordName(keywordPointer)) \"\(ref)\": no item \"\(token)\"", at: location,
                        pointer: keywordPointer)
                    return nil
                }
                node = items[i]
            default:
                error(
                    .unresolvedRef,
                    "cannot resolve \(keywordName(keywordPointer)) \"\(ref)\": \"\(token)\" is inside a \(node.typeName)",
                    at: location, pointer: keywordPointer)
                return nil
            }
            target = JSONPointer.appending(target, token)
        }
        return ReferenceTarget(node: compile(node, pointer: target), resource: resource, anchor: nil)
    }

    func keywordName(_ keywordPointer: String) -> String {
        keywordPointer.hasSuffix("/$dynamicRef") ? "$dynamicRef" : "$ref"
    }

    /// The node at a (tagged) pointer of a document (pointers recorded by the scan always exist).
    func nodeAt(_ pointer: String) -> JSONNode? {
        let (document, plain) = DocumentPointer.split(pointer)
        guard let tokens = JSONPointer.tokens(plain) else { return nil }
        var node = documents[document].root
        for token in tokens {
            switch node.kind {
            case .object(let members):
                guard let member = members.first(where: { SchemaWalker.sameScalars($0.key, token) }) else { return nil }
                node = member.value
            case .array(let items):
                guard let i = Int(token), items.indices.contains(i) else { return nil }
                node = items[i]
            default:
                return nil
            }
        }
        return node
    }
}
