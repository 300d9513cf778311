import Conformance
import Foundation
import Nonna

/// Rule checks of FR-8.x: push opt-in and the push list, the in-app feed, read state, links, and preferences.
enum NotificationChecks {
    static var all: [RuleCheck] { [push, pushList, feed, preferences, optedOut] }

    /// FR-8.1: push goes to users who opted in, for the listed types, linked to the content; none without opt-in.
    static let push = NonnaRule.check(
        "FR-8.1.S2",
        covers: ["FR-8.1.AC1", "FR-8.1.AC2", "FR-8.1.S5", "FR-8.1.S1", "FR-8.1.AC4", "FR-8.1.S4", "FR-8.1.AC6"],
        title:
            "a follower not yet asked for push permission gets no push until they grant it; one who granted it gets a push for a new photo, linked to the photo; one who denied it gets the in-app notification only"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let granted = try world.follower(of: baby, invitedBy: owner)
        let denied = try world.follower(of: baby, invitedBy: owner)
        let later = try world.follower(of: baby, invitedBy: owner)
        for (user, permission) in [(denied, PushPermission.denied), (later, .notAsked)] {
            var prefs = try world.app.preferences(as: user)
            prefs.pushPermission = permission
            _ = try world.app.updatePreferences(prefs, as: user)
        }
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let pushed = world.app.pushes.filter { $0.type == .newPhoto }
        try expect(
            pushed.map(\.userID) == [granted],
            "of three followers only the one who granted push permission gets a push; the one not yet asked and the one who denied get none",
            proves: ["FR-8.1.S2", "FR-8.1.AC1", "FR-8.1.S4", "FR-8.1.AC6"])
        try expect(
            pushed.first?.sentAt == world.clock.now && pushed.first?.message.isEmpty == false,
            "the push is queued for the push provider at the moment of the upload",
            proves: ["FR-8.1.S1", "FR-8.1.S5", "FR-8.1.AC2"])
        let target = try require(pushed.first?.target, "the push's link")
        guard case .photo(let linked) = target else { throw RuleFailure("the push links to \(target), not a photo") }
        try expect(
            linked == photo && (try world.app.viewPhoto(linked, as: granted)).photo.id == photo,
            "the push links to the new photo, which the follower can open", proves: "FR-8.1.AC4")
        try expect(
            Set(world.app.allNotifications.filter { $0.type == .newPhoto }.map(\.userID)) == [granted, denied, later],
            "every follower still gets the in-app notification", proves: "FR-8.1.S4")
        var prefs = try world.app.preferences(as: later)
        prefs.pushPermission = .granted
        _ = try world.app.updatePreferences(prefs, as: later)
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        try expect(
            Set(world.app.pushes.filter { $0.type == .newPhoto }.map(\.userID)) == [granted, later],
            "once the follower opts in to push, pushes reach them", proves: ["FR-8.1.S2", "FR-8.1.AC1"])
    }

