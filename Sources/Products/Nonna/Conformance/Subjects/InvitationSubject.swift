import Conformance
import Foundation
import Nonna
import SpecModel

/// Drives one follower invitation (machine `invitation`) through the backend: an owner with a baby invites a fresh
/// address; a verified user holds the emailed token. State from the invitation row; events from the outboxes.
struct InvitationSubject: ConformanceSubject {
    static let machine = "invitation"

    private var world = NonnaWorld()
    private var owner = ""
    private var baby = ""
    private var invitee = ""
    private var invitation = ""
    private var token = ""
    private var email = ""
    private var observer = OutboxObserver()
    /// When the machine entered its current state (a timed event counts from here).
    private var enteredAt = Date()

    mutating func reset(context: JSONValue) throws {
        world = NonnaWorld()
        (owner, baby) = try world.ownerWithBaby()
        invitee = try world.verifiedUser("Linda Jones")
        (email, token) = try world.invite(to: baby, by: owner)
        guard let row = try? world.app.listInvitations(baby, as: owner).first else { throw SubjectError("no invitation row") }
        invitation = row.id
        observer = OutboxObserver()
        observer.roles = [owner: "owner", invitee: "invitee"]
        observer.addresses = [email: "invitee"]
        observer.skip(world.app)
        enteredAt = world.clock.now
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        let app = world.app
        let before = state
        var accepted = true
        if let delay = stimulus.delaySeconds {
            world.clock.set(enteredAt.addingTimeInterval(Double(delay)))
        } else {
            do {
                switch stimulus.event {
                case "accept": _ = try app.acceptInvitation(token: token, relationship: .grandma, as: invitee)
                case "revoke": _ = try app.revokeInvitation(invitation, as: owner)
                case "resend":
                    _ = try app.resendInvitation(invitation, as: owner)
                    if let fresh = world.lastEmail(to: email, .invitation)?.payload["token"] { token = fresh }
                case "request_new": _ = try app.requestNewInvitation(token: token, as: invitee)
                case "baby.deleted": _ = try app.deleteBaby(baby, confirmed: true, as: owner)
                default: throw SubjectError("unknown event \(stimulus.event)")
                }
            } catch let error as NonnaError {
                _ = error
                accepted = false
            }
        }
        let after = state
        if after != before || (accepted && stimulus.delaySeconds == nil) { enteredAt = world.clock.now }
        return Observation(states: [Self.machine: after], events: observer.events(app))
    }

    private var state: String {
        switch world.app.invitation(invitation)?.status {
        case .pending?: "Pending"
        case .accepted?: "Accepted"
        case .expired?: "Expired"
        case .revoked?: "Revoked"
        case nil: "Missing"
        }
    }
}
