import Conformance
import Foundation
import Nonna
import SpecModel

/// Rule checks of FR-6.x: registry items, editing and deleting them, purchases and the registry view.
enum RegistryChecks {
    static var all: [RuleCheck] { [create, editAndDelete, followerWrites, purchase, view] }

    /// FR-6.1: owners create items (name required; description, link, priority 1-5); followers notified; marker moves.
    static let create = NonnaRule.check(
        "FR-6.1.S1",
        covers: [
            "FR-6.1.S2", "FR-6.1.S3", "FR-6.1.S4", "FR-6.1.S5", "FR-6.1.S6", "FR-6.1.S7", "FR-6.1.AC1", "FR-6.1.AC2",
            "FR-6.1.AC3",
            "FR-6.1.AC5", "PR-56", "EV-19",
        ],
        title:
            "an owner creates an item with a name only and one with every field; an item without a name, or with a priority outside 1-5, is refused; both appear at once; followers are notified; the update marker moves"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let marker = try require(world.app.updateMarker(baby)).version
        let unnamed = refusal { () throws(NonnaError) in
            _ = try world.app.createRegistryItem(baby, RegistryItemDraft(name: ""), as: owner)
        }
        try expect(
            unnamed?.invalidField == "name" && (try world.app.registry(baby: baby, as: owner)).unpurchased.isEmpty,
            "an item without a name is refused and nothing is created", proves: "FR-6.1.S2")
        let mark = world.app.allNotifications.count
        let plain = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Blanket"), as: owner)
        try expect(
            plain.item.name == "Blanket" && plain.item.description == nil && plain.item.linkURL == nil,
            "an owner creates an item with a name only", proves: ["FR-6.1.S1", "FR-6.1.AC1", "PR-56"])
        let full = try world.app.createRegistryItem(
            baby,
            RegistryItemDraft(name: "Pram", description: "Grey", linkURL: "https://shop.example.com/pram", priority: 1),
            as: owner)
        try expect(
            full.item.linkURL == "https://shop.example.com/pram" && full.item.priority == 1
                && full.item.description == "Grey",
            "an owner adds a description, a link URL and a priority", proves: ["FR-6.1.S3", "FR-6.1.AC2"])
        try expect(
            world.app.registryItem(plain.item.id) == plain.item && world.app.registryItem(full.item.id) == full.item,
            "each item is stored as a registry_items row", proves: "FR-6.1.S5")
        let listed = try world.app.registry(baby: baby, as: follower).unpurchased.map(\.item.id)
        try expect(
            Set(listed) == [plain.item.id, full.item.id], "both items are in the followers' registry at once",
            proves: "FR-6.1.AC3")
        try expect(
            world.app.allNotifications.dropFirst(mark).filter { $0.type == .newRegistryItem }.map(\.userID) == [
                follower, follower,
            ] && world.app.pushes.filter { $0.type == .newRegistryItem }.count == 2,
            "the follower is notified of each new item, in-app and by push",
            proves: ["FR-6.1.S7", "FR-6.1.AC5", "EV-19"])
        try expect(
            (world.app.updateMarker(baby)?.version ?? 0) >= marker + 2,
            "each new item moves the baby's owner_update_markers", proves: "FR-6.1.S6")
        let items = try world.app.registry(baby: baby, as: owner).unpurchased.map(\.item.id)
        for priority in [0, 6] {
            let refused = refusal { () throws(NonnaError) in
                _ = try world.app.createRegistryItem(
                    baby, RegistryItemDraft(name: "Cot", priority: priority), as: owner)
            }
            try expect(
                refused?.invalidField == "priority"
                    && (try world.app.registry(baby: baby, as: owner)).unpurchased.map(\.item.id) == items,
                "an item with priority \(priority), outside 1-5, is refused as an invalid priority and nothing is created",
                proves: "FR-6.1.S4")
        }
        let lowest = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Bib", priority: 5), as: owner)
        let refusedEdit = refusal { () throws(NonnaError) in
            _ = try world.app.editRegistryItem(lowest.item.id, RegistryItemDraft(name: "Bib", priority: 6), as: owner)
        }
        try expect(
            lowest.item.priority == 5 && refusedEdit?.invalidField == "priority"
                && world.app.registryItem(lowest.item.id)?.priority == 5,
            "priority 5 is accepted as the lowest, and editing it to 6 is refused, leaving 5", proves: "FR-6.1.S4")
    }

