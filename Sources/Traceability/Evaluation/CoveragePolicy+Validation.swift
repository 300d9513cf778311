import SpecModel

/// Checks of a policy against the bundle it is for.
extension CoveragePolicy {
    /// The code of a policy naming an ID kind the bundle does not have.
    package static let unknownIDKindCode = "policy.unknown-id-kind"

    /// Every ID kind the policy names (requirements, structural roll-ups) that is neither one of the bundle's
    /// `idPatterns` kinds nor an element kind, with a "did you mean".
    package func validate(against bundle: SpecBundle) -> [Diagnostic] {
        let known = bundle.patterns.idKinds + ElementKind.allCases.map(\.rawValue)
        let knownSet = Set(known)
        var diagnostics: [Diagnostic] = []
        func check(_ kind: String, _ origin: Origin, _ key: String) {
            guard !knownSet.contains(kind) else { return }
            let hint = Self.closest(kind, known).map { "; did you mean \"\($0)\"?" } ?? ""
            diagnostics.append(
                .error(
                    Self.unknownIDKindCode, "unknown ID kind \"\(kind)\" in \"\(key)\"\(hint)", file: origin.file,
                    at: origin.location, pointer: JSONPointer.appending(origin.pointer, key)))
        }
        for requirement in requirements { check(requirement.idKind, requirement.origin, "idKind") }
        for rollup in rollups {
            if case .structural(let from, let to) = rollup.selector {
                check(from, rollup.origin, "from")
                check(to, rollup.origin, "to")
            }
        }
        return diagnostics.sorted()
    }

    /// The candidate with the smallest edit distance, if at most 2.
    static func closest(_ word: String, _ candidates: [String]) -> String? {
        Suggestion.nearest(to: word, among: candidates)
    }
}
