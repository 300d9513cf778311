import Foundation
import Testing

@testable import SwapGraph

@Suite("Notification settings (§8.3) and analytics (§11.1)")
struct NotificationAnalyticsTests {
    @Test("NOTIF defaults: channels on, quiet hours off 22→7")
    func defaults() {
        let s = NotificationSettings()
        #expect(s.proposal && s.active && s.receipt)
        #expect(s.quietHours == QuietHours(enabled: false, startHour: 22, endHour: 7))
        #expect((0..<24).allSatisfy { s.disposition(kind: .proposal, hour: $0) == .shown })
    }

    @Test("NOTIF quiet hours wrap midnight: [22, 7) quiet, 7 and 21 not; start == end never quiet")
    func quietHours() {
        var s = NotificationSettings()
        s.quietHours.enabled = true
        #expect(s.disposition(kind: .active, hour: 22) == .held && s.disposition(kind: .active, hour: 0) == .held)
        #expect(s.disposition(kind: .active, hour: 6) == .held)
        #expect(s.disposition(kind: .active, hour: 7) == .shown && s.disposition(kind: .active, hour: 21) == .shown)
        #expect(s.disposition(kind: .active, hour: 23) == .held)
        s.quietHours = QuietHours(enabled: true, startHour: 9, endHour: 17)
        #expect(s.disposition(kind: .receipt, hour: 9) == .held && s.disposition(kind: .receipt, hour: 17) == .shown)
        s.quietHours = QuietHours(enabled: true, startHour: 5, endHour: 5)
        #expect((0..<24).allSatisfy { s.disposition(kind: .receipt, hour: $0) == .shown })
        s.receipt = false
        #expect(s.disposition(kind: .receipt, hour: 12) == .dropped)
    }

    @Test("ANA every event carries session, actor, latency since the previous event, surface and entry point")
    func properties() {
        var a = AnalyticsEmitter(sessionId: "s1", actorId: "u1")
        let first = a.emit(.feedViewed, now: t0, surface: .feed, entryPoint: .tabTap)
        let second = a.emit(.cardTapped, now: at(1.25), surface: .feed, entryPoint: .tabTap, proposalId: "p1")
        #expect(first?.latencyMs == 0 && second?.latencyMs == 1250)
        let p = second!.properties()
        #expect(p["session_id"] as? String == "s1" && p["actor_id"] as? String == "u1")
        #expect(p["surface"] as? String == "feed" && p["entry_point"] as? String == "tab_tap")
        #expect(p["proposal_id"] as? String == "p1" && p["cycle_id"] == nil)
        #expect(FunnelEventName.allCases.map(\.rawValue).first == "feed.viewed")
        #expect(FunnelEventName.allCases.count == 9)
    }

    @Test("ANA accept_succeeded at most once per proposal")
    func acceptOnce() {
        var a = AnalyticsEmitter(sessionId: "s", actorId: "u")
        #expect(a.emit(.acceptSucceeded, now: t0, surface: .feed, entryPoint: .tabTap, proposalId: "p") != nil)
        #expect(a.emit(.acceptSucceeded, now: at(1), surface: .feed, entryPoint: .tabTap, proposalId: "p") == nil)
        #expect(a.emit(.acceptSucceeded, now: at(2), surface: .feed, entryPoint: .tabTap, proposalId: "q") != nil)
        #expect(a.events.count == 2)
        #expect(a.events[1].latencyMs == 2000)
    }
}
