import Foundation
import SpecConformTestSupport
import SpecImport
import SpecJSON
import Testing

@testable import SpecModel

/// PlantUML state diagrams → native machines (`Tests/Fixtures/import/plantuml`, written from PlantUML's state diagram
/// reference): every mapped construct, the choice of a diagram, and every refused construct located and named.
@Suite struct PlantUMLImporterTests {
    static func bytes(_ fixture: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: PackagePaths.fixture("import/plantuml/" + fixture))))
    }

    static func imported(_ fixture: String, select: String?, overlay: String? = nil) throws -> (
        node: JSONNode?, diagnostics: [Diagnostic]
    ) {
        NativeMachineSource.imported(
            try bytes(fixture), format: "plantuml", file: fixture, select: select,
            overlay: overlay.flatMap { JSONParser().parse($0).root }, overlayFile: "overlay.json")
    }

    @Test("every mapped construct of the door diagram lands where docs/formats/plantuml.md says")
    func mapped() throws {
        let result = try Self.imported(
            "door.puml", select: "door", overlay: #"{"actions": {"countUnlock": {"emits": ["unlocked"]}}}"#)
        let node = try #require(result.node, "\(result.diagnostics)")
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning }, "\(result.diagnostics)")
        let warnings = Set(result.diagnostics.map(\.code))
        #expect(warnings == ["import.plantuml.note", "import.plantuml.styling"], "\(warnings)")
        let states = try #require(node["states"])
        #expect(node["initial"]?.string == "Locked")
        #expect(states["Locked"]?["description"]?.string == "Closed and locked")
        let unlock = try #require(states["Locked"]?["on"]?["unlock"]?.items?.first)
        #expect(unlock["target"]?.string == "Closed" && unlock["guard"]?.string == "code == 1234")
        #expect(unlock["emits"]?.items?.first?.string == "unlocked")
        #expect(states["Closed"]?["description"]?.string == "the door rests in its frame")
        #expect(states["Closed"]?["on"]?["push"]?.items?.first?["target"]?.string == "Opening")
        #expect(states["Open"]?["type"]?.string == "parallel")
        #expect(states["Open"]?["states"]?.members?.map(\.key) == ["OpenRegion1", "OpenRegion2"])
        #expect(states["Open"]?["on"]?["close"]?.items?.first?["target"]?.string == "Closed")
        let blocked = try #require(states["Opening"]?["on"]?["blocked"]?.items)
        #expect(blocked.map { $0["target"]?.string } == ["Closed", "Opening"])
        #expect(blocked.map { $0["guard"]?.string } == ["force > 10", nil])
        #expect(states["Broken"]?["on"]?["repaired"]?.items?.first?["target"]?.string == "Closed")
        let maintenance = try #require(states["Maintenance"])
        #expect(maintenance["states"]?["MaintenanceHistory"]?["type"]?.string == "history")
        #expect(maintenance["states"]?["MaintenanceHistory"]?["target"]?.string == "Inspect")
        #expect(maintenance["states"]?["MaintenanceDeepHistory"]?["history"]?.string == "deep")
        #expect(maintenance["states"]?["MaintenanceFinal"]?["type"]?.string == "final")
        #expect(states["Closed"]?["on"]?["resume"]?.items?.first?["target"]?.string == "MaintenanceDeepHistory")
        #expect(states["Gone"]?["type"]?.string == "final")
        #expect(states["Check"] == nil)
    }

    @Test("several diagrams need select: a name (with did-you-mean) or #N; <<start>> is the initial state")
    func selection() throws {
        let none = convert(try Self.bytes("door.puml"), select: nil)
        #expect(none.diagnostics.contains { $0.code == "import.plantuml.select" && $0.message.contains("\"lamp\"") })
        let typo = convert(try Self.bytes("door.puml"), select: "lmap")
        #expect(typo.diagnostics.contains { $0.message.contains("did you mean \"lamp\"?") }, "\(typo.diagnostics)")
        let lamp = try Self.imported("door.puml", select: "#2")
        let node = try #require(lamp.node, "\(lamp.diagnostics)")
        #expect(node["initial"]?.string == "Off")
        #expect(node["states"]?.members?.map(\.key) == ["Off", "On", "Final"])
        let md = try Self.imported("requirements.md", select: "FR-2 Dimming")
        let dimming = try #require(md.node, "\(md.diagnostics)")
        #expect(dimming["states"]?["Bright"]?["on"]?["turn"]?.items?.first?["guard"]?.string == "level > 1")
        #expect(try Self.imported("requirements.md", select: "#1").node?["initial"]?.string == "Off")
    }

    func convert(_ bytes: [UInt8], select: String?) -> ImportResult {
        PlantUMLImporter.convert(bytes, file: "door.puml", select: select)
    }

    @Test("fork, join, other stereotypes, preprocessing, a stray history, an unclosed state: located errors (negative)")
    func refused() throws {
        let result = PlantUMLImporter.convert(try Self.bytes("negative/refused.puml"), file: "r.puml", select: nil)
        #expect(!result.isClean)
        let found = Set(result.diagnostics.map { "\($0.location?.line ?? 0) \($0.code)" })
        let expected: Set<String> = [
            "2 import.plantuml.preprocessor", "4 import.plantuml.fork", "5 import.plantuml.join",
            "6 import.plantuml.stereotype", "8 import.plantuml.history", "9 import.plantuml.unclosed",
        ]
        #expect(
            expected.subtracting(found).isEmpty, "missing \(expected.subtracting(found).sorted()) in \(found.sorted())")
    }
}
