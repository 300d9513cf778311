import Foundation

/// The Observability module's event gate: every module emits through it, and it applies the child-mode
/// policy of §7.7 (behavioural events suppressed, identifiers stripped) at the moment of emission.
package final class ProductAnalytics {
    private let sink: AnalyticsSink
    /// Whether child mode is on. Changes apply to the very next event.
    package private(set) var childMode: Bool
    /// The analytics identifier (PostHog distinct ID); `nil` while child mode is on.
    package private(set) var analyticsIdentifier: String?
    private var savedIdentifier: String
    /// Events refused by policy (name only, for diagnostics; never forwarded).
    package private(set) var suppressedCount = 0

    /// Creates the gate.
    package init(sink: AnalyticsSink, childMode: Bool = false, analyticsIdentifier: String = "anon-analytics-id") {
        self.sink = sink
        self.childMode = childMode
        self.savedIdentifier = analyticsIdentifier
        self.analyticsIdentifier = childMode ? nil : analyticsIdentifier
    }

    /// Turns child mode on or off; identifiers are dropped immediately when it goes on.
    package func setChildMode(_ on: Bool) {
        childMode = on
        if on {
            analyticsIdentifier = nil
        } else {
            // A fresh identifier: the child-mode period is never linked back to the old one.
            savedIdentifier = "anon-" + String(SHA256.hex(Array((savedIdentifier + "-rotated").utf8)).prefix(16))
            analyticsIdentifier = savedIdentifier
        }
    }

    /// Emits `event` if policy allows it; returns whether it was forwarded.
    @discardableResult
    package func emit(_ event: ProductEvent) -> Bool {
        var payload = event.payload
        if childMode {
            guard ProductEvent.childModeAllowed.contains(event.name) else {
                suppressedCount += 1
                return false
            }
            for key in ProductEvent.identifierKeys { payload.removeValue(forKey: key) }
        }
        sink.record(AnalyticsEvent(name: event.name, payload: payload))
        return true
    }
}
