import Foundation

/// Crash and error signals (Sentry in production). Allowed in child mode, always without identifiers
/// there, and always with a coarse reason, never free text.
public final class CrashReporter {
    /// One recorded signal.
    public struct Signal: Equatable, Sendable {
        /// Coarse area, e.g. "download", "storage", "auth".
        public let area: String
        /// Coarse reason code, e.g. "checksum_mismatch".
        public let reason: String
        /// User identifier, absent in child mode.
        public let userID: String?
    }

    /// Recorded signals.
    public private(set) var signals: [Signal] = []
    /// Whether identifiers must be stripped.
    public var childMode = false
    /// The current user ID attached outside child mode.
    public var userID: String?

    /// Creates a reporter.
    public init() {}

    /// Records a coarse failure.
    public func record(area: String, reason: String) {
        signals.append(Signal(area: area, reason: reason, userID: childMode ? nil : userID))
    }
}
