import SpecModel

/// `tighten-bound`: moves one bound of an event's schema inward by one (`minimum`, `exclusiveMinimum`,
/// `minLength`, `minItems`, `minProperties` up; `maximum`, `exclusiveMaximum`, `maxLength`, `maxItems`,
/// `maxProperties` down). Only a check that sees a value on the bound notices.
struct TightenBound: MutationOperator {
    var name: String { "tighten-bound" }
    var summary: String { "move one bound of an event's schema inward by one (minimum up, maximum down)" }

    static let lower: Set<String> = ["minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"]
    static let upper: Set<String> = ["maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"]
    static let counts: Set<String> = [
        "minLength", "minItems", "minProperties", "maxLength", "maxItems", "maxProperties",
    ]

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for target in SchemaMutations.targets(of: bundle) {
            for keyword in SchemaMutations.keywords(of: target.schema)
            where Self.lower.contains(keyword.name) || Self.upper.contains(keyword.name) {
                guard case .number(let number) = keyword.value.kind else { continue }
                let delta = Self.lower.contains(keyword.name) ? 1 : -1
                let tightened: JSONNumber
                if let int = number.intValue {
                    if Self.counts.contains(keyword.name), int + delta < 0 { continue }
                    tightened = JSONNumber(int + delta)
                } else {
                    tightened = JSONNumber(number.doubleValue + Double(delta))
                }
                let info = SchemaMutations.info(
                    name, target: target, pointer: keyword.pointer, at: keyword.value,
                    description:
                        "tighten \(keyword.name) at \(keyword.pointer) of \(target.name) from \(number.text) to \(tightened.text)",
                    original: number.text, replacement: tightened.text)
                result.append(
                    SchemaMutations.mutant(info, target: target.key, pointer: keyword.pointer) { node in
                        node.kind = .number(tightened)
                    })
            }
        }
        return result
    }
}
