import Conformance
import Foundation
import SwapGraph

/// The object model's derivations, the notification model, the failure budget and the account switch.
enum ModelChecks {
    static var all: [RuleCheck] { [derivations, notifications, failureBudget, accountSwitch, rollout] }

    /// `text`, a decimal literal, as an exact `Decimal`.
    private static func decimal(_ text: String) -> Decimal {
        guard let value = Decimal(string: text) else { preconditionFailure("\(text) is a decimal") }
        return value
    }

    static let derivations = RuleCheck.expecting(
        "RULE-DERIVATIONS",
        title:
            "an opportunity's confidence percent rounds score × 100 and stays in 0…100, its value delta is Σget − Σgive to the cent, 2, 3, 4 participants are direct, 3-way, 4-way and other counts none; a receipt's net delta is received − gave − fees"
    ) {
        func opportunity(score: Double = 0.5, give: [Asset] = [], get: [Asset] = [], participants: Int = 2)
            -> Opportunity
        {
            Opportunity(
                proposalId: "p", give: give, get: get, confidenceScore: score, participantCount: participants,
                expiresAt: Fixtures.t0)
        }
        for (score, percent) in [(0.734, 73), (0.735, 74), (0.0, 0), (1.0, 100), (1.2, 100), (-0.1, 0)] {
            try expectEqual(opportunity(score: score).confidencePercent, percent, "confidence of score \(score)")
        }
        let give = [
            Fixtures.asset("g1", value: Self.decimal("10.10")), Fixtures.asset("g2", value: Self.decimal("0.20")),
        ]
        let get = [Fixtures.asset("r1", value: Self.decimal("12.45"))]
        try expectEqual(opportunity(give: give, get: get).valueDeltaUsd, Self.decimal("2.15"), "the value delta")
        try expectEqual(opportunity(participants: 2).cycleType, .direct, "2 participants")
        try expectEqual(opportunity(participants: 3).cycleType?.rawValue, "3-way", "3 participants")
        try expectEqual(opportunity(participants: 4).cycleType?.rawValue, "4-way", "4 participants")
        for n in [0, 1, 5] {
            try expect(opportunity(participants: n).cycleType == nil, "\(n) participants made a cycle type")
        }
        let receipt = Receipt(
            receiptId: "r", cycleId: "c", finalState: .completed, gaveUsd: 100, receivedUsd: Self.decimal("120.5"),
            feesPaidUsd: 2, createdAt: Fixtures.t0)
        try expectEqual(receipt.netDeltaUsd, Self.decimal("18.5"), "the net delta")
    }

    static let notifications = RuleCheck.observing(
        "RULE-NOTIFICATIONS",
        title:
            "channels default on, quiet hours default off from the spec's start to end hour; pushes the client receives are all shown with quiet hours off; with them on, a push in [start, end) (across midnight) is held and kept, one outside shown; one on a channel turned off is dropped and fetches nothing"
    ) { context in
        let start = try context.int("RULE-NOTIFICATIONS", "startHour")
        let end = try context.int("RULE-NOTIFICATIONS", "endHour")
        let backend = Backend()
        var client = Fixtures.client(backend)
        let defaults = client.store.notificationSettings
        try expect(defaults.proposal && defaults.active && defaults.receipt, "a channel is off by default")
        try expect(!defaults.quietHours.enabled, "quiet hours are on by default")
        try expectEqual(defaults.quietHours.startHour, start, "the default start hour")
        try expectEqual(defaults.quietHours.endHour, end, "the default end hour")
        for hour in 0..<24 {
            try expectEqual(
                client.receivePush(.proposal, id: "p\(hour)", hour: hour, now: Fixtures.at(Double(hour))), .shown,
                "a push at hour \(hour) with quiet hours off")
        }
        try expect(client.heldPushes.isEmpty, "a push was held with quiet hours off")
        client.store.notificationSettings.quietHours.enabled = true
        var held: [Route] = []
        for hour in 0..<24 {
            let inside = start > end ? (hour >= start || hour < end) : (hour >= start && hour < end)
            if inside { held.append(.cycle(cycleId: "c\(hour)")) }
            try expectEqual(
                client.receivePush(.active, id: "c\(hour)", hour: hour, now: Fixtures.at(Double(30 + hour))),
                inside ? .held : .shown, "a push at hour \(hour) with quiet hours \(start)–\(end)")
        }
        try expect(client.heldPushes == held, "the held pushes are not the ones received in quiet hours")
        client.store.notificationSettings.receipt = false
        let calls = backend.calls.count
        try expectEqual(
            client.receivePush(.receipt, id: "r1", hour: end, now: Fixtures.at(60)), .dropped,
            "a push on a channel turned off")
        try expect(backend.calls.count == calls, "a dropped push reached the server")
    }

