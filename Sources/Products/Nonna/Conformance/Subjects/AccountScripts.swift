import Conformance
import Foundation
import Nonna
import SpecModel

/// SM-1 / SM-2: an email account from registration to verification, with its 24-hour link.
struct AccountScript: LifecycleScript {
    static let machine = "account-verification"
    let email: String
    var user: UserID?
    var token = ""

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        email = world.newEmail("new")
        addresses[email] = "actor"
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "register":
            user = try world.app.register(email: email, password: "secret1", displayName: "Nina Park").id
        case "verify":
            _ = try world.app.verifyEmail(token: world.lastEmail(to: email, .verification)?.payload["token"] ?? "none")
        case "resend":
            _ = try world.app.resendVerification(as: user)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        guard let user, let account = world.app.account(user) else { return "Unregistered" }
        if account.status == .verified { return "Verified" }
        let live = world.app.emails.last { $0.to == email && $0.kind == .verification }?.payload["tokenID"].flatMap {
            world.app.authToken($0)
        }
        return live?.status == .pending ? "Unverified" : "LinkExpired"
    }
}

/// SM-5: a password-reset token, valid for one hour.
struct ResetScript: LifecycleScript {
    static let machine = "password-reset"
    let email: String
    var tokenID: String?
    var password = "secret1"

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        email = world.newEmail("reset")
        _ = try setup { try world.app.register(email: email, password: "secret1", displayName: "Rex Hale") }
        addresses[email] = "actor"
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "request":
            try world.app.requestPasswordReset(email: email)
            tokenID = world.lastEmail(to: email, .passwordReset)?.payload["tokenID"]
        case "reset":
            _ = try world.app.resetPassword(
                token: world.lastEmail(to: email, .passwordReset)?.payload["token"] ?? "none", newPassword: "renewed7")
            password = "renewed7"
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch tokenID.flatMap({ world.app.authToken($0) })?.status {
        case nil: "NoToken"
        case .pending?: "Issued"
        case .used?: "Used"
        case .expired?: "Expired"
        case .revoked?: "Revoked"
        }
    }
}

/// SM-3 / SM-4: a login session (30 days) and the login rate limiter (5 failed attempts per 15 minutes).
struct SessionScript: LifecycleScript {
    static let machine = "session"
    let email: String
    var token: String?

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        let user = try world.verifiedUser("Sid Lowe")
        email = world.app.account(user)?.email ?? ""
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "login": token = try world.app.login(email: email, password: "secret1").token
        case "login.failed":
            // A wrong password is refused as not authenticated: that is the attempt counting; any other refusal
            // (rate limited) is the event refused.
            let error = caught { () throws(NonnaError) in
                _ = try world.app.login(email: email, password: "not-the-password1")
            }
            if let error, error != .notAuthenticated { throw error }
        case "logout": _ = try world.app.logout(token: token ?? "none")
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        if case .blocked = world.app.loginLimiter(email: email) { return "Blocked" }
        return token.flatMap { world.app.authenticate(token: $0) } != nil ? "LoggedIn" : "LoggedOut"
    }
}
