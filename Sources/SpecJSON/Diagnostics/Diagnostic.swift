/// One problem found in the input: the only diagnostic type of the engine.
///
/// Diagnostics are collected across a run, never fail-fast. Messages are lowercase without a trailing
/// period. Codes are stable: tools and waivers may match on them.
package struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    package enum Severity: String, CaseIterable, Codable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Another place that explains the diagnostic, such as the first definition of a duplicate.
    package struct Related: Hashable, Sendable {
        package var message: String
        package var file: String?
        package var location: SourceLocation?

        package init(message: String, file: String? = nil, location: SourceLocation? = nil) {
            self.message = message
            self.file = file
            self.location = location
        }
    }

    package var severity: Severity
    /// A stable code such as `json.trailing-comma` or `lint.undefined-reference`.
    package var code: String
    package var message: String
    /// The file path as given to the loader (relative paths stay relative).
    package var file: String?
    package var location: SourceLocation?
    /// RFC 6901 pointer to the value the diagnostic is about; empty string for the document root.
    package var jsonPointer: String?
    package var related: [Related]

    package init(
        _ severity: Severity, code: String, message: String, file: String? = nil,
        location: SourceLocation? = nil, jsonPointer: String? = nil, related: [Related] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.location = location
        self.jsonPointer = jsonPointer
        self.related = related
    }

    package static func error(
        _ code: String, _ message: String, file: String? = nil, at location: SourceLocation? = nil,
        pointer: String? = nil, related: [Related] = []
    ) -> Diagnostic {
        Diagnostic(
            .error, code: code, message: message, file: file, location: location, jsonPointer: pointer, related: related
        )
    }

    package static func warning(
        _ code: String, _ message: String, file: String? = nil, at location: SourceLocation? = nil,
        pointer: String? = nil, related: [Related] = []
    ) -> Diagnostic {
        Diagnostic(
            .warning, code: code, message: message, file: file, location: location, jsonPointer: pointer,
            related: related)
    }
}

extension Diagnostic: Comparable {
    /// Orders root causes first, then by file, position and code, so output is deterministic: a file's syntax
    /// errors (`json.*`) come before everything else, then `spec.unchecked-references` (what they kept from being
    /// checked), then the rest.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.rootCauseRank != rhs.rootCauseRank { return lhs.rootCauseRank < rhs.rootCauseRank }
        if (lhs.file ?? "") != (rhs.file ?? "") { return (lhs.file ?? "") < (rhs.file ?? "") }
        let lo = lhs.location?.offset ?? -1
        let ro = rhs.location?.offset ?? -1
        if lo != ro { return lo < ro }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return lhs.message < rhs.message
    }
}

extension Diagnostic {
    /// 0 for a syntax error, 1 for the references it kept from being checked, 2 for everything else.
    var rootCauseRank: Int {
        if code.hasPrefix("json.") { return 0 }
        return code == "spec.unchecked-references" ? 1 : 2
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { contains { $0.severity == .error } }
}
