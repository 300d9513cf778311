import Foundation

/// A `registry_items` row.
public struct RegistryItem: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// Name.
    public var name: String
    /// Optional description.
    public var description: String?
    /// Optional product link.
    public var linkURL: String?
    /// Priority 1 (highest) ... 5.
    public var priority: Int
    /// Creating owner.
    public var createdBy: UserID
    /// Creation time.
    public var createdAt: Date
    /// Last edit.
    public var updatedAt: Date
    /// Lifecycle state.
    public var status: ContentStatus
    /// Soft-delete time.
    public var deletedAt: Date?
}

/// FR-6.1 / 6.2: the fields of a registry item.
public struct RegistryItemDraft: Equatable, Sendable {
    /// Name (required).
    public var name: String
    /// Optional description.
    public var description: String?
    /// Optional product link (http/https).
    public var linkURL: String?
    /// Priority 1 ... 5 (`nil` = 3).
    public var priority: Int?

    /// Creates a draft.
    public init(name: String, description: String? = nil, linkURL: String? = nil, priority: Int? = nil) {
        self.name = name
        self.description = description
        self.linkURL = linkURL
        self.priority = priority
    }
}

/// SM-15: an item's purchase state.
public enum PurchaseState: String, CaseIterable, Sendable {
    /// Still needed.
    case unpurchased
    /// Marked purchased by a follower.
    case purchased
}

/// A `registry_purchases` row.
public struct RegistryPurchase: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The item.
    public var itemID: RowID
    /// The baby.
    public var babyID: BabyID
    /// The purchasing follower.
    public var purchaserID: UserID
    /// Optional note.
    public var note: String?
    /// Time.
    public var purchasedAt: Date
}

/// A registry item as the registry shows it (FR-6.5).
public struct RegistryItemView: Equatable, Sendable {
    /// The row.
    public var item: RegistryItem
    /// The baby's name.
    public var babyName: String
    /// Purchase state.
    public var purchaseState: PurchaseState
    /// The purchase, if any.
    public var purchase: RegistryPurchase?
    /// Purchaser display name.
    public var purchaserName: String?
    /// Edit controls shown (owners).
    public var canEdit: Bool
}

/// FR-6.5: the registry: unpurchased first by priority, purchased in their own section at the bottom.
public struct RegistryView: Equatable, Sendable {
    /// Still needed, by priority.
    public var unpurchased: [RegistryItemView]
    /// Purchased, by priority.
    public var purchased: [RegistryItemView]
}
