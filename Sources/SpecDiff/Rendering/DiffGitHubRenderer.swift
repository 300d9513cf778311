import SpecModel
import SpecOutput

/// GitHub Actions workflow commands: one annotation per finding, escaped as the diagnostics' `github` format does.
struct DiffGitHubRenderer: DiffRenderer {
    var format: String { "github" }

    func render(_ report: DiffReport, context: DiffRenderContext) -> String {
        var out = ""
        for f in report.findings {
            let command =
                f.acceptedBy != nil
                ? "notice" : (f.level == .error ? "error" : f.level == .warning ? "warning" : "notice")
            var props = ["title=\(GitHubDiagnosticRenderer.escapeProperty(f.rule))"]
            if let o = f.primaryOrigin {
                props.insert("file=\(GitHubDiagnosticRenderer.escapeProperty(o.file))", at: 0)
                props.insert("line=\(o.location.line),col=\(o.location.column)", at: 1)
            }
            var message = f.message + f.acceptedNote
            if let line = f.impactLine { message += "\nimpact: " + line }
            out += "::\(command) \(props.joined(separator: ","))::\(GitHubDiagnosticRenderer.escapeData(message))\n"
        }
        return out
    }
}
