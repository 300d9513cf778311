import SpecModel

/// The output formats of `specconform diff`.
public enum DiffFormat: String, CaseIterable, Codable, Sendable {
    case text, json, markdown, github, junit, sarif

    /// Renders `report`; `failOn` decides which findings fail (JUnit failures, the summary's verdict).
    public func render(_ report: DiffReport, failOn: FindingLevel, toolVersion: String? = nil) -> String {
        switch self {
        case .text: DiffTextRenderer.render(report, failOn: failOn)
        case .json: DiffJSONRenderer.render(report, failOn: failOn)
        case .markdown: DiffMarkdownRenderer.render(report, failOn: failOn)
        case .github: DiffGitHubRenderer.render(report)
        case .junit: DiffJUnitRenderer.render(report, failOn: failOn)
        case .sarif: DiffSARIFRenderer.render(report, toolVersion: toolVersion)
        }
    }
}

extension Origin {
    /// `file:line:col`, or the file alone for synthetic origins.
    var position: String { location == .start && pointer.isEmpty ? file : "\(file):\(location.line):\(location.column)" }
}

extension Finding {
    /// `[accepted: reason (owner, until date)]` or empty.
    var acceptedNote: String {
        guard let a = acceptedBy else { return "" }
        return " [accepted: \(a.reason) (\(a.owner), until \(a.expires))]"
    }

    /// Impact as one line: checks, then IDs.
    var impactLine: String? {
        guard !impact.isEmpty else { return nil }
        var parts: [String] = []
        if !impact.checks.isEmpty { parts.append("checks " + impact.checks.map(\.id).joined(separator: ", ")) }
        if !impact.ids.isEmpty { parts.append("IDs " + impact.ids.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}

/// Escaping for XML text and attributes, by hand.
enum XMLText {
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if c.value < 0x20 && c != "\n" && c != "\t" { out += "&#\(c.value);" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
