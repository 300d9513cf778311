import SpecModel

extension SpecBundle {
    /// Whether `id` has a definition of element kind `kind`.
    func isDefined(_ id: String, as kind: ElementKind) -> Bool {
        idIndex.definitions(of: id).contains { $0.kind == kind }
    }

    /// The element kinds `id` is defined as, sorted by name, joined for messages (`"surface, journey-step"`).
    func definedKindsDescription(_ id: String) -> String {
        Set(idIndex.definitions(of: id).map(\.kind.rawValue)).sorted().joined(separator: ", ")
    }

    /// The distinct IDs `references` name, ranges expanded, in first-seen order.
    func ids(namedBy references: [Located<String>]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for reference in references {
            for id in expand(reference.value) where seen.insert(id).inserted { result.append(id) }
        }
        return result
    }

    /// Whether the bundle can classify references at all (it has a product file with its patterns).
    var hasPatterns: Bool { productSpec != nil }
}

extension Array where Element == String {
    /// A short list for messages: at most `limit` quoted items, then "and N more".
    func quotedList(limit: Int = 10) -> String {
        let shown = prefix(limit).map { "\"\($0)\"" }.joined(separator: ", ")
        return count > limit ? shown + " and \(count - limit) more" : shown
    }
}
