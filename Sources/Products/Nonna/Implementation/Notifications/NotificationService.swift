import Foundation

extension NonnaApp {
    /// Fans a notification out to `recipients` (never to the actor), applying each recipient's preferences
    /// (FR-8.1 "respect notification preferences", FR-8.3): the master switch and the category toggle gate both
    /// channels; the in-app row needs in-app on; push needs push on, OS permission granted and a pushed type.
    /// Recipients who can no longer read the baby (removed followers) get nothing.
    func notify(
        _ recipients: [UserID], type: NotificationType, baby: BabyID?, target: ContentRef, message: String,
        actor: UserID?
    ) {
        var seen = Set<UserID>()
        for user in recipients where user != actor && seen.insert(user).inserted {
            if let baby, !allowed(user, .babyProfile, .read, baby: baby) { continue }
            let prefs = store.preferences[user] ?? NotificationPreferences()
            guard prefs.allEnabled, !prefs.disabledCategories.contains(type.category) else { continue }
            if prefs.inAppEnabled {
                let row = InAppNotification(
                    id: ids.next("notif"), userID: user, type: type, babyID: baby, target: target, message: message,
                    actorID: actor, createdAt: now, readState: .unread)
                store.notifications[row.id] = row
            }
            if type.isPushed, prefs.pushEnabled, prefs.pushPermission == .granted {
                store.pushes.append(
                    PushMessage(
                        id: ids.next("push"), userID: user, type: type, message: message, target: target, sentAt: now))
            }
        }
    }

    /// FR-8.2: the user's notification feed, newest first, 30 per page, with the unread badge count.
    package func notificationFeed(page: Int = 0, as user: UserID?) throws(NonnaError) -> NotificationFeed {
        try authorize(user, .notification, .read, baby: nil, own: true)
        guard page >= 0 else { throw .invalid(field: "page", reason: "negative") }
        let mine = store.notifications.values.filter {
            $0.userID == user && allowed(user, .notification, .read, baby: nil, own: true, row: $0.id)
        }
        .sorted { Order.ascending(($1.createdAt, $1.id), ($0.createdAt, $0.id)) }
        let size = NonnaLimits.notificationPageSize
        let slice = Array(mine.dropFirst(page * size).prefix(size))
        return NotificationFeed(
            items: slice, page: page, hasMore: mine.count > (page + 1) * size,
            unreadCount: mine.filter { $0.readState == .unread }.count)
    }

    /// FR-8.2: marks one of the user's notifications read or unread.
    package func markNotification(_ id: RowID, read: Bool, as user: UserID?) throws(NonnaError) -> InAppNotification {
        guard var n = store.notifications[id] else { throw .notFound }
        try authorize(user, .notification, .update, baby: nil, own: n.userID == user, row: id)
        n.readState = read ? .read : .unread
        store.notifications[id] = n
        return n
    }

    /// Marks all of the user's notifications read.
    package func markAllNotificationsRead(as user: UserID?) throws(NonnaError) -> Int {
        try authorize(user, .notification, .update, baby: nil, own: true)
        var count = 0
        for (id, n) in store.notifications where n.userID == user && n.readState == .unread {
            store.notifications[id]?.readState = .read
            count += 1
        }
        return count
    }

    /// FR-8.3: the user's preferences.
    package func preferences(as user: UserID?) throws(NonnaError) -> NotificationPreferences {
        try authorize(user, .preferences, .read, baby: nil, own: true)
        return store.preferences[user ?? ""] ?? NotificationPreferences()
    }

    /// FR-8.3 / FR-8.1 / FR-11.1: replaces the user's preferences; applies immediately.
    package func updatePreferences(_ prefs: NotificationPreferences, as user: UserID?) throws(NonnaError)
        -> NotificationPreferences
    {
        try authorize(user, .preferences, .update, baby: nil, own: true)
        guard let user else { throw .notAuthenticated }
        store.preferences[user] = prefs
        return prefs
    }
}
