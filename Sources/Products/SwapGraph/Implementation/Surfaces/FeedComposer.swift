import Foundation

/// The caches the feed reads (§12.1).
package struct FeedInputs: Equatable, Sendable {
    /// Proposals cache.
    package var opportunities: [Opportunity]
    /// Timeline cache.
    package var cycles: [Cycle]
    /// Receipts cache.
    package var receipts: [Receipt]
    /// Intents cache.
    package var intents: [Intent]
    /// Inventory (inventoryAwakening) cache.
    package var inventory: [Asset]

    /// Creates inputs.
    package init(
        opportunities: [Opportunity] = [], cycles: [Cycle] = [], receipts: [Receipt] = [], intents: [Intent] = [],
        inventory: [Asset] = []
    ) {
        self.opportunities = opportunities
        self.cycles = cycles
        self.receipts = receipts
        self.intents = intents
        self.inventory = inventory
    }
}

/// The composed feed: every card in tier order, the first five visible.
package struct FeedOutput: Equatable, Sendable {
    /// All cards in tier order (at most 12).
    package var cards: [FeedCard]
    /// Cards shown before "Show more".
    package var visibleCount: Int
    /// The empty state, when there are no cards.
    package var emptyState: EmptyStateCopy?

    /// The visible cards.
    package var visible: [FeedCard] { Array(cards.prefix(visibleCount)) }
    /// Cards behind "Show more".
    package var hiddenCount: Int { cards.count - visibleCount }
    /// FEED-01: the Feed tab's badge, the count of actionable cards (tiers 1–3: opportunities and cycles awaiting
    /// the viewer).
    package var badge: Int { cards.filter { $0.tier <= 3 }.count }
    /// "Show {n} more", nil when nothing is hidden.
    package var showMoreLabel: String? { hiddenCount > 0 ? "Show \(hiddenCount) more" : nil }

    /// As a JSON object.
    package func jsonObject() -> [String: Any] {
        [
            "cards": cards.map { $0.jsonObject() }, "visibleCount": visibleCount, "hiddenCount": hiddenCount,
            "visibleIds": visible.map(\.id), "showMoreLabel": showMoreLabel as Any? ?? NSNull(),
            "emptyState": emptyState.map { $0.jsonObject() as Any } ?? NSNull(),
        ]
    }
}

/// Composes the feed per §5 and the decisions: five capped tiers, dedup, five visible.
package enum FeedComposer {
    /// Cap per tier 1…5.
    package static let tierCaps = [1: 3, 2: 2, 3: 3, 4: 2, 5: 2]

    /// The cap of tier `tier` (1…5).
    private static func cap(_ tier: Int) -> Int {
        guard let cap = tierCaps[tier] else { preconditionFailure("tierCaps caps every tier 1…5") }
        return cap
    }
    /// Cards shown before "Show more".
    package static let visibleLimit = 5
    /// Tier-5 window: receipts younger than a day.
    package static let receiptWindow: TimeInterval = 86_400

    /// Composes the feed at `now`.
    package static func compose(_ inputs: FeedInputs, now: Date) -> FeedOutput {
        let receiptCycleIds = Set(inputs.receipts.map(\.cycleId))
        let replacedProposals = Set(inputs.cycles.compactMap(\.sourceProposalId))
        let open = inputs.opportunities.filter {
            $0.status == .pending && !$0.isExpired(now: now) && !replacedProposals.contains($0.proposalId)
        }
        let tier1 = open.filter { [.critical, .soon].contains($0.urgency(now: now)) }
            .sorted { a, b in
                let (ua, ub) = (a.urgency(now: now).rank, b.urgency(now: now).rank)
                if ua != ub { return ua < ub }
                if a.score != b.score { return a.score > b.score }
                return a.proposalId < b.proposalId
            }
        let tier3 = open.filter { $0.urgency(now: now) == .normal }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.proposalId < $1.proposalId }
        let tier2 = inputs.cycles.filter {
            $0.state == .escrowPending && $0.viewerLegPending && !receiptCycleIds.contains($0.cycleId)
        }.sorted { a, b in
            switch (a.deadlineAt, b.deadlineAt) {
            case (let x?, let y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return a.cycleId < b.cycleId
            }
        }
        let hunted = Set(inputs.intents.filter { $0.state.exists }.map(\.offeringAsset.id))
        let tier4 = inputs.inventory.filter { $0.demand >= 1 && !hunted.contains($0.id) }
            .sorted { $0.demand != $1.demand ? $0.demand > $1.demand : $0.id < $1.id }
        let tier5 = inputs.receipts.filter { now.timeIntervalSince($0.createdAt) < receiptWindow }
            .sorted { $0.createdAt != $1.createdAt ? $0.createdAt > $1.createdAt : $0.receiptId < $1.receiptId }

        var cards: [FeedCard] = []
        cards += tier1.prefix(cap(1)).map { opportunityCard($0, tier: 1, now: now) }
        cards += tier2.prefix(cap(2)).map {
            FeedCard(kind: .cycle, id: $0.cycleId, tier: 2, deadlineAt: $0.deadlineAt)
        }
        cards += tier3.prefix(cap(3)).map { opportunityCard($0, tier: 3, now: now) }
        cards += tier4.prefix(cap(4)).map { FeedCard(kind: .suggestion, id: $0.id, tier: 4, demand: $0.demand) }
        cards += tier5.prefix(cap(5)).map {
            FeedCard(kind: .receipt, id: $0.receiptId, tier: 5, createdAt: $0.createdAt, outcome: $0.outcome)
        }
        var empty: EmptyStateCopy?
        if cards.isEmpty {
            let hasIntents = inputs.intents.contains { $0.state.exists }
            empty = !inputs.inventory.isEmpty && !hasIntents ? .feedNoIntents : .feedCaughtUp
        }
        return FeedOutput(cards: cards, visibleCount: min(visibleLimit, cards.count), emptyState: empty)
    }

    static func opportunityCard(_ o: Opportunity, tier: Int, now: Date) -> FeedCard {
        FeedCard(kind: .opportunity, id: o.proposalId, tier: tier, urgency: o.urgency(now: now), score: o.score)
    }
}
