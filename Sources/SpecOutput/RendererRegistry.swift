/// The renderers of one kind of document, keyed by format name, in the order they were listed.
///
/// `Element` is the kind's renderer existential (`any ReportRenderer`), so a renderer keeps what its kind adds
/// to ``Renderer`` (a report's file name).
package struct RendererRegistry<Element: Sendable>: Sendable {
    /// Every renderer, in listing order.
    package let renderers: [Element]
    /// Every format name, in listing order.
    package let formats: [String]
    private let byFormat: [String: Element]

    /// A registry of `renderers`, each named by `format`; format names must be unique.
    package init(_ renderers: [Element], format: (Element) -> String) {
        self.renderers = renderers
        formats = renderers.map(format)
        var byFormat: [String: Element] = [:]
        for (name, renderer) in zip(formats, renderers) {
            precondition(byFormat[name] == nil, "two renderers for format \(name)")
            byFormat[name] = renderer
        }
        self.byFormat = byFormat
    }

    /// The renderer of `format`, or nil when no renderer has that name.
    package func renderer(_ format: String) -> Element? { byFormat[format] }
}
