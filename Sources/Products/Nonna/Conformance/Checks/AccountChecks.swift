import Conformance
import Foundation
import Nonna

/// Rule checks of FR-1.x (registration, verification, login, password reset, user profile), each through the
/// backend's own services on a fresh world. Every ID a check covers is named by an expectation that asserts it.
enum AccountChecks {
    static var all: [RuleCheck] {
        [registration, oauth, duplicateAndFormat, verification, login, rateLimit, reset, profile, unverified]
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
            account.status == .unverified && world.app.account(account.id)?.email == "sarah@example.com"
                && world.app.userID(forEmail: "sarah@example.com") == account.id,
            "a registration with a valid email and password creates an unverified account under the lower-cased email",
            proves: ["FR-1.1.S1", "FR-1.1.AC1"])
        let profile = try world.app.userProfile(account.id, as: account.id)
        try expect(
            profile.id == account.id && profile.displayName == "Sarah Miller",
            "the new account has a profile row under the same ID with the display name given",
            proves: ["FR-1.1.S7", "FR-1.1.AC7"])
        let emails = world.app.emails.filter { $0.to == "sarah@example.com" }
        let email = try require(emails.first)
        let token = email.payload["token"] ?? ""
        try expect(
            emails.count == 1 && email.kind == .verification && token.count >= 16,
            "registering queues exactly one verification email, carrying a token of at least 16 characters",
            proves: ["FR-1.1.S5", "FR-1.2.S1", "EV-01"])
        let row = try require(world.app.authToken(email.payload["tokenID"] ?? ""), "the token row")
        try expect(
            row.kind == .verification && row.userID == account.id && !String(describing: row).contains(token),
            "the stored verification token row belongs to the account and does not hold the emailed token in clear",
            proves: "FR-1.2.S1")
        try expect(
            email.sentAt.timeIntervalSince(start) <= 30,
            "the verification email is queued within 30 seconds of the registration",
            proves: ["FR-1.1.AC5", "FR-1.2.AC1"])
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
            try expect(
                account.status == .verified && account.provider == provider
                    && world.lastEmail(to: address, .verification) == nil,
                "a signed-out visitor registering through \(provider) gets a verified \(provider) account and no verification email",
                proves: ["FR-1.1.S2", provider == .google ? "FR-1.1.AC2" : "FR-1.1.AC3", "PR-02"])
            let login = try world.app.loginOAuth(provider: provider, email: address)
            try expect(
                world.app.authenticate(token: login.token) == account.id && login.session.userID == account.id,
                "a \(provider) login completes with a session token that authenticates the account",
                proves: ["FR-1.3.S2", "FR-1.3.AC3"])
        }
        try expectError(
            NonnaError.notAuthenticated, "a Google account is refused a login through Facebook",
            proves: "FR-1.3.S2", "FR-1.3.AC3"
        ) { () throws(NonnaError) in _ = try world.app.loginOAuth(provider: .facebook, email: "g@example.com") }
    }

    /// FR-1.1 S4, S6, AC6; PR-03: malformed emails and duplicates are refused, with nothing created.
    static let duplicateAndFormat = NonnaRule.check(
        "FR-1.1.S6", covers: ["FR-1.1.S4", "FR-1.1.AC6", "PR-03", "PR-04", "FR-1.1.S3", "FR-1.1.AC4"],
        title:
            "a second registration with the same email (any case) and malformed emails are refused; a password without a number or special character is refused"
    ) {
        let world = NonnaWorld()
        let first = try world.app.register(email: "ann@example.com", password: "secret1", displayName: "Ann")
        let accounts = world.app.emails.count
        let duplicate = refusal { () throws(NonnaError) in
            _ = try world.app.register(email: "ANN@example.com", password: "secret2", displayName: "Ann")
        }
        try expect(
            duplicate?.isConflict == true && world.app.userID(forEmail: "ann@example.com") == first.id
                && world.app.emails.count == accounts,
            "a second registration with the same email in another case is refused as a conflict, and no account or email is created",
            proves: ["FR-1.1.S6", "PR-03", "FR-1.1.AC6"])
        for bad in ["ann", "ann@", "@example.com", "ann example.com", "ann@example"] {
            let error = refusal { () throws(NonnaError) in _ = try world.app.register(email: bad, password: "secret1") }
            try expect(
                error?.invalidField == "email" && world.app.userID(forEmail: bad) == nil,
                "the malformed email '\(bad)' is refused as an invalid email before any account exists",
                proves: "FR-1.1.S4")
        }
        for weak in ["abcdefgh", "ab1!"] {
            let error = refusal { () throws(NonnaError) in
                _ = try world.app.register(email: "bo@example.com", password: weak)
            }
            try expect(
                error?.invalidField == "password" && world.app.userID(forEmail: "bo@example.com") == nil,
                "the password '\(weak)' (letters only, or under 6 characters) is refused and no account is created",
                proves: ["FR-1.1.S3", "FR-1.1.AC4", "PR-04"])
        }
        for strong in [("cy@example.com", "abcdef!"), ("di@example.com", "abcde1")] {
            let account = try world.app.register(email: strong.0, password: strong.1)
            try expect(
                world.app.userID(forEmail: strong.0) == account.id,
                "a password of 6 characters with a special character or a number is accepted", proves: "FR-1.1.S3")
        }
    }

    /// FR-1.2: the link verifies; a used link is refused; a new link can be requested and revokes the old one.
    static let verification = NonnaRule.check(
        "FR-1.2.S3", covers: ["FR-1.2.AC2", "FR-1.2.S4", "FR-1.2.AC4", "PR-06", "FR-1.2.S2", "FR-1.2.AC3"],
        title:
            "the emailed link marks the email verified once; after expiry a new link can be requested, and only the newest works"
    ) {
        let world = NonnaWorld()
        let account = try world.app.register(email: "dee@example.com", password: "secret1")
        let first = try require(world.lastEmail(to: "dee@example.com", .verification)?.payload["token"])
        world.clock.advance(by: 86_400)
        try expectError(
            NonnaError.expired, "a verification link 24 hours old is refused as expired",
            proves: "FR-1.2.S2", "FR-1.2.AC3"
        ) {
            () throws(NonnaError) in _ = try world.app.verifyEmail(token: first)
        }
        _ = try world.app.resendVerification(as: account.id)
        let second = try require(world.lastEmail(to: "dee@example.com", .verification)?.payload["token"])
        try expect(
            second != first && world.app.emails.filter { $0.kind == .verification }.count == 2,
            "after expiry the user requests a new verification email, with a new token",
            proves: ["FR-1.2.S4", "FR-1.2.AC4", "PR-06"])
        let verified = try world.app.verifyEmail(token: second)
        try expect(
            verified.status == .verified && world.app.account(account.id)?.status == .verified
                && world.app.account(account.id)?.verifiedAt == world.clock.now,
            "the new link marks the email verified, with the time", proves: ["FR-1.2.S3", "FR-1.2.AC2"])
        try expectError(NonnaError.alreadyUsed, "a used verification link is refused as already used") {
            () throws(NonnaError) in _ = try world.app.verifyEmail(token: second)
        }
    }

    /// FR-1.3: login with valid credentials, refusal of invalid ones, sessions that persist, post-login destination.
    static let login = NonnaRule.check(
        "FR-1.3.S1",
        covers: ["FR-1.3.AC1", "FR-1.3.AC2", "FR-1.3.S3", "FR-1.3.S7", "FR-1.3.AC6", "FR-1.3.AC4", "FR-1.3.S6"],
        title:
            "valid credentials start a session token that authenticates requests until logout or for 30 days; invalid ones are refused; the destination is onboarding without a baby and home with one"
    ) {
        let world = NonnaWorld()
        let user = try world.verifiedUser("Eve Park")
        let email = try require(world.app.account(user)?.email)
        try expectError(
            NonnaError.notAuthenticated, "a login with a wrong password is refused as not authenticated",
            proves: "FR-1.3.AC2"
        ) { () throws(NonnaError) in _ = try world.app.login(email: email, password: "wrong-pass1") }
        try expectError(
            NonnaError.notAuthenticated, "a login with an unknown email is refused as not authenticated",
            proves: "FR-1.3.AC2"
        ) { () throws(NonnaError) in _ = try world.app.login(email: "nobody@example.com", password: "secret1") }
        let first = try world.app.login(email: email, password: "secret1")
        try expect(
            world.app.authenticate(token: first.token) == user,
            "a login with the right email and password starts a session whose token authenticates the user",
            proves: ["FR-1.3.S1", "FR-1.3.AC1"])
        let parts = first.token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let header = try require(parts.first.flatMap(Self.json), "the token's header")
        let claims = try require(parts.count == 3 ? Self.json(parts[1]) : nil, "the token's claims")
        try expect(
            header["alg"] as? String == "HS256" && header["typ"] as? String == "JWT"
                && claims["sub"] as? String == user && claims["sid"] as? String == first.session.id
                && claims["exp"] as? Int == Int(first.session.expiresAt.timeIntervalSince1970),
            "the session token is a JWT (HS256) whose claims name the user, the session and its 30-day expiry",
            proves: "FR-1.3.S3")
        let other = try world.verifiedUser("Ned Park")
        var forged = claims
        forged["sub"] = other
        let body = try JSONSerialization.data(withJSONObject: forged, options: .sortedKeys)
        let tampered = [parts[0], Self.base64url(body), parts[2]].joined(separator: ".")
        try expect(
            world.app.authenticate(token: tampered) == nil
                && world.app.authenticate(token: parts[0] + "." + parts[1] + ".x" + parts[2].dropFirst()) == nil,
            "a token whose claims were altered (another user), or whose signature was, authenticates nobody",
            proves: "FR-1.3.S3")
        try expect(
            first.destination == .onboarding, "a user without a baby profile is sent to onboarding after login",
            proves: "FR-1.3.S7")
        _ = try world.app.createBaby(
            BabyDraft(name: "Kai", expectedBirthDate: world.clock.now.addingTimeInterval(30 * 86_400)), as: user)
        let second = try world.app.login(email: email, password: "secret1")
        try expect(
            second.destination == .home, "a user with a baby profile is sent to the home screen after login",
            proves: ["FR-1.3.S7", "FR-1.3.AC6"])
        world.clock.advance(by: 29 * 86_400)
        try expect(
            world.app.authenticate(token: first.token) == user,
            "a session token still authenticates 29 days later, without a new login", proves: "FR-1.3.AC4")
        _ = try world.app.logout(token: first.token)
        try expect(
            world.app.authenticate(token: first.token) == nil && world.app.authenticate(token: second.token) == user
                && world.app.session(first.session.id)?.status == .loggedOut,
            "logout ends exactly that session, 29 days into its 30", proves: "FR-1.3.S6")
        let thirtyDays = second.session.createdAt.addingTimeInterval(30 * 86_400)
        world.clock.set(thirtyDays.addingTimeInterval(-1))
        try expect(
            world.app.authenticate(token: second.token) == user,
            "a session never logged out still authenticates one second short of 30 days", proves: "FR-1.3.S6")
        world.clock.advance(by: 1)
        try expect(
            world.app.authenticate(token: second.token) == nil
                && world.app.session(second.session.id)?.status == .expired,
            "30 days after the login the session no longer authenticates and reads expired", proves: "FR-1.3.S6")
    }

    /// FR-1.3 S5, AC5 (A-22): 5 attempts per 15 minutes per address, a sliding window of failed attempts.
    static let rateLimit = NonnaRule.check(
        "FR-1.3.S5", covers: ["FR-1.3.AC5"],
        title:
            "after 4 failed logins the 5th attempt still logs in; after 5 failures within 15 minutes every attempt, the right password too, is refused as rate limited until the oldest failure is 15 minutes old, with no session started; another address is not affected"
    ) {
        let world = NonnaWorld()
        let user = try world.verifiedUser("Hal Reed")
        let email = try require(world.app.account(user)?.email)
        let neighbour = try world.verifiedUser("Ida Reed")
        let neighbourEmail = try require(world.app.account(neighbour)?.email)
        for _ in 0..<4 {
            try expectError(NonnaError.notAuthenticated, "a wrong password is refused as not authenticated") {
                () throws(NonnaError) in _ = try world.app.login(email: email, password: "wrong-pass1")
            }
            world.clock.advance(by: 10)
        }
        let fifth = try world.app.login(email: email, password: "secret1")
        try expect(
            world.app.authenticate(token: fifth.token) == user,
            "after 4 failed attempts within 15 minutes the 5th attempt, with the right password, logs in",
            proves: "FR-1.3.S5")
        let start = world.clock.now
        for _ in 0..<5 {
            try expectError(
                NonnaError.notAuthenticated, "each of 5 wrong passwords a minute apart is refused as not authenticated"
            ) { () throws(NonnaError) in _ = try world.app.login(email: email, password: "wrong-pass1") }
            world.clock.advance(by: 60)
        }
        let sessions = world.app.sessions(of: user).count
        try expectError(
            NonnaError.rateLimited(retryAfter: 600),
            "after 5 failed attempts in 5 minutes, the right password is refused as rate limited for the 10 minutes left of the oldest failure's 15",
            proves: "FR-1.3.S5", "FR-1.3.AC5"
        ) { () throws(NonnaError) in _ = try world.app.login(email: email, password: "secret1") }
        try expectError(
            NonnaError.rateLimited(retryAfter: 600), "a further wrong password is refused as rate limited too",
            proves: "FR-1.3.AC5"
        ) { () throws(NonnaError) in _ = try world.app.login(email: email, password: "wrong-pass1") }
        try expect(
            world.app.sessions(of: user).count == sessions && world.app.authenticate(token: fifth.token) == user,
            "the blocked attempts started no session and ended none", proves: ["FR-1.3.S5", "FR-1.3.AC5"])
        let other = try world.app.login(email: neighbourEmail, password: "secret1")
        try expect(
            world.app.authenticate(token: other.token) == neighbour,
            "while one address is blocked, another address logs in", proves: "FR-1.3.S5")
        world.clock.set(start.addingTimeInterval(15 * 60 - 1))
        try expectError(
            NonnaError.rateLimited(retryAfter: 1),
            "one second before the oldest failure is 15 minutes old the block holds",
            proves: "FR-1.3.S5", "FR-1.3.AC5"
        ) { () throws(NonnaError) in _ = try world.app.login(email: email, password: "secret1") }
        world.clock.advance(by: 1)
        var again: LoginResult?
        let late = refusal { () throws(NonnaError) in again = try world.app.login(email: email, password: "secret1") }
        try expect(
            late == nil && again.flatMap { world.app.authenticate(token: $0.token) } == user,
            "once the oldest failure is 15 minutes old, 4 remain in the window and the right password logs in",
            proves: ["FR-1.3.S5", "FR-1.3.AC5"], detail: "refused with \(late.map { "\($0)" } ?? "nothing")")
    }

    /// FR-1.4: reset by emailed token; the new password works at once; old sessions end.
    static let reset = NonnaRule.check(
        "FR-1.4.S2",
        covers: [
            "FR-1.4.S4", "FR-1.4.S5", "FR-1.4.S6", "FR-1.4.AC3", "FR-1.4.AC5", "FR-1.4.AC6", "FR-1.4.AC1", "EV-03",
            "PR-07", "FR-1.4.S3", "FR-1.4.AC4",
        ],
        title:
            "a reset email with a token lets the user set a complex new password, which logs in at once, while every older session ends"
    ) {
        let world = NonnaWorld()
        let user = try world.verifiedUser("Fay Moss")
        let email = try require(world.app.account(user)?.email)
        let old = try world.app.login(email: email, password: "secret1")
        let requested = world.clock.now
        try world.app.requestPasswordReset(email: email)
        let mails = world.app.emails.filter { $0.to == email && $0.kind == .passwordReset }
        let mail = try require(mails.first)
        let token = try require(mail.payload["token"])
        try expect(
            mails.count == 1 && token.count >= 16,
            "a reset request queues one password reset email to the account, carrying a token of at least 16 characters",
            proves: ["FR-1.4.S2", "EV-03"])
        try expect(
            mail.sentAt.timeIntervalSince(requested) <= 30,
            "the reset email is queued within 30 seconds of the request", proves: "FR-1.4.AC1")
        let weak = refusal { () throws(NonnaError) in
            _ = try world.app.resetPassword(token: token, newPassword: "short")
        }
        try expect(
            weak?.invalidField == "password" && world.app.authenticate(token: old.token) == user,
            "a new password under the complexity rules is refused and changes nothing", proves: "FR-1.4.S5")
        world.clock.advance(by: 3599)
        _ = try world.app.resetPassword(token: token, newPassword: "brandnew9")
        try expect(
            world.app.authenticate(token: old.token) == nil,
            "every session started before the password change no longer authenticates",
            proves: ["FR-1.4.S6", "FR-1.4.AC6"])
        let fresh = try world.app.login(email: email, password: "brandnew9")
        try expect(
            world.app.authenticate(token: fresh.token) == user,
            "the emailed token, used within the hour, sets a complex new password that logs in at once",
            proves: ["FR-1.4.S4", "FR-1.4.AC3", "FR-1.4.AC5", "PR-07"])
        try expectError(NonnaError.notAuthenticated, "the old password no longer logs in", proves: "FR-1.4.S4") {
            () throws(NonnaError) in _ = try world.app.login(email: email, password: "secret1")
        }
        try world.app.requestPasswordReset(email: email)
        let late = try require(world.lastEmail(to: email, .passwordReset)?.payload["token"])
        world.clock.advance(by: 3600)
        try expectError(
            NonnaError.expired, "a reset token 1 hour old is refused as expired",
            proves: "PR-07", "FR-1.4.S3", "FR-1.4.AC4"
        ) {
            () throws(NonnaError) in _ = try world.app.resetPassword(token: late, newPassword: "another9")
        }
    }

    /// FR-1.5: display name, profile photo (JPEG/PNG, thumbnail), biometric toggle.
    static let profile = NonnaRule.check(
        "FR-1.5.S1",
        covers: ["FR-1.5.AC1", "FR-1.5.S2", "FR-1.5.S3", "FR-1.5.AC4", "FR-1.5.S6", "FR-1.5.AC5", "PR-11"],
        title:
            "a user renames themself, uploads JPEG and PNG profile photos up to 5 MB (a GIF, or a byte over 5 MB, is refused) and toggles biometric login"
    ) {
        let world = NonnaWorld()
        let user = try world.verifiedUser("Gil Hart")
        let other = try world.verifiedUser("Ivy Hart")
        _ = try world.app.updateProfile(displayName: "Gilbert Hart", as: user)
        try expect(
            try world.app.userProfile(user, as: user).displayName == "Gilbert Hart"
                && (try world.app.userProfile(user, as: other)).displayName == "Gilbert Hart",
            "a user's new display name shows at once, to themself and to others",
            proves: ["FR-1.5.S1", "FR-1.5.AC1", "PR-11"])
        let gif = UploadFile(fileName: "a.gif", mimeType: "image/gif", sizeBytes: 1000)
        let refused = refusal { () throws(NonnaError) in _ = try world.app.uploadProfilePhoto(gif, as: user) }
        try expect(
            refused?.invalidField == "file" && world.app.account(user)?.profilePhoto == nil,
            "a GIF profile photo is refused as an unsupported file and nothing is stored",
            proves: ["FR-1.5.AC4", "FR-1.5.S3"])
        let account = try world.app.uploadProfilePhoto(NonnaWorld.jpeg(2000), as: user)
        let photo = try require(account.profilePhoto, "the profile photo")
        try expect(
            photo.format == .jpeg && photo.sizeBytes == 2000
                && (try world.app.userProfile(user, as: other)).photoThumbnail == photo.thumbnailPath,
            "a JPEG profile photo is stored and shown to others", proves: ["FR-1.5.S2", "FR-1.5.S3", "PR-11"])
        let png = try world.app.uploadProfilePhoto(
            NonnaWorld.png(3000), as: user)
        try expect(
            png.profilePhoto?.format == .png && png.profilePhoto?.path != photo.path,
            "a PNG profile photo replaces the earlier one", proves: ["FR-1.5.S2", "FR-1.5.S3"])
        let fiveMB = Int64(5 * 1024 * 1024)
        let largest = try world.app.uploadProfilePhoto(NonnaWorld.jpeg(fiveMB), as: user)
        try expect(
            largest.profilePhoto?.sizeBytes == fiveMB && largest.profilePhoto?.format == .jpeg,
            "a JPEG profile photo of exactly 5 MB is accepted and stored", proves: "FR-1.5.S3")
        let kept = world.app.account(user)?.profilePhoto
        let tooBig = refusal { () throws(NonnaError) in
            _ = try world.app.uploadProfilePhoto(NonnaWorld.png(fiveMB + 1), as: user)
        }
        try expect(
            tooBig?.invalidField == "file" && world.app.account(user)?.profilePhoto == kept && kept != nil,
            "a PNG profile photo one byte over 5 MB is refused as an invalid file and the current photo stays",
            proves: "FR-1.5.S3")
        _ = try world.app.updateProfile(biometricEnabled: true, as: user)
        try expect(
            world.app.account(user)?.biometricEnabled == true
                && (try world.app.userProfile(user, as: user)).biometricEnabled == true,
            "the biometric toggle switches biometric login on", proves: ["FR-1.5.S6", "FR-1.5.AC5"])
        _ = try world.app.updateProfile(biometricEnabled: false, as: user)
        try expect(
            world.app.account(user)?.biometricEnabled == false,
            "the biometric toggle switches biometric login off again", proves: ["FR-1.5.S6", "FR-1.5.AC5"])
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
        let session = try world.app.login(email: email, password: "secret1")
        _ = try world.app.updateProfile(displayName: "Una", as: account.id)
        _ = try world.app.acceptInvitation(token: token, relationship: .friend, as: account.id)
        try expect(
            world.app.authenticate(token: session.token) == account.id
                && world.app.account(account.id)?.displayName == "Una"
                && (try world.app.babyView(baby, as: account.id)).viewerRole == .follower,
            "an unverified user logs in, edits their profile and follows a baby through an invitation",
            proves: "PR-09")
        let due = world.clock.now.addingTimeInterval(60 * 86_400)
        let before = try world.app.listBabies(as: account.id).count
        try expectError(
            NonnaError.forbidden, "an unverified user is refused creating a baby profile, as forbidden",
            proves: "FR-1.2.S5", "FR-1.2.AC5", "PR-08", "PR-09"
        ) { () throws(NonnaError) in
            _ = try world.app.createBaby(BabyDraft(name: "Z", expectedBirthDate: due), as: account.id)
        }
        try expect(
            try world.app.listBabies(as: account.id).count == before,
            "the refused creation left no baby profile behind", proves: ["FR-1.2.AC5", "PR-08"])
        _ = try world.app.verifyEmail(token: try require(world.lastEmail(to: email, .verification)?.payload["token"]))
        let created = try world.app.createBaby(BabyDraft(name: "Z", expectedBirthDate: due), as: account.id)
        try expect(
            created.viewerRole == .owner, "once the email is verified the same user creates a baby profile",
            proves: "FR-1.2.S5")
    }
}

extension AccountChecks {
    /// The JSON object in a base64url segment of a JWT.
    static func json(_ segment: String) -> [String: Any]? {
        var s = segment.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while s.count % 4 != 0 { s += "=" }
        guard let data = Data(base64Encoded: s) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Base64url without padding.
    static func base64url(_ data: Data) -> String {
        data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}

/// `#require`-like unwrapping for rule checks.
func require<T>(_ value: T?, _ what: String = "a value") throws -> T {
    guard let value else { throw RuleFailure("missing \(what)") }
    return value
}
