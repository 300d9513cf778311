import Testing

@testable import OchreSoul

@Suite("Anonymous identity")
struct IdentityTests {
    @Test("first launch creates an anonymous session and a profile row")
    func firstLaunch() throws {
        let world = TestWorld(launch: false)
        guard case .ready(let id, true, true) = world.env.identity.launch() else {
            Issue.record("expected an anonymous first launch")
            return
        }
        #expect(world.env.backend.profiles[id] != nil)
        #expect(world.env.identity.catalogueAllowed)
        guard case .ready(id, true, false) = world.env.identity.launch() else {
            Issue.record("second launch should restore the same session")
            return
        }
    }

    @Test("auth is retried once, then a recoverable startup error shows no catalogue")
    func retryThenError() {
        let retried = TestWorld(launch: false)
        retried.env.backend.inject(.server, on: .signInAnonymously, times: 1)
        guard case .ready = retried.env.identity.launch() else {
            Issue.record("one failure should be absorbed by the retry")
            return
        }
        let failing = TestWorld(launch: false)
        failing.env.backend.inject(.timeout, on: .signInAnonymously, times: 2)
        #expect(failing.env.identity.launch() == .startupError)
        #expect(!failing.env.identity.catalogueAllowed)
        #expect(failing.env.session.userID == nil)
        #expect(failing.env.identity.launch() != .startupError)  // recoverable
    }

    @Test("account upgrade keeps local progress")
    func upgradeKeepsProgress() {
        let world = TestWorld()
        _ = world.env.tracker.recordCorrectFill(world.free.row.ref, region: 2)
        let anonymousID = world.env.session.userID
        #expect(world.env.identity.upgrade(credential: "new@example.com") == .promoted)
        #expect(world.env.session.userID == anonymousID)
        #expect(!world.env.session.isAnonymous)
        #expect(world.env.progressStore.load("art-free")?.completedRegions.indices == [2])
    }

    @Test("merging into an existing account unions the progress bitsets")
    func mergeUnion() {
        let world = TestWorld()
        let existing = world.env.backend.createAccount(credential: "old@example.com")
        var remote = ProgressBitset(regionCount: 12)
        remote.insert(7)
        remote.insert(2)
        world.env.backend.seedProgress(
            ServerProgressRow(
                artworkID: "art-free", artworkVersion: 1, completedRegions: remote, lastSelectedColourID: nil),
            for: existing)
        _ = world.env.tracker.recordCorrectFill(world.free.row.ref, region: 2)
        _ = world.env.tracker.recordCorrectFill(world.free.row.ref, region: 3)
        #expect(world.env.identity.upgrade(credential: "old@example.com") == .merged(artworks: 1))
        #expect(world.env.session.userID == existing)
        #expect(world.env.progressStore.load("art-free")?.completedRegions.indices == [2, 3, 7])
    }

    @Test("a failed upgrade preserves anonymous local state")
    func failedUpgrade() {
        let world = TestWorld()
        _ = world.env.tracker.recordCorrectFill(world.free.row.ref, region: 1)
        world.env.backend.inject(.network, on: .upgradeAccount)
        #expect(world.env.identity.upgrade(credential: "x@example.com") == .failed)
        #expect(world.env.session.isAnonymous)
        #expect(world.env.progressStore.load("art-free")?.completedRegions.indices == [1])
    }

    @Test("anonymous users cannot restore or complete a purchase")
    func anonymousCannotBuy() {
        let world = TestWorld()
        world.env.appStore.nextPurchase = .purchased(receipt: "r1")
        world.env.backend.validReceipts["r1"] = world.pack.productID
        #expect(world.env.purchases.purchase(world.pack) == .accountRequired)
        #expect(world.env.purchases.restore() == .accountRequired)
        #expect(world.env.appStore.purchaseSheets.isEmpty)
        #expect(throws: RemoteError.signInRequired) {
            try world.env.backend.validatePurchase(
                userID: world.env.session.userID ?? "", platform: "ios", productID: world.pack.productID, receipt: "r1")
        }
    }
}
