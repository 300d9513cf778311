import Foundation

/// A spec file that was read but could not be parsed or decoded, so the IDs it defines are unknown.
package struct UnreadFile: Hashable, Sendable {
    /// The path as given in diagnostics (`Spec/my-product/features.json`).
    package var path: String
    /// The product folder the file is in.
    package var product: String
    /// The kinds of ID (`feature`) the file appears to define: the kinds of the `"id": "…"` strings a lenient scan
    /// of its text finds under the product's ID patterns. Empty when none is recognised, so any kind may be its.
    package var idKinds: Set<String>

    package init(path: String, product: String, idKinds: Set<String>) {
        self.path = path
        self.product = product
        self.idKinds = idKinds
    }

    /// An unread file whose ID kinds are found in `text` by `patterns`.
    init(path: String, product: String, text: [UInt8], patterns: IDPatternSet) {
        var kinds = Set<String>()
        let string = String(decoding: text, as: UTF8.self)
        let range = NSRange(string.startIndex..<string.endIndex, in: string)
        for match in Self.idPair.matches(in: string, options: [], range: range) {
            guard let idRange = Range(match.range(at: 1), in: string) else { continue }
            if let kind = patterns.idKind(of: String(string[idRange])) { kinds.insert(kind) }
        }
        self.init(path: path, product: product, idKinds: kinds)
    }

    /// `"id": "…"`, the colon optional: the scan must work on a file whose syntax is broken.
    nonisolated(unsafe) private static let idPair: NSRegularExpression = {
        do {
            return try NSRegularExpression(pattern: #""id"\s*:?\s*"([^"\\]+)""#)
        } catch {
            preconditionFailure("the id pattern is a valid regular expression: \(error)")
        }
    }()
}
