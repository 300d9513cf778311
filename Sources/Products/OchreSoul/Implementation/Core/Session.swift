import Foundation

/// The current authenticated session, shared by the modules that call the backend.
public final class Session {
    /// User ID of the session (`nil` before the anonymous sign-in succeeds).
    public var userID: String?
    /// Whether the session is anonymous.
    public var isAnonymous: Bool
    /// Role for RLS: "user", "reviewer" or "admin".
    public var role: String

    /// Creates a session state.
    public init(userID: String? = nil, isAnonymous: Bool = true, role: String = "user") {
        self.userID = userID
        self.isAnonymous = isAnonymous
        self.role = role
    }

    /// Whether a signed-in (non-anonymous) account exists.
    public var hasAccount: Bool { userID != nil && !isAnonymous }
}
