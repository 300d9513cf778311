import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// The check-source seam: a kind of check is one ``CheckSource`` and one entry in the runner's sources. A source
/// defined here, and nowhere in the engine, is planned, numbered, sharded and merged like the built-in kinds.
@Suite struct CheckSourceSeamTests {
    /// One `toy-kind` check per machine of the bundle, passing unless the machine's notes say "broken".
    enum ToyKindSource: CheckSource {
        static let isRuleLike = true

        static func run(_ run: inout SourceRun) -> Bool {
            for machine in run.bundle.machines.sorted(by: { $0.id < $1.id }) {
                guard run.claim("toy-kind:\(machine.id)") != nil else { continue }
                let passed = !machine.info.notes.contains("broken")
                let result = CheckResult(
                    id: "toy-kind:\(machine.id)", kind: .rule, product: run.product,
                    title: "\(machine.id) has its initial state",
                    status: passed ? .passed : .failed, evidence: [Evidence(id: machine.id, kind: .rule)])
                guard run.record(result) else { return false }
            }
            return true
        }
    }

    static func runner() -> ConformanceRunner {
        var runner = ToyFixture.runner(defect: nil)
        runner.sources.append(ToyKindSource.self)
        return runner
    }

    @Test("a source added with one line runs after the built-in ones, its checks numbered as units of work")
    func addedSourceRuns() throws {
        let bundle = try ToyFixture.bundle()
        let plain = ToyFixture.runner(defect: nil).run(bundle, scenarios: ToyFixture.scenarios())
        let run = Self.runner().run(bundle, scenarios: ToyFixture.scenarios())
        let added = run.checks.filter { $0.id.hasPrefix("toy-kind:") }
        #expect(added.map(\.id) == bundle.machines.map(\.id).sorted().map { "toy-kind:\($0)" })
        #expect(added.allSatisfy { $0.status == .passed })
        #expect(run.units == plain.units + bundle.machines.count)
        #expect(run.checks.filter { !$0.id.hasPrefix("toy-kind:") } == plain.checks)
    }

    @Test("its checks are sharded and merged back into the unsharded run")
    func addedSourceShards() throws {
        let bundle = try ToyFixture.bundle()
        let runner = Self.runner()
        let whole = runner.run(bundle, scenarios: ToyFixture.scenarios())
        for count in [2, 3] {
            let files = try (1...count).map { index -> ShardFile in
                var sliced = runner
                sliced.selection.shard = Shard(index: index, count: count)
                let file = ShardFile(
                    run: sliced.run(bundle, scenarios: ToyFixture.scenarios()), generatorVersion: "test",
                    inputs: "sha256:0")
                return try #require(ShardFile.decode(file.bytes, file: "shard-\(index)").value)
            }
            let merged = runner.merge(bundle, scenarios: ToyFixture.scenarios(), shards: files)
            #expect(merged.checks == whole.checks, "in \(count) shards")
        }
    }

    @Test("negative control: a failing check of the added source fails the run, and stops it when asked")
    func addedSourceFails() throws {
        var bundle = try ToyFixture.bundle()
        let machine = try #require(bundle.machines.first?.id)
        bundle.machines[0].info.notes = ["broken"]
        var runner = Self.runner()
        let run = runner.run(bundle, scenarios: ToyFixture.scenarios())
        #expect(run.checks.first { $0.id == "toy-kind:\(machine)" }?.status == .failed)
        #expect(run.failed == 1)
        runner.selection.stopAtFirstFailure = true
        let stopped = runner.run(bundle, scenarios: ToyFixture.scenarios())
        #expect(stopped.checks.last { $0.id.hasPrefix("toy-kind:") }?.id == "toy-kind:\(machine)")
    }
}
