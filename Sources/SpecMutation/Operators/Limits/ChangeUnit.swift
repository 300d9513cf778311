import SpecModel

/// `change-unit`: writes one limit's value in the next smaller and the next larger unit of its dimension (`86400
/// seconds` becomes `86400 milliseconds` and `86400 minutes`). Only units of time and data size have neighbours
/// (docs/SPEC-FORMAT.md, "Units"); a count unit (`characters`) makes no mutant. The limit probe receives the value
/// converted into the unit it declares, so a suite that holds the limit sees the new quantity.
struct ChangeUnit: MutationOperator {
    var name: String { "change-unit" }
    var summary: String { "write one limit's value in the next smaller and larger unit of its dimension" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for limit in bundle.limits {
            guard let unit = MeasureUnit.named(limit.unit) else { continue }
            for other in unit.neighbours {
                let id = limit.id
                let info = MutantInfo(
                    id: "\(name):\(id)->\(other.name)", operatorName: name, element: id,
                    origin: locator.origin(
                        file: limit.origin.file, pointer: limit.origin.pointer + "/unit", fallback: limit.origin),
                    description:
                        "write \(id) (\(limit.phrase)) in \(other.name): \(Limit.text(limit.value)) \(other.name)",
                    original: limit.unit, replacement: other.name, scope: MutantScope(machines: [], rules: true),
                    reach: .check(id: "limit:\(id)"))
                result.append(
                    Mutant(info: info) { bundle in
                        guard let index = bundle.limits.firstIndex(where: { $0.id == id }) else { return }
                        bundle.limits[index].unit = other.name
                    })
            }
        }
        return result
    }
}
