import Foundation
import SpecConformTestSupport
import Testing

/// The reach rule the product tests hold: an implementation type the conformance side uses must be reached from an
/// entry point of the implementation (what its real callers use).
@Suite struct ImplementationReachTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reach-\(UUID().uuidString)")
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test("negative control: a model only the checks drive is reported; what the entry point reaches is not")
    func parallelModelReported() throws {
        let implementation = try Self.folder([
            "Client.swift": "public struct Client {\n    var store = Store()\n    // Lifecycle is not named here\n}\n",
            "Store.swift": "struct Store {\n    enum Event { case a }\n    var status = \"Lifecycle\"\n}\n",
            "Lifecycle.swift": "public struct Lifecycle {\n    enum Event { case b }\n}\n",
            "Store+Helpers.swift": "extension Store {\n    func helper() -> Helper { Helper() }\n}\nstruct Helper {}\n",
        ])
        let conformance = try Self.folder([
            "Checks.swift": "import Thing\nlet a = Client()\nlet b = Lifecycle()\nlet c = Helper()\n"
        ])
        let reach = try ImplementationReach(implementation: implementation)
        #expect(reach.types == ["Client", "Store", "Lifecycle", "Helper"])
        #expect(try reach.used(by: conformance) == ["Client", "Helper", "Lifecycle"])
        #expect(try reach.unreached(usedBy: conformance, entryPoints: ["Client"]) == ["Lifecycle"])
        #expect(try reach.unreached(usedBy: conformance, entryPoints: ["Client", "Lifecycle"]) == [])
    }
}
