import EventSchema
import SpecModel

/// Which events' schemas reach each shared schema file of a product (`*.schema.json`) through their references,
/// directly or through another shared file, as the schema compiler resolves them (``SchemaLibrary/reachedFiles``):
/// the events a mutant of that file can change, so the checks that reach a survivor are those of these events.
enum SharedSchemaUsers {
    /// Shared file path → the events that reach it, sorted; a file no event reaches is absent.
    static func events(of bundle: SpecBundle) -> [String: [String]] {
        guard !bundle.schemaDocuments.isEmpty else { return [:] }
        let library = SchemaLibrary(bundle.schemaDocuments, directory: bundle.directory)
        var users: [String: [String]] = [:]
        for event in bundle.events {
            for path in library.reachedFiles(from: event.schema, file: event.origin.file) {
                users[path, default: []].append(event.name)
            }
        }
        return users.mapValues { Array(Set($0)).sorted() }
    }
}
