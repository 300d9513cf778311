import Foundation
import SpecConformTestSupport
import SpecImport
import Testing

@testable import SpecModel

/// Machines referenced in place (`from` + `overlay`): the converted machine's diagnostics are placed in the foreign
/// file, the overlay's in the spec file, and an overlay entry that matches nothing in the original is a located error
/// with a did-you-mean, related to the original.
@Suite struct ForeignMachineTests {
    static let original = """
        {"id": "lock", "initial": "Locked", "context": {"tries": 0},
         "states": {
           "Locked": {"on": {"unlock": [{"target": "Open", "guard": "pinOk", "actions": "resetTries"},
                                        {"target": "Locked", "actions": "countTry"}]}},
           "Open": {"on": {"close": "Locked"}, "after": {"30000": "Locked"}}}}
        """

    static func spec(overlay: String, format: String = "xstate", file: String = "../../app/lock.json") -> String {
        """
        {"kind": "machine", "version": 1, "product": "demo", "id": "lock",
         "from": {"format": "\(format)", "file": "\(file)"},
         "overlay": \(overlay)}
        """
    }

    static let goodOverlay = """
        {"guards": {"pinOk": "event.pin == 1234"},
           "actions": {"resetTries": {"assign": {"tries": "0"}}, "countTry": {"assign": {"tries": "tries + 1"}}},
           "states": {"Open": {"traces": ["FR-1"]}},
           "transitions": [{"from": "Locked", "event": "unlock", "target": "Open", "path": "success"}]}
        """

    static func load(_ specText: String, original: String = original) -> LoadResult {
        let files: [String: [UInt8]] = [
            "demo/product.json": Array(SpecFixture.product().utf8), "demo/lock.json": Array(specText.utf8),
        ]
        let foreign = ForeignSources { $0 == "app/lock.json" ? Array(original.utf8) : nil }
        return SpecLoader.load(files: files, root: "Spec", foreign: foreign)
    }

    @Test("a referenced XState machine decodes with the overlay's guards, actions, traces and paths")
    func decodes() throws {
        let result = Self.load(Self.spec(overlay: Self.goodOverlay))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let machine = try #require(result.catalog.bundles.first?.machine(id: "lock"))
        #expect(machine.initial == "Locked")
        let unlock = try #require(machine.states.first?.on.first)
        #expect(unlock.transitions.map(\.guardExpression?.value) == ["event.pin == 1234", nil])
        #expect(unlock.transitions[0].path == .success)
        #expect(unlock.transitions[1].assignments.map(\.expression.value) == ["tries + 1"])
        #expect(machine.states[1].info.traces.map(\.value) == ["FR-1"])
        #expect(machine.states[1].on.map(\.event) == ["close", "after:30s"])
        // The converted machine is placed in the original, the overlay's values in the spec file.
        #expect(unlock.transitions[0].origin.file == "app/lock.json")
        #expect(unlock.transitions[0].guardExpression?.origin.file == "Spec/demo/lock.json")
        #expect(result.sources["app/lock.json"] != nil)
    }

    @Test("a renamed state in the overlay is a located error with did-you-mean, related to the original")
    func renamedState() throws {
        let result = Self.load(
            Self.spec(
                overlay:
                    #"{"guards": {"pinOk": "true"}, "actions": {"resetTries": {}, "countTry": {}}, "states": {"Opened": {"traces": ["FR-1"]}}}"#
            ))
        let d = try #require(result.diagnostics.first { $0.code == "spec.overlay-unmatched" })
        #expect(d.file == "Spec/demo/lock.json")
        #expect(d.message.contains("did you mean \"Open\"?"), "\(d.message)")
        #expect(d.related.first?.file == "app/lock.json")
        #expect(d.related.first?.location?.line == 5)
    }

    @Test("an overlay transition the original no longer has is a located error with did-you-mean")
    func unknownTransition() throws {
        let overlay =
            #"{"guards": {"pinOk": "true"}, "actions": {"resetTries": {}, "countTry": {}}, "transitions": [{"from": "Open", "event": "clsoe", "path": "success"}]}"#
        let result = Self.load(Self.spec(overlay: overlay))
        let d = try #require(result.diagnostics.first { $0.code == "spec.overlay-unmatched" })
        #expect(d.file == "Spec/demo/lock.json")
        #expect(d.jsonPointer == "/overlay/transitions/0/event")
        #expect(d.message.contains("did you mean \"close\"?"), "\(d.message)")
        #expect(d.related.first?.file == "app/lock.json")
    }

