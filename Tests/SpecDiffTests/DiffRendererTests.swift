import SpecConformTestSupport
import SpecDiff
import SpecModel
import Testing

/// The diff's renderers: one type per format behind the shared renderer protocol.
@Suite struct DiffRendererTests {
    @Test("the diff renderer registry lists every format, each its own type, selected by name")
    func registryListsEveryFormat() {
        let registry = DiffRenderers.registry
        #expect(registry.formats == ["text", "json", "markdown", "github", "junit", "sarif"])
        #expect(Set(registry.renderers.map { "\(type(of: $0))" }).count == registry.formats.count)
        for format in registry.formats { #expect(registry.renderer(format)?.format == format) }
        #expect(registry.renderer("html") == nil)
    }

    @Test("the diff JUnit is well-formed XML 1.0 when messages carry control characters")
    func junitWithControlCharacters() throws {
        let finding = Finding(
            rule: "event.removed", level: .error, area: .event, element: "bell\u{07}",
            arguments: ["value": "esc\u{1B}"],
            message: "removed <x> & \"y\"\u{00}\u{0B}\u{0C}\r\u{FFFE}")
        let report = DiffReport(baseLabel: "base\u{01}", revisionLabel: "revision", findings: [finding])
        let junit = try #require(DiffRenderers.registry.renderer("junit")).render(
            report, context: DiffRenderContext(failOn: .error))
        #expect(WellFormedXML.problem(in: junit) == nil)
        #expect(!junit.contains("&#"))
        #expect(junit.contains("removed &lt;x&gt; &amp; &quot;y&quot;\u{FFFD}\u{FFFD}\u{FFFD}\r\u{FFFD}"))
    }
}
