/// What `run` needs from the outside world, injectable in tests.
public struct SpecConformEnvironment: Sendable {
    /// The directory relative paths are resolved against (`Spec/`, `Traceability/`, `Reports/`).
    public var workingDirectory: String
    /// Whether standard error is a terminal (progress is printed only then).
    public var stderrIsTerminal: Bool

    public init(workingDirectory: String, stderrIsTerminal: Bool = false) {
        self.workingDirectory = workingDirectory
        self.stderrIsTerminal = stderrIsTerminal
    }
}
