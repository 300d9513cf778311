import Foundation

/// ISO-8601 timestamps as the tracker files write them.
///
/// Accepted: an internet date-time with a `Z` or `±hh:mm` offset, with or without fractional seconds
/// (`2026-02-25T10:00:00Z`, `2026-02-25T10:00:00.250+01:00`). A date without a time is not a valid
/// timestamp (reading: §20.1 speaks of a timestamp). Rendering always uses UTC seconds with `Z`.
package enum ReleaseTimestamp {
    /// Parses `text`, or returns `nil` when it is not a valid ISO-8601 date-time.
    package static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        plain.formatOptions = [.withInternetDateTime]
        if let d = plain.date(from: text) { return d }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    /// Whether `text` is a valid ISO-8601 date-time.
    package static func isValid(_ text: String?) -> Bool {
        guard let text else { return false }
        return parse(text) != nil
    }

    /// Renders `date` as `yyyy-MM-ddTHH:mm:ssZ` in UTC.
    package static func render(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        f.timeZone = TimeZone(identifier: "UTC")
        return f.string(from: date)
    }
}
