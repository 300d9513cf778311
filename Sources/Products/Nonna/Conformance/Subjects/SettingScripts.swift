import Conformance
import Foundation
import Nonna
import SpecModel

/// SM-18: a follower's OS push permission, observed through a new photo's notification channels.
struct PushPermissionScript: LifecycleScript {
    static let machine = "push-permission"
    let people: ContentWorld

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
        try Self.set(.notAsked, for: people.follower, world)
    }

    static func set(_ permission: PushPermission, for user: UserID, _ world: NonnaWorld) throws {
        var prefs = try world.app.preferences(as: user)
        prefs.pushPermission = permission
        _ = try world.app.updatePreferences(prefs, as: user)
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "grant": try Self.set(.granted, for: people.follower, world)
        case "deny": try Self.set(.denied, for: people.follower, world)
        case "photo":
            _ = try world.app.uploadPhotos(people.baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: people.owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch world.app.preferences(of: people.follower).pushPermission {
        case .notAsked: "NotAsked"
        case .granted: "Granted"
        case .denied: "Denied"
        }
    }
}

/// SM-24: a follower's digest subscription; the owner has opted out, so only the follower's digests are seen.
struct DigestScript: LifecycleScript {
    static let machine = "digest-subscription"
    let people: ContentWorld
    let photo: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        people = try ContentWorld(world, roles: &roles)
        photo = try people.photo(world)
        var prefs = try world.app.preferences(as: people.owner)
        prefs.digestFrequency = .off
        _ = try world.app.updatePreferences(prefs, as: people.owner)
        if let email = world.app.account(people.follower)?.email { addresses[email] = "actor" }
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        func set(_ frequency: DigestFrequency) throws {
            var prefs = try world.app.preferences(as: people.follower)
            prefs.digestFrequency = frequency
            _ = try world.app.updatePreferences(prefs, as: people.follower)
        }
        switch event {
        case "to.weekly": try set(.weekly)
        case "to.monthly": try set(.monthly)
        case "opt_out": try set(.off)
        case "month.passes":
            world.clock.advance(days: 30)
            _ = try world.app.addComment(on: .photo(photo), body: "A month on", as: people.owner)
            world.app.runDigests()
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch world.app.preferences(of: people.follower).digestFrequency {
        case .weekly: "Weekly"
        case .monthly: "Monthly"
        case .off: "OptedOut"
        }
    }
}

/// SM-25: a user's cached tile configuration, against the configuration on the server.
struct TileConfigCacheScript: LifecycleScript {
    static let machine = "tile-config-cache"
    let owner: UserID
    var hidden = false

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        (owner, _) = try world.ownerWithBaby()
        roles = [owner: "owner"]
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "launch": _ = try world.app.loadScreen(.home, as: owner)
        case "config.changed":
            guard let config = world.app.tileConfigs.first(where: { $0.screen == .home && $0.role == .owner }) else {
                throw WorldError("no home tile")
            }
            hidden.toggle()
            try world.app.setTileVisibility(config.id, isVisible: !hidden)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch world.app.tileConfigCacheState(owner) {
        case nil: "NotCached"
        case .cache?: "Cached"
        case .network?: "Stale"
        }
    }
}
