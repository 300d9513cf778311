/// Counts of mutants by status and the mutation score, as the mutation-testing-report schema defines it:
/// detected / (detected + undetected) × 100, where detected is `Killed` and undetected is `Survived` + `NoCoverage`;
/// invalid (`CompileError`, `RuntimeError`) and `Ignored` mutants are left out.
public struct MutationScore: Hashable, Sendable {
    public var counts: [MutantStatus: Int] = [:]

    public init() {}

    public init<S: Sequence>(_ results: S) where S.Element == MutantResult {
        for result in results { counts[result.status, default: 0] += 1 }
    }

    public subscript(status: MutantStatus) -> Int { counts[status] ?? 0 }

    public var total: Int { counts.values.reduce(0, +) }
    public var detected: Int { self[.killed] }
    public var undetected: Int { self[.survived] + self[.noCoverage] }
    public var invalid: Int { self[.compileError] + self[.runtimeError] }
    public var valid: Int { detected + undetected }

    /// The score in percent; nil when no mutant is valid.
    public var score: Double? { valid == 0 ? nil : Double(detected) * 100 / Double(valid) }

    /// The score with two decimals (`87.02%`), or `n/a`.
    public var scoreText: String {
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
