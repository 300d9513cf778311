import Foundation

/// Result of upgrading an anonymous account.
package enum AccountUpgradeResult: Equatable, Sendable {
    /// The anonymous user was promoted in place (same user ID).
    case promoted(userID: String)
    /// The credentials belong to an existing account: the anonymous data must merge into it.
    case existingAccount(userID: String)
}

/// Auth and profile endpoints used by the Anonymous identity and Onboarding modules.
package protocol AuthAPI: AnyObject {
    /// `auth.signInAnonymously`.
    func signInAnonymously() throws(RemoteError) -> String
    /// Whether a stored token is still valid; returns its user ID and anonymity.
    func restoreSession(token: String) throws(RemoteError) -> (userID: String, isAnonymous: Bool)
    /// Creates the profiles row for a new user.
    func createProfile(userID: String) throws(RemoteError)
    /// Upgrades an anonymous user with credentials (email, Apple or Google).
    func upgradeAccount(anonymousUserID: String, credential: String) throws(RemoteError) -> AccountUpgradeResult
    /// Persists profile preferences.
    func saveProfile(_ profile: Profile) throws(RemoteError)
}
