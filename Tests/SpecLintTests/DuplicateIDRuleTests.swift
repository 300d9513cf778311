import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.duplicate-id")
struct DuplicateIDRuleTests {
    @Test("lint.duplicate-id names the second definition and relates the first")
    func duplicateInOneFile() throws {
        let surfaces = """
            {"kind": "surfaces", "version": 1, "product": "demo", "surfaces": [
            {"id": "UI-LIB-001", "name": "Library"},
            {"id": "UI-LIB-001", "name": "Library again"}]}
            """
        let found = LintFixture.findings("lint.duplicate-id", ["surfaces.json": surfaces])
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.severity == .error)
        #expect(d.file == LintFixture.path("surfaces.json"))
        #expect(d.position == "3:8")
        #expect(d.jsonPointer == "/surfaces/1/id")
        #expect(d.message.contains("\"UI-LIB-001\" is defined more than once"))
        let related = try #require(d.related.first)
        #expect(related.file == LintFixture.path("surfaces.json"))
        #expect(related.location.map { "\($0.line):\($0.column)" } == "2:8")
    }

    @Test("lint.duplicate-id across files and element kinds")
    func duplicateAcrossFiles() throws {
        let more = """
            {"kind": "surfaces", "version": 1, "product": "demo", "surfaces": [
            {"id": "FEAT-A-002", "name": "Not a feature"}]}
            """
        let found = LintFixture.findings("lint.duplicate-id", ["surfaces.json": more])
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.file == LintFixture.path("surfaces.json"))
        #expect(d.position == "2:8")
        #expect(d.message.contains("as surface here, first as feature"))
        #expect(d.related.first?.file == LintFixture.path("features.json"))
    }

    @Test("lint.duplicate-id: distinct IDs give nothing")
    func distinctIDs() {
        let surfaces = """
            {"kind": "surfaces", "version": 1, "product": "demo", "surfaces": [
            {"id": "UI-LIB-001", "name": "Library"},
            {"id": "UI-LIB-002", "name": "Detail"}]}
            """
        #expect(LintFixture.loadProblems(["surfaces.json": surfaces]).isEmpty)
        #expect(LintFixture.findings("lint.duplicate-id", ["surfaces.json": surfaces]).isEmpty)
    }
}
