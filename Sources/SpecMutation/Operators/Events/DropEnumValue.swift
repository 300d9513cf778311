import SpecModel

/// `drop-enum-value`: removes one value of an `enum` (of two values or more). A check that sees the implementation
/// send that value must now fail.
struct DropEnumValue: MutationOperator {
    var name: String { "drop-enum-value" }
    var summary: String { "remove one value of an enum of an event's schema" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for target in SchemaMutations.targets(of: bundle) {
            for keyword in SchemaMutations.keywords(of: target.schema) where keyword.name == "enum" {
                guard let items = keyword.value.items, items.count >= 2 else { continue }
                for (index, item) in items.enumerated() {
                    let value = SchemaMutations.text(item)
                    var rest = items
                    rest.remove(at: index)
                    let info = SchemaMutations.info(
                        name, target: target, pointer: keyword.pointer, variant: "!\(value)", at: item,
                        description: "drop \(value) from the enum at \(keyword.pointer) of \(target.name)",
                        original: SchemaMutations.text(keyword.value),
                        replacement: SchemaMutations.text(JSONNode(.array(rest), at: item.location)))
                    result.append(
                        SchemaMutations.mutant(info, target: target.key, pointer: keyword.pointer) { node in
                            guard case .array(var values) = node.kind, values.indices.contains(index) else { return }
                            values.remove(at: index)
                            node.kind = .array(values)
                        })
                }
            }
        }
        return result
    }
}
