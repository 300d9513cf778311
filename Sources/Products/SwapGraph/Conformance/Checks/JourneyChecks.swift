import Conformance
import Foundation
import SwapGraph

/// The document's continuity checks, run as scripted journeys through the client (its store, router, session and
/// analytics), every funnel event held to the spec's schemas and sequences.
enum JourneyChecks {
    static var all: [RuleCheck] { [continuity, sessionRecovery, settingsRecovery, reducedMotion] }

    /// The funnel events of §11.1 in order: the spec's event ID and name of each.
    static let funnel: [(id: String, name: String)] = [
        ("EV-FEED-VIEWED", "feed.viewed"), ("EV-CARD-TAPPED", "opportunity.card_tapped"),
        ("EV-DETAIL-VIEWED", "opportunity.detail_viewed"), ("EV-ACCEPT-TAPPED", "opportunity.accept_tapped"),
        ("EV-ACCEPT-SUCCEEDED", "opportunity.accept_succeeded"), ("EV-CYCLE-CARD-VIEWED", "cycle.card_viewed"),
        ("EV-DEPOSIT-CONFIRMED", "cycle.deposit_confirmed"), ("EV-CYCLE-COMPLETED", "cycle.completed"),
        ("EV-RECEIPT-VIEWED", "receipt.viewed"),
    ]

    /// The "precedes" sequences the journey walks: the spec's sequence ID, the earlier and the later event and the
    /// key they share.
    static let sequences: [(id: String, first: String, then: String, key: String)] = [
        ("SEQ-FUNNEL-3", "opportunity.detail_viewed", "opportunity.accept_tapped", "proposal_id"),
        ("SEQ-FUNNEL-4", "opportunity.accept_tapped", "opportunity.accept_succeeded", "proposal_id"),
        ("SEQ-FUNNEL-6", "cycle.card_viewed", "cycle.deposit_confirmed", "cycle_id"),
        ("SEQ-FUNNEL-7", "cycle.deposit_confirmed", "cycle.completed", "cycle_id"),
    ]

