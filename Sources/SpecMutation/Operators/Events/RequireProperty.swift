import SpecModel

/// `require-property`: makes an event's payload require a property no implementation sends. Every emission of
/// the event is now invalid, so any check that sees the event must fail.
struct RequireProperty: MutationOperator {
    var name: String { "require-property" }
    var summary: String { "make an event's schema require a property the payload does not have" }

    /// The property's name: not a name any event uses.
    static let property = "specconform_mutant_property"

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        bundle.events.compactMap { event -> Mutant? in
            guard event.schema.members != nil else { return nil }
            let required = event.schema["required"]?.items?.compactMap(\.string) ?? []
            let after = required + [Self.property]
            let info = SchemaMutations.info(
                name, event: event, pointer: "", at: event.schema,
                description: "require \(Self.property) in the payload of \(event.name)",
                original: "required: [" + required.joined(separator: ", ") + "]",
                replacement: "required: [" + after.joined(separator: ", ") + "]")
            return SchemaMutations.mutant(info, event: event.name, pointer: "") { schema in
                guard case .object(var members) = schema.kind else { return }
                let location = schema.location
                let list = JSONNode(.array(after.map { JSONNode(.string($0), at: location) }), at: location)
                if let i = members.firstIndex(where: { $0.key == "required" }) {
                    members[i].value = list
                } else {
                    members.append(JSONMember(key: "required", keyLocation: location, value: list))
                }
                schema.kind = .object(members)
            }
        }
    }
}
