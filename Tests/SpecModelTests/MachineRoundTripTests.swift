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
        } else if format == "scxml" {
            let result = SCXMLExporter.export(first, id: "m", file: file)
            exported = try #require(result.text, "\(result.diagnostics)")
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

    @Test("SCXML fixtures round-trip: import, export, import give the same native machine")
    func scxmlFixtures() throws {
        try Self.roundTrip(Self.bytes("import/scxml/chart.scxml"), "scxml", file: "chart.scxml")
        try Self.roundTrip(Self.bytes("import/scxml/checkout.scxml"), "scxml", file: "checkout.scxml")
    }

    @Test("every bundled machine round-trips through SCXML to its own JSON")
    func bundledMachinesThroughSCXML() throws {
        let load = SpecLoader.load(root: "Spec", base: PackagePaths.root)
        var count = 0
        for bundle in load.catalog.bundles {
            for machine in bundle.machines {
                let native = try #require(NativeMachineSource.native(of: machine, sources: load.sources))
                let exported = SCXMLExporter.export(native, id: machine.id, file: machine.origin.file)
                let scxml = try #require(exported.text, "\(machine.id): \(exported.diagnostics)")
                try Self.roundTrip(Array(scxml.utf8), "scxml", file: machine.id + ".scxml")
                let back = try #require(Self.imported(Array(scxml.utf8), "scxml", file: machine.id + ".scxml"))
                #expect(
                    Self.withoutEmpty(back.value) == Self.withoutEmpty(native.value),
                    "\(machine.id) changed through SCXML:\n\(scxml)")
                count += 1
            }
        }
        #expect(count >= 37)
    }

    @Test("a block of assignments that read each other (a swap) cannot be written as SCXML's ordered assigns")
    func swapRefused() throws {
        let machine = try #require(
            JSONParser().parse(
                #"{"initial": "A", "context": {"a": 1, "b": 2}, "states": {"A": {"on": {"swap": [{"target": "A", "assign": {"a": "b", "b": "a"}}]}}}}"#
            ).root)
        let exported = SCXMLExporter.export(machine, id: "m", file: "m.json")
        #expect(exported.text == nil)
        #expect(exported.diagnostics.map(\.code) == ["import.scxml.assign-order"])
        // One direction only: the reader is written first, so the import reads the same block back.
        let oneWay = try #require(
            JSONParser().parse(
                #"{"initial": "A", "context": {"a": 1, "b": 2}, "states": {"A": {"on": {"go": [{"target": "A", "assign": {"b": "5", "a": "b + 1"}}]}}}}"#
            ).root)
        let text = try #require(SCXMLExporter.export(oneWay, id: "m", file: "m.json").text)
        #expect(text.range(of: "location=\"a\"")!.lowerBound < text.range(of: "location=\"b\"")!.lowerBound, "\(text)")
        let back = try #require(Self.imported(Array(text.utf8), "scxml", file: "m.scxml"))
        #expect(back["states"]?["A"]?["on"]?["go"]?.items?.first?["assign"]?["a"]?.string == "b + 1")
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
