import Foundation
import Nonna

/// A fresh Nonna backend on a manual clock, with the steps every check needs to set up people and babies, all
/// through the implementation's own public API.
final class NonnaWorld {
    let clock = ManualClock()
    let app: NonnaApp
    private var counter = 0

    init(policy: AccessPolicy = StandardAccessPolicy(), clockLag: TimeInterval = 0) {
        app = NonnaApp(clock: clockLag == 0 ? clock : LaggingClock(base: clock, lag: clockLag), policy: policy)
        Self.register(self)
    }

    /// The last email sent to `address` of `kind`.
    func lastEmail(to address: String, _ kind: EmailKind) -> EmailMessage? {
        app.emails.last { $0.to == address.lowercased() && $0.kind == kind }
    }

    /// A fresh address (`person3@example.com`).
    func newEmail(_ name: String = "person") -> String {
        counter += 1
        return "\(name.lowercased())\(counter)@example.com"
    }

    /// Registers a user and verifies the email with the emailed token.
    func verifiedUser(_ name: String = "Sam Taylor") throws -> UserID {
        try setup("registering a user") { try verifiedUserUnchecked(name) }
    }

    private func verifiedUserUnchecked(_ name: String) throws -> UserID {
        let email = newEmail(name.split(separator: " ").first.map(String.init) ?? "person")
        let account = try app.register(email: email, password: "secret1", displayName: name)
        guard let token = lastEmail(to: email, .verification)?.payload["token"] else {
            throw WorldError("no verification email")
        }
        _ = try app.verifyEmail(token: token)
        // Every person of a check opted in to push on first launch (FR-8.1 S2), so both channels are observable.
        var preferences = app.preferences(of: account.id)
        preferences.pushPermission = .granted
        _ = try app.perform(.updatePreferences(preferences), as: account.id).get()
        return account.id
    }

    /// A verified owner with an expecting baby due in `dueInDays` days.
    func ownerWithBaby(dueInDays: Int = 60) throws -> (owner: UserID, baby: BabyID) {
        let owner = try verifiedUser("Sarah Miller")
        let baby = try setup("creating a baby") {
            try app.createBaby(
                BabyDraft(name: "Lily", expectedBirthDate: clock.now.addingTimeInterval(Double(dueInDays) * 86_400)),
                as: owner)
        }
        return (owner, baby.profile.id)
    }

    /// Sends a follower invitation to a fresh address; returns the address and the emailed token.
    func invite(to baby: BabyID, by owner: UserID, kind: InvitationKind = .follower) throws -> (
        email: String, token: String
    ) {
        let email = newEmail("invitee")
        _ = try setup("sending an invitation") { try app.sendInvitations(baby, emails: [email], kind: kind, as: owner) }
        let emailKind: EmailKind = kind == .coOwner ? .coOwnerInvitation : .invitation
        guard let token = lastEmail(to: email, emailKind)?.payload["token"] else {
            throw WorldError("no invitation email")
        }
        return (email, token)
    }

    /// A new verified user who accepted a follower invitation.
    func follower(of baby: BabyID, invitedBy owner: UserID) throws -> UserID {
        let (_, token) = try invite(to: baby, by: owner)
        let user = try verifiedUser("Linda Jones")
        _ = try setup("accepting an invitation") {
            try app.acceptInvitation(token: token, relationship: .grandma, as: user)
        }
        return user
    }

    /// A new verified user who accepted a co-owner invitation.
    func coOwner(of baby: BabyID, invitedBy owner: UserID) throws -> UserID {
        let (_, token) = try invite(to: baby, by: owner, kind: .coOwner)
        let user = try verifiedUser("Robert Miller")
        _ = try app.acceptInvitation(token: token, as: user)
        return user
    }

    /// The pixels every photo of a check carries unless it needs its own: a 40 x 30 gradient.
    static let picture = RasterImage(width: 40, height: 30) { x, y in [UInt8(6 * x), UInt8(8 * y), 128] }

    /// A JPEG of `bytes` bytes showing ``picture``.
    static func jpeg(_ bytes: Int64) -> UploadFile {
        UploadFile(fileName: "p.jpg", mimeType: "image/jpeg", sizeBytes: bytes, raster: picture)
    }

    /// A PNG of `bytes` bytes showing ``picture``.
    static func png(_ bytes: Int64) -> UploadFile {
        UploadFile(fileName: "p.png", mimeType: "image/png", sizeBytes: bytes, raster: picture)
    }
}

/// A step of a check's setup that the implementation refused: the check cannot run (an error, never a verdict).
struct WorldError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a setup step: a refusal by the implementation becomes a ``WorldError``, so it is never mistaken for the
/// verdict of the step under test.
func setup<T>(_ what: String = "setup", _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as WorldError {
        throw error
    } catch {
        throw WorldError("\(what) was refused: \(error)")
    }
}
