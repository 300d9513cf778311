import Foundation

/// Crash and error signals (Sentry in production). Allowed in child mode, always without identifiers
/// there, and always with a coarse reason, never free text.
package final class CrashReporter {
    /// One recorded signal.
    package struct Signal: Equatable, Sendable {
        /// Coarse area, e.g. "download", "storage", "auth".
        package let area: String
        /// Coarse reason code, e.g. "checksum_mismatch".
        package let reason: String
        /// User identifier, absent in child mode.
        package let userID: String?
    }

    /// Recorded signals.
    package private(set) var signals: [Signal] = []
    /// Whether identifiers must be stripped.
    package var childMode = false
    /// A user ID set explicitly; otherwise the session's is attached outside child mode.
    package var userID: String?
    private let session: Session?

    /// Creates a reporter that attaches `session`'s user ID (outside child mode) to what it records.
    package init(session: Session? = nil) {
        self.session = session
    }

    /// Records a coarse failure.
    package func record(area: String, reason: String) {
        signals.append(Signal(area: area, reason: reason, userID: childMode ? nil : userID ?? session?.userID))
    }
}
