import Foundation

/// Entitlements as last reported by the server. There is deliberately no way to grant one locally:
/// the only writer is `replace(withServerRows:)`, called with validated server responses.
public final class EntitlementStore {
    /// Active entitlements.
    public private(set) var entitlements: Set<Entitlement> = []

    /// Creates an empty store.
    public init() {}

    /// Replaces local state with the server's rows.
    public func replace(withServerRows rows: [Entitlement]) { entitlements = Set(rows) }

    /// Whether the pack is unlocked.
    public func owns(packID: String?) -> Bool {
        guard let packID else { return false }
        return entitlements.contains { $0.packID == packID }
    }

    /// Clears state (sign-out).
    public func clear() { entitlements = [] }
}
