import Foundation
import Testing

@testable import SwapGraph

@Suite("Client store: optimistic mutations, dedup, conflicts (§10, §15.3)")
struct StoreTests {
    func storeWith(_ opportunities: [Opportunity] = [], cycles: [Cycle] = [], intents: [Intent] = []) -> ClientStore {
        var s = readyStore()
        s.opportunities = opportunities
        s.cycles = cycles
        s.intents = intents
        return s
    }

    @Test("OPT-01…04 accept: optimistic status, one API call, timeline refreshed, bridge navigation")
    func acceptSucceeds() {
        let api = FakeAPI()
        api.timeline = [cycle("c1", source: "p1")]
        var s = storeWith([opportunity("p1")])
        let r = s.perform(.accept(proposalId: "p1"), api: api, now: t0)
        #expect(r.outcome == .succeeded && r.apiCalled && r.removedCardId == "p1")
        #expect(r.navigation?.route?.path == "#/history?filter=in_flight")
        #expect(s.opportunities[0].status == .accepted)
        #expect(s.mutationState("proposal:p1") == .succeeded)
        #expect(api.calls == ["accept:p1", "fetchTimeline"])
        #expect(s.cycles.map(\.cycleId) == ["c1"])
    }

    @Test("OPT-05 RETRY-02 failure restores the snapshot, shows the error code and re-enables the buttons")
    func rollback() {
        let api = FakeAPI()
        api.mutationResults["accept:p1"] = .failure(.http(500))
        var s = storeWith([opportunity("p1")])
        let before = s.opportunities
        let r = s.perform(.accept(proposalId: "p1"), api: api, now: t0)
        #expect(r.outcome == .failed(.http(500)))
        #expect(r.banner?.message == "Accept failed: http_500")
        #expect(s.opportunities == before)
        #expect(s.mutationState("proposal:p1") == .failed)
        #expect(s.availability(.accept, id: "p1", now: t0).enabled)
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: t0).apiCalled)
    }

    @Test("OPT-02 the optimistic change is visible while in flight and rolled back on failure")
    func optimisticVisible() {
        var s = storeWith([opportunity("p1")])
        #expect(s.begin(.decline(proposalId: "p1"), now: t0).outcome == .inFlight)
        #expect(s.opportunities[0].status == .declined)
        #expect(FeedComposer.compose(s.feedInputs, now: t0).cards.isEmpty)
        let r = s.complete(.decline(proposalId: "p1"), result: .failure(.transport), now: t0)
        #expect(r.banner?.message == "Decline failed: transport")
        #expect(s.opportunities[0].status == .pending)
    }

    @Test("A-2 A-3 a duplicate submission in flight is deduplicated; the other decision is locked in progress")
    func inFlightDedup() {
        let api = FakeAPI()
        var s = storeWith([opportunity("p1")])
        #expect(s.begin(.accept(proposalId: "p1"), now: t0).outcome == .inFlight)
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: t0).outcome == .deduplicated)
        #expect(s.perform(.decline(proposalId: "p1"), api: api, now: t0).outcome == .refused(.inProgress))
        #expect(api.calls.isEmpty)
        #expect(s.inFlightKeys == ["accept:p1"])
    }

    @Test("A-4 OPT-07 an already-succeeded decision does not call the API again")
    func succeededDedup() {
        let api = FakeAPI()
        var s = storeWith([opportunity("p1")])
        s.perform(.accept(proposalId: "p1"), api: api, now: t0)
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: t0).outcome == .deduplicated)
        #expect(s.perform(.decline(proposalId: "p1"), api: api, now: t0).outcome == .refused(.alreadyDecided))
        #expect(api.count("accept:p1") == 1 && api.count("decline:p1") == 0)
    }

    @Test("OPT-06…08 dedup keys")
    func keys() {
        let i = intent("i1", on: asset("a"))
        #expect(MutationRequest.postIntent(i).dedupKey == "create:i1")
        #expect(MutationRequest.editIntent(i).dedupKey == "edit:i1")
        #expect(MutationRequest.cancelIntent(intentId: "i1").dedupKey == "cancel:i1")
        #expect(MutationRequest.accept(proposalId: "p").dedupKey == "accept:p")
        #expect(MutationRequest.decline(proposalId: "p").dedupKey == "decline:p")
        #expect(MutationRequest.confirmDeposit(cycleId: "c").dedupKey == "confirm_deposit:c")
    }

    @Test("CONF-01 expired: banner, card removed, no restore")
    func expired() {
        let api = FakeAPI()
        api.mutationResults["accept:p1"] = .failure(.expired)
        var s = storeWith([opportunity("p1", expiresIn: 600)])
        let r = s.perform(.accept(proposalId: "p1"), api: api, now: t0)
        #expect(r.banner?.message == "This proposal has expired." && r.removedCardId == "p1")
        #expect(s.opportunities[0].status == .expired)
        #expect(FeedComposer.compose(s.feedInputs, now: t0).cards.isEmpty)
    }

    @Test("CONF-01 a lapsed proposal is refused locally without an API call and becomes expired")
    func lapsedLocally() {
        let api = FakeAPI()
        var s = storeWith([opportunity("p1", expiresIn: 10)])
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: at(10)).outcome == .refused(.expired))
        #expect(api.calls.isEmpty && s.opportunities[0].status == .expired)
    }

    @Test("CONF-02 idempotent success is the same outcome as a fresh accept, with an already-handled toast")
    func idempotent() {
        let api = FakeAPI()
        api.mutationResults["accept:p1"] = .idempotentSuccess(Ack())
        var s = storeWith([opportunity("p1")])
        let r = s.perform(.accept(proposalId: "p1"), api: api, now: t0)
        #expect(r.outcome == .idempotentSucceeded && r.removedCardId == "p1" && r.toast != nil)
        #expect(r.navigation?.route == .history(filter: .inFlight))
    }

    @Test("CONF-03 conflict: Cycle no longer available., card removed")
    func conflict() {
        let api = FakeAPI()
        api.mutationResults["accept:p1"] = .failure(.conflict)
        var s = storeWith([opportunity("p1")])
        let r = s.perform(.accept(proposalId: "p1"), api: api, now: t0)
        #expect(r.banner?.message == "Cycle no longer available." && r.removedCardId == "p1")
        #expect(s.opportunities.isEmpty)
    }

    @Test("CONF-04 RT-45 intent 404 on save: Intent no longer exists., composer closes")
    func intentGone() {
        let api = FakeAPI()
        api.mutationResults["edit:i1"] = .failure(.notFound)
        let item = asset("a")
        var s = storeWith(intents: [intent("i1", on: item)])
        s.openComposer(offering: item)
        #expect(s.composer?.mode == .edit)
        var draft = s.composer!.draft
        draft.wantTarget = "Gloves"
        s.editComposer(draft)
        let r = s.submitComposer(newIntentId: "unused", api: api, now: t0)
        #expect(r?.banner?.message == "Intent no longer exists." && r?.closesComposer == true)
        #expect(s.composer == nil && s.intents.isEmpty)
    }

    @Test("CONF-05 deposit deadline: restore, banner, timeline refresh (cycle may have failed)")
    func deadline() {
        let api = FakeAPI()
        api.mutationResults["deposit:c1"] = .failure(.deadline)
        api.timeline = [cycle("c1", state: .failed)]
        var s = storeWith(cycles: [cycle("c1")])
        let r = s.perform(.confirmDeposit(cycleId: "c1"), api: api, now: t0)
        #expect(r.banner?.message == "Deposit failed: deadline" && r.refreshesTimeline)
        #expect(api.calls == ["deposit:c1", "fetchTimeline"])
        #expect(s.cycles[0].state == .failed)
    }

    @Test("CONF-06 detail 404 removes the stale card")
    func staleDetail() {
        let api = FakeAPI()
        var s = storeWith([opportunity("p1")])
        let opened = s.openDetail("p1", api: api)
        #expect(opened.removed && s.opportunities.isEmpty)
    }

    @Test("confirm_deposit: optimistic leg deposited, escrow.ready when last; then the timeline is refetched")
    func deposit() {
        let api = FakeAPI()
        api.timeline = [cycle("c1", state: .escrowReady, viewerPending: false, otherPending: false)]
        var s = storeWith(cycles: [cycle("c1", otherPending: false)])
        #expect(s.begin(.confirmDeposit(cycleId: "c1"), now: t0).outcome == .inFlight)
        #expect(s.cycles[0].state == .escrowReady && !s.cycles[0].viewerLegPending)
        _ = s.complete(.confirmDeposit(cycleId: "c1"), result: .success(Ack()), now: t0)
        #expect(s.availability(.confirmDeposit, id: "c1", now: t0).disabledReason == .notAwaitingDeposit)
    }

    @Test("LOCK-10 LOCK-13 post intent: invalid draft validates without a call; valid posts, closes, watches")
    func postIntent() {
        let api = FakeAPI()
        let item = asset("a", demand: 3)
        var s = storeWith()
        s.inventory = [item]
        s.openComposer(offering: item)
        #expect(s.submitComposer(newIntentId: "i9", api: api, now: t0) == nil)
        #expect(s.composer?.state == .validating && api.calls.isEmpty)
        var draft = s.composer!.draft
        draft.wantTarget = "Knives"
        s.editComposer(draft)
        let r = s.submitComposer(newIntentId: "i9", api: api, now: t0)
        #expect(r?.banner?.message == "Intent posted. Watching for matches.")
        #expect(s.composer == nil && s.intents.map(\.state) == [.watching])
        #expect(LockerComposer.compose(inventory: s.inventory, intents: s.intents).cards[0].watching)
    }

    @Test("RETRY-03 post failure: intent removed again, composer in error with fields enabled")
    func postFails() {
        let api = FakeAPI()
        api.mutationResults["post:i9"] = .failure(.http(502))
        let item = asset("a")
        var s = storeWith()
        s.openComposer(offering: item)
        s.editComposer(ComposerDraft(offeringAsset: item, wantTarget: "Knives"))
        let r = s.submitComposer(newIntentId: "i9", api: api, now: t0)
        #expect(r?.banner?.message == "Post failed: http_502")
        #expect(s.intents.isEmpty && s.composer?.state == .error && s.composer?.fieldsEnabled == true)
    }

    @Test(
        "cancel intent: optimistic cancel, kept cancelled (terminal) and out of the Locker on success; failure restores"
    )
    func cancel() {
        let api = FakeAPI()
        var s = storeWith(intents: [intent("i1", on: asset("a")), intent("i2", on: asset("b"))])
        let r = s.perform(.cancelIntent(intentId: "i1"), api: api, now: t0)
        #expect(
            r.banner?.message == "Intent cancelled." && s.intents.filter { $0.state.exists }.map(\.intentId) == ["i2"])
        #expect(s.intents.first { $0.intentId == "i1" }?.state == .cancelled)
        api.mutationResults["cancel:i2"] = .failure(.transport)
        let f = s.perform(.cancelIntent(intentId: "i2"), api: api, now: t0)
        #expect(
            f.banner?.message == "Cancel failed: transport"
                && s.intents.first { $0.intentId == "i2" }?.state == .watching)
        #expect(s.perform(.cancelIntent(intentId: "zz"), api: api, now: t0).outcome == .refused(.intentMissing))
    }

    @Test("RETRY-05 offline refuses mutations without calling the API")
    func offline() {
        let api = FakeAPI()
        var s = storeWith([opportunity("p1")])
        s.connectionLost()
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: t0).outcome == .refused(.offline))
        s.refresh(api: api, now: t0)
        #expect(api.calls.isEmpty)
    }

    @Test("G-1 bootstrapping blocks mutations; G-4 paused flag blocks them")
    func sessionAndFlag() {
        let api = FakeAPI()
        var s = ClientStore()
        s.opportunities = [opportunity("p1")]
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: t0).outcome == .refused(.sessionNotReady))
        s.session.apply(.hydrated)
        s.mutationsEnabled = false
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: t0).outcome == .refused(.mutationsPaused))
        #expect(api.calls.isEmpty)
    }

    @Test("CONF-10 foreground resume requires a successful Feed + History refresh before the first mutation")
    func resume() {
        let api = FakeAPI()
        api.proposals = [opportunity("p1")]
        var s = storeWith([opportunity("p1")])
        s.foregroundResumed()
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: t0).outcome == .refused(.refreshing))
        api.timelineResults = [.failure(.decoding)]
        s.refresh(api: api, now: t0)
        #expect(!s.refreshedSinceResume)
        s.refresh(api: api, now: at(1))
        #expect(s.refreshedSinceResume)
        #expect(s.perform(.accept(proposalId: "p1"), api: api, now: at(1)).outcome == .succeeded)
    }

    @Test("LC-08 account switch clears per-user state and mutations, keeps notification settings")
    func accountSwitch() {
        var s = storeWith([opportunity("p1")], intents: [intent("i", on: asset("a"))])
        s.notificationSettings.quietHours.enabled = true
        _ = s.begin(.accept(proposalId: "p1"), now: t0)
        s.switchAccount()
        #expect(s.session.state == .switchingAccount)
        #expect(s.opportunities.isEmpty && s.intents.isEmpty && s.inFlightKeys.isEmpty && s.mutations.isEmpty)
        #expect(s.notificationSettings.quietHours.enabled)
    }

    @Test(
        "RETRY-01 a fetch that keeps failing retries twice, then the surface shows retryable; 401 expires the session")
    func fetchFailure() {
        let api = FakeAPI()
        api.proposalResults = [.failure(.http(503)), .failure(.http(503)), .failure(.http(503))]
        var s = readyStore()
        var slept: [TimeInterval] = []
        s.refresh([.proposals], api: api, now: t0, sleep: { slept.append($0) })
        #expect(api.count("fetchProposals") == 3 && slept == [0.120, 0.240])
        #expect(s.fallback(.feed, now: t0).name == "retryable")
        api.proposalResults = [.failure(.http(401))]
        s.refresh([.proposals], api: api, now: t0, route: "#/feed/opportunity/p1")
        #expect(s.session.state == .sessionExpired && s.session.preservedDestination == "#/feed/opportunity/p1")
        #expect(s.fallback(.feed, now: t0).name == "blocked")
    }

    @Test("FEED-12 focus refetches only caches whose TTL ran out")
    func focusTTL() {
        let api = FakeAPI()
        var s = readyStore()
        s.refresh(api: api, now: t0)
        #expect(s.focus(.feed, api: api, now: at(12)) == [.timeline])
        #expect(s.focus(.history, api: api, now: at(16)) == [])
        #expect(s.focus(.feed, api: api, now: at(16)) == [.proposals])
    }
}
