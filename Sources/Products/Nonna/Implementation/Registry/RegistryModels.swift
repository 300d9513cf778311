import Foundation

/// A `registry_items` row.
package struct RegistryItem: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// Name.
    package var name: String
    /// Optional description.
    package var description: String?
    /// Optional product link.
    package var linkURL: String?
    /// Priority 1 (highest) ... 5.
    package var priority: Int
    /// Creating owner.
    package var createdBy: UserID
    /// Creation time.
    package var createdAt: Date
    /// Last edit.
    package var updatedAt: Date
    /// Lifecycle state.
    package var status: ContentStatus
    /// Soft-delete time.
    package var deletedAt: Date?
}

/// FR-6.1 / 6.2: the fields of a registry item.
package struct RegistryItemDraft: Equatable, Sendable {
    /// Name (required).
    package var name: String
    /// Optional description.
    package var description: String?
    /// Optional product link (http/https).
    package var linkURL: String?
    /// Priority 1 ... 5 (`nil` = 3).
    package var priority: Int?

    /// Creates a draft.
    package init(name: String, description: String? = nil, linkURL: String? = nil, priority: Int? = nil) {
        self.name = name
        self.description = description
        self.linkURL = linkURL
        self.priority = priority
    }
}

/// SM-15: an item's purchase state.
package enum PurchaseState: String, CaseIterable, Sendable {
    /// Still needed.
    case unpurchased
    /// Marked purchased by a follower.
    case purchased
}

/// A `registry_purchases` row.
package struct RegistryPurchase: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The item.
    package var itemID: RowID
    /// The baby.
    package var babyID: BabyID
    /// The purchasing follower.
    package var purchaserID: UserID
    /// Optional note.
    package var note: String?
    /// Time.
    package var purchasedAt: Date
}

/// A registry item as the registry shows it (FR-6.5).
package struct RegistryItemView: Equatable, Sendable {
    /// The row.
    package var item: RegistryItem
    /// The baby's name.
    package var babyName: String
    /// Purchase state.
    package var purchaseState: PurchaseState
    /// The purchase, if any.
    package var purchase: RegistryPurchase?
    /// Purchaser display name.
    package var purchaserName: String?
    /// Edit controls shown (owners).
    package var canEdit: Bool
}

/// FR-6.5: the registry: unpurchased first by priority, purchased in their own section at the bottom.
package struct RegistryView: Equatable, Sendable {
    /// Still needed, by priority.
    package var unpurchased: [RegistryItemView]
    /// Purchased, by priority.
    package var purchased: [RegistryItemView]
}
