import Foundation

/// The failure budget of §15.5: when the mutation error rate over the trailing 15 minutes exceeds 2%, new v2
/// mutations are auto-disabled via the feature flag (read surfaces stay live). ``ClientStore`` records every
/// mutation's outcome in one and reports ``ClientStore/failureBudgetTripped(now:)``; the flag it feeds reaches the
/// client as ``ClientStore/mutationsEnabled``.
package struct FailureBudget: Equatable, Sendable {
    /// Trailing window, seconds (15 min).
    package static let window: TimeInterval = 900
    /// Error-rate threshold (2%).
    package static let threshold = 0.02

    private var outcomes: [(at: Date, failed: Bool)] = []

    /// An empty budget.
    package init() {}

    /// Records a mutation outcome.
    package mutating func record(failed: Bool, at now: Date) { outcomes.append((now, failed)) }

    /// Error rate over the trailing window (0 with no data).
    package func errorRate(now: Date) -> Double {
        let recent = outcomes.filter { now.timeIntervalSince($0.at) < Self.window && $0.at <= now }
        guard !recent.isEmpty else { return 0 }
        return Double(recent.filter(\.failed).count) / Double(recent.count)
    }

    /// True when the rate is above 2%.
    package func isTripped(now: Date) -> Bool { errorRate(now: now) > Self.threshold }

    package static func == (a: FailureBudget, b: FailureBudget) -> Bool {
        a.outcomes.map(\.at) == b.outcomes.map(\.at) && a.outcomes.map(\.failed) == b.outcomes.map(\.failed)
    }
}