    @Test("an ambiguous overlay transition needs target or ordinal")
    func ambiguousTransition() {
        let overlay =
            #"{"guards": {"pinOk": "true"}, "actions": {"resetTries": {}, "countTry": {}}, "transitions": [{"from": "Locked", "event": "unlock", "path": "success"}]}"#
        let result = Self.load(Self.spec(overlay: overlay))
        #expect(
            result.diagnostics.contains { $0.code == "spec.overlay-unmatched" && $0.message.contains("add \"target\"") }
        )
    }

    @Test(
        "a guard the overlay does not declare is an error in the original; an unused overlay guard one in the overlay")
    func guardNames() throws {
        let overlay = #"{"guards": {"pinOkay": "true"}, "actions": {"resetTries": {}, "countTry": {}}}"#
        let result = Self.load(Self.spec(overlay: overlay))
        let unresolved = try #require(result.diagnostics.first { $0.code == "spec.unresolved-name" })
        #expect(unresolved.file == "app/lock.json")
        #expect(unresolved.location?.line == 3)
        #expect(unresolved.message.contains("did you mean \"pinOkay\"?"), "\(unresolved.message)")
        let unused = try #require(result.diagnostics.first { $0.code == "spec.overlay-unmatched" })
        #expect(unused.file == "Spec/demo/lock.json")
        #expect(unused.message.contains("did you mean \"pinOk\"?"), "\(unused.message)")
    }

    @Test("an invalid value the overlay adds is reported in the spec file; a converted node's error in the original")
    func placement() throws {
        let overlay =
            #"{"guards": {"pinOk": "true"}, "actions": {"resetTries": {}, "countTry": {}}, "transitions": [{"from": "Locked", "event": "unlock", "target": "Open", "path": "sucess"}]}"#
        let result = Self.load(Self.spec(overlay: overlay))
        let path = try #require(result.diagnostics.first { $0.code == "spec.invalid-value" })
        #expect(path.file == "Spec/demo/lock.json", "\(path)")
        #expect(path.location?.line == 3, "\(path)")
        let broken = Self.original.replacingOccurrences(of: #""close": "Locked""#, with: #""close": "Lockd""#)
        let converted = Self.load(Self.spec(overlay: Self.goodOverlay), original: broken)
        let target = try #require(converted.diagnostics.first { $0.code == "import.xstate.unknown-target" })
        #expect(target.file == "app/lock.json")
        #expect(target.location?.line == 5)
        #expect(target.message.contains("did you mean \"Locked\"?"))
    }

    @Test("an unreadable file, an unknown format and keys beside from are located errors in the spec file")
    func referenceErrors() {
        let missing = Self.load(Self.spec(overlay: "{}", file: "../../app/gone.json"))
        #expect(missing.diagnostics.map(\.code).contains("spec.foreign-unreadable"))
        let format = Self.load(Self.spec(overlay: "{}", format: "xstat"))
        #expect(format.diagnostics.contains { $0.code == "spec.unknown-format" && $0.message.contains("\"xstate\"") })
        let beside = Self.load(
            Self.spec(overlay: Self.goodOverlay).replacingOccurrences(
                of: #""id": "lock","#, with: #""id": "lock", "initial": "Open","#))
        #expect(beside.diagnostics.contains { $0.code == "spec.invalid-value" && $0.jsonPointer == "/initial" })
        let native = SpecFixture.loadOne(#"{"kind": "machine", "version": 1, "product": "demo", "id": "m"}"#)
        #expect(native.diagnostics.filter { $0.code == "spec.missing-key" }.count == 2)
    }

    @Test("XState constructs that cannot be mapped are located errors naming them")
    func refusedConstructs() throws {
        let bytes = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: PackagePaths.fixture("import/xstate/negative/refused.machine.json"))))
        let result = XStateImporter.convert(bytes, file: "refused.json", select: nil)
        let codes = Set(result.diagnostics.map(\.code))
        for code in [
            "import.xstate.invoke", "import.xstate.wildcard-event", "import.xstate.multiple-targets",
            "import.xstate.raise", "import.xstate.spawn", "import.xstate.unknown-target", "import.xstate.guard",
            "import.xstate.delay", "import.xstate.tags",
        ] {
            #expect(codes.contains(code), "\(code) missing from \(codes)")
        }
        #expect(result.diagnostics.allSatisfy { $0.file == "refused.json" && $0.location != nil })
        #expect(!result.isClean)
    }

    @Test("XState delays map to the native units; sub-second delays do not")
    func delays() {
        #expect(DelayUnits.native(milliseconds: 900_000) == "15m")
        #expect(DelayUnits.native(milliseconds: 86_400_000) == "1d")
        #expect(DelayUnits.native(milliseconds: 1_500) == nil)
        #expect(DelayUnits.milliseconds(native: "2h") == 7_200_000)
    }
}
