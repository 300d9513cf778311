import SpecJSON

/// A transition label of a state diagram: `event [guard] / action, action` (each part optional).
struct MermaidLabel: Equatable {
    var event: String?
    var guardExpression: String?
    var actions: [String] = []

    init(_ text: String?) {
        guard var text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return }
        if let slash = text.firstIndex(of: "/") {
            actions = text[text.index(after: slash)...].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            text = text[..<slash].trimmingCharacters(in: .whitespaces)
        }
        if let open = text.firstIndex(of: "["), let close = text.lastIndex(of: "]"), open < close {
            guardExpression = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            text = text[..<open].trimmingCharacters(in: .whitespaces)
        }
        event = text.isEmpty ? nil : text
    }

    /// A choice branch's label: `[guard]`, a bare guard, or `else` (no guard: the last branch).
    static func branch(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let label = MermaidLabel(text)
        if let g = label.guardExpression { return g == "else" ? nil : g }
        if text == "else" { return nil }
        return text.hasPrefix("if ") ? String(text.dropFirst(3)) : text
    }
}
