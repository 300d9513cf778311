import Conformance
import Foundation
import Nonna

/// Rule checks of FR-6.x: registry items, editing and deleting them, purchases and the registry view.
enum RegistryChecks {
    static var all: [RuleCheck] { [create, editAndDelete, purchase, view] }

    /// FR-6.1: owners create items (name required; description, link, priority 1-5); followers notified; marker moves.
    static let create = NonnaRule.check(
        "FR-6.1.S1",
        covers: [
            "FR-6.1.S2", "FR-6.1.S3", "FR-6.1.S5", "FR-6.1.S6", "FR-6.1.S7", "FR-6.1.AC1", "FR-6.1.AC2", "FR-6.1.AC3",
            "FR-6.1.AC5", "PR-56", "EV-19",
        ],
        title:
            "an owner creates an item with a name only and one with every field; an item without a name is refused; both appear at once; followers are notified; the update marker moves"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let marker = try require(world.app.updateMarker(baby)).version
        try expect(
            caught { () throws(NonnaError) in
                _ = try world.app.createRegistryItem(baby, RegistryItemDraft(name: ""), as: owner)
            } != nil, "an item without a name was accepted")
        let plain = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Blanket"), as: owner)
        let full = try world.app.createRegistryItem(
            baby,
            RegistryItemDraft(name: "Pram", description: "Grey", linkURL: "https://shop.example.com/pram", priority: 1),
            as: owner)
        try expect(
            full.item.linkURL == "https://shop.example.com/pram" && full.item.priority == 1
                && full.item.description == "Grey", "optional fields lost")
        let listed = try world.app.registry(baby: baby, as: follower).unpurchased.map(\.item.id)
        try expect(Set(listed) == [plain.item.id, full.item.id], "the items are not listed")
        try expect(
            world.app.allNotifications.filter { $0.userID == follower && $0.type == .newRegistryItem }.count == 2,
            "followers were not notified")
        try expect((world.app.updateMarker(baby)?.version ?? 0) > marker, "the update marker did not move")
    }

    /// FR-6.2 / FR-6.3: owners edit every field (re-sort by priority, real time); delete with confirmation, soft, purchases kept.
    static let editAndDelete = NonnaRule.check(
        "FR-6.2.S2",
        covers: [
            "FR-6.2.S3", "FR-6.2.S4", "FR-6.2.AC1", "FR-6.2.AC2", "FR-6.2.AC3", "FR-6.2.AC4", "FR-6.3.S2", "FR-6.3.S3",
            "FR-6.3.S4", "FR-6.3.AC1", "FR-6.3.AC2", "FR-6.3.AC3", "FR-6.3.AC4", "PR-57",
        ],
        title:
            "an owner edits every field of an item (updated_at moves, the list re-sorts by the new priority, a real-time message goes out); deleting needs confirmation, keeps the row and its purchase"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let follower = try world.follower(of: baby, invitedBy: owner)
        let a = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "A", priority: 1), as: owner).item.id
        let b = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "B", priority: 2), as: owner).item.id
        let realtime = world.app.realtime.count
        world.clock.advance(by: 60)
        let edited = try world.app.editRegistryItem(
            b, RegistryItemDraft(name: "B2", description: "d", linkURL: "https://example.com/b", priority: 1), as: owner
        )
        _ = try world.app.editRegistryItem(a, RegistryItemDraft(name: "A", priority: 3), as: owner)
        try expect(
            edited.item.name == "B2" && edited.item.updatedAt > edited.item.createdAt, "the edit was not applied")
        try expect(
            try world.app.registry(baby: baby, as: follower).unpurchased.map(\.item.id) == [b, a],
            "the list did not re-sort by priority")
        try expect(world.app.realtime.count > realtime, "no real-time message")
        _ = try world.app.markPurchased(a, note: "From Gran", as: follower)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.deleteRegistryItem(a, confirmed: false, as: owner) }
                != nil, "deleted without confirmation")
        _ = try world.app.deleteRegistryItem(a, confirmed: true, as: owner)
        try expect(
            world.app.registryItem(a)?.deletedAt != nil && world.app.purchaseRow(a) != nil,
            "the row or its purchase was not kept")
        let view = try world.app.registry(baby: baby, as: follower)
        try expect(!(view.unpurchased + view.purchased).contains { $0.item.id == a }, "the deleted item is still shown")
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
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        _ = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Bib"), as: owner)
        let marked = try world.app.markPurchased(item, note: "With love", as: follower)
        try expect(
            marked.purchase?.purchaserID == follower && marked.purchase?.note == "With love"
                && marked.purchase?.purchasedAt == world.clock.now, "the purchase row is wrong")
        let view = try world.app.registry(baby: baby, as: owner)
        try expect(
            view.purchased.map(\.item.id) == [item] && view.purchased[0].purchaserName == "Linda Jones",
            "not in the purchased section with the purchaser's name")
        try expect(
            world.app.allNotifications.contains { $0.userID == owner && $0.type == .registryPurchase },
            "the owner was not notified")
        try expect(world.app.stats(of: follower).itemsPurchased == 1, "items_purchased_count did not rise")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.markPurchased(item, note: nil, as: other) } != nil,
            "the item was marked twice (A-20)")
    }

    /// FR-6.5: priority order, unpurchased first, details, aggregated for followers.
    static let view = NonnaRule.check(
        "FR-6.5.S1",
        covers: [
            "FR-6.1.AC6", "FR-6.5.AC4", "FR-6.5.S6", "FR-6.5.S2", "FR-6.5.S3", "FR-6.5.S4", "FR-6.5.S5", "FR-6.5.AC1",
            "FR-6.5.AC2", "FR-6.5.AC3", "FR-6.5.AC5", "FR-6.1.AC4", "PR-61",
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
        let high = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "High", priority: 1), as: owner).item
            .id
        let bought = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Bought", priority: 1), as: owner)
            .item.id
        _ = try world.app.markPurchased(bought, note: nil, as: follower)
        let view = try world.app.registry(baby: baby, as: follower)
        try expect(
            view.unpurchased.map(\.item.id) == [high, low] && view.purchased.map(\.item.id) == [bought],
            "order is wrong")
        try expect(
            view.unpurchased[1].item.description == "d" && view.unpurchased[1].item.linkURL == "https://example.com/l"
                && view.unpurchased[1].item.priority == 5, "details missing")
        let other = try world.app.createBaby(
            BabyDraft(name: "Max", expectedBirthDate: world.clock.now.addingTimeInterval(80 * 86_400)), as: owner
        ).profile.id
        let email = world.app.account(follower)?.email ?? ""
        _ = try world.app.sendInvitations(other, emails: [email], as: owner)
        _ = try world.app.acceptInvitation(
            token: try require(world.lastEmail(to: email, .invitation)?.payload["token"]), relationship: .aunt,
            as: follower)
        let third = try world.app.createRegistryItem(other, RegistryItemDraft(name: "Other"), as: owner).item.id
        try expect(
            Set(try world.app.registry(baby: nil, as: follower).unpurchased.map(\.item.id)) == [high, low, third],
            "the follower's registry is not aggregated")
    }
}
