import Foundation

/// The result of resolving a hash.
package struct RouteResolution: Equatable, Sendable {
    /// The v2 route.
    package var route: Route
    /// True when a v1 route was redirected (301-style replace).
    package var redirected: Bool
    /// True when the hash was unknown and fell back to `#/feed`.
    package var fellBack: Bool
}

/// Parses hashes into routes (§2.2), redirects v1 routes (§12.2), falls back to `#/feed`.
package enum Router {
    /// Resolves `hash` (with or without the leading `#`).
    package static func resolve(_ hash: String) -> RouteResolution {
        var text = hash
        if text.hasPrefix("#") { text.removeFirst() }
        var query: [String: String] = [:]
        if let mark = text.firstIndex(of: "?") {
            for pair in text[text.index(after: mark)...].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                if kv.count == 2 { query[kv[0]] = kv[1] }
            }
            text = String(text[..<mark])
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if let route = v2(parts, query: query) {
            return RouteResolution(route: route, redirected: false, fellBack: false)
        }
        if let route = v1(parts) { return RouteResolution(route: route, redirected: true, fellBack: false) }
        return RouteResolution(route: .feed, redirected: false, fellBack: true)
    }

    static func v2(_ p: [String], query: [String: String]) -> Route? {
        switch p.count {
        case 1:
            switch p[0] {
            case "feed": return .feed
            case "locker": return .locker
            case "history":
                guard let raw = query["filter"] else { return .history(filter: nil) }
                guard let filter = HistoryFilter(rawValue: raw) else { return .history(filter: nil) }
                return .history(filter: filter == .all ? nil : filter)
            default: return nil
            }
        case 2 where p == ["settings", "notifications"]: return .settingsNotifications
        case 3:
            switch (p[0], p[1]) {
            case ("feed", "opportunity"): return .opportunity(proposalId: p[2])
            case ("locker", "item"): return .item(assetId: p[2])
            case ("history", "cycle"): return .cycle(cycleId: p[2])
            case ("history", "receipt"): return .receipt(receiptId: p[2])
            default: return nil
            }
        default: return nil
        }
    }

    /// The v1 → v2 redirects of §12.2.
    static func v1(_ p: [String]) -> Route? {
        switch p.count {
        case 1:
            switch p[0] {
            case "items", "intents": return .locker
            case "inbox": return .feed
            case "active": return .history(filter: .inFlight)
            case "receipts": return .history(filter: .settled)
            default: return nil
            }
        case 2 where p[0] == "receipts": return .receipt(receiptId: p[1])
        case 3:
            switch (p[0], p[1]) {
            case ("inbox", "proposal"): return .opportunity(proposalId: p[2])
            case ("active", "cycle"): return .cycle(cycleId: p[2])
            default: return nil
            }
        default: return nil
        }
    }
}
