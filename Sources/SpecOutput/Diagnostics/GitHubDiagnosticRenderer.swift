import SpecJSON

/// Renders diagnostics as GitHub Actions workflow commands, which the Actions runner shows as annotations:
///
/// ```
/// ::error file=Spec/a.json,line=3,col=9,title=json.trailing-comma::trailing comma before '}'%0Apointer: /b
/// ```
///
/// Errors become `::error`, warnings `::warning`, notes `::notice`. Following GitHub's escaping rules,
/// the message escapes `%`, CR and LF (`%25`, `%0D`, `%0A`); property values escape `:` and `,` as well
/// (`%3A`, `%2C`). The pointer and related notes follow the message on lines of their own.
package struct GitHubDiagnosticRenderer: DiagnosticRenderer {
    package init() {}

    package var format: String { "github" }

    package func render(_ diagnostics: [Diagnostic], context sources: SourceFiles) -> String {
        var out = ""
        for diagnostic in diagnostics.sorted() {
            var properties: [String] = []
            if let file = diagnostic.file {
                properties.append("file=" + Self.escapeProperty(file))
                if let location = diagnostic.location {
                    properties.append("line=\(location.line)")
                    properties.append("col=\(location.column)")
                }
            }
            properties.append("title=" + Self.escapeProperty(diagnostic.code))
            var message = diagnostic.message
            if let pointer = diagnostic.jsonPointer, !pointer.isEmpty { message += "\npointer: \(pointer)" }
            for related in diagnostic.related {
                message +=
                    "\n"
                    + TextDiagnosticRenderer.header(file: related.file ?? diagnostic.file, location: related.location)
                message += "note: \(related.message)"
            }
            out +=
                "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        return out
    }

    static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escapes a command's message: `%`, CR, LF.
    package static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes a property value: `%`, CR, LF, `:` and `,`.
    package static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
