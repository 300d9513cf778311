/// Health of the release (§21.2).
///
/// Binding reading of the overlapping thresholds: RED if gate completion < 50% or blockers ≥ 2; else YELLOW if
/// gate completion < 80% or blockers = 1; else GREEN.
package enum HealthStatus: String, CaseIterable, Codable, Sendable {
    /// Gate completion ≥ 80% and no blockers.
    case green = "GREEN"
    /// Gate completion 50–79% or one blocker.
    case yellow = "YELLOW"
    /// Gate completion < 50% or two or more blockers.
    case red = "RED"

    /// The status for a gate-completion percentage (0–100) and an open P0+P1 count.
    package static func evaluate(gateCompletionPercent: Double, blockers: Int) -> HealthStatus {
        if gateCompletionPercent < 50 || blockers >= 2 { return .red }
        if gateCompletionPercent < 80 || blockers == 1 { return .yellow }
        return .green
    }

    /// The status for `metrics`.
    package static func evaluate(_ metrics: ProgressMetrics) -> HealthStatus {
        evaluate(gateCompletionPercent: metrics.gateCompletionPercent, blockers: metrics.blockerCount)
    }
}
