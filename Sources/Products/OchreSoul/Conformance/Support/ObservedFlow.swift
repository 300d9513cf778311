import Conformance
import OchreSoul

/// The observability expectations of §7.9 READY-2 for a feature's own flows, as `Traceability/ochre-soul/policy.json`
/// reads them: every event the flow emits is one §7.7 declares, valid against its schema and child-mode policy
/// (MOD-OBSERVABILITY-MUST-1, MUST-2), and every failure it meets is recorded as a coarse error signal, without
/// identifiers in child mode (MOD-OBSERVABILITY-MUST-3).
enum ObservedFlow {
    /// A position in what `env` has recorded so far (analytics events and error signals).
    struct Mark {
        let events: LogMark
        let signals: LogMark
    }

    /// Marks what `env` has recorded so far.
    static func mark(_ env: AppEnvironment) -> Mark {
        Mark(events: LogMark(env.sink.events), signals: LogMark(env.crashes.signals))
    }

    /// The analytics events emitted since `mark`.
    static func events(_ env: AppEnvironment, since mark: Mark) -> [AnalyticsEvent] {
        Array(mark.events.since(env.sink.events))
    }

    /// The error signals recorded since `mark`.
    static func signals(_ env: AppEnvironment, since mark: Mark) -> [CrashReporter.Signal] {
        Array(mark.signals.since(env.crashes.signals))
    }

    /// Throws unless every event emitted since `mark` is declared by the spec and valid against its schema and
    /// policies (under the conditions active in `env` now, such as child mode), and the events keep the spec's
    /// sequences. With `ids`, the expectation that the events are declared and valid names them: it is the
    /// observability proof of the feature whose flow emitted them.
    static func expectConforming(
        _ env: AppEnvironment, since mark: Mark, _ context: RuleContext, proves ids: [String] = []
    ) throws(RuleFailure) {
        let observed = events(env, since: mark).map {
            EventRecorder.observed($0, conditions: EventRecorder.conditions(env))
        }
        if !ids.isEmpty {
            let problems = context.problems(in: observed)
            try expect(
                problems.isEmpty,
                "every event the flow emitted (\(observed.map(\.name).joined(separator: ", "))) is a §7.7 event valid against its schema and child-mode policy",
                proves: ids,
                detail: "emitted events the spec does not allow: " + problems.prefix(3).joined(separator: "; "))
        }
        try context.expectConforming(observed)
    }

    /// Throws unless the error signals recorded since `mark` are exactly `expected` (area, reason), each a coarse
    /// code, and none carries an identifier while child mode is on.
    /// With `ids`, the expectation that the failures were recorded as exactly these signals names them: it is the
    /// observability proof of the feature whose failures they are.
    static func expectSignals(
        _ env: AppEnvironment, since mark: Mark, _ expected: [(area: String, reason: String)],
        proves ids: [String] = []
    ) throws(RuleFailure) {
        let recorded = signals(env, since: mark)
        let got = recorded.map { "\($0.area)/\($0.reason)" }
        let want = expected.map { "\($0.area)/\($0.reason)" }
        if ids.isEmpty {
            try expect(got == want, "error signals were \(got), not \(want)")
        } else {
            try expect(
                got == want,
                want.isEmpty
                    ? "the flow records no error signal"
                    : "each failure is recorded as a coarse error signal: \(want.joined(separator: ", "))",
                proves: ids, detail: "error signals were \(got), not \(want)")
        }
        for signal in recorded {
            try expect(
                isCoarse(signal.area) && isCoarse(signal.reason),
                "error signal \(signal.area)/\(signal.reason) is not a coarse code")
            try expect(
                !(env.crashes.childMode && signal.userID != nil),
                "error signal \(signal.area)/\(signal.reason) carries an identifier in child mode")
        }
    }

    /// A coarse code: 1 to 32 characters of lowercase letters, digits and underscores.
    static func isCoarse(_ code: String) -> Bool {
        !code.isEmpty && code.count <= 32
            && code.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "_" }
    }
}
