import SpecModel

extension SchemaCompiler {
    /// Reports a `$ref` or `$dynamicRef` whose document is neither the compiled schema nor a shared schema file of
    /// the product: a path in the product folder with no such file (`schema.unresolved-ref`, with the nearest file
    /// name), or any other URI that no file declares as its `$id` (`schema.remote-ref`: never fetched).
    mutating func unresolvedDocument(
        _ ref: String, absolute: URIReference, at location: SourceLocation, keywordPointer: String
    ) {
        let keyword = keywordName(keywordPointer)
        if let path = library.relativePath(of: absolute) {
            let files = library.documents.map(\.relativePath)
            let near = Suggestion.nearest(to: path, among: files, maxDistance: 3).map { "; did you mean \"\($0)\"?" }
            error(
                .unresolvedRef,
                "cannot resolve \(keyword) \"\(ref)\": there is no shared schema file \"\(path)\" in the product folder (shared schemas are *.schema.json files)\(near ?? "")",
                at: location, pointer: keywordPointer)
            return
        }
        let ids = library.byURI.keys.filter { library.relativePath(of: URIReference($0)) == nil }.sorted()
        let target = absolute.withoutFragment.text
        let near = Suggestion.nearest(to: target, among: ids, maxDistance: 3).map { "; did you mean \"\($0)\"?" }
        error(
            .remoteRef,
            "cannot resolve \(keyword) \"\(ref)\": no schema file of the product declares \"$id\": \"\(target)\", and references are never fetched from the network; add the schema as a *.schema.json file in the product folder with that \"$id\"\(near ?? "")",
            at: location, pointer: keywordPointer)
    }

    /// How messages name schema resource `index`: the compiled schema, a shared file by its path, or the `$id`.
    func resourceName(_ index: Int) -> String {
        if index == 0 { return "the schema" }
        let (document, plain) = DocumentPointer.split(resources[index].pointer)
        if document > 0, plain.isEmpty {
            return "the file \"\(library.documents[libraryIndex(of: document)].relativePath)\""
        }
        return "the schema resource \"\(resources[index].uri.text)\""
    }

    /// A `$dynamicRef` may reach a `$dynamicAnchor` of a shared file loaded after the reference was compiled: once
    /// every reference is resolved, every dynamic anchor is compiled (loading what they reach, until nothing new is)
    /// and each dynamic reference gets every alternative, for the dynamic scope tables and the cycle check.
    mutating func completeDynamicReferences() {
        guard documents.count > 1, usesDynamicScope else { return }
        var count = -1
        while count != nodes.count {
            count = nodes.count
            for resource in resources {
                for name in resource.dynamicAnchors.sorted() {
                    if let pointer = resource.anchors[name], let node = nodeAt(pointer) {
                        _ = compile(node, pointer: pointer)
                    }
                }
            }
        }
        for n in nodes.indices {
            for k in nodes[n].keywords.indices {
                guard case .dynamicRef(var reference) = nodes[n].keywords[k].keyword, let name = reference.anchor
                else { continue }
                reference.alternatives = resources.compactMap { resource in
                    resource.dynamicAnchors.contains(name) ? resource.anchors[name].flatMap { nodeByPointer[$0] } : nil
                }
                nodes[n].keywords[k].keyword = .dynamicRef(reference)
            }
        }
    }
}
