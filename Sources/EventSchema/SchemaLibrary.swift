import Foundation
import SpecModel

/// The shared schema files of a product (`*.schema.json`), which event schemas may `$ref`: each is named by its
/// retrieval URI, the file's path under a fixed base that stands for the product folder (so relative references
/// resolve as paths), and by the `$id` its root declares. Nothing outside these files is ever read or fetched.
package struct SchemaLibrary: Sendable {
    struct Document: Sendable {
        var file: String
        var relativePath: String
        var root: JSONNode
        /// The URI the file is retrieved by (core §9.1.1): its path under ``SchemaLibrary/folderBase``.
        var retrievalURI: SchemaCompiler.URIReference
    }

    /// The URI that stands for the product folder by default: a schema in `events.json` has the base
    /// `https://specconform.invalid/product/events.json`. Never fetched (`.invalid` is reserved, RFC 2606).
    package static let folderBase = "https://specconform.invalid/product/"

    var documents: [Document] = []
    /// Absolute URI without fragment → document: every file's retrieval URI, and its root's `$id` (the first file
    /// in path order wins; a second is reported when loaded).
    var byURI: [String: Int] = [:]
    /// The product folder as the loader names it, so a schema's file gives its base URI.
    var directory: String?
    /// The URI that stands for the product folder: ``folderBase``, or another one in tests (the JSON-Schema-Test-Suite
    /// serves its remote documents from `http://localhost:1234/`).
    var base = SchemaLibrary.folderBase

    /// No shared files: references resolve inside the compiled schema only.
    package static let empty = SchemaLibrary()

    init() {}

    /// The shared files of a product whose folder is `directory` (as the loader names it); `base` is the URI that
    /// stands for that folder.
    package init(_ files: [SchemaDocument], directory: String, base: String = SchemaLibrary.folderBase) {
        self.directory = directory
        self.base = base
        for file in files.sorted(by: { $0.relativePath < $1.relativePath }) {
            let uri = self.uri(of: file.relativePath)
            let index = documents.count
            documents.append(
                Document(file: file.file, relativePath: file.relativePath, root: file.root, retrievalURI: uri))
            if byURI[uri.text] == nil { byURI[uri.text] = index }
            if let members = file.root.members, let id = SchemaCompiler.declaredID(members, base: uri),
                byURI[id.text] == nil
            {
                byURI[id.text] = index
            }
        }
    }

    /// The retrieval URI of a file at `relativePath` in the product folder.
    func uri(of relativePath: String) -> SchemaCompiler.URIReference {
        let encoded = relativePath.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relativePath
        return SchemaCompiler.URIReference(base + encoded)
    }

    /// The base URI of a schema written in `file`: its retrieval URI when the file is in the product folder, the
    /// compiler's default otherwise.
    func base(of file: String?) -> SchemaCompiler.URIReference {
        guard let directory, let file, file.hasPrefix(directory + "/") else { return SchemaCompiler.defaultBase }
        return uri(of: String(file.dropFirst(directory.count + 1)))
    }

    /// The path in the product folder a URI names, when it is under ``base``.
    func relativePath(of uri: SchemaCompiler.URIReference) -> String? {
        let text = uri.withoutFragment.text
        guard text.hasPrefix(base) else { return nil }
        let path = String(text.dropFirst(base.count))
        return path.removingPercentEncoding ?? path
    }

    /// The shared files (paths in the product folder, sorted) that `schema`, written in `file`, reaches through its
    /// references, directly or through each other; whether or not it compiles.
    package func reachedFiles(from schema: JSONNode, file: String?) -> [String] {
        guard !documents.isEmpty else { return [] }
        var compiler = SchemaCompiler(root: schema, file: file, basePointer: "", library: self)
        compiler.scanResources()
        _ = compiler.compile(schema, pointer: "")
        compiler.completeDynamicReferences()
        return compiler.loadedDocuments.keys.map { documents[$0].relativePath }.sorted()
    }

    /// The subschema a schema written in `file` stands for when it is a `$ref` to a shared file (followed through
    /// further `$ref`s of shared files): the node the reference's JSON pointer names in that file; nil when `schema`
    /// is no such reference, names no shared file, or names a plain-name anchor.
    package func referencedSchema(of schema: JSONNode, file: String?) -> JSONNode? {
        var node = schema
        var base = base(of: file)
        var found: JSONNode?
        for _ in 0..<8 {
            guard let ref = node["$ref"]?.string else { break }
            let absolute = SchemaCompiler.URIReference(ref).resolved(against: base)
            guard let index = byURI[absolute.withoutFragment.text] else { break }
            let pointer = (absolute.fragment ?? "").removingPercentEncoding ?? ""
            guard pointer.isEmpty || pointer.hasPrefix("/"), let tokens = JSONPointer.tokens(pointer) else { break }
            var target = documents[index].root
            for token in tokens {
                if let member = target.members?.first(where: { $0.key == token }) {
                    target = member.value
                } else if let items = target.items, let i = Int(token), items.indices.contains(i) {
                    target = items[i]
                } else {
                    return found
                }
            }
            found = target
            node = target
            base = documents[index].retrievalURI
        }
        return found
    }

    /// The paths of the shared files that differ between `base` and `revision` (added, removed, or another value).
    package static func changedFiles(base: [SchemaDocument], revision: [SchemaDocument]) -> Set<String> {
        var before: [String: JSONValue] = [:]
        for document in base { before[document.relativePath] = document.root.value }
        var changed = Set<String>()
        for document in revision {
            if before.removeValue(forKey: document.relativePath) != document.root.value {
                changed.insert(document.relativePath)
            }
        }
        return changed.union(before.keys)
    }
}
