import SpecModel

/// `shift-limit`: moves one limit's value by one step each way (`at least 6 characters` becomes 7 and 5). The limit
/// probe asks one step under, at and over the spec's value, so a suite that holds the limit sees either shift;
/// guards of machines that bind a field to the limit move with it.
struct ShiftLimit: MutationOperator {
    var name: String { "shift-limit" }
    var summary: String { "move one limit's value by + and - one step" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for limit in bundle.limits {
            let bound = Set(
                bundle.machines.filter { $0.limitBindings.values.contains { $0.value == limit.id } }.map(\.id))
            for delta in [limit.step, -limit.step] {
                let id = limit.id
                let shifted = limit.value + delta
                let sign = delta > 0 ? "+" : "-"
                let info = MutantInfo(
                    id: "\(name):\(id)\(sign)", operatorName: name, element: id,
                    origin: locator.origin(
                        file: limit.origin.file, pointer: limit.origin.pointer + "/value", fallback: limit.origin),
                    description: "move \(id) (\(limit.phrase)) to \(Limit.text(shifted)) \(limit.unit)",
                    original: Limit.text(limit.value),
                    replacement: Limit.text(shifted), scope: MutantScope(machines: bound, rules: true),
                    reach: .check(id: "limit:\(id)"))
                result.append(
                    Mutant(info: info) { bundle in
                        guard let index = bundle.limits.firstIndex(where: { $0.id == id }) else { return }
                        bundle.limits[index].value = shifted
                        bundle.applyLimitBindings()
                    })
            }
        }
        return result
    }
}
