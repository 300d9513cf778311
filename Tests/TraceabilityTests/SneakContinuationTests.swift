import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Traceability

/// A sneak check names what diverged: when the implementation refuses an unhandled event as the spec says but the
/// planned continuation then diverges (something hidden changed), the check blames the continuation's step, never the
/// refused event; when the implementation reacts to the event itself, the event is what it blames.
@Suite struct SneakContinuationTests {
    /// The toy vending machine, with `refund` sent while Idle with no credit (which the spec does not handle there)
    /// handled by the implementation: visibly (`jamsAtOnce`: it jams there and then) or not (it shows nothing, but
    /// remembers, and the next event jams it).
    struct RemembersRefund: ConformanceSubject {
        var inner = ToyVendingSubject()
        var jamsAtOnce: Bool
        var pending = false

        init(jamsAtOnce: Bool) { self.jamsAtOnce = jamsAtOnce }

        mutating func reset(context: JSONValue) throws {
            try inner.reset(context: context)
            pending = false
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            if stimulus.event == "refund", inner.vending.phase == .idle, inner.vending.credit == 0 {
                if jamsAtOnce { inner.vending.phase = .jammed } else { pending = true }
                return Observation(
                    states: ["vending": inner.vending.phase.rawValue], outputs: ["credit": .int(inner.vending.credit)])
            }
            var observation = try inner.apply(stimulus)
            if pending {
                pending = false
                inner.vending.phase = .jammed
                observation.states["vending"] = inner.vending.phase.rawValue
            }
            return observation
        }
    }

    func idleSneak(jamsAtOnce: Bool) throws -> (check: CheckResult, run: ConformanceRun) {
        var registry = SubjectRegistry()
        registry.register(.machine, product: "toy", elements: ["vending"]) { RemembersRefund(jamsAtOnce: jamsAtOnce) }
        let run = ConformanceRunner(subjects: registry).run(try ToyFixture.bundle(), scenarios: [])
        let check = try #require(run.checks.first { $0.id == "sneak:vending:Idle" })
        return (check, run)
    }

    @Test(
        "a refused event whose continuation diverges: the check names the continuation's step (expected vs observed), not the refused event"
    )
    func continuationDiverged() throws {
        let (idle, run) = try idleSneak(jamsAtOnce: false)
        #expect(idle.status == .failed)
        let sneak = try #require(idle.sneak)
        #expect(sneak.accepted == [], "refund was refused as the spec says: no sneak path was taken")
        #expect(sneak.diverged.map(\.event) == ["refund"])
        #expect(sneak.refused == ["vend", "clear"])
        #expect(sneak.total == 3)
        let continuation = try #require(sneak.diverged.first)
        #expect(continuation.step != "refund" && continuation.state == "Idle")
        #expect(continuation.expected.hasPrefix("state ") && continuation.observed == "state Jammed")
        let divergence = try #require(idle.divergence)
        #expect(divergence.pathSoFar.last == continuation.step, "the divergence is the continuation's step")
        let message = try #require(idle.message)
        #expect(!message.contains("sneak paths taken"), "\(message)")
        #expect(
            message.contains(
                "refund was refused once without a trace, but the planned continuation then diverged at step "),
            "\(message)")
        #expect(message.contains("(\(continuation.step)): expected \(continuation.expected), observed state Jammed"))
        // The report: not a sneak path taken, but the continuation, with its step.
        let machines = MachineCoverageBuilder(checks: run.checks).coverage(of: try ToyFixture.bundle().machines)
        let paths = try #require(machines.first { $0.id == "vending" }?.sneakPaths)
        #expect(paths.taken == [])
        #expect(paths.diverged == [continuation])
        // Its root cause is the continuation's step too.
        let causes = RootCauses(run.checks.map(CheckSummary.init))
        #expect(causes.groups.first?.cause.hasPrefix("\(continuation.step): ") == true, "\(causes.groups)")
    }

    @Test("control: an implementation that reacts to the refused event itself is blamed for that event")
    func eventTaken() throws {
        let (idle, _) = try idleSneak(jamsAtOnce: true)
        #expect(idle.status == .failed)
        #expect(idle.sneak?.accepted == ["refund"])
        #expect(idle.sneak?.diverged == [])
        #expect(idle.divergence?.pathSoFar.last == "refund")
        #expect(idle.message?.contains("sneak paths taken: refund") == true, "\(idle.message ?? "")")
        #expect(idle.message?.contains("continuation") == false, "\(idle.message ?? "")")
    }
}
