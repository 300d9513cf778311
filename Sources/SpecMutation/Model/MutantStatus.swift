/// What became of a mutant, named as the mutation-testing-report schema (Stryker's) names it.
///
/// Detected: `Killed`. Undetected: `Survived` (checks reached the element and saw the same behaviour),
/// `NoCoverage` (no check reached it). Invalid, left out of the score: `CompileError` (the mutated spec does not
/// compile: a guard that does not parse, a schema that does not load), `RuntimeError` (a check could not run:
/// a subject or adapter error). `Ignored`: declared equivalent in `mutation.json`, listed apart, not run.
package enum MutantStatus: String, CaseIterable, Codable, Sendable, Comparable {
    case killed = "Killed"
    case survived = "Survived"
    case noCoverage = "NoCoverage"
    case compileError = "CompileError"
    case runtimeError = "RuntimeError"
    case ignored = "Ignored"

    package static func < (lhs: MutantStatus, rhs: MutantStatus) -> Bool {
        guard let l = allCases.firstIndex(of: lhs), let r = allCases.firstIndex(of: rhs) else {
            preconditionFailure("allCases holds every case")
        }
        return l < r
    }

    /// Killed.
    package var isDetected: Bool { self == .killed }
    /// Survived or not covered: what the score counts against the suite.
    package var isUndetected: Bool { self == .survived || self == .noCoverage }
    /// Compile or runtime error: left out of the score.
    package var isInvalid: Bool { self == .compileError || self == .runtimeError }
}
