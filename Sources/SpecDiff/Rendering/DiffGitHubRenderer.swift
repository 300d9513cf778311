/// GitHub Actions workflow commands: one annotation per finding.
enum DiffGitHubRenderer {
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    static func render(_ report: DiffReport) -> String {
        var out = ""
        for f in report.findings {
            let command = f.acceptedBy != nil ? "notice" : (f.level == .error ? "error" : f.level == .warning ? "warning" : "notice")
            var props = ["title=\(escapeProperty(f.rule))"]
            if let o = f.primaryOrigin {
                props.insert("file=\(escapeProperty(o.file))", at: 0)
                props.insert("line=\(o.location.line),col=\(o.location.column)", at: 1)
            }
            var message = f.message + f.acceptedNote
            if let line = f.impactLine { message += "\nimpact: " + line }
            out += "::\(command) \(props.joined(separator: ","))::\(escapeData(message))\n"
        }
        return out
    }
}
