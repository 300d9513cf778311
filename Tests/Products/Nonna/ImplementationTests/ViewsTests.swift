import Foundation
import Testing

@testable import Nonna

@Suite("Tiles, role toggle, memory lane, digest, storage (FR-7.x, FR-11.x)")
struct ViewsTests {
    @Test(
        "FR-7.1 / 7.2 owner tiles are editable and scoped to one baby; follower tiles read-only and aggregated; hidden tiles omitted"
    )
    func tiles() throws {
        let f = Fixture()
        let (sarah, lily) = try f.ownerWithBaby()
        let (mia, max) = try f.ownerWithBaby("Mia")
        let linda = try f.follower("Linda", of: lily, invitedBy: sarah)
        _ = try f.app.sendInvitations(max, emails: ["linda@example.com"], as: mia)
        _ = try f.app.acceptInvitation(
            token: f.lastEmail(to: "linda@example.com", .invitation)!.payload["token"]!, relationship: .aunt, as: linda)
        _ = try f.app.uploadPhotos(lily, [GalleryTests.jpeg()], as: sarah)
        _ = try f.app.uploadPhotos(max, [GalleryTests.jpeg()], as: mia)
        let owner = try f.app.loadScreen(.home, as: sarah)
        #expect(owner.mode == .owner && owner.scope == [lily])
        let photos = try #require(owner.tiles.first { $0.type == .recentPhotos })
        #expect(photos.isEditable && photos.items.map(\.babyID) == [lily])
        #expect(owner.configSource == .network)
        let follower = try f.app.loadScreen(.home, as: linda)
        let fPhotos = try #require(follower.tiles.first { $0.type == .recentPhotos })
        #expect(!fPhotos.isEditable && Set(fPhotos.items.map(\.babyID)) == [lily, max])
        #expect(follower.tiles.map(\.displayOrder) == follower.tiles.map(\.displayOrder).sorted())
        let one = try f.app.loadTile(fPhotos.configID, as: linda)
        #expect(one.items == fPhotos.items)
        #expect(throws: NonnaError.conflict("tile is for the follower role")) {
            try f.app.loadTile(fPhotos.configID, as: sarah)
        }
        let config = try #require(
            f.app.tileConfigs.first { $0.screen == .home && $0.role == .follower && $0.type == .recentPhotos })
        try f.app.setTileVisibility(config.id, isVisible: false)
        #expect(try f.app.loadScreen(.home, as: linda).tiles.contains { $0.type == .recentPhotos } == false)
    }

    @Test("FR-7.3 / 7.4 tile data is cached until the owner update marker moves; real-time scoped to accessible babies")
    func cacheAndRealtime() throws {
        let f = Fixture()
        let (sarah, lily) = try f.ownerWithBaby()
        let (mia, max) = try f.ownerWithBaby("Mia")
        let linda = try f.follower("Linda", of: lily, invitedBy: sarah)
        _ = try f.app.uploadPhotos(lily, [GalleryTests.jpeg()], as: sarah)
        _ = try f.app.uploadPhotos(max, [GalleryTests.jpeg()], as: mia)
        let tile: (ScreenView) -> TileView? = { $0.tiles.first { $0.type == .recentPhotos } }
        #expect(tile(try f.app.loadScreen(.gallery, as: linda))?.source == .network)
        let second = try f.app.loadScreen(.gallery, as: linda)
        #expect(tile(second)?.source == .cache && second.configSource == .cache)
        _ = try f.app.uploadPhotos(lily, [GalleryTests.jpeg()], as: sarah)
        let third = try #require(tile(try f.app.loadScreen(.gallery, as: linda)))
        #expect(third.source == .network && third.items.count == 2)
        let messages = try f.app.realtimeMessages(as: linda)
        #expect(!messages.isEmpty && messages.allSatisfy { $0.babyID == lily })
    }

    @Test("FR-11.4 the toggle shows only for dual-role users and switches tile scope; persists per session")
    func roleToggle() throws {
        let f = Fixture()
        let (sarah, lily) = try f.ownerWithBaby()
        let (mia, max) = try f.ownerWithBaby("Mia")
        let linda = try f.follower("Linda", of: lily, invitedBy: sarah)
        #expect(try f.app.roleModeState(as: linda).showsToggle == false)
        #expect(throws: NonnaError.conflict("no owner role")) { try f.app.setRoleMode(.owner, as: linda) }
        _ = try f.app.sendInvitations(max, emails: ["sarah@example.com"], as: mia)
        _ = try f.app.acceptInvitation(
            token: f.lastEmail(to: "sarah@example.com", .invitation)!.payload["token"]!, relationship: .familyFriend,
            as: sarah)
        let state = try f.app.roleModeState(as: sarah)
        #expect(state.showsToggle && state.current == .owner && state.scope == [lily])
        let switched = try f.app.setRoleMode(.follower, as: sarah)
        #expect(switched.current == .follower && switched.scope == [max])
        #expect(try f.app.loadScreen(.home, as: sarah).mode == .follower)
        _ = try f.app.login(email: "sarah@example.com", password: "secret1")
        #expect(try f.app.roleModeState(as: sarah).current == .owner)
    }

    @Test("FR-11.2 memory lane shows photos and events from this day in earlier years")
    func memoryLane() throws {
        let f = Fixture()
        let (sarah, lily) = try f.ownerWithBaby(dueInDays: 30)
        let p = try f.app.uploadPhotos(lily, [PhotoUpload(file: GalleryTests.jpeg().file, caption: "Bump")], as: sarah)[
            0]
        #expect(try f.app.memoryLane(baby: nil, as: sarah).isEmpty)
        f.clock.advance(days: 364)
        #expect(try f.app.memoryLane(baby: nil, as: sarah).isEmpty)
        f.clock.advance(days: 1)
        let memories = try f.app.memoryLane(baby: lily, as: sarah)
        #expect(memories.map(\.rowID) == [p.id] && memories[0].yearsAgo == 1)
        #expect(try f.app.shareMemory(.photo, p.id, as: sarah).watermark == "Nonna")
    }

    @Test("FR-11.1 weekly digest is emailed when the period elapses, personalised by role; opted-out users get none")
    func digest() throws {
        let f = Fixture()
        let (sarah, lily) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: lily, invitedBy: sarah)
        var off = NotificationPreferences()
        off.digestFrequency = .off
        _ = try f.app.updatePreferences(off, as: linda)
        _ = try f.app.uploadPhotos(lily, [GalleryTests.jpeg()], as: sarah)
        #expect(f.app.runDigests().isEmpty)
        let preview = try f.app.previewDigest(as: sarah)
        #expect(preview.sections.first?.role == .owner && preview.sections.first?.newFollowers == 1)
        f.clock.advance(by: NonnaLimits.weeklyDigestPeriod)
        let sent = f.app.runDigests()
        #expect(sent.map(\.to) == ["sarah@example.com"])
        #expect(sent.first?.payload["newPhotos"] == "1")
        #expect(f.app.runDigests().isEmpty)
    }

    @Test("FR-11.3 free tier: warning at 90%, uploads blocked past 15 GB; paid tier unlimited")
    func storage() throws {
        let f = Fixture()
        let (sarah, lily) = try f.ownerWithBaby()
        let tenMB = Int64(NonnaLimits.photoMaxBytes)
        let batch = Array(repeating: GalleryTests.jpeg(tenMB), count: 10)
        let batchesToWarning = Int((Double(NonnaLimits.freeTierStorageBytes) * 0.9 / Double(tenMB * 10)).rounded(.up))
        for _ in 0..<batchesToWarning { _ = try f.app.uploadPhotos(lily, batch, as: sarah) }
        let usage = try f.app.storageUsage(as: sarah)
        #expect(usage.state == .warning)
        #expect(f.app.allNotifications.filter { $0.userID == sarah && $0.type == .storageWarning }.count == 1)
        while (try? f.app.uploadPhotos(lily, batch, as: sarah)) != nil {}
        #expect(throws: NonnaError.limitExceeded(.storageQuota)) { try f.app.uploadPhotos(lily, batch, as: sarah) }
        f.app.setStorageTier(.paid, for: sarah)
        #expect(try f.app.uploadPhotos(lily, batch, as: sarah).count == 10)
        #expect(try f.app.storageUsage(as: sarah).limitBytes == nil)
    }
}
