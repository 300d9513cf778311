import Conformance
import Foundation
import Nonna

/// Rule checks of FR-1.x (registration, verification, login, password reset, user profile), each through the
/// backend's own services on a fresh world. Every ID a check covers is one it asserts.
enum AccountChecks {
    static var all: [RuleCheck] {
        [registration, oauth, duplicateAndFormat, verification, login, reset, profile, unverified]
    }

    /// FR-1.1: email/password registration creates a profile row and queues the verification email at once.
    static let registration = NonnaRule.check(
        "FR-1.1.S1",
        covers: [
            "FR-1.1.AC1", "FR-1.1.S5", "FR-1.1.S7", "FR-1.1.AC7", "FR-1.1.AC5", "FR-1.2.S1", "FR-1.2.AC1", "EV-01",
        ],
        title:
            "registration with a valid email and password creates the account and its profile, and queues the verification email (with its token) at once"
    ) {
        let world = NonnaWorld()
        let start = world.clock.now
        let account = try world.app.register(
            email: "Sarah@Example.com", password: "secret1", displayName: "Sarah Miller")
        try expect(
            account.status == .unverified && world.app.account(account.id)?.email == "sarah@example.com",
            "the account was not created unverified")
        let profile = try world.app.userProfile(account.id, as: account.id)
        try expect(profile.displayName == "Sarah Miller", "no profile row with the display name")
        let email = try require(world.lastEmail(to: "sarah@example.com", .verification))
        try expect(
            email.sentAt.timeIntervalSince(start) <= 30 && !(email.payload["token"] ?? "").isEmpty,
            "the verification email was not queued with a token within 30 s")
    }

