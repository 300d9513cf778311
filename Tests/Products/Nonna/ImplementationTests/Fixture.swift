import Foundation
import Testing

@testable import Nonna

/// A fresh app on a manual clock with helpers to create verified users.
final class Fixture {
    /// The pixels of every uploaded image of the tests: 4 x 2, a white left half and a black right half.
    static let picture = RasterImage(width: 4, height: 2) { x, _ in x < 2 ? [255, 255, 255] : [0, 0, 0] }

    let clock = ManualClock()
    let app: NonnaApp

    init(policy: AccessPolicy = StandardAccessPolicy()) {
        app = NonnaApp(clock: clock, policy: policy)
    }

    /// The last email sent to `address` of `kind`.
    func lastEmail(to address: String, _ kind: EmailKind) -> EmailMessage? {
        app.emails.last { $0.to == address.lowercased() && $0.kind == kind }
    }

    /// Registers and verifies a user.
    func verifiedUser(_ name: String) throws -> UserID {
        let email = "\(name.lowercased())@example.com"
        let account = try app.register(email: email, password: "secret1", displayName: name)
        let token = try #require(lastEmail(to: email, .verification)?.payload["token"])
        _ = try app.verifyEmail(token: token)
        return account.id
    }
}

extension Fixture {
    /// A verified owner with an expecting baby due in `dueInDays` days.
    func ownerWithBaby(_ name: String = "Sarah", dueInDays: Int = 60) throws -> (UserID, BabyID) {
        let owner = try verifiedUser(name)
        let due = clock.now.addingTimeInterval(TimeInterval(dueInDays) * 86_400)
        let baby = try app.createBaby(BabyDraft(name: "Lily", expectedBirthDate: due), as: owner)
        return (owner, baby.profile.id)
    }

    /// Invites and accepts a new verified follower.
    func follower(_ name: String, of baby: BabyID, invitedBy owner: UserID, label: RelationshipLabel = .grandma) throws
        -> UserID
    {
        let user = try verifiedUser(name)
        let email = "\(name.lowercased())@example.com"
        _ = try app.sendInvitations(baby, emails: [email], as: owner)
        let token = try #require(lastEmail(to: email, .invitation)?.payload["token"])
        _ = try app.acceptInvitation(token: token, relationship: label, as: user)
        return user
    }

    /// Makes `name` co-owner of `baby`.
    func coOwner(_ name: String, of baby: BabyID, invitedBy owner: UserID) throws -> UserID {
        let user = try verifiedUser(name)
        let email = "\(name.lowercased())@example.com"
        _ = try app.sendInvitations(baby, emails: [email], kind: .coOwner, as: owner)
        let token = try #require(lastEmail(to: email, .coOwnerInvitation)?.payload["token"])
        _ = try app.acceptInvitation(token: token, as: user)
        return user
    }
}
