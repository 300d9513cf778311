import Foundation

extension NonnaApp {
    /// The account-level role of `user` (no baby involved).
    func accountRole(_ user: UserID?) -> ActorRole {
        guard let user, let account = store.users[user] else { return .anonymous }
        return account.status == .verified ? .verified : .unverified
    }

    /// The active membership of `user` on `baby`, if any.
    func activeMembership(_ user: UserID, _ baby: BabyID) -> Membership? {
        store.memberships.values.first { $0.userID == user && $0.babyID == baby && $0.status == .active }
    }

    /// The role of `user` on `baby` (membership first, then account state).
    package func role(of user: UserID?, on baby: BabyID) -> ActorRole {
        guard let user, store.users[user] != nil else { return .anonymous }
        if let m = activeMembership(user, baby) {
            if m.role == .owner { return m.isCreator ? .owner : .coOwner }
            return .follower
        }
        if store.memberships.values.contains(where: { $0.userID == user && $0.babyID == baby && $0.status == .removed })
        {
            return .removedFollower
        }
        return accountRole(user)
    }

    /// Asks the policy. `baby == nil` means an account-level row.
    func allowed(
        _ user: UserID?, _ resource: Resource, _ action: Action, baby: BabyID?, own: Bool = false, row: RowID? = nil
    )
        -> Bool
    {
        let role = baby.map { self.role(of: user, on: $0) } ?? accountRole(user)
        let born = baby.flatMap { store.babies[$0] }?.status == .born
        return policy.permits(
            AccessQuery(
                role: role, resource: resource, action: action, isOwnRow: own, babyIsBorn: born, babyID: baby,
                rowID: row))
    }

    /// Asks the policy and throws `.notAuthenticated` (anonymous) or `.forbidden` on a denial.
    func authorize(
        _ user: UserID?, _ resource: Resource, _ action: Action, baby: BabyID?, own: Bool = false, row: RowID? = nil
    )
        throws(NonnaError)
    {
        guard allowed(user, resource, action, baby: baby, own: own, row: row) else {
            throw (user.flatMap { store.users[$0] } == nil) ? .notAuthenticated : .forbidden
        }
    }

    /// A baby profile that exists and is not deleted.
    func liveBaby(_ id: BabyID) throws(NonnaError) -> BabyProfile {
        guard let b = store.babies[id], b.status != .deleted else { throw .notFound }
        return b
    }

    /// Live babies `user` may read (policy asked per baby).
    func readableBabies(_ user: UserID?) -> [BabyProfile] {
        store.babies.values.filter {
            $0.status != .deleted && allowed(user, .babyProfile, .read, baby: $0.id, row: $0.id)
        }
        .sorted { Order.number($0.id) < Order.number($1.id) }
    }

    /// Bumps `owner_update_markers` and broadcasts the real-time message for the change (FR-2.2, FR-7.4).
    func touch(_ baby: BabyID, table: String, row: RowID, change: RealtimeChange) {
        var marker = store.markers[baby] ?? OwnerUpdateMarker(babyID: baby, updatedAt: now, version: 0)
        marker.updatedAt = now
        marker.version += 1
        store.markers[baby] = marker
        store.realtime.append(
            RealtimeMessage(
                id: ids.next("rt"), babyID: baby, table: table, rowID: row, change: change,
                markerVersion: marker.version, sentAt: now))
    }

    /// User IDs of the active owners of `baby`.
    func ownerIDs(_ baby: BabyID) -> [UserID] {
        store.memberships.values.filter { $0.babyID == baby && $0.role == .owner && $0.status == .active }
            .sorted { Order.number($0.id) < Order.number($1.id) }.map(\.userID)
    }

    /// User IDs of the active followers of `baby`.
    func followerIDs(_ baby: BabyID) -> [UserID] {
        store.memberships.values.filter { $0.babyID == baby && $0.role == .follower && $0.status == .active }
            .sorted { Order.number($0.id) < Order.number($1.id) }.map(\.userID)
    }

    /// Display name of a user ("" if unknown).
    func displayName(_ user: UserID) -> String { store.users[user]?.displayName ?? "" }
}
