/// Collects the diagnostics of one file while it is decoded; decoders share it by reference.
///
/// Every strict JSON file the tool reads goes through one ``ObjectReader`` over a sink. The reader's problems
/// have the same codes in every file kind, under the kind's `domain`: `spec.unknown-key` in spec, policy, gate and
/// scenario files, `coverage.unknown-key` in `coverage.json`, `accepted.unknown-key` in `accepted-changes.json`.
package final class DiagnosticSink {
    let file: String
    /// The first component of every code this sink records (`spec`, `coverage`, `accepted`).
    let domain: String
    private(set) var diagnostics: [Diagnostic] = []
    /// The spec file whose overlay was laid over this (foreign) file's machine: nodes the overlay added carry marked
    /// locations (`OverlayLocation`) and are placed in that file.
    var overlayFile: String?

    package init(file: String, domain: String = "spec") {
        self.file = file
        self.domain = domain
    }

    /// The code of `code` in this sink's domain: `spec.unknown-key` becomes `accepted.unknown-key`.
    func code(_ code: SpecDiagnosticCode) -> String {
        guard domain != "spec" else { return code.rawValue }
        return domain + code.rawValue.dropFirst("spec".count)
    }

    func error(
        _ code: SpecDiagnosticCode, _ message: String, at location: SourceLocation?, pointer: String?,
        related: [Diagnostic.Related] = []
    ) {
        let (file, location) = place(location)
        diagnostics.append(
            .error(self.code(code), message, file: file, at: location, pointer: pointer, related: related))
    }

    /// The file and location of a node: an overlay's nodes are in the overlay's spec file.
    private func place(_ location: SourceLocation?) -> (String, SourceLocation?) {
        guard let overlayFile, let location, OverlayLocation.isMarked(location) else { return (file, location) }
        return (overlayFile, OverlayLocation.unmark(location))
    }

    /// Records diagnostics made elsewhere (a converter's, another sink's) as they are.
    func append(_ more: [Diagnostic]) { diagnostics += more }

    /// Records a problem particular to one file kind (`accepted.invalid-date`), under this sink's domain.
    package func error(_ problem: String, _ message: String, at origin: Origin) {
        diagnostics.append(
            .error(domain + "." + problem, message, file: file, at: origin.location, pointer: origin.pointer))
    }

    package func origin(_ node: JSONNode, _ pointer: String) -> Origin {
        // An overlay's node keeps its marked location (same line and column), so that a diagnostic recorded later
        // at the origin's location is placed in the overlay's file too.
        Origin(file: place(node.location).0, location: node.location, pointer: pointer)
    }

    /// Every diagnostic recorded, sorted.
    package var sorted: [Diagnostic] { diagnostics.sorted() }
}
