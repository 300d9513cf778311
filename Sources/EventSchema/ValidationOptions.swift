/// How an instance is validated.
package struct ValidationOptions: Hashable, Sendable {
    /// Whether `format` is asserted (`date-time`, `uuid`, `email`, `uri`). Off by default: 2020-12 treats
    /// `format` as an annotation unless asked.
    package var assertFormats: Bool
    /// The deepest nesting of schema applications followed before `schema.depth-limit` is reported;
    /// it bounds the work of recursive schemas on deep instances.
    package var maxDepth: Int

    package init(assertFormats: Bool = false, maxDepth: Int = 512) {
        self.assertFormats = assertFormats
        self.maxDepth = maxDepth
    }

    /// Formats not asserted, depth 512.
    package static let `default` = ValidationOptions()
}
