import SpecJSON

/// The states of an SCXML document by ID, with their parents, and which states handle and which elements send each
/// event: what targets, internal transitions and the timer pattern (a delayed `<send>`) are judged against.
struct SCXMLTree {
    static let stateElements: Set<String> = ["state", "parallel", "final", "history"]

    private(set) var parent: [String: String?] = [:]
    private(set) var ids: [String] = []
    /// Event name → the IDs of the states with a transition on it.
    private(set) var handlers: [String: [String]] = [:]
    /// Event name → how many `<send>` and `<raise>` elements name it.
    private(set) var senders: [String: Int] = [:]

    init(root: LocatedXMLElement) { visit(root, parent: nil) }

    private mutating func visit(_ element: LocatedXMLElement, parent owner: String?) {
        var owner = owner
        if Self.stateElements.contains(element.name), let id = element.attributes["id"] {
            parent[id] = owner
            ids.append(id)
            owner = id
        }
        if element.name == "transition", let source = owner {
            for event in (element.attributes["event"] ?? "").split(separator: " ").map(String.init) {
                handlers[event, default: []].append(source)
            }
        }
        if element.name == "send" || element.name == "raise", let event = element.attributes["event"] {
            senders[event, default: 0] += 1
        }
        for child in element.children { visit(child, parent: owner) }
    }

    /// Whether `name` is `ancestor` or lies inside it.
    func isWithin(_ name: String, _ ancestor: String) -> Bool {
        var current: String? = name
        while let c = current {
            if c == ancestor { return true }
            current = parent[c] ?? nil
        }
        return false
    }
}
