import SpecModel

/// Texts the diff formats share.
extension Origin {
    /// `file:line:col`, or the file alone for synthetic origins.
    var position: String {
        location == .start && pointer.isEmpty ? file : "\(file):\(location.line):\(location.column)"
    }
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
