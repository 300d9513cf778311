import Foundation
import Testing

@testable import Nonna

/// A fresh app on a manual clock with helpers to create verified users.
final class Fixture {
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
