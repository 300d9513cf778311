import Foundation

extension NonnaApp {
    /// FR-6.1: owners add an item (name required, priority 1 ... 5); followers are notified.
    package func createRegistryItem(_ baby: BabyID, _ draft: RegistryItemDraft, as user: UserID?) throws(NonnaError)
        -> RegistryItemView
    {
        let profile = try liveBaby(baby)
        try authorize(user, .registryItem, .create, baby: baby)
        guard let user else { throw .notAuthenticated }
        var item = RegistryItem(
            id: "", babyID: baby, name: "", description: nil, linkURL: nil,
            priority: NonnaLimits.registryDefaultPriority,
            createdBy: user, createdAt: now, updatedAt: now, status: .active, deletedAt: nil)
        try apply(draft, to: &item)
        item.id = ids.next("item")
        store.registryItems[item.id] = item
        touch(baby, table: "registry_items", row: item.id, change: .insert)
        notify(
            followerIDs(baby), type: .newRegistryItem, baby: baby, target: .registryItem(item.id),
            message: "\(profile.name)'s registry has a new item: \(item.name)", actor: user)
        return registryItemView(item, as: user)
    }

    /// FR-6.2: owners edit every field; a real-time update goes out.
    package func editRegistryItem(_ id: RowID, _ draft: RegistryItemDraft, as user: UserID?) throws(NonnaError)
        -> RegistryItemView
    {
        var item = try liveItem(id)
        try authorize(user, .registryItem, .update, baby: item.babyID, row: id)
        try apply(draft, to: &item)
        item.updatedAt = now
        store.registryItems[id] = item
        touch(item.babyID, table: "registry_items", row: id, change: .update)
        return registryItemView(item, as: user)
    }

    /// FR-6.3: owners soft-delete an item after confirmation; its purchase record is retained.
    package func deleteRegistryItem(_ id: RowID, confirmed: Bool, as user: UserID?) throws(NonnaError) -> RegistryItem {
        var item = try liveItem(id)
        try authorize(user, .registryItem, .delete, baby: item.babyID, row: id)
        guard confirmed else { throw .confirmationRequired }
        item.status = .deleted
        item.deletedAt = now
        store.registryItems[id] = item
        touch(item.babyID, table: "registry_items", row: id, change: .delete)
        return item
    }

    /// FR-6.4: a follower marks an item purchased, with an optional note; the owners are notified.
    ///
    /// Assumption: a purchase is final and made once per item (a second mark is a conflict); notes are ≤ 500
    /// characters.
    package func markPurchased(_ id: RowID, note: String? = nil, as user: UserID?) throws(NonnaError)
        -> RegistryItemView
    {
        let item = try liveItem(id)
        try authorize(user, .purchase, .create, baby: item.babyID, own: true)
        guard let user else { throw .notAuthenticated }
        guard purchaseRow(id) == nil else { throw .conflict("already purchased") }
        let text = try Validate.optionalText(note, field: "note", max: NonnaLimits.registryTextMaxLength)
        let p = RegistryPurchase(
            id: ids.next("purchase"), itemID: id, babyID: item.babyID, purchaserID: user, note: text, purchasedAt: now)
        store.purchases[p.id] = p
        touch(item.babyID, table: "registry_purchases", row: p.id, change: .insert)
        notify(
            ownerIDs(item.babyID), type: .registryPurchase, baby: item.babyID, target: .registryItem(id),
            message: "\(displayName(user)) purchased \(item.name)", actor: user)
        return registryItemView(item, as: user)
    }

    /// FR-6.5: the registry (`baby == nil` aggregates every baby the user may see); each row passes the policy.
    package func registry(baby: BabyID?, as user: UserID?) throws(NonnaError) -> RegistryView {
        guard user.flatMap({ store.users[$0] }) != nil else { throw .notAuthenticated }
        if let baby {
            _ = try liveBaby(baby)
            try authorize(user, .registryItem, .read, baby: baby)
        }
        let views = visibleItems(as: user).filter { baby == nil || $0.babyID == baby }.map {
            registryItemView($0, as: user)
        }
        return RegistryView(
            unpurchased: views.filter { $0.purchaseState == .unpurchased },
            purchased: views.filter { $0.purchaseState == .purchased })
    }

    /// One registry item.
    package func viewRegistryItem(_ id: RowID, as user: UserID?) throws(NonnaError) -> RegistryItemView {
        let item = try liveItem(id)
        try authorize(user, .registryItem, .read, baby: item.babyID, row: id)
        return registryItemView(item, as: user)
    }

    /// A registry item row as stored (deleted included), for checkers.
    package func registryItem(_ id: RowID) -> RegistryItem? { store.registryItems[id] }

    /// The purchase row of an item, for checkers.
    package func purchaseRow(_ itemID: RowID) -> RegistryPurchase? {
        store.purchases.values.first { $0.itemID == itemID }
    }

    func liveItem(_ id: RowID) throws(NonnaError) -> RegistryItem {
        guard let i = store.registryItems[id], i.status == .active, store.babies[i.babyID]?.status != .deleted else {
            throw .notFound
        }
        return i
    }

    /// Live items the user may read, by priority then age.
    func visibleItems(as user: UserID?) -> [RegistryItem] {
        store.registryItems.values.filter {
            $0.status == .active && store.babies[$0.babyID]?.status != .deleted
                && allowed(user, .registryItem, .read, baby: $0.babyID, row: $0.id)
        }.sorted {
            $0.priority != $1.priority
                ? $0.priority < $1.priority : Order.ascending(($0.createdAt, $0.id), ($1.createdAt, $1.id))
        }
    }

    func registryItemView(_ item: RegistryItem, as user: UserID?) -> RegistryItemView {
        var purchase = purchaseRow(item.id)
        if let p = purchase, !allowed(user, .purchase, .read, baby: p.babyID, own: p.purchaserID == user, row: p.id) {
            purchase = nil
        }
        return RegistryItemView(
            item: item, babyName: store.babies[item.babyID]?.name ?? "",
            purchaseState: purchaseRow(item.id) == nil ? .unpurchased : .purchased,
            purchase: purchase, purchaserName: purchase.map { displayName($0.purchaserID) },
            canEdit: allowed(user, .registryItem, .update, baby: item.babyID))
    }

    /// Assumption: names 1 ... 200 characters, descriptions ≤ 500, links absolute http(s) URLs.
    func apply(_ draft: RegistryItemDraft, to item: inout RegistryItem) throws(NonnaError) {
        item.name = try Validate.text(draft.name, field: "name", max: NonnaLimits.registryNameMaxLength)
        item.description = try Validate.optionalText(
            draft.description, field: "description", max: NonnaLimits.registryTextMaxLength)
        item.linkURL = try Validate.link(draft.linkURL, field: "linkURL")
        let priority = draft.priority ?? NonnaLimits.registryDefaultPriority
        guard NonnaLimits.registryPriorityRange.contains(priority) else {
            throw .invalid(field: "priority", reason: "must be 1 ... 5")
        }
        item.priority = priority
    }
}
