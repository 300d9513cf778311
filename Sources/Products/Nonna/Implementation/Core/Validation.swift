import Foundation

/// Field validation shared by the modules.
enum Validate {
    /// A trimmed, non-empty string of at most `max` characters.
    static func text(_ value: String, field: String, max: Int) throws(NonnaError) -> String {
        let t = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !t.isEmpty else { throw .invalid(field: field, reason: "required") }
        guard t.count <= max else { throw .invalid(field: field, reason: "longer than \(max) characters") }
        return t
    }

    /// An optional string: `nil` or empty means absent; otherwise at most `max` characters.
    static func optionalText(_ value: String?, field: String, max: Int) throws(NonnaError) -> String? {
        guard let value else { return nil }
        let t = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if t.isEmpty { return nil }
        guard t.count <= max else { throw .invalid(field: field, reason: "longer than \(max) characters") }
        return t
    }

    /// FR-1.1: a plausible email address (`local@domain.tld`, no spaces), normalised to lower case.
    static func email(_ value: String) throws(NonnaError) -> String {
        let e = value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        let parts = e.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !e.contains(" ") else {
            throw .invalid(field: "email", reason: "invalid format")
        }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard domain.count >= 2, domain.allSatisfy({ !$0.isEmpty }) else {
            throw .invalid(field: "email", reason: "invalid format")
        }
        return e
    }

    /// FR-1.1: at least 6 characters and at least one number or special (non-letter) character.
    static func password(_ value: String) throws(NonnaError) {
        guard value.count >= NonnaLimits.passwordMinLength else {
            throw .invalid(field: "password", reason: "shorter than \(NonnaLimits.passwordMinLength) characters")
        }
        guard value.contains(where: { !$0.isLetter }) else {
            throw .invalid(field: "password", reason: "needs a number or special character")
        }
    }

    /// Assumption: a link URL must be an absolute http(s) URL.
    static func link(_ value: String?, field: String) throws(NonnaError) -> String? {
        guard let v = try optionalText(value, field: field, max: 2000) else { return nil }
        guard let url = URL(string: v), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil
        else { throw .invalid(field: field, reason: "not an http(s) URL") }
        return v
    }
}

/// Calendar-day arithmetic.
///
/// Assumption: "day" (events per day, countdown days, birth-date ranges, "on this day") means a calendar day in UTC.
enum Days {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return c
    }()

    /// Start of the UTC day of `date`.
    static func start(of date: Date) -> Date { calendar.startOfDay(for: date) }

    /// Whole calendar days from `a` to `b` (negative if `b` is earlier).
    static func between(_ a: Date, _ b: Date) -> Int {
        calendar.dateComponents([.day], from: start(of: a), to: start(of: b)).day ?? 0
    }

    /// (month, day) of `date`.
    static func monthDay(_ date: Date) -> (Int, Int) {
        let c = calendar.dateComponents([.month, .day], from: date)
        return (c.month ?? 1, c.day ?? 1)
    }

    /// Year of `date`.
    static func year(_ date: Date) -> Int { calendar.component(.year, from: date) }
}
