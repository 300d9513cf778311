import Foundation

/// A product's ID and external patterns, compiled once.
package struct IDPatternSet: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to share between threads.
    struct Entry {
        let kind: String
        let regex: NSRegularExpression
    }

    private var ids: [Entry] = []
    private var externals: [Entry] = []
    /// Patterns that failed to compile, with the compiler's reason.
    private(set) var invalid: [(pattern: IDPattern, reason: String)] = []

    /// Compiles the patterns of `product` (none when nil); invalid ones are kept in `invalid` and match nothing.
    package init(product: ProductSpec?) {
        guard let product else { return }
        ids = product.idPatterns.compactMap { compile($0) }
        externals = product.externalPatterns.compactMap { compile($0) }
    }

    private mutating func compile(_ pattern: IDPattern) -> Entry? {
        do {
            return Entry(kind: pattern.kind, regex: try NSRegularExpression(pattern: pattern.pattern.value))
        } catch {
            invalid.append((pattern, "invalid regular expression \"\(pattern.pattern.value)\""))
            return nil
        }
    }

    /// The kind of the first ID pattern (document order) that `text` matches.
    package func idKind(of text: String) -> String? { firstKind(ids, text) }

    /// The kind of the first external pattern (document order) that `text` matches.
    package func externalKind(of text: String) -> String? { firstKind(externals, text) }

    /// The ID pattern kinds, in document order, without repeats.
    package var idKinds: [String] {
        var seen = Set<String>()
        return ids.map(\.kind).filter { seen.insert($0).inserted }
    }

    private func firstKind(_ entries: [Entry], _ text: String) -> String? {
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return entries.first { $0.regex.firstMatch(in: text, options: [], range: range) != nil }?.kind
    }
}
