import Foundation

/// Time-to-expiry band of an opportunity (§1.1).
package enum Urgency: String, CaseIterable, Codable, Sendable {
    case critical, soon, normal, expired

    /// The band for `expiresAt` seen at `now`: ≤ 0 s expired, < 1 h critical, < 6 h soon, otherwise normal.
    /// Exactly 1 h is `soon`; exactly 6 h is `normal`.
    package static func of(expiresAt: Date, now: Date) -> Urgency {
        let remaining = expiresAt.timeIntervalSince(now)
        if remaining <= 0 { return .expired }
        if remaining < 3600 { return .critical }
        if remaining < 21600 { return .soon }
        return .normal
    }

    /// Sort rank inside feed tier 1: critical before soon.
    var rank: Int {
        switch self {
        case .expired: 0
        case .critical: 1
        case .soon: 2
        case .normal: 3
        }
    }
}

/// Shape of a swap cycle, from its participant count (§1.1).
package enum CycleType: String, CaseIterable, Codable, Sendable {
    case direct = "direct"
    case threeWay = "3-way"
    case fourWay = "4-way"

    /// 2 → direct, 3 → 3-way, 4 → 4-way; any other count is invalid (nil).
    package init?(participantCount: Int) {
        switch participantCount {
        case 2: self = .direct
        case 3: self = .threeWay
        case 4: self = .fourWay
        default: return nil
        }
    }

    /// The participant count this type stands for.
    package var participantCount: Int {
        switch self {
        case .direct: 2
        case .threeWay: 3
        case .fourWay: 4
        }
    }
}

/// The derived numbers of §1, in one place.
package enum Derivations {
    /// `Int((score × 100).rounded())`, clamped to 0…100.
    package static func confidencePercent(_ confidenceScore: Double) -> Int {
        guard confidenceScore.isFinite else { return 0 }
        return min(100, max(0, Int((confidenceScore * 100).rounded())))
    }

    /// `sum(get.valueUsd) − sum(give.valueUsd)`.
    package static func valueDeltaUsd(give: [Asset], get: [Asset]) -> Decimal {
        sum(get.map(\.valueUsd)) - sum(give.map(\.valueUsd))
    }

    /// `receivedUsd − gaveUsd − feesPaidUsd`.
    package static func netDeltaUsd(gaveUsd: Decimal, receivedUsd: Decimal, feesPaidUsd: Decimal) -> Decimal {
        receivedUsd - gaveUsd - feesPaidUsd
    }

    /// Exact decimal sum.
    package static func sum(_ values: [Decimal]) -> Decimal {
        values.reduce(Decimal(0), +)
    }
}
