import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// The initial state and context are compared right after a reset (issue 30, item 7): a subject that reports its
/// state (or an output showing a context field) before any stimulus, and starts elsewhere than the spec's initial
/// configuration, diverges at the first step of every check.
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

    /// The toy vending machine, reporting its credit right after the reset.
    struct ReportingCredit: ConformanceSubject {
        var inner = ToyVendingSubject()

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }
        mutating func apply(_ stimulus: Stimulus) throws -> Observation { try inner.apply(stimulus) }
        func observeReset() -> Observation? {
            Observation(
                states: ["vending": inner.vending.phase.rawValue], outputs: ["credit": .int(inner.vending.credit)])
        }
    }

    /// The toy with `credit` declared an output (it shows the context field of that name), starting at `credit`.
    func runShowingCredit(initialCredit: Int) throws -> ConformanceRun {
        var bundle = try TransitionOutputTests.bundle()
        let index = try #require(bundle.machines.firstIndex { $0.id == "vending" })
        bundle.machines[index].context["credit"] = .int(initialCredit)
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: "toy", elements: ["vending"]) { ReportingCredit() }
        return ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
    }

    @Test("an output showing a context field agrees with the initial context after the reset: the checks pass")
    func initialContextShown() throws {
        let paths = try runShowingCredit(initialCredit: 0).checks.filter { $0.kind == .path }
        #expect(!paths.isEmpty && paths.allSatisfy { $0.status == .passed })
    }

    @Test("negative control: a spec whose initial context differs from what the subject shows diverges at once")
    func otherInitialContextDiverges() throws {
        let paths = try runShowingCredit(initialCredit: 1).checks.filter { $0.kind == .path }
        #expect(!paths.isEmpty && paths.allSatisfy { $0.status == .failed })
        let divergence = try #require(paths.first?.divergence)
        #expect(divergence.step == 0)
        #expect(divergence.expected == "output credit = 1 right after the reset (the initial context of 'vending')")
        #expect(divergence.observed == "output credit = 0 before any stimulus")
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