    /// FR-6.2 / FR-6.3: owners edit every field (re-sort by priority, real time); delete with confirmation, soft, purchases kept.
    static let editAndDelete = NonnaRule.observing(
        "FR-6.2.S2",
        covers: [
            "FR-6.2.S1", "FR-6.2.S3", "FR-6.2.S4", "FR-6.2.AC1", "FR-6.2.AC2", "FR-6.2.AC3", "FR-6.2.AC4", "FR-6.3.S2",
            "FR-6.3.S3",
            "FR-6.3.S1", "FR-6.3.S4", "FR-6.3.AC1", "FR-6.3.AC2", "FR-6.3.AC3", "FR-6.3.AC4", "EV-20",
        ],
        title:
            "an owner edits every field of an item (updated_at moves, the list re-sorts by the new priority, a real-time message goes out); deleting needs confirmation, keeps the row and its purchase"
    ) { context in
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let a = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "A", priority: 1), as: owner).item.id
        let b = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "B", priority: 2), as: owner).item.id
        try expect(
            try world.app.registry(baby: baby, as: follower).unpurchased.map(\.item.id) == [a, b],
            "before the edit the priority-1 item comes first")
        let realtime = try world.app.realtimeMessages(as: follower).count
        world.clock.advance(by: 60)
        let edited = try world.app.editRegistryItem(
            b, RegistryItemDraft(name: "B2", description: "d", linkURL: "https://example.com/b", priority: 1), as: owner
        )
        _ = try world.app.editRegistryItem(a, RegistryItemDraft(name: "A", priority: 3), as: owner)
        try expect(
            edited.item.name == "B2" && edited.item.description == "d"
                && edited.item.linkURL == "https://example.com/b" && edited.item.priority == 1,
            "an owner edits every field of an item", proves: ["FR-6.2.S1", "FR-6.2.S2", "FR-6.2.AC1"])
        try expect(
            edited.item.updatedAt == world.clock.now && edited.item.updatedAt > edited.item.createdAt,
            "the edit sets updated_at to the time of the change", proves: "FR-6.2.S3")
        let after = try world.app.registry(baby: baby, as: follower).unpurchased
        try expect(
            after.map(\.item.id) == [b, a] && after.first?.item.name == "B2",
            "the followers see the edit at once, the list re-sorted by the new priorities",
            proves: ["FR-6.2.AC2", "FR-6.2.AC3"])
        let updates = try world.app.realtimeMessages(as: follower).dropFirst(realtime).filter {
            $0.table == "registry_items" && $0.change == .update
        }
        try expect(
            updates.map(\.rowID) == [b, a],
            "a real-time update of each edited registry_items row reaches the followers",
            proves: ["FR-6.2.S4", "FR-6.2.AC4", "EV-20"])
        let broadcasts = try updates.map {
            try world.realtimeEvent("realtime.registry_item_updated", $0, members: [owner, follower])
        }
        try context.expectConforming(broadcasts)
        try expect(
            broadcasts.allSatisfy { $0.payload["recipients"] == .array([.string("follower"), .string("owner")]) },
            "each item update is broadcast on the channel of every member", proves: ["FR-6.2.S4", "EV-20"])
        // The channel's other shapes: owner and co-owner without followers, and an owner alone.
        let (pair, shared) = try world.ownerWithBaby()
        let partner = try world.coOwner(of: shared, invitedBy: pair)
        let (solo, alone) = try world.ownerWithBaby()
        for (editor, registryBaby, members, roles) in [
            (pair, shared, [pair, partner], ["co-owner", "owner"]), (solo, alone, [solo], ["owner"]),
        ] {
            let item = try world.app.createRegistryItem(
                registryBaby, RegistryItemDraft(name: "Pram", priority: 1), as: editor
            ).item.id
            let before = try world.app.realtimeMessages(as: editor).count
            world.clock.advance(by: 60)
            _ = try world.app.editRegistryItem(item, RegistryItemDraft(name: "Pram", priority: 2), as: editor)
            let message = try require(
                world.app.realtimeMessages(as: editor).dropFirst(before).first {
                    $0.table == "registry_items" && $0.change == .update && $0.rowID == item
                })
            let event = try world.realtimeEvent("realtime.registry_item_updated", message, members: members)
            try context.expectConforming([event])
            try expect(
                event.payload["recipients"] == .array(roles.map(JSONValue.string)),
                "the item update reaches exactly the baby's members: \(roles.joined(separator: " and "))",
                proves: ["FR-6.2.S4", "EV-20"])
        }
        _ = try world.app.markPurchased(a, note: "From Gran", as: follower)
        let purchase = try require(world.app.purchaseRow(a), "the purchase row")
        try expectError(
            NonnaError.confirmationRequired, "deleting an item without confirmation is refused for confirmation",
            proves: "FR-6.3.S2", "FR-6.3.AC1"
        ) { () throws(NonnaError) in _ = try world.app.deleteRegistryItem(a, confirmed: false, as: owner) }
        try expect(
            world.app.registryItem(a)?.status == .active, "the unconfirmed delete left the item in place",
            proves: ["FR-6.3.S2", "FR-6.3.AC1"])
        _ = try world.app.deleteRegistryItem(a, confirmed: true, as: owner)
        try expect(
            world.app.registryItem(a)?.deletedAt == world.clock.now && world.app.registryItem(a)?.status == .deleted,
            "the owner's confirmed delete keeps the item's row with deleted_at set",
            proves: ["FR-6.3.S1", "FR-6.3.S3", "FR-6.3.AC3"])
        try expect(
            world.app.purchaseRow(a) == purchase, "the deleted item's purchase record is kept unchanged",
            proves: "FR-6.3.AC4")
        let view = try world.app.registry(baby: baby, as: follower)
        let ownerView = try world.app.registry(baby: nil, as: owner)
        try expect(
            !(view.unpurchased + view.purchased + ownerView.unpurchased + ownerView.purchased).contains {
                $0.item.id == a
            } && refusal { () throws(NonnaError) in _ = try world.app.viewRegistryItem(a, as: follower) } == .notFound,
            "the deleted item is gone at once from every registry view", proves: ["FR-6.3.S4", "FR-6.3.AC2"])
    }

    /// PR-57, FR-6.2 S1, FR-6.3 S1: only owners edit and delete items; followers and non-members are refused through
    /// the service.
    static let followerWrites = NonnaRule.check(
        "PR-57", covers: ["FR-6.2.S1", "FR-6.3.S1"],
        title:
            "a follower trying to add, edit or delete a registry item through the registry service is refused as forbidden, as is a signed-in non-member, and the registry, its marker and the outboxes are unchanged; the co-owner edits and deletes it"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let coOwner = try world.coOwner(of: baby, invitedBy: owner)
        let follower = try world.follower(of: baby, invitedBy: owner)
        let outsider = try world.verifiedUser("Olive Stone")
        let item = try world.app.createRegistryItem(
            baby, RegistryItemDraft(name: "Cot", description: "White", priority: 2), as: owner
        ).item.id
        let before = try BabySnapshot(world, baby: baby, owner: owner)
        try expectError(NonnaError.forbidden, "a follower is refused adding a registry item", proves: "PR-57") {
            () throws(NonnaError) in
            _ = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Toy"), as: follower)
        }
        for (who, user) in [("a follower", follower), ("a signed-in non-member", outsider)] {
            try expectError(
                NonnaError.forbidden, "\(who) is refused editing a registry item as forbidden",
                proves: "PR-57", "FR-6.2.S1"
            ) { () throws(NonnaError) in
                _ = try world.app.editRegistryItem(item, RegistryItemDraft(name: "Mine", priority: 1), as: user)
            }
            try expectError(
                NonnaError.forbidden, "\(who) is refused deleting a registry item as forbidden, even confirmed",
                proves: "PR-57", "FR-6.3.S1"
            ) { () throws(NonnaError) in _ = try world.app.deleteRegistryItem(item, confirmed: true, as: user) }
        }
        try expect(
            try BabySnapshot(world, baby: baby, owner: owner) == before,
            "after the refused writes the registry, the baby's update marker and the outboxes are unchanged",
            proves: ["PR-57", "FR-6.2.S1", "FR-6.3.S1"])
        let edited = try world.app.editRegistryItem(item, RegistryItemDraft(name: "Cot bed", priority: 1), as: coOwner)
        try expect(
            edited.item.name == "Cot bed" && world.app.registryItem(item)?.priority == 1,
            "the co-owner, an owner, edits the item", proves: "FR-6.2.S1")
        _ = try world.app.deleteRegistryItem(item, confirmed: true, as: coOwner)
        try expect(
            world.app.registryItem(item)?.status == .deleted
                && (try world.app.registry(baby: baby, as: follower)).unpurchased.isEmpty,
            "the co-owner, an owner, deletes the item", proves: "FR-6.3.S1")
    }

    /// FR-6.4: followers mark purchased with a note; owner notified; purchaser and date shown; stats; final.
    static let purchase = NonnaRule.check(
        "FR-6.4.S1",
        covers: [
            "FR-6.4.S2", "FR-6.4.S3", "FR-6.4.S4", "FR-6.4.S5", "FR-6.4.S6", "FR-6.4.S7", "FR-6.4.S8", "FR-6.4.AC1",
            "FR-6.4.AC2", "FR-6.4.AC3", "FR-6.4.AC4", "FR-6.4.AC5", "FR-6.4.AC6", "PR-58", "PR-60", "EV-21",
        ],
        title:
            "a follower marks an item purchased with a note: it moves to the purchased section with the purchaser's name and date, the owner is notified, items_purchased_count rises; nobody can mark it again"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let other = try world.follower(of: baby, invitedBy: owner)
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot", priority: 1), as: owner).item
            .id
        let bib = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Bib", priority: 5), as: owner).item.id
        let mark = world.app.allNotifications.count
        let marked = try world.app.markPurchased(item, note: "With love", as: follower)
        try expect(
            marked.purchaseState == .purchased, "a follower marks an item purchased",
            proves: ["FR-6.4.S1", "FR-6.4.AC1", "PR-58"])
        let row = try require(world.app.purchaseRow(item), "the registry_purchases row")
        try expect(
            row.purchaserID == follower && row.purchasedAt == world.clock.now && row.note == "With love",
            "a registry_purchases row records the purchaser, the time and the note",
            proves: ["FR-6.4.S2", "FR-6.4.S3", "FR-6.4.S8", "FR-6.4.AC6"])
        let view = try world.app.registry(baby: baby, as: owner)
        try expect(
            view.purchased.map(\.item.id) == [item] && view.unpurchased.map(\.item.id) == [bib],
            "the purchased item moves to the purchased section, below the unpurchased ones, even with priority 1",
            proves: ["FR-6.4.S5", "FR-6.4.AC3"])
        try expect(
            view.purchased.first?.purchaserName == "Linda Jones"
                && view.purchased.first?.purchase?.purchasedAt == row.purchasedAt,
            "the purchased item shows the purchaser's name and the date", proves: ["FR-6.4.S4", "FR-6.4.AC2"])
        try expect(
            world.app.allNotifications.dropFirst(mark).filter { $0.type == .registryPurchase }.map(\.userID) == [
                owner
            ] && world.app.pushes.filter { $0.type == .registryPurchase }.map(\.userID) == [owner],
            "the owner is notified of the purchase, in-app and by push",
            proves: ["FR-6.4.S6", "FR-6.4.AC4", "EV-21"])
        try expect(
            world.app.stats(of: follower).itemsPurchased == 1 && world.app.stats(of: other).itemsPurchased == 0,
            "the purchaser's items_purchased_count rises to 1", proves: ["FR-6.4.S7", "FR-6.4.AC5"])
        for user in [other, follower] {
            let again = refusal { () throws(NonnaError) in _ = try world.app.markPurchased(item, note: nil, as: user) }
            try expect(
                again?.isConflict == true && world.app.purchaseRow(item) == row,
                "marking the purchased item again is refused as a conflict and the purchase is unchanged (A-20)",
                proves: "PR-60")
        }
    }

    /// FR-6.5: priority order, unpurchased first, details, aggregated for followers.
    static let view = NonnaRule.check(
        "FR-6.5.S1",
        covers: [
            "FR-6.1.AC6", "FR-6.5.AC4", "FR-6.5.S6", "FR-6.5.S2", "FR-6.5.S3", "FR-6.5.S4", "FR-6.5.S5", "FR-6.5.AC1",
            "FR-6.5.AC2", "FR-6.5.AC3", "FR-6.5.AC5", "FR-6.1.AC4", "FR-6.1.S4", "PR-61",
        ],
        title:
            "the registry shows unpurchased items by priority (1 first) before purchased ones, with name, description, link and priority; a follower of two babies sees both registries together"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let low = try world.app.createRegistryItem(
            baby, RegistryItemDraft(name: "Low", description: "d", linkURL: "https://example.com/l", priority: 5),
            as: owner
        ).item.id
        let middle = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Mid", priority: 3), as: owner)
            .item.id
        let high = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "High", priority: 1), as: owner).item
            .id
        let bought = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Bought", priority: 1), as: owner)
            .item.id
        _ = try world.app.markPurchased(bought, note: nil, as: follower)
        let view = try world.app.registry(baby: baby, as: follower)
        try expect(
            view.unpurchased.map(\.item.id) == [high, middle, low],
            "unpurchased items are listed by priority, 1 (the highest) first",
            proves: ["FR-6.5.S1", "FR-6.1.AC4", "FR-6.1.S4", "PR-61"])
        try expect(
            view.purchased.map(\.item.id) == [bought] && !view.unpurchased.contains { $0.item.id == bought },
            "purchased items are listed apart from, and after, the unpurchased ones",
            proves: ["FR-6.5.S2", "FR-6.5.AC2"])
        try expect(
            view.unpurchased.count + view.purchased.count == 4
                && view.unpurchased[2].item.name == "Low" && view.unpurchased[2].item.description == "d"
                && view.unpurchased[2].item.linkURL == "https://example.com/l"
                && view.unpurchased[2].item.priority == 5,
            "each item shows its name, description, link and priority", proves: ["FR-6.5.S3", "FR-6.5.AC1"])
        try expect(
            view.unpurchased[2].item.linkURL == "https://example.com/l",
            "the product link is kept exactly as entered, to be opened from the item",
            proves: ["FR-6.1.AC6", "FR-6.5.S6", "FR-6.5.AC4"])
        try expect(
            view.purchased.first?.purchaserName == "Linda Jones"
                && view.purchased.first?.purchase?.purchaserID == follower
                && view.purchased.first?.purchase?.purchasedAt != nil,
            "a purchased item shows its purchase status with the purchaser's name and date",
            proves: ["FR-6.5.S4", "FR-6.5.AC3"])
        let other = try world.app.createBaby(
            BabyDraft(name: "Max", expectedBirthDate: world.clock.now.addingTimeInterval(80 * 86_400)), as: owner
        ).profile.id
        let email = try require(world.app.account(follower)?.email)
        _ = try world.app.sendInvitations(other, emails: [email], as: owner)
        _ = try world.app.acceptInvitation(
            token: try require(world.lastEmail(to: email, .invitation)?.payload["token"]), relationship: .aunt,
            as: follower)
        let third = try world.app.createRegistryItem(other, RegistryItemDraft(name: "Other", priority: 2), as: owner)
            .item.id
        let (stranger, unrelated) = try world.ownerWithBaby()
        _ = try world.app.createRegistryItem(unrelated, RegistryItemDraft(name: "Theirs"), as: stranger)
        try expect(
            try world.app.registry(baby: nil, as: follower).unpurchased.map(\.item.id) == [high, third, middle, low],
            "a follower of two babies sees both registries together, by priority (and no other baby's)",
            proves: ["FR-6.5.S5", "FR-6.5.AC5"])
    }
}
