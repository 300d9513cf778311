import Foundation

/// A v2 route (§2.2).
package enum Route: Equatable, Hashable, Sendable {
    case feed
    case opportunity(proposalId: String)
    case locker
    case item(assetId: String)
    /// History, optionally filtered (`#/history?filter=in_flight`).
    case history(filter: HistoryFilter?)
    case cycle(cycleId: String)
    case receipt(receiptId: String)
    case settingsNotifications

    /// The hash path, e.g. `#/feed/opportunity/p1` or `#/history?filter=in_flight`.
    package var path: String {
        switch self {
        case .feed: "#/feed"
        case .opportunity(let id): "#/feed/opportunity/\(id)"
        case .locker: "#/locker"
        case .item(let id): "#/locker/item/\(id)"
        case .history(let filter?) where filter != .all: "#/history?filter=\(filter.rawValue)"
        case .history: "#/history"
        case .cycle(let id): "#/history/cycle/\(id)"
        case .receipt(let id): "#/history/receipt/\(id)"
        case .settingsNotifications: "#/settings/notifications"
        }
    }

    /// The surface: Feed, Locker or History; nil for the settings overlay.
    package var surface: Surface? {
        switch self {
        case .feed, .opportunity: .feed
        case .locker, .item: .locker
        case .history, .cycle, .receipt: .history
        case .settingsNotifications: nil
        }
    }

    /// Deep-link kind: opportunity, item, cycle, receipt, settings; nil for plain surfaces.
    package var deepLinkKind: String? {
        switch self {
        case .opportunity: "opportunity"
        case .item: "item"
        case .cycle: "cycle"
        case .receipt: "receipt"
        case .settingsNotifications: "settings"
        default: nil
        }
    }

    /// Route params by name.
    package var params: [String: String] {
        switch self {
        case .opportunity(let id): ["proposalId": id]
        case .item(let id): ["assetId": id]
        case .cycle(let id): ["cycleId": id]
        case .receipt(let id): ["receiptId": id]
        case .history(let filter?): ["filter": filter.rawValue]
        default: [:]
        }
    }

    /// The v1 route this v2 route maps back to during a rollback window (RT-41: redirects valid both ways);
    /// nil where v1 had no equivalent.
    package var v1Path: String? {
        switch self {
        case .feed: "#/inbox"
        case .opportunity(let id): "#/inbox/proposal/\(id)"
        case .locker: "#/items"
        case .history(.inFlight?): "#/active"
        case .history(.settled?): "#/receipts"
        case .cycle(let id): "#/active/cycle/\(id)"
        case .receipt(let id): "#/receipts/\(id)"
        case .item, .history, .settingsNotifications: nil
        }
    }
}
