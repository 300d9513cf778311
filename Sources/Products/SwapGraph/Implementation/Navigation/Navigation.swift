import Foundation

/// Push notification kinds (§2.3, §8.3).
package enum PushKind: String, CaseIterable, Codable, Sendable {
    case proposal, active, receipt

    /// The v1 route a push of this kind used to open.
    package func v1Route(id: String) -> String {
        switch self {
        case .proposal: "#/inbox/proposal/\(id)"
        case .active: "#/active/cycle/\(id)"
        case .receipt: "#/receipts/\(id)"
        }
    }

    /// The v2 route (§2.3, §9.2).
    package func route(id: String) -> Route {
        switch self {
        case .proposal: .opportunity(proposalId: id)
        case .active: .cycle(cycleId: id)
        case .receipt: .receipt(receiptId: id)
        }
    }

    /// What the target surface does on arrival.
    package var focus: String {
        switch self {
        case .proposal: "open_opportunity_detail"
        case .active: "expand_cycle_card"
        case .receipt: "expand_receipt_card"
        }
    }
}

/// A navigation instruction.
package struct NavigationStep: Equatable, Sendable {
    /// Where to go; nil to stay.
    package var route: Route?
    /// Scroll the surface to the top.
    package var scrollToTop: Bool
    /// Seconds to wait first (accept bridge).
    package var delaySeconds: Double
    /// Overlay shown meanwhile (title, subtitle).
    package var overlay: [String]?
    /// Toast shown instead (reduced motion).
    package var toast: String?

    /// Creates a step.
    package init(
        route: Route?, scrollToTop: Bool = false, delaySeconds: Double = 0, overlay: [String]? = nil,
        toast: String? = nil
    ) {
        self.route = route
        self.scrollToTop = scrollToTop
        self.delaySeconds = delaySeconds
        self.overlay = overlay
        self.toast = toast
    }
}

/// Tab bar, post-action redirects and back targets (§9).
package enum Navigator {
    /// Tab tap: the surface's root route, scrolled to top (§9.1).
    package static func tab(_ surface: Surface) -> NavigationStep {
        switch surface {
        case .feed: NavigationStep(route: .feed, scrollToTop: true)
        case .locker: NavigationStep(route: .locker, scrollToTop: true)
        case .history: NavigationStep(route: .history(filter: nil), scrollToTop: true)
        }
    }

    /// After a successful action (§9.3). Accept: 2.4 s overlay then `#/history?filter=in_flight`, or with reduced
    /// motion a toast and an immediate route. Decline and post intent stay (nil route).
    package static func afterSuccess(_ action: ActionKind, reducedMotion: Bool = false) -> NavigationStep {
        switch action {
        case .accept:
            let target = Route.history(filter: .inFlight)
            if reducedMotion { return NavigationStep(route: target, toast: OutcomeCopy.swapAccepted) }
            return NavigationStep(
                route: target, delaySeconds: OutcomeCopy.bridgeSeconds,
                overlay: [OutcomeCopy.swapAccepted, OutcomeCopy.settlementInFlight])
        default:
            return NavigationStep(route: nil)
        }
    }

    /// Back target (§9.4): opportunity → feed; cycle/receipt → history; composer (item) → locker; settings →
    /// `previous` (feed when unknown); surface roots stay.
    package static func back(from route: Route, previous: Route? = nil) -> Route {
        switch route {
        case .opportunity: .feed
        case .cycle, .receipt: .history(filter: nil)
        case .item: .locker
        case .settingsNotifications: previous ?? .feed
        case .feed, .locker, .history: route
        }
    }

    /// Account switch always lands on the feed.
    package static let afterAccountSwitch = Route.feed
}
