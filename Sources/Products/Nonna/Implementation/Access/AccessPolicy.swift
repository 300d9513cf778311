import Foundation

/// Decides, for every read and write, whether the actor may do it. The only place access is decided.
package protocol AccessPolicy: Sendable {
    /// Whether `query` is allowed.
    func permits(_ query: AccessQuery) -> Bool
}

/// The standard policy, modelled on the FRS permission rules (RLS): owners and co-owners manage, followers read
/// and interact, removed followers and non-members see nothing.
///
/// Assumption: (PR-09) the only feature restricted until the email is verified is creating a baby profile; an
/// unverified user may log in, accept invitations and, as a member, do what the membership allows.
/// Assumption: registering is for signed-out visitors (a signed-in actor cannot register another account).
package struct StandardAccessPolicy: AccessPolicy {
    /// Creates the standard policy.
    package init() {}

    /// Whether `q` is allowed.
    package func permits(_ q: AccessQuery) -> Bool {
        let owner = q.role == .owner || q.role == .coOwner
        let follower = q.role == .follower
        let member = owner || follower
        let signedIn = q.role != .anonymous
        switch (q.resource, q.action) {
        // Account-level rows.
        case (.account, .create): return q.role == .anonymous
        /// A signed-in user reads and updates their own account (verify, resend, reset); the FRS has no account deletion.
        case (.account, .read), (.account, .update): return signedIn && q.isOwnRow
        case (.account, _): return false
        case (.session, .create): return true
        case (.session, _): return signedIn && q.isOwnRow
        /// Assumption: any signed-in user may read another user's public profile (name and photo appear on comments).
        case (.userProfile, .read): return signedIn
        case (.userProfile, .update): return signedIn && q.isOwnRow
        case (.userProfile, _): return false
        case (.userStats, .read), (.notification, .read), (.notification, .update), (.preferences, .read),
            (.preferences, .update), (.storage, .read), (.roleMode, .read), (.roleMode, .update), (.tiles, .read):
            return signedIn && q.isOwnRow
        case (.userStats, _), (.notification, _), (.preferences, _), (.storage, _), (.roleMode, _), (.tiles, _):
            return false
        // Baby profiles (FR-2.x): verified users create (PR-08/10); owners edit and delete.
        case (.babyProfile, .create): return q.role == .verified
        case (.babyProfile, .read): return member
        case (.babyProfile, .update), (.babyProfile, .delete): return owner
        case (.babyProfile, _): return false
        // Memberships (FR-2.4, 3.5, 3.6): owners are never removed (PR-21); followers edit their own label.
        case (.ownerMembership, .read): return member
        case (.ownerMembership, _): return false
        /// Assumption: followers see their own membership only; owners see every follower.
        case (.followerMembership, .read): return owner || (follower && q.isOwnRow)
        case (.followerMembership, .update): return follower && q.isOwnRow
        case (.followerMembership, .delete): return owner
        case (.followerMembership, _): return false
        // Invitations (FR-3.x): owners manage; invitees accept by token.
        case (.invitation, .accept): return q.role == .verified || q.role == .unverified || q.role == .removedFollower
        case (.coOwnerInvitation, .accept):
            return q.role == .verified || q.role == .unverified || q.role == .follower || q.role == .removedFollower
        /// Owners send, list, resend and revoke (an update); an invitation is never deleted (FR-3.1 tracks its status).
        case (.invitation, .create), (.invitation, .read), (.invitation, .update), (.coOwnerInvitation, .create),
            (.coOwnerInvitation, .read), (.coOwnerInvitation, .update):
            return owner
        case (.invitation, _), (.coOwnerInvitation, _): return false
        // Gallery (FR-4.x).
        case (.photo, .read): return member
        case (.photo, .accept): return false
        case (.photo, _): return owner
        case (.squish, .read): return member
        case (.squish, .create): return member
        case (.squish, .delete): return member && q.isOwnRow
        case (.squish, _): return false
        /// Assumption: (PR-47) a comment's author may delete it too; owners delete any comment.
        case (.comment, .read), (.comment, .create): return member
        case (.comment, .update): return member && q.isOwnRow
        case (.comment, .delete): return owner || (member && q.isOwnRow)
        case (.comment, _): return false
        // Calendar (FR-5.x).
        /// Assumption: (PR-52) owners host events and do not RSVP.
        case (.event, .read): return member
        case (.event, .accept): return false
        case (.event, _): return owner
        case (.rsvp, .create), (.rsvp, .update): return follower && q.isOwnRow
        case (.rsvp, .read): return owner || (follower && q.isOwnRow)
        case (.rsvp, _): return false
        case (.rsvpList, .read): return owner
        case (.rsvpList, _): return false
        // Registry (FR-6.x).
        /// Assumption: (PR-59) owners do not mark their own items purchased.
        case (.registryItem, .read): return member
        case (.registryItem, .accept): return false
        case (.registryItem, _): return owner
        case (.purchase, .read): return member
        case (.purchase, .create): return follower
        case (.purchase, _): return false
        // Engagement (FR-9.x).
        case (.genderVote, .create): return follower
        case (.genderVote, .read): return owner || (follower && (q.isOwnRow || q.babyIsBorn))
        case (.genderVote, _): return false
        case (.genderTally, .read): return owner || (follower && q.babyIsBorn)
        case (.genderTally, _): return false
        case (.birthDatePrediction, .create): return follower
        case (.birthDatePrediction, .read): return owner || (follower && (q.isOwnRow || q.babyIsBorn))
        case (.birthDatePrediction, _): return false
        case (.nameSuggestion, .create): return follower
        case (.nameSuggestion, .read): return member
        case (.nameSuggestion, .update): return owner
        case (.nameSuggestion, _): return false
        /// Assumption: (PR-77) "users" vote on names: owners and followers alike.
        case (.nameVote, .create), (.nameVote, .read): return member
        case (.nameVote, _): return false
        case (.birthAnnouncement, .create): return owner
        case (.birthAnnouncement, .read): return member
        case (.birthAnnouncement, _): return false
        // FR-7.4: real-time messages are scoped to accessible babies.
        case (.realtime, .read): return member
        case (.realtime, _): return false
        }
    }
}
