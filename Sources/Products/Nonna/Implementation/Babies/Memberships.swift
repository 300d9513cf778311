import Foundation

extension NonnaApp {
    /// FR-3.5 / 3.6: the members of a baby the actor may see (owners see everyone; followers see owners and
    /// themselves).
    package func listMembers(_ baby: BabyID, as user: UserID?) throws(NonnaError) -> [MemberView] {
        _ = try liveBaby(baby)
        try authorize(user, .babyProfile, .read, baby: baby)
        return store.memberships.values.filter { $0.babyID == baby && $0.status == .active }
            .filter { allowed(user, membershipResource($0), .read, baby: baby, own: $0.userID == user, row: $0.id) }
            .sorted { Order.number($0.id) < Order.number($1.id) }
            .map { MemberView(membership: $0, displayName: displayName($0.userID)) }
    }

    /// FR-3.5: owners remove a follower (after confirmation); soft delete, access ends at once, and the removed
    /// follower is not notified. Owner memberships cannot be removed (FR-2.4).
    package func removeMember(_ membershipID: RowID, confirmed: Bool, as user: UserID?) throws(NonnaError) -> Membership
    {
        guard var m = store.memberships[membershipID], m.status == .active else { throw .notFound }
        _ = try liveBaby(m.babyID)
        try authorize(user, membershipResource(m), .delete, baby: m.babyID, own: m.userID == user, row: m.id)
        guard confirmed else { throw .confirmationRequired }
        m.status = .removed
        m.removedAt = now
        store.memberships[m.id] = m
        touch(m.babyID, table: "baby_memberships", row: m.id, change: .delete)
        return m
    }

    /// FR-3.6: a follower changes their own relationship label.
    package func changeRelationship(_ baby: BabyID, to label: RelationshipLabel, as user: UserID?) throws(NonnaError)
        -> Membership
    {
        _ = try liveBaby(baby)
        guard let user, var m = activeMembership(user, baby) else {
            try authorize(user, .followerMembership, .update, baby: baby, own: true)
            throw .notFound
        }
        try authorize(user, membershipResource(m), .update, baby: baby, own: true)
        m.relationship = label
        store.memberships[m.id] = m
        touch(baby, table: "baby_memberships", row: m.id, change: .update)
        return m
    }

    /// A membership row as stored, for checkers.
    package func membership(_ id: RowID) -> Membership? { store.memberships[id] }

    /// The membership rows of a user on a baby, oldest first, for checkers.
    package func memberships(of user: UserID, on baby: BabyID) -> [Membership] {
        store.memberships.values.filter { $0.userID == user && $0.babyID == baby }
            .sorted { Order.number($0.id) < Order.number($1.id) }
    }

    func membershipResource(_ m: Membership) -> Resource { m.role == .owner ? .ownerMembership : .followerMembership }
}
