import EventSchema
import SpecModel

/// `event.shared-schema-changed`: a shared schema file (`*.schema.json`) that a kept event's schema reaches through
/// `$ref`, on either side, was added, removed or changed; its effect on the event is not decided.
enum EventSharedSchemaChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "event.shared-schema-changed", .warning, .event,
        "a shared schema file an event's schema refers to changed; its effect is not decided")

    static func findings(_ c: DiffContext) -> [Finding] {
        let (b, r) = (c.base.bundle, c.revision.bundle)
        let changed = SchemaLibrary.changedFiles(base: b.schemaDocuments, revision: r.schemaDocuments)
        guard !changed.isEmpty else { return [] }
        let baseLibrary = SchemaLibrary(b.schemaDocuments, directory: b.directory)
        let revisionLibrary = SchemaLibrary(r.schemaDocuments, directory: r.directory)
        var out: [Finding] = []
        for pair in c.events.pairs {
            let reached =
                Set(baseLibrary.reachedFiles(from: pair.base.schema, file: pair.base.origin.file))
                .union(revisionLibrary.reachedFiles(from: pair.revision.schema, file: pair.revision.origin.file))
            for file in reached.intersection(changed).sorted() {
                out.append(
                    descriptor.finding(
                        pair.revision.name, ["file": file],
                        "event \(pair.revision.name): the shared schema file \(file) it refers to changed",
                        base: pair.base.origin, revision: pair.revision.origin))
            }
        }
        return out
    }
}
