/// Counts of mutants by status and the mutation score, as the mutation-testing-report schema defines it:
/// detected / (detected + undetected) × 100, where detected is `Killed` and undetected is `Survived` + `NoCoverage`;
/// invalid (`CompileError`, `RuntimeError`) and `Ignored` mutants are left out.
package struct MutationScore: Hashable, Sendable {
    package var counts: [MutantStatus: Int] = [:]

    package init() {}

    package init<S: Sequence>(_ results: S) where S.Element == MutantResult {
        for result in results { counts[result.status, default: 0] += 1 }
    }

    package subscript(status: MutantStatus) -> Int { counts[status] ?? 0 }

    package var total: Int { counts.values.reduce(0, +) }
    package var detected: Int { self[.killed] }
    package var undetected: Int { self[.survived] + self[.noCoverage] }
    package var invalid: Int { self[.compileError] + self[.runtimeError] }
    package var valid: Int { detected + undetected }

    /// The score in percent; nil when no mutant is valid.
    package var score: Double? { valid == 0 ? nil : Double(detected) * 100 / Double(valid) }

    /// The score with two decimals (`87.02%`), or `n/a`.
    package var scoreText: String {
        guard let score else { return "n/a" }
        return Self.percent(score)
    }

    /// `87.02%`: two decimals, rounded half up, locale-free.
    static func percent(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
