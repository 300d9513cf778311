import Conformance
import Foundation
import Nonna

/// Rule checks of FR-8.x: push opt-in and the push list, the in-app feed, read state, links, and preferences.
enum NotificationChecks {
    static var all: [RuleCheck] { [push, feed, preferences, optedOut] }

    /// FR-8.1: push goes to users who opted in, for the listed types, linked to the content; none without opt-in.
    static let push = NonnaRule.check(
        "FR-8.1.S2",
        covers: [
            "FR-8.1.AC2", "FR-8.1.S5", "FR-8.1.S1", "FR-8.1.S3", "FR-8.1.AC1", "FR-8.1.AC4", "FR-8.1.S4", "FR-8.1.AC6",
        ],
        title:
            "a follower who granted push permission gets a push for a new photo, linked to the photo; one who denied it gets the in-app notification only"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let granted = try world.follower(of: baby, invitedBy: owner)
        let denied = try world.follower(of: baby, invitedBy: owner)
        var prefs = world.app.preferences(of: denied)
        prefs.pushPermission = .denied
        _ = try world.app.updatePreferences(prefs, as: denied)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        let pushed = world.app.pushes.filter { $0.type == .newPhoto }
        try expect(
            pushed.map(\.userID) == [granted] && pushed.first?.target == .photo(photo),
            "push went to \(pushed.map(\.userID)) with target \(String(describing: pushed.first?.target))")
        try expect(
            world.app.allNotifications.contains { $0.userID == denied && $0.type == .newPhoto },
            "the follower without push lost the in-app notification")
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
        for _ in 0..<35 {
            _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
            world.clock.advance(by: 10)
        }
        let first = try world.app.notificationFeed(page: 0, as: follower)
        let second = try world.app.notificationFeed(page: 1, as: follower)
        try expect(
            first.items.count == 30 && first.hasMore && second.items.count == 5 && first.unreadCount == 35,
            "pages or badge wrong")
        let dates = (first.items + second.items).map(\.createdAt)
        try expect(dates == dates.sorted(by: >), "not newest first")
        let top = first.items[0]
        try expect(first.items.allSatisfy { !$0.message.isEmpty }, "a notification has no message")
        guard case .photo(let photo) = top.target else {
            throw RuleFailure("the notification does not link to the photo")
        }
        _ = try world.app.viewPhoto(photo, as: follower)
        _ = try world.app.markNotification(top.id, read: true, as: follower)
        try expect(
            try world.app.notificationFeed(as: follower).unreadCount == 34
                && world.app.notification(top.id)?.readState == .read, "marking read did not lower the badge")
        _ = try world.app.markNotification(top.id, read: false, as: follower)
        try expect(
            try world.app.notificationFeed(as: follower).unreadCount == 35, "marking unread did not raise the badge")
    }

    /// FR-8.3: all / push / in-app switches and per-category toggles, saved and applied at once, OS permission respected.
    static let preferences = NonnaRule.check(
        "FR-8.3.S1",
        covers: [
            "FR-8.3.S2", "FR-8.3.S3", "FR-8.3.S4", "FR-8.3.AC1", "FR-8.3.AC2", "FR-8.3.AC3", "FR-8.3.AC4", "FR-8.3.AC5",
            "FR-8.1.AC5", "PR-69",
        ],
        title:
            "turning off photo notifications stops them at once while event ones still arrive; push off keeps in-app; all off stops everything; a denied OS permission means no push whatever the switch says"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let f = try world.follower(of: baby, invitedBy: owner)
        var prefs = try world.app.preferences(as: f)
        prefs.disabledCategories = [.photos]
        _ = try world.app.updatePreferences(prefs, as: f)
        try expect(try world.app.preferences(as: f).disabledCategories == [.photos], "preferences were not saved")
        func count(_ type: NotificationType) -> (Int, Int) {
            (
                world.app.allNotifications.filter { $0.userID == f && $0.type == type }.count,
                world.app.pushes.filter { $0.userID == f && $0.type == type }.count
            )
        }
        _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
        _ = try world.app.createEvent(
            baby, EventDraft(title: "A", startsAt: world.clock.now.addingTimeInterval(86_400)), as: owner)
        try expect(count(.newPhoto) == (0, 0) && count(.newEvent) == (1, 1), "the per-type toggle was not applied")
        prefs.pushEnabled = false
        _ = try world.app.updatePreferences(prefs, as: f)
        _ = try world.app.createEvent(
            baby, EventDraft(title: "B", startsAt: world.clock.now.addingTimeInterval(2 * 86_400)), as: owner)
        try expect(count(.newEvent) == (2, 1), "push off did not keep in-app only")
        prefs.pushEnabled = true
        prefs.pushPermission = .denied
        _ = try world.app.updatePreferences(prefs, as: f)
        _ = try world.app.createEvent(
            baby, EventDraft(title: "C", startsAt: world.clock.now.addingTimeInterval(3 * 86_400)), as: owner)
        try expect(count(.newEvent) == (3, 1), "a denied OS permission still pushed")
        prefs.allEnabled = false
        _ = try world.app.updatePreferences(prefs, as: f)
        _ = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner)
        try expect(count(.newRegistryItem) == (0, 0), "all off still notified")
    }

    /// FR-8.1 S4 / AC6: people who denied push get every notification of the push list in-app, and no push at all.
    static let optedOut = NonnaRule.check(
        "FR-8.1.AC6", covers: ["FR-8.1.S4", "EV-08", "EV-11", "EV-13", "EV-14", "EV-17", "EV-19", "EV-21", "EV-22"],
        title:
            "with push denied by the owner and the followers, a new follower, photo, event, registry item, comment, RSVP, purchase and the birth announcement all arrive in-app and none as push"
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
        let types: [NotificationType] = [
            .newFollower, .newPhoto, .newEvent, .newRegistryItem, .photoComment, .eventRSVP, .registryPurchase,
            .birthAnnouncement,
        ]
        for type in types {
            try expect(world.app.allNotifications.contains { $0.type == type }, "no in-app \(type)")
        }
        try expect(
            world.app.pushes.isEmpty, "pushes went out despite the denied permission: \(world.app.pushes.map(\.type))")
    }
}