    /// FR-1.1 S2, AC2-3; A-13: OAuth registration via Google and Facebook, verified by the provider.
    static let oauth = NonnaRule.check(
        "FR-1.1.S2", covers: ["FR-1.1.AC2", "FR-1.1.AC3", "FR-1.3.S2", "FR-1.3.AC3", "PR-02"],
        title:
            "Google and Facebook registrations create verified accounts without a verification email, and log in through the same provider"
    ) {
        let world = NonnaWorld()
        for (provider, address) in [(AuthProvider.google, "g@example.com"), (.facebook, "f@example.com")] {
            let account = try world.app.registerOAuth(provider: provider, email: address, displayName: "Jess Lee")
            try expect(account.status == .verified, "\(provider) account not verified")
            try expect(
                world.lastEmail(to: address, .verification) == nil, "\(provider) account got a verification email")
            let login = try world.app.loginOAuth(provider: provider, email: address)
            try expect(
                world.app.authenticate(token: login.token) == account.id, "\(provider) login did not authenticate")
        }
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.loginOAuth(provider: .facebook, email: "g@example.com")
            } != nil, "a Google account logged in through Facebook")
    }

    /// FR-1.1 S4, S6, AC6; PR-03: malformed emails and duplicates are refused, with nothing created.
    static let duplicateAndFormat = NonnaRule.check(
        "FR-1.1.S6", covers: ["FR-1.1.S4", "FR-1.1.AC6", "PR-03", "PR-04", "FR-1.1.S3", "FR-1.1.AC4"],
        title:
            "a second registration with the same email (any case) and malformed emails are refused; a password without a number or special character is refused"
    ) {
        let world = NonnaWorld()
        let first = try world.app.register(email: "ann@example.com", password: "secret1", displayName: "Ann")
        let duplicate = caught { () throws(NonnaError) in
            _ = try world.app.register(email: "ANN@example.com", password: "secret2", displayName: "Ann")
        }
        try expect(
            duplicate != nil && world.app.userID(forEmail: "ann@example.com") == first.id,
            "a duplicate email was accepted")
        for bad in ["ann", "ann@", "@example.com", "ann example.com"] {
            try expect(
                caught { () throws(NonnaError) in _ = try world.app.register(email: bad, password: "secret1") } != nil,
                "malformed email \(bad) accepted")
        }
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.register(email: "bo@example.com", password: "abcdefgh")
            } != nil, "a password of letters only was accepted")
        _ = try world.app.register(email: "cy@example.com", password: "abcdef!")
    }

    /// FR-1.2: the link verifies; a used link is refused; a new link can be requested and revokes the old one.
    static let verification = NonnaRule.check(
        "FR-1.2.S3", covers: ["FR-1.2.AC2", "FR-1.2.S4", "FR-1.2.AC4", "PR-06"],
        title:
            "the emailed link marks the email verified once; after expiry a new link can be requested, and only the newest works"
    ) {
        let world = NonnaWorld()
        let account = try world.app.register(email: "dee@example.com", password: "secret1")
        let first = try require(world.lastEmail(to: "dee@example.com", .verification)?.payload["token"])
        world.clock.advance(by: 86_400)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.verifyEmail(token: first) } != nil,
            "an expired link verified")
        _ = try world.app.resendVerification(as: account.id)
        let second = try require(world.lastEmail(to: "dee@example.com", .verification)?.payload["token"])
        try expect(second != first, "the new link reuses the old token")
        _ = try world.app.verifyEmail(token: second)
        try expect(world.app.account(account.id)?.status == .verified, "the account is not verified")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.verifyEmail(token: second) } != nil,
            "a used link verified again")
    }

    /// FR-1.3: login with valid credentials, refusal of invalid ones, sessions that persist, post-login destination.
    static let login = NonnaRule.check(
        "FR-1.3.S1", covers: ["FR-1.3.AC1", "FR-1.3.AC2", "FR-1.3.S3", "FR-1.3.S7", "FR-1.3.AC6", "FR-1.3.AC4"],
        title:
            "valid credentials start a session token that authenticates requests until logout; invalid ones are refused; the destination is onboarding without a baby and home with one"
    ) {
        let world = NonnaWorld()
        let user = try world.verifiedUser("Eve Park")
        let email = try require(world.app.account(user)?.email)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.login(email: email, password: "wrong-pass1") } != nil,
            "a wrong password logged in")
        let first = try world.app.login(email: email, password: "secret1")
        try expect(first.destination == .onboarding, "a user without a baby was sent to \(first.destination)")
        _ = try world.app.createBaby(
            BabyDraft(name: "Kai", expectedBirthDate: world.clock.now.addingTimeInterval(30 * 86_400)), as: user)
        let second = try world.app.login(email: email, password: "secret1")
        try expect(second.destination == .home, "a user with a baby was sent to \(second.destination)")
        world.clock.advance(by: 29 * 86_400)
        try expect(world.app.authenticate(token: first.token) == user, "the session did not persist for 29 days")
        _ = try world.app.logout(token: first.token)
        try expect(
            world.app.authenticate(token: first.token) == nil && world.app.authenticate(token: second.token) == user,
            "logout did not end exactly that session")
    }

    /// FR-1.4: reset by emailed token; the new password works at once; old sessions end.
    static let reset = NonnaRule.check(
        "FR-1.4.S2",
        covers: [
            "FR-1.4.S4", "FR-1.4.S5", "FR-1.4.S6", "FR-1.4.AC3", "FR-1.4.AC5", "FR-1.4.AC6", "FR-1.4.AC1", "EV-03",
            "PR-07",
        ],
        title:
            "a reset email with a token lets the user set a complex new password, which logs in at once, while every older session ends"
    ) {
        let world = NonnaWorld()
        let user = try world.verifiedUser("Fay Moss")
        let email = try require(world.app.account(user)?.email)
        let old = try world.app.login(email: email, password: "secret1")
        try world.app.requestPasswordReset(email: email)
        let mail = try require(world.lastEmail(to: email, .passwordReset))
        try expect(mail.sentAt.timeIntervalSince(world.clock.now) <= 30, "the reset email was not queued within 30 s")
        let token = try require(mail.payload["token"])
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.resetPassword(token: token, newPassword: "short") }
                != nil, "a weak new password was accepted")
        _ = try world.app.resetPassword(token: token, newPassword: "brandnew9")
        try expect(world.app.authenticate(token: old.token) == nil, "an old session survived the password change")
        _ = try world.app.login(email: email, password: "brandnew9")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.login(email: email, password: "secret1") } != nil,
            "the old password still works")
    }

    /// FR-1.5: display name, profile photo (JPEG/PNG, thumbnail), biometric toggle.
    static let profile = NonnaRule.check(
        "FR-1.5.S1",
        covers: ["FR-1.5.AC1", "FR-1.5.S2", "FR-1.5.S4", "FR-1.5.AC4", "FR-1.5.S6", "FR-1.5.AC5", "PR-11"],
        title:
            "a user renames themself, uploads a JPEG profile photo with a thumbnail (a GIF is refused) and toggles biometric login"
    ) {
        let world = NonnaWorld()
        let user = try world.verifiedUser("Gil Hart")
        _ = try world.app.updateProfile(displayName: "Gilbert Hart", as: user)
        try expect(try world.app.userProfile(user, as: user).displayName == "Gilbert Hart", "the new name is not shown")
        let gif = UploadFile(fileName: "a.gif", mimeType: "image/gif", sizeBytes: 1000)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.uploadProfilePhoto(gif, as: user) } != nil,
            "a GIF was accepted")
        let account = try world.app.uploadProfilePhoto(NonnaWorld.jpeg(2000), as: user)
        try expect(account.profilePhoto.map { !$0.thumbnailPath.isEmpty } == true, "no thumbnail was stored")
        _ = try world.app.updateProfile(biometricEnabled: true, as: user)
        try expect(world.app.account(user)?.biometricEnabled == true, "the biometric toggle did not switch on")
        _ = try world.app.updateProfile(biometricEnabled: false, as: user)
        try expect(world.app.account(user)?.biometricEnabled == false, "the biometric toggle did not switch off")
    }
}

extension AccountChecks {
    /// FR-1.2 S5, PR-09 (A-14): until verified, a user signs in, edits their profile and accepts invitations, but cannot create a baby profile.
    static let unverified = NonnaRule.check(
        "FR-1.2.S5", covers: ["PR-09", "FR-1.2.AC5", "PR-08"],
        title:
            "an unverified user logs in, renames themself and follows a baby through an invitation, but creating a baby profile is refused until the email is verified"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let (email, token) = try world.invite(to: baby, by: owner)
        let account = try world.app.register(email: email, password: "secret1", displayName: "Una Vale")
        _ = try world.app.login(email: email, password: "secret1")
        _ = try world.app.updateProfile(displayName: "Una", as: account.id)
        _ = try world.app.acceptInvitation(token: token, relationship: .friend, as: account.id)
        let due = world.clock.now.addingTimeInterval(60 * 86_400)
        try expect(
            caught { () throws(NonnaError) in
                _ = try world.app.createBaby(BabyDraft(name: "Z", expectedBirthDate: due), as: account.id)
            } != nil, "an unverified user created a baby profile")
        _ = try world.app.verifyEmail(token: try require(world.lastEmail(to: email, .verification)?.payload["token"]))
        _ = try world.app.createBaby(BabyDraft(name: "Z", expectedBirthDate: due), as: account.id)
    }
}

/// `#require`-like unwrapping for rule checks.
func require<T>(_ value: T?, _ what: String = "a value") throws -> T {
    guard let value else { throw RuleFailure("missing \(what)") }
    return value
}
