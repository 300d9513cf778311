import SpecModel

/// A rule that judges one kind of payload change, found by ``SchemaComparer`` in an event's schema (and, through
/// `api.schema-changed`, in an endpoint's body schema).
protocol SchemaChangeRule: ComparisonRule {
    /// The kind of change the rule judges.
    static var kind: SchemaChange.Kind { get }
    /// The change in words, `at` naming where it is (`reason`, `items[].id`, `the payload`).
    static func describe(_ change: SchemaChange, at: String) -> String
}

extension SchemaChangeRule {
    /// One finding per change of ``kind`` in an event's payload, with the change's details and `property` as arguments.
    static func findings(_ c: DiffContext) -> [Finding] {
        c.eventSchemaChanges.flatMap { entry in
            entry.changes.filter { $0.kind == kind }.map { change in
                let (b, r) = (entry.pair.base, entry.pair.revision)
                var args = change.details
                args["property"] = change.path
                return descriptor.finding(
                    r.name, args, "event \(r.name): \(SchemaChangeRules.message(change))", base: b.origin,
                    revision: r.origin)
            }
        }
    }
}

/// The schema-change rules of the catalogue, by the kind of change they judge.
enum SchemaChangeRules {
    /// The rule that judges `kind`.
    static func rule(_ kind: SchemaChange.Kind) -> (any SchemaChangeRule.Type)? {
        RuleCatalogue.types.lazy.compactMap { $0 as? any SchemaChangeRule.Type }.first { $0.kind == kind }
    }

    /// The change in words, as its rule describes it.
    static func message(_ change: SchemaChange) -> String {
        let at = change.path.isEmpty ? "the payload" : change.path
        return rule(change.kind)?.describe(change, at: at) ?? "\(at) changed"
    }
}
