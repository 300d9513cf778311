import SpecModel

/// Which events' schemas reference each shared schema file of a product (`*.schema.json`), directly or through
/// another shared file: the events a mutant of that file can change, so the checks that reach a survivor are those
/// of these events. A reference names a file by its path (relative to the product folder or ending in the file's
/// path) or by the `$id` the file declares; the fragment is left out. Only where a survivor is reported depends on it.
enum SharedSchemaUsers {
    /// Shared file path → the events that use it, sorted.
    static func events(of bundle: SpecBundle) -> [String: [String]] {
        let documents = bundle.schemaDocuments
        guard !documents.isEmpty else { return [:] }
        func referenced(by schema: JSONNode) -> Set<String> {
            var found: Set<String> = []
            for ref in references(in: schema) {
                for document in documents where names(ref, document) { found.insert(document.relativePath) }
            }
            return found
        }
        var users: [String: Set<String>] = [:]
        for event in bundle.events {
            for path in referenced(by: event.schema) { users[path, default: []].insert(event.name) }
        }
        let links = documents.map { ($0.relativePath, referenced(by: $0.root)) }
        var changed = true
        while changed {
            changed = false
            for (from, targets) in links {
                for target in targets where target != from {
                    let before = users[target]?.count ?? 0
                    users[target, default: []].formUnion(users[from] ?? [])
                    changed = changed || users[target]?.count != before
                }
            }
        }
        return users.mapValues { $0.sorted() }
    }

    /// Every `$ref` and `$dynamicRef` string under `node`.
    static func references(in node: JSONNode) -> [String] {
        var found: [String] = []
        if let members = node.members {
            for member in members {
                if member.key == "$ref" || member.key == "$dynamicRef", let text = member.value.string {
                    found.append(text)
                } else {
                    found += references(in: member.value)
                }
            }
        } else if let items = node.items {
            for item in items { found += references(in: item) }
        }
        return found
    }

    /// Whether reference `ref` names `document`: by its `$id`, or by a path that is the file's or ends in it.
    static func names(_ ref: String, _ document: SchemaDocument) -> Bool {
        let target = String(ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        guard !target.isEmpty else { return false }
        if let id = document.root["$id"]?.string,
            target == String(id.split(separator: "#", omittingEmptySubsequences: false).first ?? "")
        {
            return true
        }
        let path = target.hasPrefix("./") ? String(target.dropFirst(2)) : target
        return path == document.relativePath || path.hasSuffix("/" + document.relativePath)
            || document.relativePath.hasSuffix("/" + path)
    }
}
