import Conformance
import Foundation
import Nonna

/// How the backend refused a call, for expectations that name the reason the spec gives (a field that failed
/// validation, a conflict, a limit) without depending on the wording of the error.
extension NonnaError {
    /// The field an `.invalid` refusal names.
    var invalidField: String? {
        if case .invalid(let field, _) = self { return field }
        return nil
    }

    /// Whether this is a `.conflict` (duplicate, already done, wrong lifecycle state).
    var isConflict: Bool {
        if case .conflict = self { return true }
        return false
    }

    /// The kind of refusal, without its details: what a lifecycle subject shows in its `refusal` output
    /// (`notFound`, `conflict`, `rateLimited`).
    var code: String {
        switch self {
        case .notAuthenticated: "notAuthenticated"
        case .forbidden: "forbidden"
        case .notFound: "notFound"
        case .invalid: "invalid"
        case .limitExceeded: "limitExceeded"
        case .expired: "expired"
        case .revoked: "revoked"
        case .alreadyUsed: "alreadyUsed"
        case .conflict: "conflict"
        case .confirmationRequired: "confirmationRequired"
        case .rateLimited: "rateLimited"
        }
    }

    /// The limit a `.limitExceeded` refusal names.
    var limit: LimitKind? {
        if case .limitExceeded(let kind) = self { return kind }
        return nil
    }
}

/// The error `body` threw, if any: `refusal { try app.x() }?.invalidField == "email"`.
func refusal(_ body: () throws(NonnaError) -> Void) -> NonnaError? {
    caught(body)
}

/// Everything a member can see of a baby, as the owner reads it through the services: used to show that a refused
/// call changed nothing.
struct BabySnapshot: Equatable {
    var profile: BabyProfile?
    var memberships: [Membership]
    var invitations: [Invitation]
    var photos: [Photo]
    var events: [Event]
    var items: [RegistryItem]
    var purchases: [RegistryPurchase]
    var marker: Int?
    var notifications: Int
    var emails: Int
    var pushes: Int
    var realtime: Int

    init(_ world: NonnaWorld, baby: BabyID, owner: UserID) throws {
        let app = world.app
        profile = app.babyProfile(baby)
        memberships = try app.listMembers(baby, as: owner).map(\.membership)
        invitations = try app.listInvitations(baby, as: owner)
        photos = try app.gallery(baby: baby, page: 0, as: owner).items.map(\.photo)
        events = try app.calendar(baby: baby, as: owner).map(\.event)
        let registry = try app.registry(baby: baby, as: owner)
        items = (registry.unpurchased + registry.purchased).map(\.item)
        purchases = (registry.unpurchased + registry.purchased).compactMap(\.purchase)
        marker = app.updateMarker(baby)?.version
        notifications = app.allNotifications.count
        emails = app.emails.count
        pushes = app.pushes.count
        realtime = app.realtime.count
    }
}
