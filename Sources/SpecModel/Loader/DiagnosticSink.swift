/// Collects the diagnostics of one file while it is decoded; decoders share it by reference.
final class DiagnosticSink {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    func error(_ code: SpecDiagnosticCode, _ message: String, at location: SourceLocation?, pointer: String?, related: [Diagnostic.Related] = []) {
        diagnostics.append(.error(code.rawValue, message, file: file, at: location, pointer: pointer, related: related))
    }

    func origin(_ node: JSONNode, _ pointer: String) -> Origin {
        Origin(file: file, location: node.location, pointer: pointer)
    }
}
