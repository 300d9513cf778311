import Foundation
import Testing

@testable import SwapGraph

@Suite("Journeys through the client facade (SC-UX-05, SC-UX-06)")
struct JourneyTests {
    func launched(_ api: FakeAPI) -> SwapGraphClient {
        var c = SwapGraphClient(api: api, sessionId: "s1", actorId: "viewer")
        c.launch(now: t0)
        return c
    }

    @Test("SC-UX-05 feed → opportunity detail → accept → history in flight, with the funnel in order")
    func acceptJourney() {
        let api = FakeAPI()
        api.proposals = [opportunity("p1", expiresIn: 1800, score: 0.9)]
        api.onAccept = { id in
            api.proposals[0].status = .accepted
            api.timeline = [cycle("c1", latest: 5, source: id)]
        }
        var c = launched(api)
        #expect(c.store.session.state == .authenticated)
        #expect(c.feed(now: t0).cards.map(\.id) == ["p1"])
        c.tapOpportunityCard("p1", now: at(1))
        #expect(c.route == .opportunity(proposalId: "p1"))
        let r = c.accept("p1", now: at(3))
        #expect(r.outcome == .succeeded)
        #expect(c.lastStep?.overlay == ["Swap accepted", "Settlement is in flight"])
        #expect(c.route.path == "#/history?filter=in_flight")
        #expect(c.history().cards.map(\.id) == ["c1"])
        #expect(c.feed(now: at(3)).cards.map { "\($0.kind.rawValue):\($0.id)" } == ["cycle:c1"])
        #expect(
            c.analytics.events.map(\.name.rawValue) == [
                "feed.viewed", "opportunity.card_tapped", "opportunity.detail_viewed", "opportunity.accept_tapped",
                "opportunity.accept_succeeded",
            ])
        #expect(c.analytics.events.map(\.latencyMs) == [0, 1000, 0, 2000, 0])
        c.open("#/history/cycle/c1", entry: .tabTap, now: at(4))
        c.back(now: at(5))
        #expect(c.route == .history(filter: nil))
    }

    @Test("SC-UX-06 a deep link opened during re-auth is kept and reopened after login")
    func reauth() {
        let api = FakeAPI()
        api.timeline = [cycle("c7")]
        var c = launched(api)
        c.sessionExpired()
        c.open("#/active/cycle/c7", entry: .pushTap, now: at(1))
        #expect(c.route == .feed)
        #expect(c.store.availability(.accept, id: "x", now: t0).disabledReason == .sessionNotReady)
        c.reauthenticated(now: at(2))
        #expect(c.route == .cycle(cycleId: "c7"))
        #expect(c.analytics.events.last?.name == .cycleCardViewed)
    }

    @Test("RT-38 the route open when the session expired is reopened after re-auth")
    func reauthKeepsCurrent() {
        let api = FakeAPI()
        var c = launched(api)
        c.open("#/settings/notifications", now: at(1))
        c.sessionExpired()
        c.tapTab(.history, now: at(2))
        c.reauthenticated(now: at(3))
        #expect(c.route == .settingsNotifications)
        c.back(now: at(4))
        #expect(c.route == .history(filter: nil))
    }

    @Test("LC-10 offline → cached state and refused mutations; online → Back online banner and refresh")
    func offlineOnline() {
        let api = FakeAPI()
        api.proposals = [opportunity("p1")]
        var c = launched(api)
        c.connectionLost()
        #expect(c.store.fallback(.feed, now: at(1)) == .offlineCached(savedAt: t0))
        #expect(c.accept("p1", now: at(1)).outcome == .refused(.offline))
        api.proposals.append(opportunity("p2"))
        let banner = c.connectionRestored(now: at(2))
        #expect(banner?.title == "Back online")
        #expect(c.store.opportunities.count == 2)
        #expect(c.store.fallback(.feed, now: at(2)) == .populated)
    }

    @Test("RT-40 account switch returns to #/feed and keeps notification settings")
    func accountSwitch() {
        let api = FakeAPI()
        var c = launched(api)
        c.store.notificationSettings.receipt = false
        c.open("#/history/receipt/r1", now: at(1))
        c.switchAccount(to: "u2", sessionId: "s2", now: at(2))
        #expect(c.route == .feed && c.store.session.state == .authenticated)
        #expect(!c.store.notificationSettings.receipt)
        #expect(c.analytics.actorId == "u2")
    }

    @Test("RT-44 tapping a stale opportunity whose detail is gone removes the card and stays on the feed")
    func staleTap() {
        let api = FakeAPI()
        api.proposals = [opportunity("p1")]
        var c = launched(api)
        api.proposals = []
        c.tapOpportunityCard("p1", now: at(1))
        #expect(c.route == .feed && c.store.opportunities.isEmpty)
    }

    @Test("RT-16 a proposal push opens the opportunity detail")
    func push() {
        let api = FakeAPI()
        api.proposals = [opportunity("p1")]
        var c = launched(api)
        c.tapPush(.proposal, id: "p1", now: at(1))
        #expect(c.route == .opportunity(proposalId: "p1"))
        #expect(c.analytics.events.last?.entryPoint == .pushTap)
    }

    @Test("NOTIF a push in quiet hours is held, not shown; a push on a disabled channel is dropped")
    func quietPush() {
        var c = SwapGraphClient(api: FakeAPI())
        c.store.notificationSettings.quietHours.enabled = true
        let noon = c.receivePush(.proposal, id: "p1", hour: 12, now: t0)
        let late = c.receivePush(.proposal, id: "p2", hour: 23, now: t0)
        c.store.notificationSettings.active = false
        let off = c.receivePush(.active, id: "c1", hour: 12, now: t0)
        #expect(noon == .shown && late == .held && off == .dropped)
        #expect(c.heldPushes == [.opportunity(proposalId: "p2")])
    }
}
