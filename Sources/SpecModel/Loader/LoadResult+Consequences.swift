/// Root cause first: the references a file that could not be read may have defined are not reported one by one.
///
/// A file with a syntax error defines nothing, so every reference to its IDs looks undefined: one missing `:`
/// would bury its own error among dozens of `lint.undefined-reference`s. Such a reference (one of
/// ``danglingReferenceCodes``, in the product of an unread file, to an ID of a kind that file appears to define,
/// or of any kind when that is not known) becomes part of one `spec.unchecked-references` error per product,
/// which names the unread files, counts the references and lists a few. Syntax errors sort first
/// (``Diagnostic/<(_:_:)``), this summary right after them.
extension LoadResult {
    /// Codes of diagnostics about a reference to something the spec does not define.
    package static let danglingReferenceCodes: Set<String> = [
        "lint.undefined-reference", "lint.journey-undefined-feature", "lint.journey-undefined-ui",
        "lint.unknown-reference",
        "lint.matrix-claim",
    ]

    /// How many referenced IDs the summary names before "and N more".
    static let shownReferences = 5

    /// `diagnostics` with the consequences of unread files summarized, sorted.
    package func summarizingConsequences(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !unreadFiles.isEmpty else { return diagnostics.sorted() }
        var kept: [Diagnostic] = []
        var consequences: [String: [(diagnostic: Diagnostic, id: String?)]] = [:]
        for diagnostic in diagnostics.sorted() {
            if Self.danglingReferenceCodes.contains(diagnostic.code), let (product, id) = consequence(diagnostic) {
                consequences[product, default: []].append((diagnostic, id))
            } else {
                kept.append(diagnostic)
            }
        }
        for product in consequences.keys.sorted() {
            kept.append(summary(product: product, consequences[product] ?? []))
        }
        return kept.sorted()
    }

    /// The product and referenced ID of `diagnostic` when an unread file of its product could define that ID.
    private func consequence(_ diagnostic: Diagnostic) -> (product: String, id: String?)? {
        guard let file = diagnostic.file else { return nil }
        let candidates = unreadFiles.filter {
            file.hasPrefix(catalog.bundle($0.product)?.directory.appending("/") ?? "\u{0}")
        }
        guard let product = candidates.first?.product else { return nil }
        let id = referencedID(diagnostic)
        let kind = id.flatMap { catalog.bundle(product)?.patterns.idKind(of: $0) }
        guard let kind else { return (product, id) }
        return candidates.contains { $0.idKinds.isEmpty || $0.idKinds.contains(kind) } ? (product, id) : nil
    }

    /// The JSON string `diagnostic` points at (the first end of a range `A..B`), read from the file's bytes.
    private func referencedID(_ diagnostic: Diagnostic) -> String? {
        guard let file = diagnostic.file, let offset = diagnostic.location?.offset, let bytes = sources[file],
            offset < bytes.count, bytes[offset] == UInt8(ascii: "\"")
        else { return nil }
        var end = offset + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        let text = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        return text.components(separatedBy: "..").first
    }

    /// One `spec.unchecked-references` error for `product`'s consequences, on its first unread file.
    private func summary(product: String, _ items: [(diagnostic: Diagnostic, id: String?)]) -> Diagnostic {
        let files = unreadFiles.filter { $0.product == product }.map(\.path)
        let names = files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        var ids: [String] = []
        for item in items { if let id = item.id, !ids.contains(id) { ids.append(id) } }
        let shown = ids.prefix(Self.shownReferences).map { "\"\($0)\"" }.joined(separator: ", ")
        let more = ids.count > Self.shownReferences ? " and \(ids.count - Self.shownReferences) more" : ""
        let count = items.count
        let message =
            "\(count) reference\(count == 1 ? "" : "s") to IDs not checked because \(names.joined(separator: " and ")) could not be read"
            + (ids.isEmpty ? "" : " (\(shown)\(more))") + "; fix \(names.count == 1 ? "it" : "them") and run again"
        let related = items.prefix(3).map { item in
            Diagnostic.Related(
                message: item.id.map { "\"\($0)\" is referenced here" } ?? "a reference here",
                file: item.diagnostic.file,
                location: item.diagnostic.location)
        }
        return .error(SpecDiagnosticCode.uncheckedReferences.rawValue, message, file: files.first, related: related)
    }
}
