import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// The initial state is compared right after a reset (issue 30, item 7): a subject that reports its state before
/// any stimulus, and starts elsewhere than the spec's initial state, diverges at the first step of every check.
@Suite struct ResetStateTests {
    /// The toy vending machine, reporting `phase` as its state right after the reset.
    struct Reporting: ConformanceSubject {
        var inner = ToyVendingSubject()
        var startsIn: String?

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }
        mutating func apply(_ stimulus: Stimulus) throws -> Observation { try inner.apply(stimulus) }
        func observeReset() -> Observation? {
            Observation(states: ["vending": startsIn ?? inner.vending.phase.rawValue])
        }
    }

    func run(startsIn: String?) throws -> ConformanceRun {
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: "toy", elements: ["vending"]) { Reporting(startsIn: startsIn) }
        return ConformanceRunner(subjects: subjects).run(try ToyFixture.bundle(), scenarios: [])
    }

    @Test("a subject that reports the spec's initial state after the reset passes")
    func initialStateReported() throws {
        let paths = try run(startsIn: nil).checks.filter { $0.kind == .path }
        #expect(!paths.isEmpty && paths.allSatisfy { $0.status == .passed })
    }

    @Test("negative control: a subject that starts elsewhere diverges at the first step, naming both states")
    func otherInitialStateDiverges() throws {
        let paths = try run(startsIn: "Jammed").checks.filter { $0.kind == .path }
        #expect(!paths.isEmpty && paths.allSatisfy { $0.status == .failed })
        let divergence = try #require(paths.first?.divergence)
        #expect(divergence.step == 0)
        #expect(divergence.expected == "state Idle of 'vending' right after the reset (its initial state)")
        #expect(divergence.observed == "state Jammed before any stimulus")
    }
}
