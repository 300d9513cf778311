import Foundation
import SpecConformTestSupport
import SpecImport
import Testing

/// The Mermaid importer's refusals and its choice of a block in Markdown: each a located error naming the construct.
@Suite struct MermaidImportTests {
    static func convert(_ fixture: String, select: String? = nil) throws -> ImportResult {
        let bytes = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: PackagePaths.fixture("import/mermaid/" + fixture))))
        return MermaidImporter.convert(bytes, file: fixture, select: select)
    }

    @Test("fork, an unclosed composite and a missing initial are located errors naming them (negative fixture)")
    func refusals() throws {
        let result = try Self.convert("negative/fork.mmd")
        let codes = Set(result.diagnostics.map(\.code))
        #expect(codes.isSuperset(of: ["import.mermaid.fork", "import.mermaid.unclosed"]), "\(codes)")
        #expect(result.diagnostics.first { $0.code == "import.mermaid.fork" }?.location?.line == 3)
        #expect(!result.isClean)
    }

    @Test("two blocks need select: a heading (with did-you-mean) or #N")
    func selection() throws {
        let none = try Self.convert("negative/two-blocks.md")
        #expect(none.diagnostics.contains { $0.code == "import.mermaid.select" && $0.message.contains("\"One\"") })
        let typo = try Self.convert("negative/two-blocks.md", select: "Tow")
        #expect(typo.diagnostics.contains { $0.message.contains("did you mean \"Two\"?") }, "\(typo.diagnostics)")
        let second = try Self.convert("negative/two-blocks.md", select: "#2")
        #expect(second.isClean)
        #expect(second.node?["initial"]?.string == "B")
        #expect(second.node?["initial"]?.location.line == 12)
    }

    @Test("a choice becomes one transition per branch; notes and styling are warnings, not silent")
    func choiceAndIgnored() throws {
        let result = try Self.convert("requirements.md", select: "FR-1 Heating")
        let reached = result.node?["states"]?["Heating"]?["on"]?["temperature.reached"]?.items ?? []
        #expect(reached.map { $0["target"]?.string } == ["Boiled", "Idle"])
        #expect(reached.map { $0["guard"]?.string } == ["water >= 1", nil])
        let warnings = Set(result.diagnostics.filter { $0.severity == .warning }.map(\.code))
        #expect(warnings == ["import.mermaid.note", "import.mermaid.styling"])
    }
}
