import Foundation
import SpecConformTestSupport
import SpecImport
import SpecJSON
import Testing

@testable import SpecModel

/// import → export → import gives the identical native machine, for every fixture and every bundled machine the
/// format can express; a machine the format cannot express is refused with errors naming what it cannot write.
@Suite struct MachineRoundTripTests {
    static func bytes(_ fixture: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: PackagePaths.fixture(fixture))))
    }

    static func overlay(_ text: String?) -> JSONNode? { text.flatMap { JSONParser().parse($0).root } }

    static func imported(
        _ bytes: [UInt8], _ format: String, file: String, select: String? = nil, overlay: String? = nil
    )
        -> JSONNode?
    {
        let result = NativeMachineSource.imported(
            bytes, format: format, file: file, select: select, overlay: Self.overlay(overlay),
            overlayFile: "overlay.json")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(file): \(result.diagnostics)")
        return result.node
    }

    /// Imports `bytes`, exports the result, imports that: both imports must write the same native bytes.
    static func roundTrip(
        _ bytes: [UInt8], _ format: String, file: String, select: String? = nil, overlay: String? = nil
    )
        throws
    {
        let first = try #require(imported(bytes, format, file: file, select: select, overlay: overlay))
        let exported: String
        if format == "xstate" {
            exported = XStateExporter.export(first, id: "m")
        } else {
            let result = MermaidExporter.export(first, file: file)
            exported = try #require(result.text, "\(result.diagnostics)")
        }
        let second = try #require(imported(Array(exported.utf8), format, file: "exported." + format))
        #expect(OrderedJSONWriter.string(first) == OrderedJSONWriter.string(second), "\(file):\n\(exported)")
    }

    @Test("XState fixtures round-trip: import, export, import give the same native machine")
    func xstateFixtures() throws {
        try Self.roundTrip(Self.bytes("import/xstate/chart.machine.json"), "xstate", file: "chart.json")
        let overlay = String(
            decoding: try Self.bytes("import/xstate/shop/Spec/shop/machines/checkout.json"), as: UTF8.self)
        let overlayText = OrderedJSONWriter.string(try #require(JSONParser().parse(overlay).root?["overlay"]))
        try Self.roundTrip(
            Self.bytes("import/xstate/shop/app/checkout.machine.json"), "xstate", file: "checkout.json",
            overlay: overlayText)
    }

    @Test("Mermaid fixtures round-trip, in a Markdown file chosen by heading and by position")
    func mermaidFixtures() throws {
        let md = try Self.bytes("import/mermaid/requirements.md")
        try Self.roundTrip(md, "mermaid", file: "requirements.md", select: "FR-2 Descaling")
        try Self.roundTrip(
            md, "mermaid", file: "requirements.md", select: "#1",
            overlay: #"{"actions": {"countBoil": {}, "addWater": {}}}"#)
    }

    /// `value` without empty lists and objects (`"emits": []` says what leaving it out says).
    static func withoutEmpty(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map(withoutEmpty))
        case .object(let members):
            var out: [String: JSONValue] = [:]
            for (key, v) in members {
                let kept = withoutEmpty(v)
                if kept == .array([]) || kept == .object([:]) { continue }
                out[key] = kept
            }
            return .object(out)
        default: return value
        }
    }

    @Test("every bundled machine round-trips through XState; Mermaid refuses what it cannot draw, naming it")
    func bundledMachines() throws {
        let load = SpecLoader.load(root: "Spec", base: PackagePaths.root)
        var refusedByMermaid: [String] = []
        for bundle in load.catalog.bundles {
            for machine in bundle.machines {
                let native = try #require(NativeMachineSource.native(of: machine, sources: load.sources))
                let xstate = XStateExporter.export(native, id: machine.id)
                try Self.roundTrip(Array(xstate.utf8), "xstate", file: machine.id + ".xstate.json")
                // The XState form carries the whole machine: importing it gives the machine's own JSON back.
                let back = try #require(Self.imported(Array(xstate.utf8), "xstate", file: machine.id + ".json"))
                #expect(
                    Self.withoutEmpty(back.value) == Self.withoutEmpty(native.value),
                    "\(machine.id) changed through XState")
                let mermaid = MermaidExporter.export(native, file: machine.origin.file)
                if mermaid.text == nil {
                    #expect(mermaid.diagnostics.contains { $0.code.hasPrefix("import.mermaid.") })
                    refusedByMermaid.append(machine.id)
                }
            }
        }
        #expect(!refusedByMermaid.isEmpty)
    }
}
