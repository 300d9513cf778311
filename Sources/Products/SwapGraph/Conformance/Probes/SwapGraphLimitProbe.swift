import Conformance
import Foundation
import SwapGraph

/// Probes the swapgraph limits through the implementation's own code: each value becomes the input the code takes
/// the quantity from (a fetch failing that many times, a feed with that many candidates, a proposal with that much
/// time left, a tracker with that many tasks in progress). The limits' values come from the spec; the probe never
/// names one. "Accepted" is what each limit's notes say (fresh cache, card shown, urgency in the band, ...).
struct SwapGraphLimitProbe: LimitProbe {
    /// The limit IDs this probe can build inputs for.
    static let limits = [
        "LIM-RETRY-ATTEMPTS", "LIM-BACKOFF-BASE", "LIM-BACKOFF-CAP", "LIM-URGENCY-CRITICAL", "LIM-URGENCY-SOON",
        "LIM-NOT-EXPIRED",
        "LIM-FEED-VISIBLE", "LIM-FEED-TIER1", "LIM-FEED-TIER2", "LIM-FEED-TIER3", "LIM-FEED-TIER4", "LIM-FEED-TIER5",
        "LIM-FEED-TOTAL",
        "LIM-RECEIPT-FEED-AGE", "LIM-TTL-PROPOSALS", "LIM-TTL-TIMELINE", "LIM-TTL-RECEIPTS", "LIM-CYCLE-LENGTH-MIN",
        "LIM-CYCLE-LENGTH-MAX", "LIM-PARTICIPANTS-MIN", "LIM-PARTICIPANTS-MAX", "LIM-CONFIDENCE-MIN",
        "LIM-CONFIDENCE-MAX",
        "LIM-QUIET-HOUR-MIN", "LIM-QUIET-HOUR-MAX", "LIM-WIP-IOS", "LIM-WIP-WEB", "LIM-WIP-PARITY", "LIM-ACCEPT-BRIDGE",
        "LIM-HEALTH-GREEN", "LIM-HEALTH-RED",
    ]

    /// The fetch retry policy under test (negative controls plant another).
    var retryPolicy = RetryPolicy.fetch
    /// Composes a feed (negative controls wrap the implementation's composer).
    var composeFeed: @Sendable (FeedInputs, Date) -> FeedOutput = { FeedComposer.compose($0, now: $1) }

    let now = Date(timeIntervalSince1970: 1_750_000_000)

    /// The unit each limit's value is taken in: retry delays in milliseconds, ages and times to expiry in seconds;
    /// every other limit counts something (an hour of day is a clock reading, not an amount of time).
    func unit(of limit: String) -> String? {
        switch limit {
        case "LIM-BACKOFF-BASE", "LIM-BACKOFF-CAP": "milliseconds"
        case "LIM-URGENCY-CRITICAL", "LIM-URGENCY-SOON", "LIM-NOT-EXPIRED", "LIM-RECEIPT-FEED-AGE", "LIM-TTL-PROPOSALS",
            "LIM-TTL-TIMELINE", "LIM-TTL-RECEIPTS", "LIM-ACCEPT-BRIDGE":
            "seconds"
        default: nil
        }
    }

    mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
        let whole = value == value.rounded()
        let n = Int(value.rounded())
        func count() -> LimitOutcome? { !whole || n < 0 ? .cannot("a count is whole and not negative") : nil }
        func ok(_ accepted: Bool, _ reason: String) -> LimitOutcome { accepted ? .accepted : .refused(reason) }
        switch limit {
        case "LIM-RETRY-ATTEMPTS":
            if let c = count() { return c }
            var calls = 0
            let run = FetchRetrier(policy: retryPolicy).run { () -> APIResult<[Receipt]> in
                calls += 1
                return calls <= n ? .failure(.http(503)) : .success([])
            }
            return ok(run.result.error == nil, "gave up after \(run.attempts) calls")
        case "LIM-BACKOFF-BASE":
            var delays: [TimeInterval] = []
            var calls = 0
            _ = FetchRetrier(policy: retryPolicy, sleep: { delays.append($0) }).run { () -> APIResult<[Receipt]> in
                calls += 1
                return calls == 1 ? .failure(.http(503)) : .success([])
            }
            let first = delays.first.map { ($0 * 1000).rounded() } ?? 0
            return ok(first >= value, "the first retry waited \(first) ms")
        case "LIM-BACKOFF-CAP":
            var unbounded = retryPolicy
            unbounded.maxRetries = 12
            var delays: [TimeInterval] = []
            _ = FetchRetrier(policy: unbounded, sleep: { delays.append($0) }).run { () -> APIResult<[Receipt]> in
                .failure(.http(503))
            }
            let longest = delays.map { ($0 * 1000).rounded() }.max() ?? 0
            return ok(longest >= value, "the longest retry delay is \(longest) ms")
        case "LIM-URGENCY-CRITICAL":
            let u = Urgency.of(expiresAt: now.addingTimeInterval(value), now: now)
            return ok(u == .critical || u == .expired, "urgency \(u.rawValue)")
        case "LIM-URGENCY-SOON":
            let u = Urgency.of(expiresAt: now.addingTimeInterval(value), now: now)
            return ok(u != .normal, "urgency \(u.rawValue)")
        case "LIM-NOT-EXPIRED":
            let u = Urgency.of(expiresAt: now.addingTimeInterval(value), now: now)
            return ok(u != .expired, "urgency \(u.rawValue)")
        case "LIM-FEED-VISIBLE":
            if let c = count() { return c }
            let feed = composeFeed(candidates(n), now)
            return ok(feed.visibleCount == n, "\(feed.visibleCount) visible, \(feed.hiddenCount) behind Show more")
        case "LIM-FEED-TOTAL":
            if let c = count() { return c }
            let feed = composeFeed(candidates(n), now)
            return ok(feed.cards.count == n, "\(feed.cards.count) of \(n) candidates in the feed")
        case "LIM-FEED-TIER1", "LIM-FEED-TIER2", "LIM-FEED-TIER3", "LIM-FEED-TIER4", "LIM-FEED-TIER5":
            if let c = count() { return c }
            guard let digit = limit.last, let tier = Int(String(digit)) else {
                preconditionFailure("the case's names end in the tier")
            }
            var inputs = FeedInputs()
            for i in 0..<n { add(tier: tier, index: i, to: &inputs) }
            let shown = composeFeed(inputs, now).cards.filter { $0.tier == tier }.count
            return ok(shown == n, "\(shown) of \(n) tier-\(tier) candidates shown")
        case "LIM-RECEIPT-FEED-AGE":
            let receipt = Receipt(
                receiptId: "r-1", cycleId: "c-1", finalState: .completed, createdAt: now.addingTimeInterval(-value))
            let feed = composeFeed(FeedInputs(receipts: [receipt]), now)
            return ok(feed.cards.contains { $0.id == "r-1" }, "the receipt is not in the feed")
        case "LIM-TTL-PROPOSALS", "LIM-TTL-TIMELINE", "LIM-TTL-RECEIPTS":
            let kind: CacheKind =
                limit.hasSuffix("PROPOSALS") ? .proposals : limit.hasSuffix("TIMELINE") ? .timeline : .receipts
            if value < 0 { return .cannot("a cache is not fetched in the future") }
            return ok(!kind.needsRefetch(fetchedAt: now.addingTimeInterval(-value), now: now), "refetched on focus")
        case "LIM-CYCLE-LENGTH-MIN", "LIM-CYCLE-LENGTH-MAX":
            if !whole { return .cannot("a cycle length is whole") }
            let draft = ComposerDraft(
                offeringAsset: Asset(id: "a1", name: "Karambit"), wantTarget: "Knife", maxCycleLength: n)
            return ok(draft.isValid, draft.validate().map(\.code).joined(separator: ", "))
        case "LIM-PARTICIPANTS-MIN", "LIM-PARTICIPANTS-MAX":
            if !whole { return .cannot("a participant count is whole") }
            let opportunity = Opportunity(
                proposalId: "p-1", participantCount: n, expiresAt: now.addingTimeInterval(86_400))
            return ok(opportunity.cycleType != nil, "no cycle type for \(n) participants")
        case "LIM-CONFIDENCE-MIN", "LIM-CONFIDENCE-MAX":
            if !whole { return .cannot("a percentage shown is whole") }
            let shown = Derivations.confidencePercent(value / 100)
            return ok(shown == n, "score \(value / 100) is shown as \(shown)%")
        case "LIM-QUIET-HOUR-MIN", "LIM-QUIET-HOUR-MAX":
            if !whole { return .cannot("an hour is whole") }
            let json =
                #"{"proposal":true,"active":true,"receipt":true,"quietHours":{"enabled":true,"startHour":\#(n),"endHour":\#(n)}}"#
            do {
                _ = try JSONDecoder().decode(NotificationSettings.self, from: Data(json.utf8))
                return .accepted
            } catch {
                return .refused(String(describing: error))
            }
        case "LIM-WIP-IOS", "LIM-WIP-WEB", "LIM-WIP-PARITY":
            if let c = count() { return c }
            if n == 0 { return .cannot("the quantity counts the task being started") }
            let owner = limit == "LIM-WIP-IOS" ? "ios-exec" : limit == "LIM-WIP-WEB" ? "web-exec" : "parity-integrator"
            return wip(owner: owner, n)
        case "LIM-ACCEPT-BRIDGE":
            if value < 0 { return .cannot("time after the accept") }
            let step = Navigator.afterSuccess(.accept, reducedMotion: false)
            return ok(
                step.overlay != nil && value < step.delaySeconds, "the overlay is gone after \(step.delaySeconds) s")
        case "LIM-HEALTH-GREEN":
            let health = HealthStatus.evaluate(gateCompletionPercent: value, blockers: 0)
            return ok(health == .green, "health \(health.rawValue)")
        case "LIM-HEALTH-RED":
            let health = HealthStatus.evaluate(gateCompletionPercent: value, blockers: 0)
            return ok(health == .red, "health \(health.rawValue)")
        default:
            return .cannot("no probe for \(limit)")
        }
    }

    /// `n` feed candidates filling the tiers in order up to their documented caps, the rest as urgent opportunities.
    private func candidates(_ n: Int) -> FeedInputs {
        var inputs = FeedInputs()
        var perTier = [1: 0, 2: 0, 3: 0, 4: 0, 5: 0]
        let caps = [1: 3, 2: 2, 3: 3, 4: 2, 5: 2]
        for i in 0..<n {
            let tier = (1...5).first { perTier[$0, default: 0] < caps[$0, default: 0] } ?? 1
            add(tier: tier, index: perTier[tier, default: 0], to: &inputs)
            perTier[tier, default: 0] += 1
            _ = i
        }
        return inputs
    }

    /// One candidate for `tier`.
    private func add(tier: Int, index i: Int, to inputs: inout FeedInputs) {
        switch tier {
        case 1:
            inputs.opportunities.append(
                Opportunity(proposalId: "u-\(i)", score: Double(i), expiresAt: now.addingTimeInterval(1800)))
        case 2:
            inputs.cycles.append(
                Cycle(
                    cycleId: "c-\(i)", state: .escrowPending, legs: [Leg(legId: "l-\(i)", fromActor: "viewer")],
                    viewerActorId: "viewer"))
        case 3:
            inputs.opportunities.append(
                Opportunity(proposalId: "n-\(i)", score: Double(i), expiresAt: now.addingTimeInterval(86_400)))
        case 4:
            inputs.inventory.append(Asset(id: "i-\(i)", name: "Item \(i)", demand: 1 + i))
        default:
            inputs.receipts.append(
                Receipt(
                    receiptId: "r-\(i)", cycleId: "rc-\(i)", finalState: .completed,
                    createdAt: now.addingTimeInterval(-60)))
        }
    }

    /// Starts a ready task for `owner` while `n - 1` of its tasks are in progress.
    private func wip(owner: String, _ n: Int) -> LimitOutcome {
        let stamp = ReleaseTimestamp.render(now)
        var tasks = (0..<(n - 1)).map {
            TrackedTask(
                taskID: String(format: "WEB-T%03d", 100 + $0), platform: "web", owner: owner, state: .inProgress,
                checksRequired: ["C-1"],
                lastUpdatedAt: stamp, startedAt: stamp)
        }
        tasks.append(
            TrackedTask(
                taskID: "WEB-T001", platform: "web", owner: owner, state: .ready, checksRequired: ["C-1"],
                lastUpdatedAt: stamp))
        let machine = TaskStateMachine(root: FileManager.default.temporaryDirectory, now: now)
        switch machine.advance(
            TaskTracker(generatedAt: stamp, tasks: tasks),
            TransitionRequest(taskID: "WEB-T001", target: .inProgress, owner: owner))
        {
        case .applied: return .accepted
        case .refused(let refusal): return .refused(String(describing: refusal))
        }
    }
}
