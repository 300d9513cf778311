import Foundation
import Testing

@testable import Nonna

@Suite("Registry (FR-6.x)")
struct RegistryTests {
    @Test("FR-6.1 owners add items with priority 1 ... 5; followers notified and cannot add")
    func create() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        #expect(throws: NonnaError.forbidden) {
            try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Crib"), as: linda)
        }
        #expect(
            f.app.perform(.createRegistryItem(baby, RegistryItemDraft(name: "Crib", priority: 6)), as: owner)
                .failureField == "priority")
        #expect(
            f.app.perform(.createRegistryItem(baby, RegistryItemDraft(name: "Crib", priority: 0)), as: owner)
                .failureField == "priority")
        #expect(
            f.app.perform(.createRegistryItem(baby, RegistryItemDraft(name: "Crib", linkURL: "ftp://x")), as: owner)
                .failureField == "linkURL")
        #expect(try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Crib"), as: owner).item.priority == 3)
        #expect(f.app.allNotifications.filter { $0.userID == linda && $0.type == .newRegistryItem }.count == 1)
    }

    @Test("FR-6.4 / 6.5 followers mark purchased once; purchased items move to the bottom with purchaser shown")
    func purchase() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let jess = try f.follower("Jess", of: baby, invitedBy: owner)
        let crib = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Crib", priority: 1), as: owner).item
        _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Bottles", priority: 4), as: owner)
        _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Stroller", priority: 2), as: owner)
        #expect(throws: NonnaError.forbidden) { try f.app.markPurchased(crib.id, as: owner) }
        let bought = try f.app.markPurchased(crib.id, note: "From Grandma", as: linda)
        #expect(bought.purchaseState == .purchased && bought.purchaserName == "Linda")
        #expect(throws: NonnaError.conflict("already purchased")) { try f.app.markPurchased(crib.id, as: jess) }
        #expect(f.app.allNotifications.filter { $0.userID == owner && $0.type == .registryPurchase }.count == 1)
        let view = try f.app.registry(baby: nil, as: jess)
        #expect(view.unpurchased.map(\.item.name) == ["Stroller", "Bottles"])
        #expect(view.purchased.map(\.item.name) == ["Crib"])
        #expect(view.purchased[0].purchase?.note == "From Grandma")
    }

    @Test("FR-6.2 / 6.3 only owners edit and delete; deletion keeps the purchase record")
    func editDelete() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let item = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Crib"), as: owner).item
        #expect(throws: NonnaError.forbidden) {
            try f.app.editRegistryItem(item.id, RegistryItemDraft(name: "X"), as: linda)
        }
        #expect(
            try f.app.editRegistryItem(item.id, RegistryItemDraft(name: "Cot", priority: 1), as: owner).item.priority
                == 1)
        _ = try f.app.markPurchased(item.id, as: linda)
        #expect(throws: NonnaError.confirmationRequired) {
            try f.app.deleteRegistryItem(item.id, confirmed: false, as: owner)
        }
        _ = try f.app.deleteRegistryItem(item.id, confirmed: true, as: owner)
        #expect(try f.app.registry(baby: baby, as: linda).purchased.isEmpty)
        #expect(f.app.purchaseRow(item.id)?.purchaserID == linda)
    }
}

@Suite("Notifications and preferences (FR-8.x)")
struct NotificationTests {
    @Test("FR-8.1 push needs permission and the push switch; FR-8.3 category and master switches apply at once")
    func preferences() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "A"), as: owner)
        #expect(f.app.pushes.isEmpty)
        #expect(f.app.allNotifications.filter { $0.userID == linda }.count == 1)
        var prefs = granted()
        _ = try f.app.updatePreferences(prefs, as: linda)
        _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "B"), as: owner)
        #expect(f.app.pushes.filter { $0.userID == linda }.count == 1)
        prefs.disabledCategories = [.registry]
        _ = try f.app.updatePreferences(prefs, as: linda)
        _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "C"), as: owner)
        #expect(f.app.allNotifications.filter { $0.userID == linda }.count == 2)
        prefs.disabledCategories = []
        prefs.inAppEnabled = false
        _ = try f.app.updatePreferences(prefs, as: linda)
        _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "D"), as: owner)
        #expect(f.app.allNotifications.filter { $0.userID == linda }.count == 2)
        #expect(f.app.pushes.filter { $0.userID == linda }.count == 2)
        prefs.allEnabled = false
        _ = try f.app.updatePreferences(prefs, as: linda)
        _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "E"), as: owner)
        #expect(f.app.pushes.filter { $0.userID == linda }.count == 2)
    }

    @Test("FR-8.2 feed newest first, 30 per page, unread badge, mark read; others' notifications are not readable")
    func feed() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        for i in 0..<31 {
            _ = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Item \(i)"), as: owner)
            f.clock.advance(by: 1)
        }
        let page = try f.app.notificationFeed(as: linda)
        #expect(page.items.count == 30 && page.hasMore && page.unreadCount == 31)
        #expect(page.items[0].message.hasSuffix("Item 30"))
        #expect(try f.app.markNotification(page.items[0].id, read: true, as: linda).readState == .read)
        #expect(try f.app.notificationFeed(as: linda).unreadCount == 30)
        #expect(throws: NonnaError.forbidden) { try f.app.markNotification(page.items[1].id, read: true, as: owner) }
        #expect(try f.app.markAllNotificationsRead(as: linda) == 30)
    }
}
