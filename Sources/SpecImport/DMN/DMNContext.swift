import SpecJSON

/// What a DMN conversion collects: diagnostics (`import.dmn.<what>`, located in the DMN file) and node builders.
struct DMNContext {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    var failed: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func error(_ what: String, _ message: String, at location: SourceLocation) {
        diagnostics.append(.error("import.dmn.\(what)", message, file: file, at: location))
    }

    mutating func warning(_ what: String, _ message: String, at location: SourceLocation) {
        diagnostics.append(.warning("import.dmn.\(what)", message, file: file, at: location))
    }

    /// `; did you mean "x"?` for the closest of `candidates`, or nothing.
    static func hint(_ name: String, _ candidates: [String]) -> String { Suggestion.hint(for: name, among: candidates) }

    static func string(_ s: String, _ at: SourceLocation) -> JSONNode { JSONNode(.string(s), at: at) }

    static func object(_ members: [(String, JSONNode)], _ at: SourceLocation) -> JSONNode {
        JSONNode(.object(members.map { JSONMember(key: $0.0, keyLocation: at, value: $0.1) }), at: at)
    }
}
