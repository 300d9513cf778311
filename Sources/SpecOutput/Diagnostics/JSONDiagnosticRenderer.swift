import SpecJSON

/// Renders diagnostics as a JSON array, one object per diagnostic with the keys `code`, `column`, `file`,
/// `line`, `message`, `pointer`, `related` and `severity` (sorted; unknown values are `null`).
/// Each related entry has `column`, `file`, `line` and `message`. Columns count UTF-8 bytes.
package struct JSONDiagnosticRenderer: DiagnosticRenderer {
    /// Spaces per indentation level; 0 writes one line.
    package var indent: Int

    package init(indent: Int = 2) {
        self.indent = indent
    }

    package var format: String { "json" }

    package func render(_ diagnostics: [Diagnostic], context sources: SourceFiles) -> String {
        JSONWriter(indent: indent).string(.array(diagnostics.sorted().map(Self.value))) + "\n"
    }

    /// One diagnostic as a JSON object.
    package static func value(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            "severity": .string(diagnostic.severity.rawValue),
            "code": .string(diagnostic.code),
            "message": .string(diagnostic.message),
            "file": diagnostic.file.map(JSONValue.string) ?? .null,
            "line": diagnostic.location.map { .int($0.line) } ?? .null,
            "column": diagnostic.location.map { .int($0.column) } ?? .null,
            "pointer": diagnostic.jsonPointer.map(JSONValue.string) ?? .null,
            "related": .array(
                diagnostic.related.map { related in
                    .object([
                        "message": .string(related.message),
                        "file": (related.file ?? diagnostic.file).map(JSONValue.string) ?? .null,
                        "line": related.location.map { .int($0.line) } ?? .null,
                        "column": related.location.map { .int($0.column) } ?? .null,
                    ])
                }),
        ])
    }
}
