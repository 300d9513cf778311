import SpecModel

/// Input whose problems stop a stage (an invalid spec, a report that does not decode): the diagnostics to print,
/// with the bytes of the files they point into.
package struct InvalidInputError: Error, Sendable {
    package var diagnostics: [Diagnostic]
    package var sources: SourceFiles

    package init(diagnostics: [Diagnostic], sources: SourceFiles) {
        self.diagnostics = diagnostics
        self.sources = sources
    }
}
