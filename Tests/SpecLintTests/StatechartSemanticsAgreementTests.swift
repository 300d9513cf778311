import Foundation
import SpecConformTestSupport
import SpecModel
import StateMachine
import Testing

@testable import SpecLint

/// The structural analyses lint judges statecharts by, held against the interpreter on the semantics suite's machines
/// (`Tests/Fixtures/statecharts/*.json`): every state the interpreter ever has active is one ``StatechartStructure``
/// reaches (so `lint.unreachable-state` never reports a state a run enters), and no configuration the interpreter
/// settles in holds a state ``EventlessLoops`` calls looping (so `lint.eventless-loop` never reports a state that can
/// rest); the suite's eventless loops are among those lint finds.
@Suite("statechart lint agrees with the interpreter")
struct StatechartSemanticsAgreementTests {
    struct Case {
        var name: String
        var machine: Machine
        var steps: [(event: String?, data: JSONValue)]
    }

    /// Every machine of the suite (keys re-serialised in sorted order, which neither analysis depends on), with its
    /// events; a `reset` step has no event.
    static let cases: [Case] = {
        let folder = PackagePaths.fixture("statecharts")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
        var cases: [Case] = []
        for file in files {
            let bytes = [UInt8](FileManager.default.contents(atPath: folder + "/" + file) ?? Data())
            for item in JSONParser().parse(bytes, file: file).root?["cases"]?.items ?? [] {
                guard case .object(var body)? = item["machine"]?.value else { continue }
                body["kind"] = "machine"
                body["version"] = .int(1)
                body["product"] = "demo"
                body["id"] = "m"
                let text = JSONWriter(indent: 0).string(.object(body))
                let load = LintFixture.load(["machines/m.json": text])
                guard !load.diagnostics.contains(where: { $0.severity == .error }),
                    let machine = load.catalog.bundles.first?.machines.first
                else { continue }
                let steps = (item["steps"]?.items ?? []).map { step in
                    (step["event"]?.string, step["data"]?.value ?? .null)
                }
                cases.append(Case(name: "\(file): \(item["name"]?.string ?? "?")", machine: machine, steps: steps))
            }
        }
        return cases
    }()

    /// The states the interpreter has active in `c`, per configuration, with its active leaves, and how many steps
    /// it rejected because eventless transitions did not settle.
    static func observed(_ c: Case) throws -> (configurations: [(all: [String], leaves: [String])], loops: Int) {
        var instance = StatechartInstance(try CompiledStatechart.compile(c.machine).get())
        var observed = [(instance.configuration, instance.activeLeaves)]
        var loops = 0
        for step in c.steps {
            if let event = step.event {
                let outcome = instance.step(event: event, data: step.data)
                if case .rejected(let reason) = outcome.effect, reason.contains("did not settle") { loops += 1 }
            } else {
                _ = try instance.reset()
            }
            observed.append((instance.configuration, instance.activeLeaves))
        }
        return (observed, loops)
    }

    /// `state` and its substates without eventless transitions.
    static func withoutEventless(_ state: MachineState) -> MachineState {
        var s = state
        s.always = []
        s.states = s.states.map(withoutEventless)
        return s
    }

    @Test("the comparison tells a wrong analysis apart: reach without eventless transitions misses states runs enter")
    func negativeControl() throws {
        var missed = 0
        for c in Self.cases where c.machine.allStates.contains(where: { !$0.always.isEmpty }) {
            var wrong = c.machine
            wrong.states = wrong.states.map(Self.withoutEventless)
            let reach = StatechartStructure(wrong).reach().states
            for (configuration, _) in try Self.observed(c).configurations {
                missed += Set(configuration).subtracting(reach).count
            }
        }
        #expect(missed > 0)
    }

    @Test(
        "every state the interpreter enters is structurally reachable; no settled configuration holds a looping state")
    func agreement() throws {
        #expect(Self.cases.count >= 60, "the suite's machines load")
        var checked = 0
        var rejectedLoops = 0
        var reportedLoops = 0
        for c in Self.cases {
            let reach = StatechartStructure(c.machine).reach().states
            let looping = Set(EventlessLoops(c.machine).looping)
            reportedLoops += looping.isEmpty ? 0 : 1
            let (observed, loops) = try Self.observed(c)
            rejectedLoops += loops
            for (configuration, leaves) in observed {
                checked += configuration.count
                let missed = Set(configuration).subtracting(reach)
                #expect(missed.isEmpty, "\(c.name): active but not structurally reachable: \(missed.sorted())")
                let stuck = Set(leaves).intersection(looping)
                #expect(stuck.isEmpty, "\(c.name): settled in \(stuck.sorted()), which lint calls looping")
            }
        }
        #expect(checked > 300, "the comparison is not vacuous")
        #expect(rejectedLoops > 0 && reportedLoops > 0, "the suite holds eventless loops, and lint finds some")
    }
}
