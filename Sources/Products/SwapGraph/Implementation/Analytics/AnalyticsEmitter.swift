import Foundation

/// Emits funnel events with latency from the injected clock; accept_succeeded at most once per proposal.
package struct AnalyticsEmitter: Sendable {
    /// Session ID on every event.
    package var sessionId: String
    /// Actor ID on every event.
    package var actorId: String
    /// Everything emitted, in order.
    package private(set) var events: [FunnelEvent] = []
    private var lastAt: Date?
    private var acceptedProposals: Set<String> = []

    /// Creates an emitter for a session.
    package init(sessionId: String, actorId: String) {
        self.sessionId = sessionId
        self.actorId = actorId
    }

    /// Emits `name` at `now`; returns nil (nothing emitted) for a second accept_succeeded of the same proposal.
    @discardableResult
    package mutating func emit(
        _ name: FunnelEventName, now: Date, surface: Surface, entryPoint: EntryPoint, proposalId: String? = nil,
        cycleId: String? = nil, receiptId: String? = nil
    ) -> FunnelEvent? {
        if name == .acceptSucceeded, let proposalId {
            guard acceptedProposals.insert(proposalId).inserted else { return nil }
        }
        let latency = lastAt.map { max(0, Int((now.timeIntervalSince($0) * 1000).rounded())) } ?? 0
        lastAt = now
        let event = FunnelEvent(
            name: name, sessionId: sessionId, actorId: actorId, latencyMs: latency, surface: surface,
            entryPoint: entryPoint, proposalId: proposalId, cycleId: cycleId, receiptId: receiptId, at: now)
        events.append(event)
        return event
    }

    /// Starts a new actor's session (account switch): latency restarts at 0.
    package mutating func reset(sessionId: String, actorId: String) {
        self = AnalyticsEmitter(sessionId: sessionId, actorId: actorId)
    }
}
