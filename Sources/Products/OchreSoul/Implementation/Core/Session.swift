import Foundation

/// The current authenticated session, shared by the modules that call the backend.
package final class Session {
    /// User ID of the session (`nil` before the anonymous sign-in succeeds).
    package var userID: String?
    /// Whether the session is anonymous.
    package var isAnonymous: Bool
    /// Role for RLS: "user", "reviewer" or "admin".
    package var role: String

    /// Creates a session state.
    package init(userID: String? = nil, isAnonymous: Bool = true, role: String = "user") {
        self.userID = userID
        self.isAnonymous = isAnonymous
        self.role = role
    }

    /// Whether a signed-in (non-anonymous) account exists.
    package var hasAccount: Bool { userID != nil && !isAnonymous }
}
