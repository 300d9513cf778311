import SpecModel

/// Why a machine could not be compiled: every problem found, each as a located diagnostic.
package struct MachineCompilationError: Error, Hashable, Sendable {
    /// The problems, sorted by file and position.
    package var diagnostics: [Diagnostic]

    package init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