    static let failureBudget = RuleCheck.observing(
        "RULE-FAILURE-BUDGET",
        title:
            "the store records every mutation's outcome: at the spec's error rate exactly the budget holds, one failure more trips it, failures older than the window do not count; the flag the trip turns off pauses every v2 mutation before the server while the feed still loads"
    ) { context in
        let percent = try context.int("RULE-FAILURE-BUDGET", "errorRatePercent")
        let t = Fixtures.t0
        func post(_ n: Int, failing: Bool, at seconds: Double, _ store: inout ClientStore, _ backend: Backend) {
            if failing { backend.failures["postIntent", default: []].append(.http(500)) }
            let intent = Intent(
                intentId: "b\(n)", offeringAsset: Fixtures.asset("x\(n)"), wantTarget: "Knives", state: .draft)
            store.perform(.postIntent(intent), api: backend, now: t.addingTimeInterval(seconds))
        }
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        var store = Fixtures.store(backend)
        for i in 0..<100 { post(i, failing: i < percent, at: Double(i), &store, backend) }
        try expect(
            !store.failureBudgetTripped(now: t.addingTimeInterval(100)),
            "exactly \(percent)% of the mutations failing tripped the budget")
        post(100, failing: true, at: 101, &store, backend)
        try expect(
            store.failureBudgetTripped(now: t.addingTimeInterval(102)),
            "more than \(percent)% of the mutations failing did not trip the budget")
        // The window's edge, a second apart: a failure counts while it is younger than the window, not once it is
        // as old as the window.
        try context.expectBound(
            "RULE-FAILURE-BUDGET", "windowMinutes", .below, in: .seconds, step: 1,
            "a failed mutation trips the budget while it is younger than the window, and no longer at the window's age"
        ) { age in
            let fresh = Backend()
            var old = Fixtures.store(fresh)
            post(200, failing: true, at: 0, &old, fresh)
            return old.failureBudgetTripped(now: t.addingTimeInterval(age))
        }
        store.mutationsEnabled = !store.failureBudgetTripped(now: t.addingTimeInterval(102))
        let calls = backend.calls.count
        let refused = store.perform(.accept(proposalId: "p1"), api: backend, now: t.addingTimeInterval(103))
        try expect(
            refused.outcome == .refused(.mutationsPaused) && backend.calls.count == calls,
            "with the flag off, a mutation was not refused as paused or reached the server")
        store.refresh(api: backend, now: t.addingTimeInterval(104))
        try expect(
            store.fallback(.feed, now: t.addingTimeInterval(104)).name == "populated",
            "with the flag off, the feed did not load")
    }

    static let accountSwitch = RuleCheck.expecting(
        "RULE-ACCOUNT-SWITCH", covers: ["RT-40"],
        title:
            "switching account clears per-user caches and optimistic mutations, keeps notification settings, and returns to #/feed"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        backend.timeline = [Fixtures.cycle("c1")]
        backend.receipts = [Fixtures.receipt("r1", cycle: "c0")]
        var client = Fixtures.client(backend)
        let item = Fixtures.asset("a1", demand: 4)
        client.store.inventory = [item]
        client.store.intents = [Intent(intentId: "i1", offeringAsset: item, wantTarget: "Knives", state: .watching)]
        client.store.notificationSettings.quietHours.enabled = true
        client.store.notificationSettings.receipt = false
        _ = client.store.begin(.accept(proposalId: "p1"), now: Fixtures.at(1))
        client.tapTab(.history, now: Fixtures.at(2))
        // The new user's first fetches fail: nothing of the previous user may fill the gap.
        for call in ["fetchProposals", "fetchTimeline", "fetchReceipts"] {
            backend.failures[call] = Array(repeating: APIError.http(503), count: 30)
        }
        client.switchAccount(to: "viewer-2", sessionId: "s-2", now: Fixtures.at(3))
        try expect(
            client.route == .feed, "switching account returns the client to #/feed (from History)", proves: "RT-40")
        let store = client.store
        try expect(
            store.opportunities.isEmpty && store.cycles.isEmpty && store.receipts.isEmpty && store.intents.isEmpty
                && store.inventory.isEmpty && store.inFlightKeys.isEmpty
                && client.feed(now: Fixtures.at(4)).cards.isEmpty,
            "the previous user's caches or optimistic mutations survived the switch")
        try expect(
            client.store.notificationSettings.quietHours.enabled && !client.store.notificationSettings.receipt,
            "the notification settings were not kept")
        try expect(
            client.analytics.events.allSatisfy { $0.sessionId == "s-2" && $0.actorId == "viewer-2" },
            "events after the switch carry the previous user")
    }

    static let rollout = RuleCheck.expecting(
        "LC-11",
        title:
            "the client follows the rollout the remote configuration moves: canary → beta → ramp → GA, one phase at a time; a rolled-back beta (the v2 action layer off) pauses every mutation before the server while the feed still loads; a ramp rollback keeps actions"
    ) {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        var client = Fixtures.client(backend)
        try expect(client.store.rollout.state == .canary, "the rollout does not start at canary")
        try expect(client.rollout(.promote).accepted, "canary was not promoted")
        try expect(client.store.rollout.state == .beta, "promote skipped beta")
        try expect(client.rollout(.rollback).accepted, "beta was not rolled back")
        let calls = backend.calls.count
        let refused = client.accept("p1", now: Fixtures.at(1))
        try expect(
            refused.outcome == .refused(.mutationsPaused) && backend.calls.count == calls,
            "with the beta's action layer rolled back an accept was not refused as paused before the server")
        try expect(
            client.feed(now: Fixtures.at(2)).cards.contains { $0.id == "p1" }, "the read surface did not stay live")
        try expect(!client.rollout(.promote).accepted, "a rolled-back phase was promoted")
        var ramp = Fixtures.client(backend)
        ramp.rollout(.promote)
        ramp.rollout(.promote)
        try expect(ramp.store.rollout.state == .ramp && ramp.rollout(.rollback).accepted, "ramp was not rolled back")
        try expect(
            ramp.accept("p1", now: Fixtures.at(3)).outcome == .succeeded,
            "a ramp rollback (inline detail only) paused the actions")
    }
}
