import Foundation

/// State readers for checkers: the lifecycle state of a row as the database holds it, without an actor (these are
/// the backend's admin views, not user-facing operations; users go through ``NonnaApp/perform(_:as:)``).
extension NonnaApp {
    /// SM-15: the purchase state of a registry item.
    package func purchaseState(_ itemID: RowID) -> PurchaseState {
        purchaseRow(itemID) == nil ? .unpurchased : .purchased
    }

    /// SM-22: the role mode of a user for the current session.
    package func roleMode(of user: UserID) -> RoleModeState { resolvedRoleMode(user) }

    /// SM-23: the storage state of a user.
    package func storageState(of user: UserID) -> StorageState? { store.users[user].map { usage(of: $0).state } }

    /// SM-10: the countdown phase of a baby.
    package func countdownPhase(_ baby: BabyID) -> CountdownPhase? {
        store.babies[baby].map { countdownView($0).phase }
    }

    /// SM-18 / SM-24: a user's preferences row (defaults when never saved).
    package func preferences(of user: UserID) -> NotificationPreferences {
        store.preferences[user] ?? NotificationPreferences()
    }

    /// SM-17: one in-app notification row.
    package func notification(_ id: RowID) -> InAppNotification? { store.notifications[id] }

    /// SM-19: whether a baby's gender votes are revealed (birth announced).
    package func genderVotesRevealed(_ baby: BabyID) -> Bool { store.babies[baby]?.status == .born }

    /// The birth announcement row of a baby.
    package func announcement(of baby: BabyID) -> BirthAnnouncement? { store.announcements[baby] }

    /// When a user's last digest period ended (`nil` before the first run).
    package func lastDigest(of user: UserID) -> Date? { store.lastDigestAt[user] }
}
