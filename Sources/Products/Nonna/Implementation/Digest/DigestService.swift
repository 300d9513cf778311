import Foundation

/// FR-11.1: one baby's part of a digest, personalised by the reader's role on it.
package struct DigestSection: Equatable, Sendable {
    /// The baby.
    package var babyID: BabyID
    /// The baby's name.
    package var babyName: String
    /// The reader's role on it.
    package var role: RoleMode
    /// Photos uploaded in the period.
    package var newPhotos: Int
    /// Titles of events starting in the next 14 days.
    package var upcomingEvents: [String]
    /// Registry items added or edited in the period.
    package var registryUpdates: Int
    /// Comments posted in the period.
    package var newComments: Int
    /// Owners only: purchases in the period.
    package var newPurchases: Int?
    /// Owners only: followers who joined in the period.
    package var newFollowers: Int?
}

/// FR-11.1: a composed digest.
package struct DigestView: Equatable, Sendable {
    /// Reader.
    package var userID: UserID
    /// Frequency.
    package var frequency: DigestFrequency
    /// Period start (last digest, or account creation).
    package var periodStart: Date
    /// Period end (now).
    package var periodEnd: Date
    /// One section per baby the reader owns or follows.
    package var sections: [DigestSection]
    /// Whether nothing happened and nothing is upcoming.
    package var isEmpty: Bool
}

extension NonnaApp {
    /// FR-11.1: the digest the user would receive now (since the last one).
    package func previewDigest(as user: UserID?) throws(NonnaError) -> DigestView {
        try authorize(user, .preferences, .read, baby: nil, own: true)
        guard let user else { throw .notAuthenticated }
        return composeDigest(for: user)
    }

    /// FR-11.1: the scheduler's run: every user whose weekly/monthly period has elapsed gets a digest email (opted-out
    /// users never do). Returns the emails sent.
    ///
    /// Assumption: an empty digest is not sent (the period still restarts); the first period starts at registration.
    @discardableResult
    package func runDigests() -> [EmailMessage] {
        var sent: [EmailMessage] = []
        for account in store.users.values.sorted(by: { Order.number($0.id) < Order.number($1.id) }) {
            let prefs = store.preferences[account.id] ?? NotificationPreferences()
            let period: TimeInterval
            switch prefs.digestFrequency {
            case .off: continue
            case .weekly: period = NonnaLimits.weeklyDigestPeriod
            case .monthly: period = NonnaLimits.monthlyDigestPeriod
            }
            let last = store.lastDigestAt[account.id] ?? account.createdAt
            guard now.timeIntervalSince(last) >= period else { continue }
            let digest = composeDigest(for: account.id)
            store.lastDigestAt[account.id] = now
            guard !digest.isEmpty else { continue }
            var payload: [String: String] = [
                "frequency": prefs.digestFrequency.rawValue, "sections": "\(digest.sections.count)",
                "newPhotos": "\(digest.sections.reduce(0) { $0 + $1.newPhotos })",
                "upcomingEvents": "\(digest.sections.reduce(0) { $0 + $1.upcomingEvents.count })",
                "registryUpdates": "\(digest.sections.reduce(0) { $0 + $1.registryUpdates })",
                "newComments": "\(digest.sections.reduce(0) { $0 + $1.newComments })",
            ]
            payload["babies"] = digest.sections.map(\.babyName).joined(separator: ", ")
            sendEmail(to: account.email, kind: .digest, payload: payload)
            if let e = store.emails.last { sent.append(e) }
        }
        return sent
    }

    func composeDigest(for user: UserID) -> DigestView {
        let prefs = store.preferences[user] ?? NotificationPreferences()
        let start = store.lastDigestAt[user] ?? store.users[user]?.createdAt ?? now
        let first = store.lastDigestAt[user] == nil
        let end = now
        let inPeriod: (Date) -> Bool = { ($0 > start || (first && $0 == start)) && $0 <= end }
        var sections: [DigestSection] = []
        for b in readableBabies(user) {
            let role = role(of: user, on: b.id)
            let isOwner = role == .owner || role == .coOwner
            let photos = visiblePhotos(as: user).filter { $0.babyID == b.id && inPeriod($0.createdAt) }.count
            let events = visibleEvents(as: user).filter {
                $0.babyID == b.id && $0.startsAt >= now
                    && $0.startsAt < now.addingTimeInterval(NonnaLimits.digestUpcomingWindow)
            }.map(\.title)
            let registry = visibleItems(as: user).filter { $0.babyID == b.id && inPeriod($0.updatedAt) }.count
            let comments = store.comments.values.filter {
                $0.babyID == b.id && $0.status != .deleted && inPeriod($0.createdAt)
                    && allowed(user, .comment, .read, baby: b.id, own: $0.authorID == user)
            }.count
            var section = DigestSection(
                babyID: b.id, babyName: b.name, role: isOwner ? .owner : .follower, newPhotos: photos,
                upcomingEvents: events,
                registryUpdates: registry, newComments: comments, newPurchases: nil, newFollowers: nil)
            if isOwner {
                section.newPurchases =
                    store.purchases.values.filter {
                        $0.babyID == b.id && inPeriod($0.purchasedAt) && allowed(user, .purchase, .read, baby: b.id)
                    }.count
                section.newFollowers =
                    store.memberships.values.filter {
                        $0.babyID == b.id && $0.role == .follower && $0.status == .active && inPeriod($0.createdAt)
                    }.count
            }
            sections.append(section)
        }
        let empty = sections.allSatisfy {
            $0.newPhotos == 0 && $0.upcomingEvents.isEmpty && $0.registryUpdates == 0 && $0.newComments == 0
                && ($0.newPurchases ?? 0) == 0 && ($0.newFollowers ?? 0) == 0
        }
        return DigestView(
            userID: user, frequency: prefs.digestFrequency, periodStart: start, periodEnd: now, sections: sections,
            isEmpty: empty)
    }
}
