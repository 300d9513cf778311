import SpecModel

extension SchemaCompiler {
    /// Whether `uri` names the 2020-12 dialect itself.
    static func isStandardDialect(_ uri: String) -> Bool { uri == dialect || uri == dialect + "#" }

    /// The shared file a `$schema` value names, resolved against the base of the document root it is written at.
    func metaSchema(_ uri: String, at pointer: String) -> Int? {
        let absolute = URIReference(uri).resolved(against: scope(of: pointer).base).withoutFragment.text
        return library.byURI[absolute]
    }

    /// The vocabularies in force for the schema at `pointer`: those of its document's dialect. A document whose root
    /// `$schema` names a shared meta-schema file uses the vocabularies that file lists in `$vocabulary` (all of
    /// 2020-12's when it has none); any other document uses 2020-12's.
    mutating func vocabularies(at pointer: String) -> Vocabularies {
        let document = DocumentPointer.split(pointer).document
        if let known = documentVocabularies[document] { return known }
        let found = readVocabularies(document)
        documentVocabularies[document] = found
        return found
    }

    private mutating func readVocabularies(_ document: Int) -> Vocabularies {
        let root = DocumentPointer.root(document)
        guard let uri = documents[document].root.members?.first(where: { $0.key == "$schema" })?.value.string,
            !SchemaCompiler.isStandardDialect(uri), let index = metaSchema(uri, at: root)
        else { return .standard }
        let meta = library.documents[index]
        guard let entries = meta.root.members?.first(where: { $0.key == "$vocabulary" })?.value.members else {
            return .standard
        }
        var found: Vocabularies = [.core]
        for entry in entries {
            if let vocabulary = Vocabularies.byURI[entry.key] {
                found.insert(vocabulary)
            } else if case .bool(true) = entry.value.kind {
                // Core §8.1.2: a required vocabulary the implementation does not know means the schema cannot be
                // processed. Located in the meta-schema, where it is written.
                diagnostics.append(
                    .error(
                        SchemaErrorCode.unknownVocabulary.rawValue,
                        "unknown vocabulary \"\(entry.key)\" is required (true); the supported vocabularies are 2020-12's (\(Vocabularies.byURI.keys.sorted().map { $0.replacingOccurrences(of: "https://json-schema.org/draft/2020-12/vocab/", with: "") }.joined(separator: ", "))); mark it false to ignore it",
                        file: meta.file, at: entry.keyLocation,
                        pointer: JSONPointer.appending("/$vocabulary", entry.key)))
            }
        }
        return found
    }
}
