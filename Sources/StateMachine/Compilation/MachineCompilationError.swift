import SpecModel

/// Why a machine could not be compiled: every problem found, each as a located diagnostic.
public struct MachineCompilationError: Error, Hashable, Sendable {
    /// The problems, sorted by file and position.
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