    /// FR-8.1 S3: the seven push types of the document reach the recipients it names, by push.
    static let pushList = NonnaRule.check(
        "FR-8.1.S3",
        title:
            "a new photo, event and registry item push to the followers; a photo comment, a purchase, an RSVP and a new follower push to the owners; a squish or an event comment (not in the list) does not push"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(3 * 86_400)), as: owner
        ).event.id
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        _ = try world.app.addComment(on: .photo(photo), body: "Sweet", as: follower)
        _ = try world.app.markPurchased(item, note: nil, as: follower)
        _ = try world.app.rsvp(event, .yes, as: follower)
        _ = try world.app.squish(photo, as: follower)
        _ = try world.app.addComment(on: .event(event), body: "Coming", as: follower)
        func pushed(_ type: NotificationType) -> [UserID] { world.app.pushes.filter { $0.type == type }.map(\.userID) }
        for type in [NotificationType.newPhoto, .newEvent, .newRegistryItem] {
            try expect(
                pushed(type) == [follower], "a \(type.rawValue) is pushed to the follower", proves: "FR-8.1.S3")
        }
        for type in [NotificationType.photoComment, .registryPurchase, .eventRSVP, .newFollower] {
            try expect(pushed(type) == [owner], "a \(type.rawValue) is pushed to the owner", proves: "FR-8.1.S3")
        }
        try expect(
            pushed(.photoSquish).isEmpty && pushed(.eventComment).isEmpty
                && world.app.allNotifications.contains { $0.type == .photoSquish },
            "a squish and an event comment, outside the push list, are in-app only (A-12)", proves: "FR-8.1.S3")
    }

    /// FR-8.2: the feed persists notifications newest first, 30 per page, unread badge, mark read, linked content.
    static let feed = NonnaRule.check(
        "FR-8.2.S1",
        covers: [
            "FR-8.1.AC3", "FR-8.2.S2", "FR-8.2.S3", "FR-8.2.S4", "FR-8.2.S5", "FR-8.2.S6", "FR-8.2.S7", "FR-8.2.AC1",
            "FR-8.2.AC2", "FR-8.2.AC3", "FR-8.2.AC4", "FR-8.2.AC5", "PR-70",
        ],
        title:
            "a follower's feed lists 35 notifications newest first in pages of 30 with an unread badge; marking one read lowers the badge, marking it unread raises it; each links to its content"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        var photos: [RowID] = []
        for _ in 0..<35 {
            photos += try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner).map(\.id)
            world.clock.advance(by: 10)
        }
        let first = try world.app.notificationFeed(page: 0, as: follower)
        let second = try world.app.notificationFeed(page: 1, as: follower)
        let all = first.items + second.items
        try expect(
            all.count == 35
                && Set(all.map(\.id)) == Set(world.app.allNotifications.filter { $0.userID == follower }.map(\.id)),
            "the in-app feed shows every notification stored for the user",
            proves: ["FR-8.2.S1", "FR-8.2.AC1", "FR-8.2.S2", "PR-70"])
        try expect(
            first.items.count == 30 && first.hasMore && second.items.count == 5 && !second.hasMore,
            "the feed pages by 30", proves: ["FR-8.2.S6", "FR-8.2.AC5"])
        let dates = all.map(\.createdAt)
        try expect(
            dates == dates.sorted(by: >) && Set(dates).count == 35, "the feed is newest first", proves: "FR-8.2.S5")
        try expect(
            first.unreadCount == 35, "the unread badge counts all 35 unread notifications",
            proves: ["FR-8.2.S4", "FR-8.2.AC2"])
        try expect(
            all.allSatisfy { !$0.message.isEmpty && $0.message.contains("Lily") },
            "every notification carries a message naming the baby, with a link to its content", proves: "FR-8.1.AC3")
        let top = first.items[0]
        guard case .photo(let photo) = top.target else {
            throw RuleFailure("the notification does not link to a photo")
        }
        try expect(
            photo == photos.last && (try world.app.viewPhoto(photo, as: follower)).photo.id == photo,
            "the newest notification links to the newest photo, which opens for the follower",
            proves: ["FR-8.2.S7", "FR-8.2.AC4"])
        _ = try world.app.markNotification(top.id, read: true, as: follower)
        try expect(
            try world.app.notificationFeed(as: follower).unreadCount == 34
                && world.app.notification(top.id)?.readState == .read,
            "marking a notification read stores it read and lowers the badge",
            proves: ["FR-8.2.S3", "FR-8.2.AC3", "FR-8.2.AC2"])
        _ = try world.app.markNotification(top.id, read: false, as: follower)
        try expect(
            try world.app.notificationFeed(as: follower).unreadCount == 35
                && world.app.notification(top.id)?.readState == .unread,
            "marking it unread again raises the badge", proves: "FR-8.2.S3")
        try expectError(
            NonnaError.forbidden, "a user is refused marking another user's notification", proves: "PR-70"
        ) { () throws(NonnaError) in _ = try world.app.markNotification(top.id, read: true, as: owner) }
    }

    /// FR-8.3: all / push / in-app switches and per-category toggles, saved and applied at once, OS permission respected.
    static let preferences = NonnaRule.check(
        "FR-8.3.S1",
        covers: [
            "FR-8.3.S2", "FR-8.3.S3", "FR-8.3.S4", "FR-8.3.AC1", "FR-8.3.AC2", "FR-8.3.AC3", "FR-8.3.AC4", "FR-8.3.AC5",
            "FR-8.1.AC5", "PR-69",
        ],
        title:
            "turning off photo notifications stops them at once while event ones still arrive; push off keeps in-app; in-app off keeps push; all off stops everything; a denied OS permission means no push whatever the switch says"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let f = try world.follower(of: baby, invitedBy: owner)
        var prefs = try world.app.preferences(as: f)
        try expect(
            prefs.allEnabled && prefs.pushEnabled && prefs.inAppEnabled && prefs.disabledCategories.isEmpty,
            "a user reads their notification settings", proves: ["FR-8.3.S1", "FR-8.3.AC1", "PR-69"])
        prefs.disabledCategories = [.photos]
        _ = try world.app.updatePreferences(prefs, as: f)
        try expect(
            try world.app.preferences(as: f).disabledCategories == [.photos]
                && (try world.app.preferences(as: f)) == prefs,
            "the changed settings are saved with the user", proves: ["FR-8.3.S3", "FR-8.3.AC3", "FR-8.1.AC5", "PR-69"])
        func count(_ type: NotificationType) -> (Int, Int) {
            (
                world.app.allNotifications.filter { $0.userID == f && $0.type == type }.count,
                world.app.pushes.filter { $0.userID == f && $0.type == type }.count
            )
        }
        var day = 1.0
        func event() throws {
            _ = try world.app.createEvent(
                baby, EventDraft(title: "E\(day)", startsAt: world.clock.now.addingTimeInterval(day * 86_400)),
                as: owner)
            day += 1
        }
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        try event()
        try expect(
            count(.newPhoto) == (0, 0) && count(.newEvent) == (1, 1),
            "with photos switched off the next photo notifies nothing while events still arrive on both channels",
            proves: ["FR-8.3.S2", "FR-8.3.AC2", "FR-8.3.S4", "FR-8.3.AC4"])
        prefs.pushEnabled = false
        _ = try world.app.updatePreferences(prefs, as: f)
        try event()
        try expect(
            count(.newEvent) == (2, 1), "with push switched off the next event arrives in-app only",
            proves: ["FR-8.3.S2", "FR-8.3.S4"])
        prefs.pushEnabled = true
        prefs.inAppEnabled = false
        _ = try world.app.updatePreferences(prefs, as: f)
        try event()
        try expect(
            count(.newEvent) == (2, 2), "with in-app switched off the next event arrives by push only",
            proves: "FR-8.3.S2")
        prefs.inAppEnabled = true
        prefs.pushPermission = .denied
        _ = try world.app.updatePreferences(prefs, as: f)
        try event()
        try expect(
            count(.newEvent) == (3, 2), "with the OS permission denied no push goes out though push is switched on",
            proves: "FR-8.3.AC5")
        prefs.allEnabled = false
        _ = try world.app.updatePreferences(prefs, as: f)
        _ = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner)
        try event()
        try expect(
            count(.newRegistryItem) == (0, 0) && count(.newEvent) == (3, 2),
            "with all notifications switched off nothing arrives", proves: ["FR-8.3.S2", "FR-8.3.S4"])
    }

    /// FR-8.1 S4 / AC6: people who denied push get every notification of the push list in-app, and no push at all.
    static let optedOut = NonnaRule.check(
        "FR-8.1.AC6", covers: ["FR-8.1.S4", "EV-08", "EV-11", "EV-13", "EV-14", "EV-17", "EV-19", "EV-21", "EV-22"],
        title:
            "with push denied by the owner and the followers, a new follower, photo, event, registry item, comment, RSVP, purchase and the birth announcement all arrive in-app to their recipients and none as push"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 5)
        func deny(_ user: UserID) throws {
            var prefs = try world.app.preferences(as: user)
            prefs.pushPermission = .denied
            _ = try world.app.updatePreferences(prefs, as: user)
        }
        try deny(owner)
        let follower = try world.follower(of: baby, invitedBy: owner)
        try deny(follower)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: world.clock.now.addingTimeInterval(3 * 86_400)), as: owner
        ).event.id
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        _ = try world.app.addComment(on: .photo(photo), body: "Sweet", as: follower)
        _ = try world.app.rsvp(event, .yes, as: follower)
        _ = try world.app.markPurchased(item, note: nil, as: follower)
        _ = try world.app.announceBirth(baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now), as: owner)
        let expected: [(NotificationType, UserID, String)] = [
            (.newFollower, owner, "EV-08"), (.newPhoto, follower, "EV-11"), (.newEvent, follower, "EV-14"),
            (.newRegistryItem, follower, "EV-19"), (.photoComment, owner, "EV-13"), (.eventRSVP, owner, "EV-17"),
            (.registryPurchase, owner, "EV-21"), (.birthAnnouncement, follower, "EV-22"),
        ]
        for (type, recipient, id) in expected {
            try expect(
                world.app.allNotifications.filter { $0.type == type }.map(\.userID) == [recipient],
                "with push denied, a \(type.rawValue) still reaches its recipient in-app",
                proves: ["FR-8.1.S4", "FR-8.1.AC6", id])
        }
        try expect(
            world.app.pushes.isEmpty, "with push denied by everyone, no push goes out at all",
            proves: ["FR-8.1.S4", "FR-8.1.AC6"])
    }
}
