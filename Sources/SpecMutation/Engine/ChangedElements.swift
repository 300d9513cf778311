import SpecDiff
import SpecModel

/// `--since`: the mutants of spec elements a change touched, found with `specconform diff`'s matching (elements by
/// ID, transitions by machine, state, event and guard). A mutant is kept when a finding's element (where it is now,
/// or where it was) contains the mutated element or sits inside it, in the same spec file.
package enum ChangedElements {
    /// The findings from `base` to `revision` for one product.
    package static func findings(base: DiffSide, revision: DiffSide) -> [Finding] {
        SpecDiffer().diff(base: base, revision: revision)
    }

    /// The mutants of `mutants` whose element a finding touches.
    package static func select(_ mutants: [Mutant], product: String, findings: [Finding]) -> [Mutant] {
        var touched: [String: [String]] = [:]
        for finding in findings {
            for origin in [finding.revision, finding.base].compactMap({ $0 }) {
                touched[relative(origin.file, product: product), default: []].append(origin.pointer)
            }
        }
        return mutants.filter { mutant in
            let pointers = touched[relative(mutant.info.origin.file, product: product)] ?? []
            let pointer = mutant.info.origin.pointer
            return pointers.contains { contains($0, pointer) || contains(pointer, $0) }
        }
    }

    /// The path of a spec file from its product folder on (`machines/toy.json`), so the two sides' roots do not matter.
    static func relative(_ file: String, product: String) -> String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let index = parts.lastIndex(of: product) else { return file }
        return parts[(index + 1)...].joined(separator: "/")
    }

    /// Whether pointer `outer` is `inner` or one of its ancestors.
    static func contains(_ outer: String, _ inner: String) -> Bool {
        outer == inner || inner.hasPrefix(outer + "/") || outer.isEmpty
    }
}
