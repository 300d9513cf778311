import Foundation

/// One empty-state row of §4.3.
package struct EmptyStateCopy: Equatable, Codable, Sendable {
    /// Heading (nil for the Locker prompt card, which has none).
    package var heading: String
    /// Body.
    package var body: String
    /// Call to action, nil when none.
    package var cta: String?

    /// Feed: no proposals, active swaps or suggestions.
    package static let feedCaughtUp = EmptyStateCopy(
        heading: "All caught up", body: "The matcher is watching. New opportunities appear here.", cta: "Open Locker")
    /// Feed: items but zero intents.
    package static let feedNoIntents = EmptyStateCopy(
        heading: "Post your first intent", body: "Tell us what you'd trade for and the matcher starts working.",
        cta: "Open Locker → tap an item")
    /// Locker: zero inventory.
    package static let lockerEmpty = EmptyStateCopy(
        heading: "Connect your inventory", body: "Link your Steam account to populate your locker.",
        cta: "Connect Steam")
    /// Locker: items, zero intents (prompt card beside the grid).
    package static let lockerPrompt = EmptyStateCopy(heading: "", body: "Tap any item to start trading", cta: nil)
    /// History: zero cycles and zero receipts.
    package static let historyEmpty = EmptyStateCopy(
        heading: "No activity yet", body: "Accept a proposal to start your first swap.", cta: "Open Feed")
    /// History: a filter hides everything.
    package static let historyFiltered = EmptyStateCopy(
        heading: "Nothing matches this filter", body: "Try 'All' to see everything.", cta: "Show all")

    /// The plain empty state of a surface.
    package static func standard(_ surface: Surface) -> EmptyStateCopy {
        switch surface {
        case .feed: feedCaughtUp
        case .locker: lockerEmpty
        case .history: historyEmpty
        }
    }

    /// As a JSON object.
    package func jsonObject() -> [String: Any] {
        ["heading": heading, "body": body, "cta": cta as Any? ?? NSNull()]
    }
}

/// Offline and reconnect banners (§4.4).
package enum OfflineBannerCopy {
    /// Offline with cache: "Showing cached {surface} data from {time}. Values may be stale."
    package static func cached(surface: Surface, time: String) -> Banner {
        Banner(
            tone: .caution, title: "Offline mode",
            message: "Showing cached \(surface.rawValue) data from \(time). Values may be stale.")
    }

    /// Offline without cache.
    package static func noCache(surface: Surface) -> Banner {
        Banner(tone: .caution, title: "Offline mode", message: "No cached \(surface.rawValue) data available yet.")
    }

    /// Back online.
    package static let backOnline = Banner(
        tone: .signal, title: "Back online", message: "Refreshing latest marketplace state.")

    /// The banner for a fallback state, nil unless offline.
    package static func banner(for state: FallbackState, surface: Surface) -> Banner? {
        switch state {
        case .offlineCached(let savedAt): cached(surface: surface, time: timeText(savedAt))
        case .offlineEmpty: noCache(surface: surface)
        default: nil
        }
    }

    /// "HH:mm" in UTC: deterministic rendering of {time}.
    package static func timeText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
