import Conformance

/// What `run` needs from the outside world, injectable in tests.
package struct SpecConformEnvironment: Sendable {
    /// The directory relative paths are resolved against (`Spec/`, `Traceability/`, `Reports/`).
    package var workingDirectory: String
    /// Whether standard error is a terminal (progress is printed only then).
    package var stderrIsTerminal: Bool
    /// The subjects of every product that `check` verifies, registered by the composition root.
    package var subjects: SubjectRegistry
    /// The rule checks of every product.
    package var rules: RuleCheckRegistry
    /// Today's date as `YYYY-MM-DD`, for waiver expiry; injected so reports stay deterministic in tests.
    package var today: String

    package init(
        workingDirectory: String, stderrIsTerminal: Bool = false, subjects: SubjectRegistry = SubjectRegistry(),
        rules: RuleCheckRegistry = RuleCheckRegistry(), today: String = "1970-01-01"
    ) {
        self.workingDirectory = workingDirectory
        self.stderrIsTerminal = stderrIsTerminal
        self.subjects = subjects
        self.rules = rules
        self.today = today
    }
}
