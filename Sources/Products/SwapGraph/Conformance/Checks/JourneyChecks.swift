import Conformance
import Foundation
import SwapGraph

/// The document's continuity checks, run as scripted journeys through the client (its store, router, session and
/// analytics), every funnel event held to the spec's schemas and sequences.
enum JourneyChecks {
    static var all: [RuleCheck] { [continuity, sessionRecovery, settingsRecovery, reducedMotion] }

    static let funnel = [
        "EV-FEED-VIEWED", "EV-CARD-TAPPED", "EV-DETAIL-VIEWED", "EV-ACCEPT-TAPPED", "EV-ACCEPT-SUCCEEDED",
        "EV-CYCLE-CARD-VIEWED",
        "EV-DEPOSIT-CONFIRMED", "EV-CYCLE-COMPLETED", "EV-RECEIPT-VIEWED",
    ]

    /// SC-UX-05: Feed → Detail → Action → History/Feed outcome, and the funnel in order.
    static let continuity = RuleCheck.observing(
        "SC-UX-05",
        covers: funnel + [
            "SEQ-FUNNEL-3", "SEQ-FUNNEL-4", "SEQ-FUNNEL-6", "SEQ-FUNNEL-7", "SEQ-ACCEPT-ONCE", "FEED-15",
            "FEED-16", "FEED-17", "FEED-19", "HIST-13", "RT-19", "LC-17", "RULE-BRIDGE", "HIST-14", "LC-16",
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
        try expectEqual(
            client.route.path, Route.history(filter: HistoryFilter(rawValue: filter)).path, "the route after accept")
        let step = try require(client.lastStep, "no navigation step after accept")
        try expectEqual(
            step.delaySeconds, try context.double("RULE-BRIDGE", "overlaySeconds"), "the bridge overlay's duration")
        try expectEqual(
            step.overlay ?? [], [try context.copy("swapAccepted"), try context.copy("settlementInFlight")],
            "the bridge overlay")
        let feed = client.feed(now: Fixtures.at(4))
        try expect(!feed.cards.contains { $0.id == "p1" }, "the accepted opportunity is still in the feed")
        try expect(
            feed.cards.contains { $0.id == "c1" && $0.kind == .cycle }, "the cycle card did not appear in the feed")
        try expect(client.history().cards.contains { $0.id == "c1" }, "the cycle is not in History (In flight)")
        client.tapPush(.active, id: "c1", now: Fixtures.at(5))
        let deposit = client.confirmDeposit("c1", now: Fixtures.at(6))
        try expect(deposit.outcome == .succeeded, "confirm deposit did not succeed: \(deposit.outcome)")
        client.tapTab(.history, now: Fixtures.at(200))
        let history = client.history()
        try expect(
            history.cards.contains { $0.id == "r1" } && !history.cards.contains { $0.id == "c1" },
            "the receipt did not replace the cycle card in History")
        try expect(
            history.cards.first { $0.id == "r1" }?.label == "Settled", "the settled receipt is not labelled Settled")
        let later = client.feed(now: Fixtures.at(201))
        try expect(
            !later.cards.contains { $0.id == "c1" } && later.cards.contains { $0.id == "r1" },
            "the feed still shows the completed cycle, or not its receipt")
        client.tapPush(.receipt, id: "r1", now: Fixtures.at(202))
        _ = client.accept("p1", now: Fixtures.at(203))
        let events = Fixtures.events(client)
        try context.expectConforming(events)
        let names = [
            "feed.viewed", "opportunity.card_tapped", "opportunity.detail_viewed", "opportunity.accept_tapped",
            "opportunity.accept_succeeded",
            "cycle.card_viewed", "cycle.deposit_confirmed", "cycle.completed", "receipt.viewed",
        ]
        var position = 0
        for event in events where position < names.count && event.name == names[position] { position += 1 }
        try expect(
            position == names.count, "the funnel stopped before \(position < names.count ? names[position] : "")")
        try expectEqual(
            events.filter { $0.name == "opportunity.accept_succeeded" }.count, 1,
            "accept_succeeded events for one proposal")
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
            try expect(client.store.session.state == .sessionExpired, "a 401 did not expire the session")
            let before = client.route
            client.open(target, entry: .deepLink, now: Fixtures.at(1))
            try expect(client.route == before, "\(target) opened while the session was expired")
            client.reauthenticated(now: Fixtures.at(2))
            try expectEqual(client.route.path, target, "the route after re-authentication")
            try context.expectConforming(Fixtures.events(client))
        }
    }

    /// SC-UX-07: settings are reachable by route from any surface and come back to it; a denied permission offers
    /// the OS-settings recovery without prompting again.
    static let settingsRecovery = RuleCheck.expecting(
        "SC-UX-07", covers: ["RT-08", "RT-28"],
        title:
            "#/settings/notifications opens the settings overlay from Locker and back returns to Locker; after a denial, Enable alerts shows the recovery, never a second prompt"
    ) {
        let backend = Backend()
        var client = Fixtures.client(backend)
        client.tapTab(.locker, now: Fixtures.at(1))
        client.open("#/settings/notifications", entry: .tabTap, now: Fixtures.at(2))
        try expect(client.route == .settingsNotifications, "the settings route did not open the overlay")
        client.back(now: Fixtures.at(3))
        try expect(client.route == .locker, "back from settings did not return to the previous surface")
        var permission = NotificationPermissionLifecycle(pushSupported: true)
        try expect(
            permission.apply(.enableTapped).accepted && permission.apply(.denied).accepted,
            "the permission could not be denied")
        let again = permission.apply(.enableTapped)
        try expect(
            permission.state == .denied && permission.showsSettingsRecovery,
            "a denied permission prompted again or hid the recovery")
        _ = again
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
        let step = try require(client.lastStep, "no navigation step after accept")
        try expect(
            step.overlay == nil && step.delaySeconds == 0, "reduced motion still shows the bridge overlay or waits")
        try expectEqual(step.toast, try context.copy("swapAccepted"), "the reduced-motion toast")
        try expectEqual(
            client.route.path,
            Route.history(filter: HistoryFilter(rawValue: try context.string("RULE-BRIDGE", "filter"))).path,
            "the route")
    }
}

/// The value, or a failure with `message`.
func require<T>(_ value: T?, _ message: @autoclosure () -> String) throws(RuleFailure) -> T {
    guard let value else { throw RuleFailure(message()) }
    return value
}
