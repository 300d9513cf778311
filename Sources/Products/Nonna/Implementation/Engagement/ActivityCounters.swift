import Foundation

extension NonnaApp {
    /// FR-9.4: the user's own activity counters.
    ///
    /// Assumption: the counters always equal the rows behind them ("accurate and consistent"): a Yes RSVP changed
    /// to No, an un-squish, or a deleted comment lowers the count again. Event comments count as comments added.
    package func userStats(as user: UserID?) throws(NonnaError) -> UserStats {
        try authorize(user, .userStats, .read, baby: nil, own: true)
        guard let user else { throw .notAuthenticated }
        return stats(of: user)
    }

    /// The `user_stats` row of any user, for checkers.
    package func stats(of user: UserID) -> UserStats {
        UserStats(
            eventsAttended: store.rsvps.values.filter { $0.userID == user && $0.status == .yes }.count,
            itemsPurchased: store.purchases.values.filter { $0.purchaserID == user }.count,
            photosSquished: store.squishes.values.filter { $0.userID == user }.count,
            commentsAdded: store.comments.values.filter { $0.authorID == user && $0.status != .deleted }.count)
    }
}