    /// SC-UX-05: Feed → Detail → Action → History/Feed outcome, and the funnel in order.
    static let continuity = RuleCheck.observing(
        "SC-UX-05",
        covers: funnel.map(\.id) + sequences.map(\.id) + [
            "SEQ-ACCEPT-ONCE", "FEED-15", "FEED-16", "FEED-17", "FEED-19", "HIST-13", "RT-19", "LC-17", "RULE-BRIDGE",
            "HIST-14", "LC-16",
        ],
        proves: [.observability],
        title:
            "feed → opportunity detail → accept (bridge overlay, History In flight, the cycle replaces the card) → deposit → completed → receipt; the nine funnel events in order, valid, accept once"
    ) { context in
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        backend.onAccept["p1"] = { server in
            server.proposals.removeAll { $0.proposalId == "p1" }
            server.timeline = [Fixtures.cycle("c1", source: "p1")]
        }
        backend.onDeposit["c1"] = { server in
            server.timeline = [Fixtures.cycle("c1", state: .completed, viewerPending: false, source: "p1", latest: 120)]
            server.receipts = [Fixtures.receipt("r1", cycle: "c1", createdAgo: -100)]
        }
        var client = Fixtures.client(backend)
        try expect(client.feed(now: Fixtures.at(1)).cards.map(\.id) == ["p1"], "the feed does not show the opportunity")
        client.tapOpportunityCard("p1", now: Fixtures.at(2))
        try expect(
            client.route == .opportunity(proposalId: "p1"),
            "tapping the card did not open its detail (route \(client.route.path))")
        let accepted = client.accept("p1", now: Fixtures.at(3))
        try expect(accepted.outcome == .succeeded, "accept did not succeed: \(accepted.outcome)")
        let filter = try context.string("RULE-BRIDGE", "filter")
        let bridge = ["HIST-13", "RT-19", "LC-17", "RULE-BRIDGE"]
        try expect(
            client.route.path == Route.history(filter: HistoryFilter(rawValue: filter)).path,
            "after a successful accept the client lands on History filtered to the spec's filter (\(filter))",
            proves: bridge)
        let step = try require(client.lastStep, "no navigation step after accept")
        let seconds = try context.double("RULE-BRIDGE", "overlaySeconds")
        let lines = [try context.copy("swapAccepted"), try context.copy("settlementInFlight")]
        try expect(
            step.delaySeconds == seconds && step.overlay == lines,
            "the accept bridge overlay reads \(lines.joined(separator: " / ")) for \(seconds) s before History opens",
            proves: bridge)
        let feed = client.feed(now: Fixtures.at(4))
        try expect(
            !feed.cards.contains { $0.id == "p1" } && feed.cards.contains { $0.id == "c1" && $0.kind == .cycle },
            "after the accept the opportunity card has left the feed and the cycle card c1 it started is there instead, never both",
            proves: ["FEED-15", "FEED-16"])
        try expect(
            client.history().cards.first { $0.id == "c1" }?.label == "In flight",
            "the accepted swap's cycle card shows in History as In flight", proves: "LC-16")
        client.tapPush(.active, id: "c1", now: Fixtures.at(5))
        let deposit = client.confirmDeposit("c1", now: Fixtures.at(6))
        try expect(deposit.outcome == .succeeded, "confirm deposit did not succeed: \(deposit.outcome)")
        client.tapTab(.history, now: Fixtures.at(200))
        let history = client.history()
        try expect(
            history.cards.first { $0.id == "r1" }?.label == "Settled" && !history.cards.contains { $0.id == "c1" },
            "once the cycle completes, History shows its receipt labelled Settled in place of the in-flight cycle card",
            proves: ["HIST-14", "LC-16"])
        let later = client.feed(now: Fixtures.at(201))
        try expect(
            !later.cards.contains { $0.id == "c1" } && later.cards.contains { $0.id == "r1" },
            "once the cycle completes, the feed drops its cycle card and shows its receipt card instead",
            proves: ["FEED-17", "FEED-19"])
        client.tapPush(.receipt, id: "r1", now: Fixtures.at(202))
        _ = client.accept("p1", now: Fixtures.at(203))
        let events = Fixtures.events(client)
        try context.expectConforming(events)
        for (id, name) in funnel {
            let emitted = events.filter { $0.name == name }
            try expect(
                !emitted.isEmpty && context.problems(in: emitted).isEmpty,
                "the journey emitted \(name), valid against its schema and policies", proves: id)
        }
        for sequence in sequences {
            let keys = events.filter { $0.name == sequence.then }.compactMap { $0.payload[sequence.key]?.stringValue }
            func index(_ name: String, _ key: String) -> Int? {
                events.firstIndex { $0.name == name && $0.payload[sequence.key]?.stringValue == key }
            }
            let ordered =
                !keys.isEmpty
                && keys.allSatisfy { key in
                    guard let first = index(sequence.first, key), let then = index(sequence.then, key) else {
                        return false
                    }
                    return first < then
                }
            try expect(
                ordered,
                "\(sequence.then) was emitted, each time after \(sequence.first) of the same \(sequence.key)",
                proves: sequence.id)
        }
        var position = 0
        for event in events where position < funnel.count && event.name == funnel[position].name { position += 1 }
        try expect(
            position == funnel.count,
            "the funnel stopped before \(position < funnel.count ? funnel[position].name : "")")
        try expectEqual(
            events.filter { $0.name == "opportunity.accept_succeeded" }.count, 1,
            "the number of accept_succeeded events for one proposal accepted, then tapped again",
            proves: "SEQ-ACCEPT-ONCE")
    }

    /// SC-UX-06, RT-38, RT-39: a deep link opened while the session has expired reopens after re-authentication.
    static let sessionRecovery = RuleCheck.observing(
        "SC-UX-06", covers: ["RT-38", "RT-39", "LC-08"], proves: [.observability],
        title:
            "for every deep-link kind (opportunity, cycle, receipt, settings): session expiry keeps the destination, re-auth reopens it"
    ) { context in
        for target in [
            "#/feed/opportunity/p1", "#/history/cycle/c1", "#/history/receipt/r1", "#/settings/notifications",
        ] {
            let backend = Backend()
            backend.proposals = [Fixtures.opportunity("p1")]
            var client = Fixtures.client(backend)
            client.sessionExpired()
            try expect(
                client.store.session.state == .sessionExpired, "a 401 moves the session to session_expired",
                proves: "LC-08")
            let before = client.route
            client.open(target, entry: .deepLink, now: Fixtures.at(1))
            try expect(
                client.route == before && client.store.session.preservedDestination == target,
                "a deep link to \(target) opened during session expiry is not shown but kept as the destination",
                proves: "RT-39")
            client.reauthenticated(now: Fixtures.at(2))
            try expect(
                client.store.session.state == .authenticated, "re-authentication returns the session to authenticated",
                proves: "LC-08")
            try expectEqual(
                client.route.path, target, "the route after re-authentication from an expired session",
                proves: "RT-38")
            try context.expectConforming(Fixtures.events(client))
        }
    }

