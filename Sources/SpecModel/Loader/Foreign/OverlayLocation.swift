import SpecJSON

/// Marks the nodes an overlay adds to a converted machine, so that the diagnostics about them are reported in the
/// spec file that holds the overlay while the rest is reported in the foreign file.
///
/// A marked location keeps its line and column and stores its offset as `-1 - offset`; `DiagnosticSink` turns it
/// back when it places a diagnostic or an origin (`overlayFile`). No location read from a file has a negative
/// offset, so the mark cannot be confused with one.
enum OverlayLocation {
    static func mark(_ location: SourceLocation) -> SourceLocation {
        location.offset < 0
            ? location : SourceLocation(line: location.line, column: location.column, offset: -1 - location.offset)
    }

    static func isMarked(_ location: SourceLocation) -> Bool { location.offset < 0 }

    static func unmark(_ location: SourceLocation) -> SourceLocation {
        isMarked(location)
            ? SourceLocation(line: location.line, column: location.column, offset: -1 - location.offset) : location
    }

    /// `node` and every node below it, marked.
    static func mark(_ node: JSONNode) -> JSONNode {
        switch node.kind {
        case .array(let items): return JSONNode(.array(items.map(mark)), at: mark(node.location))
        case .object(let members):
            let marked = members.map {
                JSONMember(key: $0.key, keyLocation: mark($0.keyLocation), value: mark($0.value))
            }
            return JSONNode(.object(marked), at: mark(node.location))
        default: return JSONNode(node.kind, at: mark(node.location))
        }
    }
}
