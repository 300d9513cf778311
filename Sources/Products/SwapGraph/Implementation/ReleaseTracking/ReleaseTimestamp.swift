import Foundation

/// ISO-8601 timestamps as the tracker files write them.
///
/// Accepted: an internet date-time with a `Z` or `±hh:mm` offset, with or without fractional seconds
/// (`2026-02-25T10:00:00Z`, `2026-02-25T10:00:00.250+01:00`). A date without a time is not a valid
/// timestamp (reading: §20.1 speaks of a timestamp). Rendering always uses UTC seconds with `Z`.
package enum ReleaseTimestamp {
    /// The three formatters, made once (making one costs far more than using it) and used under ``lock``: a
    /// formatter is not safe to share between threads.
    private nonisolated(unsafe) static let plain = formatter([.withInternetDateTime])
    private nonisolated(unsafe) static let fractional = formatter([.withInternetDateTime, .withFractionalSeconds])
    private nonisolated(unsafe) static let utc = formatter(
        [.withInternetDateTime], timeZone: TimeZone(identifier: "UTC"))
    private static let lock = NSLock()

    private static func formatter(_ options: ISO8601DateFormatter.Options, timeZone: TimeZone? = nil)
        -> ISO8601DateFormatter
    {
        let f = ISO8601DateFormatter()
        f.formatOptions = options
        if let timeZone { f.timeZone = timeZone }
        return f
    }

    /// Parses `text`, or returns `nil` when it is not a valid ISO-8601 date-time.
    package static func parse(_ text: String) -> Date? {
        lock.lock()
        defer { lock.unlock() }
        if let d = plain.date(from: text) { return d }
        return fractional.date(from: text)
    }

    /// Whether `text` is a valid ISO-8601 date-time.
    package static func isValid(_ text: String?) -> Bool {
        guard let text else { return false }
        return parse(text) != nil
    }

    /// Renders `date` as `yyyy-MM-ddTHH:mm:ssZ` in UTC.
    package static func render(_ date: Date) -> String {
        lock.lock()
        defer { lock.unlock() }
        return utc.string(from: date)
    }
}
