import Conformance
import Foundation
import Nonna
import SpecModel

/// SM-6: one follower invitation: an owner with a baby invites a fresh address; a verified user holds the emailed
/// token. State from the invitation row (expiry applied by the backend).
struct InvitationScript: LifecycleScript {
    static let machine = "invitation"
    let owner: UserID
    let baby: BabyID
    let invitee: UserID
    let email: String
    let invitation: RowID
    var token: String

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        (owner, baby) = try world.ownerWithBaby()
        invitee = try world.verifiedUser("Linda Jones")
        (email, token) = try world.invite(to: baby, by: owner)
        let (owner, baby) = (owner, baby)
        guard let row = try setup("listing invitations", { try world.app.listInvitations(baby, as: owner).first })
        else {
            throw WorldError("no invitation row")
        }
        invitation = row.id
        roles = [owner: "owner", invitee: "invitee"]
        addresses = [email: "invitee"]
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        let app = world.app
        switch event {
        case "accept": _ = try app.acceptInvitation(token: token, relationship: .grandma, as: invitee)
        case "revoke": _ = try app.revokeInvitation(invitation, as: owner)
        case "resend":
            _ = try app.resendInvitation(invitation, as: owner)
            if let fresh = world.lastEmail(to: email, .invitation)?.payload["token"] { token = fresh }
        case "request_new": _ = try app.requestNewInvitation(token: token, as: invitee)
        case "baby.deleted": _ = try app.deleteBaby(baby, confirmed: true, as: owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch world.app.invitation(invitation)?.status {
        case .pending?: "Pending"
        case .accepted?: "Accepted"
        case .expired?: "Expired"
        case .revoked?: "Revoked"
        case nil: "Missing"
        }
    }
}

/// SM-7: one co-owner invitation: an owner with a baby invites a fresh address as co-owner; a verified user holds
/// the emailed token. State from the invitation row (expiry applied by the backend).
struct CoOwnerInvitationScript: LifecycleScript {
    static let machine = "co-owner-invitation"
    let owner: UserID
    let baby: BabyID
    let invitee: UserID
    let email: String
    let invitation: RowID
    var token: String

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        (owner, baby) = try world.ownerWithBaby()
        invitee = try world.verifiedUser("Robert Miller")
        (email, token) = try world.invite(to: baby, by: owner, kind: .coOwner)
        let (owner, baby) = (owner, baby)
        guard let row = try setup("listing invitations", { try world.app.listInvitations(baby, as: owner).first })
        else {
            throw WorldError("no invitation row")
        }
        invitation = row.id
        roles = [owner: "owner", invitee: "invitee"]
        addresses = [email: "invitee"]
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        let app = world.app
        switch event {
        case "accept": _ = try app.acceptInvitation(token: token, as: invitee)
        case "revoke": _ = try app.revokeInvitation(invitation, as: owner)
        case "resend":
            _ = try app.resendInvitation(invitation, as: owner)
            if let fresh = world.lastEmail(to: email, .coOwnerInvitation)?.payload["token"] { token = fresh }
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch world.app.invitation(invitation)?.status {
        case .pending?: "Pending"
        case .accepted?: "Accepted"
        case .expired?: "Expired"
        case .revoked?: "Revoked"
        case nil: "Missing"
        }
    }
}
