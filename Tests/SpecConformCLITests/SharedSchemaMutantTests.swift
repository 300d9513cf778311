import Foundation
import SpecConformTestSupport
import Testing

/// `mutate` mutates the shared schema files of a product (`*.schema.json`) as it mutates an event's own schema: the
/// toy's `coin_inserted.credit`, moved into `common/money.schema.json` and referenced with `$ref`, gets the mutants
/// its inline twin gets, located in the shared file, with the same outcomes.
@Suite struct SharedSchemaMutantTests {
    /// The toy project with `coin_inserted.credit` defined in a shared file.
    static func sharedProject() throws -> String {
        let root = try ReferencedScenarioCheckTests.nativeProject()
        let folder = root + "/Spec/toy/common"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{"$defs": {"credit": {"type": "integer", "minimum": 1}}}"#.write(
            toFile: folder + "/money.schema.json", atomically: true, encoding: .utf8)
        try ReferencedScenarioCheckTests.edit(
            root + "/Spec/toy/events.json", #""credit": {"type": "integer", "minimum": 1}"#,
            #""credit": {"$ref": "common/money.schema.json#/$defs/credit"}"#)
        return root
    }

    /// Where a mutant is located and what became of it, as `mutate --format json` reports it.
    typealias Outcome = (file: String, status: String)

    /// Mutant ID → outcome of `mutate --format json` with `operators` on `root`.
    static func mutants(_ root: String, operators: String = "change-type,tighten-bound") throws -> [String: Outcome] {
        let run = CLIRun(["mutate", "--quiet", "--operators", operators, "--format", "json"], in: root)
        #expect(run.status == .ok, "\(run.transcript)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [String: [String: Any]])
        var found: [String: Outcome] = [:]
        for (file, entry) in files {
            for mutant in entry["mutants"] as? [[String: Any]] ?? [] {
                if let id = mutant["id"] as? String { found[id] = (file, mutant["status"] as? String ?? "") }
            }
        }
        return found
    }

    @Test("a shared schema file's constraints get the mutants of their inline twin, located there, killed alike")
    func sharedFileMutants() throws {
        _ = try SubjectFixture.python3()
        let native = try ReferencedScenarioCheckTests.nativeProject()
        let shared = try Self.sharedProject()
        defer {
            try? FileManager.default.removeItem(atPath: native)
            try? FileManager.default.removeItem(atPath: shared)
        }
        let inline = try Self.mutants(native)
        let moved = try Self.mutants(shared)
        let pairs = [
            (
                "change-type:coin_inserted#/properties/credit/type->string",
                "change-type:common/money.schema.json#/$defs/credit/type->string"
            ),
            (
                "tighten-bound:coin_inserted#/properties/credit/minimum",
                "tighten-bound:common/money.schema.json#/$defs/credit/minimum"
            ),
        ]
        for (before, after) in pairs {
            let original = try #require(inline[before], "\(before) in \(inline.keys.sorted())")
            let mutant = try #require(moved[after], "\(after) in \(moved.keys.sorted())")
            #expect(mutant.file == "Spec/toy/common/money.schema.json")
            #expect(mutant.status == original.status, "\(after)")
            #expect(moved[before] == nil)
        }
        #expect(inline.values.contains { $0.status == "Killed" })
        // Every other mutant is the same in both.
        let rest = Set(inline.keys).subtracting(pairs.map(\.0))
        #expect(rest == Set(moved.keys).subtracting(pairs.map(\.1)))
    }
}
