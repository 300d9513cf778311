import Foundation

/// State of an intent (LC-02).
public enum IntentState: String, CaseIterable, Codable, Sendable {
    case draft, watching, matched, cancelled

    /// True when the intent exists server-side (watching or matched).
    public var exists: Bool { self == .watching || self == .matched }
}

/// A user's standing order (§1.2).
public struct Intent: Equatable, Codable, Sendable {
    /// Client-generated identifier.
    public var intentId: String
    /// The inventory item offered.
    public var offeringAsset: Asset
    /// Category or specific asset wanted.
    public var wantTarget: String
    /// Acceptable wear tiers.
    public var acceptableWear: [WearTier]
    /// ± value band in USD: 20, 50, 100 or 200.
    public var valueToleranceUsd: Int
    /// 2, 3 or 4 participants.
    public var maxCycleLength: Int
    /// Whether escrow is required (default true).
    public var requireEscrow: Bool
    /// Lifecycle state.
    public var state: IntentState
    /// Near-matches count shown on the Locker card.
    public var nearMatches: Int
    /// Proposals matched to this intent.
    public var proposalCount: Int

    /// Creates an intent.
    public init(
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
