import SpecModel

/// The mutants `mutation.json` declares equivalent, matched against the mutants the operators make; an entry that
/// names no mutant (an unknown ID, element or operator) is a located error, with a "did you mean".
package enum EquivalentMutants {
    /// Mutant ID → reason for every declared mutant of `mutants`, and a diagnostic per entry that names none.
    /// `mutants` should be every mutant of the product (every operator), so a declaration for an operator left out
    /// by `--operators` is not reported as unknown.
    package static func resolve(_ spec: MutationSpec, mutants: [MutantInfo]) -> (
        ignored: [String: String], diagnostics: [Diagnostic]
    ) {
        var ignored: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        let ids = Set(mutants.map(\.id))
        let operators = MutationOperators.names
        for entry in spec.equivalent {
            switch entry.target {
            case .mutant(let id):
                if ids.contains(id) {
                    ignored[id] = entry.reason
                } else {
                    let hint =
                        Suggestion.nearest(to: id, among: mutants.map(\.id).sorted()).map {
                            "; did you mean \"\($0)\"?"
                        } ?? ""
                    diagnostics.append(
                        .error(
                            "mutation.unknown-mutant", "no mutant \"\(id)\" in product \"\(spec.product)\"\(hint)",
                            file: entry.origin.file,
                            at: entry.origin.location, pointer: entry.origin.pointer))
                }
            case .element(let element, let op):
                guard operators.contains(op) else {
                    let site = entry.operatorOrigin ?? entry.origin
                    diagnostics.append(
                        .error(
                            "mutation.unknown-operator",
                            "unknown mutation operator \"\(op)\"\(Suggestion.hint(for: op, among: operators))",
                            file: site.file,
                            at: site.location, pointer: site.pointer))
                    continue
                }
                let matching = mutants.filter { $0.element == element && $0.operatorName == op }
                if matching.isEmpty {
                    let elements = Array(Set(mutants.filter { $0.operatorName == op }.map(\.element))).sorted()
                    let hint =
                        Suggestion.nearest(to: element, among: elements).map { "; did you mean \"\($0)\"?" } ?? ""
                    diagnostics.append(
                        .error(
                            "mutation.unknown-element",
                            "operator \(op) makes no mutant of \"\(element)\" in product \"\(spec.product)\"\(hint)",
                            file: entry.origin.file, at: entry.origin.location, pointer: entry.origin.pointer))
                }
                for mutant in matching { ignored[mutant.id] = entry.reason }
            }
        }
        return (ignored, diagnostics)
    }
}
