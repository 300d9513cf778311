import SpecModel

/// Input whose problems stop a stage (an invalid spec, a report that does not decode): the diagnostics to print,
/// with the bytes of the files they point into.
public struct InvalidInputError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public var sources: SourceFiles

    public init(diagnostics: [Diagnostic], sources: SourceFiles) {
        self.diagnostics = diagnostics
        self.sources = sources
    }
}