    /// SC-UX-07: settings are reachable by route from any surface and come back to it; a denied permission offers
    /// the OS-settings recovery without prompting again.
    static let settingsRecovery = RuleCheck.expecting(
        "SC-UX-07", covers: ["RT-08", "RT-28", "LC-09"],
        title:
            "#/settings/notifications opens the settings overlay from Locker and back returns to Locker; Enable alerts prompts once, after a denial it shows the recovery, never a second prompt; without push the toggles are hidden"
    ) {
        let backend = Backend()
        var client = Fixtures.client(backend)
        client.tapTab(.locker, now: Fixtures.at(1))
        client.open("#/settings/notifications", entry: .tabTap, now: Fixtures.at(2))
        try expect(
            client.route == .settingsNotifications, "#/settings/notifications opens the settings overlay",
            proves: "RT-08")
        try expect(
            client.showsPushToggles && !client.showsSettingsRecovery,
            "the settings show the push toggles and no recovery before any prompt")
        try expect(
            client.tapEnableAlerts() && client.store.notificationPermission.state == .systemPrompt,
            "the first tap on Enable alerts shows the system prompt", proves: "LC-09")
        client.systemPromptAnswered(granted: false)
        try expect(
            !client.tapEnableAlerts() && client.store.notificationPermission.state == .denied
                && client.showsSettingsRecovery && client.route == .settingsNotifications,
            "after a denial, Enable alerts shows the inline recovery to the OS settings and no second prompt, the settings still open",
            proves: "LC-09")
        client.back(now: Fixtures.at(3))
        try expect(
            client.route == .locker,
            "back from the settings overlay returns to the surface it was opened from (Locker)",
            proves: "RT-28")
        var granted = Fixtures.client(backend)
        try expect(granted.tapEnableAlerts(), "the system prompt did not show")
        granted.systemPromptAnswered(granted: true)
        try expect(
            granted.store.notificationPermission.state == .enabled && !granted.tapEnableAlerts(),
            "a granted permission is enabled and prompts no more", proves: "LC-09")
        var unsupported = SwapGraphClient(api: backend, pushSupported: false)
        unsupported.launch(now: Fixtures.at(4))
        try expect(
            !unsupported.showsPushToggles && !unsupported.tapEnableAlerts()
                && unsupported.store.notificationPermission.state == .unsupported,
            "on a platform without push the settings hide the push toggles and Enable alerts prompts nothing",
            proves: "LC-09")
    }

    /// SC-AX-04, LC-17: with reduced motion, accept skips the bridge overlay: a status toast and an immediate move.
    static let reducedMotion = RuleCheck.observing(
        "SC-AX-04", covers: ["LC-17", "RULE-BRIDGE", "A11Y-04"],
        title:
            "with reduced motion, a successful accept shows no overlay, no delay, the toast \"Swap accepted\", and History In flight at once"
    ) { context in
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        var client = Fixtures.client(backend)
        client.reducedMotion = true
        client.tapOpportunityCard("p1", now: Fixtures.at(1))
        _ = client.accept("p1", now: Fixtures.at(2))
        let ids = ["LC-17", "RULE-BRIDGE", "A11Y-04"]
        let step = try require(client.lastStep, "no navigation step after accept")
        try expect(
            step.overlay == nil && step.delaySeconds == 0,
            "with reduced motion a successful accept shows no bridge overlay and waits for nothing", proves: ids)
        let toast = try context.copy("swapAccepted")
        try expect(
            step.toast == toast, "with reduced motion the accept's feedback is the status toast \"\(toast)\"",
            proves: ids)
        try expectEqual(
            client.route.path,
            Route.history(filter: HistoryFilter(rawValue: try context.string("RULE-BRIDGE", "filter"))).path,
            "with reduced motion the route right after the accept", proves: "LC-17", "RULE-BRIDGE", "A11Y-04")
    }
}

/// The value, or a failure with `message`.
func require<T>(_ value: T?, _ message: @autoclosure () -> String) throws(RuleFailure) -> T {
    guard let value else { throw RuleFailure(message()) }
    return value
}
