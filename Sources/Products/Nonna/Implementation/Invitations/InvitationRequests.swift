import Foundation

extension NonnaApp {
    /// FR-3.2 AC2: the holder of an expired invitation asks for a new one; the owners get an in-app notification
    /// and can resend (FR-3.3).
    ///
    /// Assumption: the FRS offers the option without saying what it does; here it notifies the owners (in-app only)
    /// and works only for an expired invitation, for a signed-in holder of its token who could have accepted it.
    package func requestNewInvitation(token: String, as user: UserID?) throws(NonnaError) -> Invitation {
        guard let (id, superseded) = invitationID(forToken: token), let inv = invitation(id) else { throw .notFound }
        if superseded { throw .revoked }
        guard inv.status == .expired else { throw .conflict("invitation is \(inv.status.rawValue)") }
        let profile = try liveBaby(inv.babyID)
        try authorize(user, invitationResource(inv.kind), .accept, baby: inv.babyID)
        notify(
            ownerIDs(inv.babyID), type: .invitationRequested, baby: inv.babyID, target: .baby(inv.babyID),
            message: "\(inv.email) asks for a new invitation to \(profile.name)", actor: user)
        return inv
    }
}
