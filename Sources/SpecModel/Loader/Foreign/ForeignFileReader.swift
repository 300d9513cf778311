import SpecImport
import SpecJSON

/// Reads what a spec file's `"from"` references, for every kind that can be read in place: checks the format
/// against the kind's formats and reads the file (and any second file, as Gherkin's step table) relative to the
/// spec file. Every problem is located at the reference.
struct ForeignFileReader {
    let sink: DiagnosticSink
    let foreign: ForeignSources?
    /// What the kind holds, singular and plural (`machine`, `machines`), for messages.
    let kind: (one: String, many: String)

    /// A `from` read: its reader, its format and the referenced file's path and bytes.
    struct File {
        let from: ObjectReader
        let format: String
        let path: String
        let bytes: [UInt8]
    }

    /// The reference under `from` (keys of `reference`) whose format is one of `formats`, its file read; nil after
    /// an error (reported).
    func read(_ r: ObjectReader, reference: KeySpec, formats: [String]) -> File? {
        guard let from = r.object("from", reference), let format = from.located("format"),
            let file = from.located("file")
        else { return nil }
        guard formats.contains(format.value) else {
            let why =
                MachineFormats.allFormats.contains(format.value)
                ? "format \"\(format.value)\" holds no \(kind.many)" : "unknown format \"\(format.value)\""
            sink.error(
                .unknownFormat,
                "\(why); a \(kind.one) is read from \(formats.joined(separator: ", "))"
                    + Suggestion.hint(for: format.value, among: formats),
                at: format.origin.location, pointer: format.origin.pointer)
            return nil
        }
        guard let (path, bytes) = bytes(of: file, role: "the file this \(kind.one) is read from") else { return nil }
        return File(from: from, format: format.value, path: path, bytes: bytes)
    }

    /// The path (relative to the spec file, `..` resolved) and bytes of the file `file` names; nil when it cannot be
    /// read (reported at `file`).
    func bytes(of file: Located<String>, role: String) -> (String, [UInt8])? {
        let path = ForeignSources.resolve(file.value, from: sink.file)
        guard let bytes = foreign?.bytes(path) else {
            sink.error(
                .foreignUnreadable,
                "cannot read \(path), \(role) (\"\(file.origin.pointer.split(separator: "/").last ?? "file")\" is "
                    + "relative to this spec file)", at: file.origin.location, pointer: file.origin.pointer)
            return nil
        }
        return (path, bytes)
    }
}

extension DiagnosticSink {
    /// `spec.overlay-unmatched` at an overlay entry naming `name`, which the original lacks: the message with a
    /// did-you-mean among `names` when one is near, related to that one in the original (`related(near)`) or, when
    /// none is near, to `fallback`. Near: at most `maxDistance` edits.
    func overlayUnmatched(
        _ message: String, name: String, among names: [String], at location: SourceLocation?, pointer: String?,
        maxDistance: Int = 2, related: (String) -> Diagnostic.Related?, fallback: Diagnostic.Related
    ) {
        var message = message
        var place = [fallback]
        if let near = Suggestion.nearest(to: name, among: names, maxDistance: maxDistance, othersOnly: true) {
            message += "; did you mean \"\(near)\"?"
            place = [related(near) ?? fallback]
        }
        error(.overlayUnmatched, message, at: location, pointer: pointer, related: place)
    }
}

extension ObjectReader {
    /// `spec.invalid-value` for each of `keys` written beside `from`: `content` (`the machine is`) is read from the
    /// referenced file.
    func rejectBesideFrom(_ keys: [String], content: String) {
        for key in keys {
            guard let v = value(key) else { continue }
            sink.error(
                .invalidValue,
                "\"\(key)\" cannot stand beside \"from\": \(content) read from the referenced file; write it there or "
                    + "in \"overlay\"", at: v.node.location, pointer: v.pointer)
        }
    }
}
