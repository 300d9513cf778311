import Foundation
import Testing

@testable import SwapGraph

@Suite("Routes and navigation (§2.2, §2.3, §9, §12.2)")
struct NavigationTests {
    @Test("RT-01…08 every v2 route parses with its params and round-trips")
    func routes() {
        let cases: [(String, Route)] = [
            ("#/feed", .feed), ("#/feed/opportunity/p1", .opportunity(proposalId: "p1")), ("#/locker", .locker),
            ("#/locker/item/a9", .item(assetId: "a9")), ("#/history", .history(filter: nil)),
            ("#/history/cycle/c1", .cycle(cycleId: "c1")), ("#/history/receipt/r1", .receipt(receiptId: "r1")),
            ("#/settings/notifications", .settingsNotifications),
            ("#/history?filter=in_flight", .history(filter: .inFlight)),
        ]
        for (hash, route) in cases {
            let r = Router.resolve(hash)
            #expect(r.route == route && !r.redirected && !r.fellBack)
            #expect(route.path == hash)
        }
        #expect(Route.opportunity(proposalId: "p1").params == ["proposalId": "p1"])
        #expect(Route.settingsNotifications.deepLinkKind == "settings" && Route.settingsNotifications.surface == nil)
    }

    @Test("RT-09 unknown routes fall back to #/feed")
    func fallback() {
        for hash in ["", "#/", "#/nope", "#/feed/opportunity", "#/history/cycle/c1/extra"] {
            let r = Router.resolve(hash)
            #expect(r.route == .feed && r.fellBack)
        }
    }

    @Test("RT-30…37 v1 routes redirect to v2")
    func redirects() {
        let cases: [(String, String)] = [
            ("#/items", "#/locker"), ("#/intents", "#/locker"), ("#/inbox", "#/feed"),
            ("#/inbox/proposal/p1", "#/feed/opportunity/p1"), ("#/active", "#/history?filter=in_flight"),
            ("#/active/cycle/c1", "#/history/cycle/c1"), ("#/receipts", "#/history?filter=settled"),
            ("#/receipts/r1", "#/history/receipt/r1"),
        ]
        for (v1, v2) in cases {
            let r = Router.resolve(v1)
            #expect(r.route.path == v2 && r.redirected)
        }
    }

    @Test("RT-10…12 RT-16…18 push kinds route to v2 and their v1 routes redirect to the same place")
    func push() {
        for kind in PushKind.allCases {
            #expect(Router.resolve(kind.v1Route(id: "x")).route == kind.route(id: "x"))
        }
        #expect(PushKind.proposal.route(id: "p").path == "#/feed/opportunity/p")
        #expect(PushKind.active.route(id: "c").path == "#/history/cycle/c")
        #expect(PushKind.receipt.route(id: "r").path == "#/history/receipt/r")
    }

    @Test("RT-13…15 tabs navigate to the surface root and scroll to top")
    func tabs() {
        #expect(Navigator.tab(.feed) == NavigationStep(route: .feed, scrollToTop: true))
        #expect(Navigator.tab(.locker).route == .locker)
        #expect(Navigator.tab(.history).route?.path == "#/history")
        #expect(Surface.allCases.allSatisfy { Navigator.tab($0).scrollToTop })
    }

    @Test("RT-19 LC-17 accept: 2.4 s overlay then #/history?filter=in_flight; reduced motion: toast, immediate")
    func acceptBridge() {
        let step = Navigator.afterSuccess(.accept)
        #expect(step.route?.path == "#/history?filter=in_flight" && step.delaySeconds == 2.4)
        #expect(step.overlay == ["Swap accepted", "Settlement is in flight"])
        let reduced = Navigator.afterSuccess(.accept, reducedMotion: true)
        #expect(reduced.delaySeconds == 0 && reduced.toast == "Swap accepted" && reduced.overlay == nil)
        #expect(Navigator.afterSuccess(.decline).route == nil && Navigator.afterSuccess(.postIntent).route == nil)
    }

    @Test("RT-24…28 back targets")
    func back() {
        #expect(Navigator.back(from: .opportunity(proposalId: "p")) == .feed)
        #expect(Navigator.back(from: .cycle(cycleId: "c")) == .history(filter: nil))
        #expect(Navigator.back(from: .receipt(receiptId: "r")) == .history(filter: nil))
        #expect(Navigator.back(from: .item(assetId: "a")) == .locker)
        #expect(Navigator.back(from: .settingsNotifications, previous: .locker) == .locker)
        #expect(Navigator.back(from: .settingsNotifications) == .feed)
    }
}
