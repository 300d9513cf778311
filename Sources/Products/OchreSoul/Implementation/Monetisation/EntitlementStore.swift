import Foundation

/// Entitlements as last reported by the server. There is deliberately no way to grant one locally:
/// the only writer is `replace(withServerRows:)`, called with validated server responses.
package final class EntitlementStore {
    /// Active entitlements.
    package private(set) var entitlements: Set<Entitlement> = []

    /// Creates an empty store.
    package init() {}

    /// Replaces local state with the server's rows.
    package func replace(withServerRows rows: [Entitlement]) { entitlements = Set(rows) }

    /// Whether the pack is unlocked.
    package func owns(packID: String?) -> Bool {
        guard let packID else { return false }
        return entitlements.contains { $0.packID == packID }
    }

    /// Clears state (sign-out).
    package func clear() { entitlements = [] }
}
