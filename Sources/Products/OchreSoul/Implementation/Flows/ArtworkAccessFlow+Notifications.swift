import Foundation

/// Opening a push notification (§7.2 Notifications "route notifications to the relevant artwork or pack surface").
extension ArtworkAccessFlow {
    /// The user opens a push notification while the catalogue is on display. The Notifications module routes it
    /// and records the open (§7.7 artwork_viewed, source "notification"; nothing behavioural in child mode). An
    /// artwork notification opens that artwork's detail (§7.3.2 CatalogueVisible → DetailViewed); an unknown
    /// payload, or an artwork the catalogue does not hold, shows library home. A pack notification returns the
    /// pack route for the pack surface (the product draws no pack screen of its own: assumption).
    @discardableResult
    package func openNotification(_ payload: FakePushService.Payload) -> NotificationRoute {
        let route = env.notifications.route(payload)
        guard case .artworkDetail(let slug) = route else {
            if route == .library { presentLibrary() }
            return route
        }
        guard phase == .catalogueVisible, let sample = [free, premium].first(where: { $0.row.slug == slug }) else {
            presentLibrary()
            return .library
        }
        _ = env.notifications.open(payload, artworkID: sample.row.id)
        open(slug, from: .notification, recorded: true)
        return route
    }
}
