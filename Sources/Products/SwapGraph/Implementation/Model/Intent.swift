import Foundation

/// State of an intent (LC-02).
package enum IntentState: String, CaseIterable, Codable, Sendable {
    case draft, watching, matched, cancelled

    /// True when the intent exists server-side (watching or matched).
    package var exists: Bool { self == .watching || self == .matched }
}

/// A user's standing order (§1.2).
package struct Intent: Equatable, Codable, Sendable {
    /// Client-generated identifier.
    package var intentId: String
    /// The inventory item offered.
    package var offeringAsset: Asset
    /// Category or specific asset wanted.
    package var wantTarget: String
    /// Acceptable wear tiers.
    package var acceptableWear: [WearTier]
    /// ± value band in USD: 20, 50, 100 or 200.
    package var valueToleranceUsd: Int
    /// 2, 3 or 4 participants.
    package var maxCycleLength: Int
    /// Whether escrow is required (default true).
    package var requireEscrow: Bool
    /// Lifecycle state.
    package var state: IntentState
    /// Near-matches count shown on the Locker card.
    package var nearMatches: Int
    /// Proposals matched to this intent.
    package var proposalCount: Int

    /// Creates an intent.
    package init(
        intentId: String, offeringAsset: Asset, wantTarget: String, acceptableWear: [WearTier] = [.fn, .mw],
        valueToleranceUsd: Int = 50, maxCycleLength: Int = 3, requireEscrow: Bool = true,
        state: IntentState = .watching,
        nearMatches: Int = 0, proposalCount: Int = 0
    ) {
        self.intentId = intentId
        self.offeringAsset = offeringAsset
        self.wantTarget = wantTarget
        self.acceptableWear = acceptableWear
        self.valueToleranceUsd = valueToleranceUsd
        self.maxCycleLength = maxCycleLength
        self.requireEscrow = requireEscrow
        self.state = state
        self.nearMatches = nearMatches
        self.proposalCount = proposalCount
    }
}
