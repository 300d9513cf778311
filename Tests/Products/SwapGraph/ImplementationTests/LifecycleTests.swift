import Foundation
import Testing

@testable import SwapGraph

@Suite("Lifecycles LC-01…LC-11")
struct LifecycleTests {
    @Test("LC-01 pending accepts, declines or expires; terminal states refuse everything")
    func opportunity() {
        var o = OpportunityLifecycle(expiresAt: at(100))
        #expect(o.apply(.expire, now: t0).accepted == false)
        #expect(o.apply(.accept, now: t0) == .accepted(.pending, .accepted))
        #expect(o.apply(.decline, now: t0) == .refused(.accepted))
        var d = OpportunityLifecycle(expiresAt: at(100))
        #expect(d.apply(.decline, now: t0).to == .declined)
        var e = OpportunityLifecycle(expiresAt: at(100))
        #expect(e.apply(.expire, now: at(100)) == .accepted(.pending, .expired))
        #expect(e.apply(.accept, now: at(100)).accepted == false)
    }

    @Test("LC-01 accept of a lapsed pending proposal is refused and the proposal becomes expired")
    func lapsedAccept() {
        var o = OpportunityLifecycle(expiresAt: at(100))
        let t = o.apply(.accept, now: at(100))
        #expect(!t.accepted)
        #expect(o.state == .expired)
    }

    @Test("LC-02 draft posts to watching; edit keeps; match; cancel from watching or matched; draft cannot edit/cancel")
    func intent() {
        var i = IntentLifecycle()
        #expect(!i.apply(.edit).accepted)
        #expect(!i.apply(.cancel).accepted)
        #expect(i.apply(.post) == .accepted(.draft, .watching))
        #expect(i.apply(.edit) == .accepted(.watching, .watching))
        #expect(i.apply(.match) == .accepted(.watching, .matched))
        #expect(i.apply(.edit) == .accepted(.matched, .matched))
        #expect(i.apply(.cancel) == .accepted(.matched, .cancelled))
        #expect(!i.apply(.post).accepted && !i.apply(.cancel).accepted)
        #expect(i.state == .cancelled)
    }

    @Test("LC-03 happy path, last pending leg moves escrow.pending to escrow.ready")
    func cycle() {
        var c = CycleLifecycle(legs: [Leg(legId: "a", fromActor: "viewer"), Leg(legId: "b", fromActor: "other")])
        #expect(c.apply(.accept).to == .accepted)
        #expect(!c.apply(.confirmDeposit).accepted)
        #expect(c.apply(.openEscrow).to == .escrowPending)
        #expect(c.apply(.confirmDeposit, actor: "viewer") == .accepted(.escrowPending, .escrowPending))
        #expect(!c.apply(.confirmDeposit, actor: "viewer").accepted)
        #expect(!c.apply(.execute).accepted)
        #expect(c.apply(.confirmDeposit, actor: "other") == .accepted(.escrowPending, .escrowReady))
        #expect(c.apply(.execute).to == .executing)
        #expect(c.apply(.complete).to == .completed)
        #expect(!c.apply(.executionFailed).accepted)
    }

    @Test("LC-03 failures: deposit_timeout from escrow.pending, execution_failed from executing; completed is terminal")
    func cycleFailures() {
        var a = CycleLifecycle(state: .escrowPending, legs: [Leg(legId: "a", fromActor: "x")])
        #expect(a.apply(.depositTimeout) == .accepted(.escrowPending, .failed))
        var b = CycleLifecycle(state: .executing)
        #expect(b.apply(.executionFailed) == .accepted(.executing, .failed))
        var c = CycleLifecycle(state: .escrowReady)
        #expect(!c.apply(.depositTimeout).accepted)
        var d = CycleLifecycle(state: .completed)
        for e in CycleLifecycle.Event.allCases { #expect(!d.apply(e).accepted) }
    }

    @Test("LC-06 submit while mutating is refused; failed resubmits; succeeded is terminal")
    func mutation() {
        var m = MutationLifecycle()
        #expect(!m.apply(.succeed).accepted)
        #expect(m.apply(.submit).to == .mutating)
        #expect(!m.apply(.submit).accepted)
        #expect(m.apply(.fail).to == .failed)
        #expect(m.apply(.submit).to == .mutating)
        #expect(m.apply(.succeed).to == .succeeded)
        #expect(!m.apply(.submit).accepted)
    }

    @Test("LC-08 session transitions and the preserved destination")
    func session() {
        var s = SessionLifecycle()
        #expect(!s.apply(.http401).accepted)
        #expect(s.apply(.hydrated).to == .authenticated)
        #expect(s.apply(.http401, route: "#/history/cycle/c1").to == .sessionExpired)
        #expect(s.preservedDestination == "#/history/cycle/c1")
        #expect(s.takeDestination() == nil)
        #expect(s.apply(.reauthenticated).to == .authenticated)
        #expect(s.takeDestination() == "#/history/cycle/c1")
        #expect(s.takeDestination() == nil)
        #expect(s.apply(.tokenExpired).to == .sessionExpired)
        s.apply(.reauthenticated)
        #expect(s.apply(.http403).to == .forbidden)
        #expect(!s.apply(.reauthenticated).accepted)
        #expect(s.apply(.scopeChanged).to == .authenticated)
        #expect(s.apply(.switchAccount).to == .switchingAccount)
        #expect(s.apply(.actorLoaded).to == .authenticated)
        #expect(s.apply(.signOut).to == .signedOut)
        #expect(s.apply(.signedIn).to == .bootstrapping)
    }

    @Test("LC-10 connectivity toggles; repeated events refused")
    func connectivity() {
        var c = ConnectivityLifecycle()
        #expect(!c.apply(.restored).accepted)
        #expect(c.apply(.lost).to == .offline)
        #expect(!c.apply(.lost).accepted)
        #expect(c.apply(.restored).to == .online)
    }

    @Test("LC-09 permission: prompt only after enable_tapped; denied never re-prompts; unsupported is terminal")
    func permission() {
        var p = NotificationPermissionLifecycle()
        #expect(p.state == .prePrompt)
        #expect(!p.apply(.granted).accepted)
        #expect(p.apply(.enableTapped).to == .systemPrompt)
        #expect(p.apply(.denied).to == .denied)
        #expect(!p.apply(.enableTapped).accepted)
        #expect(p.state == .denied && p.showsSettingsRecovery)
        var g = NotificationPermissionLifecycle()
        g.apply(.enableTapped)
        #expect(g.apply(.granted).to == .enabled)
        var u = NotificationPermissionLifecycle(pushSupported: false)
        #expect(u.state == .unsupported && !u.showsPushToggles)
        for e in NotificationPermissionLifecycle.Event.allCases { #expect(!u.apply(e).accepted) }
    }

    @Test("LC-11 rollout phases in order with flags and percentages; rollback keeps the phase")
    func rollout() {
        var r = RolloutLifecycle()
        #expect(r.state.flag == "v2_surfaces_shell" && r.state.percent == 5)
        #expect(r.apply(.promote).to == .beta)
        #expect(r.state.flag == "v2_feed_detail_actions" && r.state.percent == 20)
        #expect(r.apply(.rollback).to == .beta)
        #expect(r.rolledBack == "disable v2 action layer, keep v2 read-only cards")
        #expect(!r.mutationsEnabled)
        #expect(!r.apply(.promote).accepted)
        var g = RolloutLifecycle(state: .ramp)
        #expect(g.apply(.promote).to == .ga)
        #expect(g.state.percent == 100 && !g.apply(.promote).accepted)
    }
}
