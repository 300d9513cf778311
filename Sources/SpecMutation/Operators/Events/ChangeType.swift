import SpecModel

/// `change-type`: changes one `type` of an event's schema to another (`string` ↔ `integer`, `number` and `boolean`
/// to `string`, `object` ↔ `array`, `null` to `string`). A check that sees a value there must now fail.
struct ChangeType: MutationOperator {
    var name: String { "change-type" }
    var summary: String { "change one type of an event's schema (string <-> integer, object <-> array, ...)" }

    static let replacements = [
        "string": "integer", "integer": "string", "number": "string", "boolean": "string", "object": "array",
        "array": "object",
        "null": "string",
    ]

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for target in SchemaMutations.targets(of: bundle) {
            for keyword in SchemaMutations.keywords(of: target.schema) where keyword.name == "type" {
                guard let type = keyword.value.string, let replacement = Self.replacements[type] else { continue }
                let info = SchemaMutations.info(
                    name, target: target, pointer: keyword.pointer, variant: "->\(replacement)", at: keyword.value,
                    description:
                        "change the type at \(keyword.pointer) of \(target.name) from \(type) to \(replacement)",
                    original: type, replacement: replacement)
                result.append(
                    SchemaMutations.mutant(info, target: target.key, pointer: keyword.pointer) { node in
                        node.kind = .string(replacement)
                    })
            }
        }
        return result
    }
}
