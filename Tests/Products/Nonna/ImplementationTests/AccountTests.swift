import Foundation
import Testing

@testable import Nonna

@Suite("Accounts and sessions (FR-1.x)")
struct AccountTests {
    @Test("FR-1.1 password needs 6 characters and a number or special character")
    func passwordRules() throws {
        let f = Fixture()
        #expect(try f.app.register(email: "a@b.co", password: "abcde1", displayName: "").status == .unverified)
        #expect(
            f.app.perform(.register(email: "c@b.co", password: "abc1", displayName: ""), as: nil).failureField
                == "password")
        #expect(
            f.app.perform(.register(email: "d@b.co", password: "abcdefg", displayName: ""), as: nil).failureField
                == "password")
        #expect(
            f.app.perform(.register(email: "not-an-email", password: "abcde!", displayName: ""), as: nil).failureField
                == "email")
    }

    @Test("FR-1.1 duplicate email is rejected; profile row created; verification email sent")
    func duplicateAndProfile() throws {
        let f = Fixture()
        let a = try f.app.register(email: "Sarah@Example.com", password: "secret1", displayName: "Sarah")
        #expect(a.status == .unverified)
        #expect(f.app.account(a.id)?.displayName == "Sarah")
        #expect(f.lastEmail(to: "sarah@example.com", .verification) != nil)
        #expect(throws: NonnaError.conflict("email already registered")) {
            try f.app.register(email: "sarah@example.com", password: "secret2", displayName: "")
        }
    }

    @Test("FR-1.2 verification link expires after 24 hours; a new one can be requested")
    func verificationExpiry() throws {
        let f = Fixture()
        let a = try f.app.register(email: "s@example.com", password: "secret1", displayName: "S")
        let first = try #require(f.lastEmail(to: "s@example.com", .verification))
        f.clock.advance(by: NonnaLimits.verificationTokenLifetime)
        #expect(throws: NonnaError.expired) { try f.app.verifyEmail(token: first.payload["token"]!) }
        #expect(f.app.authToken(first.payload["tokenID"]!)?.status == .expired)
        _ = try f.app.resendVerification(as: a.id)
        let second = try #require(f.lastEmail(to: "s@example.com", .verification))
        f.clock.advance(by: NonnaLimits.verificationTokenLifetime - 1)
        #expect(try f.app.verifyEmail(token: second.payload["token"]!).status == .verified)
        #expect(throws: NonnaError.alreadyUsed) { try f.app.verifyEmail(token: second.payload["token"]!) }
    }

    @Test("FR-1.3 five failed logins in 15 minutes block the next attempt until the window passes")
    func rateLimiter() throws {
        let f = Fixture()
        _ = try f.verifiedUser("Linda")
        for _ in 0..<5 {
            #expect(throws: NonnaError.notAuthenticated) {
                try f.app.login(email: "linda@example.com", password: "wrong1")
            }
            f.clock.advance(by: 60)
        }
        #expect(f.app.loginLimiter(email: "linda@example.com") != .open(failures: 5))
        #expect(throws: NonnaError.rateLimited(retryAfter: 600)) {
            try f.app.login(email: "linda@example.com", password: "secret1")
        }
        f.clock.advance(by: 600)
        #expect(try f.app.login(email: "linda@example.com", password: "secret1").destination == .onboarding)
        #expect(f.app.loginLimiter(email: "linda@example.com") == .open(failures: 0))
    }

    @Test("FR-1.3 a session lasts 30 days or until logout")
    func sessionLifetime() throws {
        let f = Fixture()
        let id = try f.verifiedUser("Robert")
        let login = try f.app.login(email: "robert@example.com", password: "secret1")
        #expect(f.app.authenticate(token: login.token) == id)
        f.clock.advance(by: NonnaLimits.sessionLifetime - 1)
        #expect(f.app.perform(.viewStorage, token: login.token).isSuccess)
        f.clock.advance(by: 1)
        #expect(f.app.session(login.session.id)?.status == .expired)
        #expect(f.app.perform(.viewStorage, token: login.token) == .failure(.notAuthenticated))
        let again = try f.app.login(email: "robert@example.com", password: "secret1")
        #expect(try f.app.logout(token: again.token).status == .loggedOut)
        #expect(f.app.authenticate(token: again.token) == nil)
    }

    @Test("FR-1.4 reset token expires after 1 hour; a reset revokes old sessions")
    func passwordReset() throws {
        let f = Fixture()
        let id = try f.verifiedUser("Jess")
        let login = try f.app.login(email: "jess@example.com", password: "secret1")
        try f.app.requestPasswordReset(email: "jess@example.com")
        let old = try #require(f.lastEmail(to: "jess@example.com", .passwordReset)?.payload["token"])
        f.clock.advance(by: NonnaLimits.passwordResetTokenLifetime)
        #expect(throws: NonnaError.expired) { try f.app.resetPassword(token: old, newPassword: "newpass1") }
        try f.app.requestPasswordReset(email: "jess@example.com")
        let fresh = try #require(f.lastEmail(to: "jess@example.com", .passwordReset)?.payload["token"])
        #expect(f.app.perform(.resetPassword(token: fresh, newPassword: "short"), as: nil).failureField == "password")
        _ = try f.app.resetPassword(token: fresh, newPassword: "newpass1")
        #expect(f.app.session(login.session.id)?.status == .revoked)
        #expect(f.app.sessions(of: id).allSatisfy { $0.status != .active })
        #expect(try f.app.login(email: "jess@example.com", password: "newpass1").session.status == .active)
    }

    @Test("FR-1.5 profile photo JPEG/PNG up to 5 MB")
    func profilePhoto() throws {
        let f = Fixture()
        let id = try f.verifiedUser("Ann")
        let gif = UploadFile(fileName: "a.gif", mimeType: "image/gif", sizeBytes: 100)
        #expect(f.app.perform(.uploadProfilePhoto(gif), as: id).failureField == "file")
        let big = UploadFile(
            fileName: "a.png", mimeType: "image/png", sizeBytes: Int64(NonnaLimits.profilePhotoMaxBytes) + 1,
            raster: Fixture.picture)
        #expect(f.app.perform(.uploadProfilePhoto(big), as: id).failureField == "file")
        let ok = UploadFile(
            fileName: "a.png", mimeType: "image/png", sizeBytes: Int64(NonnaLimits.profilePhotoMaxBytes),
            raster: Fixture.picture)
        #expect(try f.app.uploadProfilePhoto(ok, as: id).profilePhoto?.thumbnailSide == 300)
        #expect(f.app.perform(.updateProfile(displayName: "Annie", biometricEnabled: true), as: id).isSuccess)
        #expect(throws: NonnaError.notAuthenticated) { try f.app.userProfile(id, as: nil) }
        #expect(try f.app.userProfile(id, as: id).displayName == "Annie")
    }
}

extension Result where Failure == NonnaError {
    var isSuccess: Bool { if case .success = self { return true } else { return false } }
    /// The field of an `.invalid` failure.
    var failureField: String? { if case .failure(.invalid(let field, _)) = self { return field } else { return nil } }
}
