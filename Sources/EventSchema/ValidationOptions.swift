/// How an instance is validated.
package struct ValidationOptions: Hashable, Sendable {
    /// Whether `format` is asserted (every 2020-12 format; see ``FormatChecker``). Off by default: 2020-12 treats
    /// `format` as an annotation unless asked.
    package var assertFormats: Bool
    /// Whether a string's `contentEncoding: base64` is decoded, its `contentMediaType: application/json` parsed and
    /// its `contentSchema` applied to the result. Off by default: 2020-12 makes the content keywords annotations.
    package var decodeContent: Bool
    /// The deepest nesting of schema applications followed before `schema.depth-limit` is reported;
    /// it bounds the work of recursive schemas on deep instances.
    package var maxDepth: Int

    package init(assertFormats: Bool = false, decodeContent: Bool = false, maxDepth: Int = 512) {
        self.assertFormats = assertFormats
        self.decodeContent = decodeContent
        self.maxDepth = maxDepth
    }

    /// Formats not asserted, content not decoded, depth 512.
    package static let `default` = ValidationOptions()
}
