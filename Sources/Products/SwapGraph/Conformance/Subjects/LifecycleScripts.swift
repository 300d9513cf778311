import Conformance
import Foundation
import SpecModel
import SwapGraph

/// LC-01: a pending proposal expiring one hour after it is created.
struct OpportunityScript: MachineScript {
    static let machine = "opportunity"
    static let lifetime: TimeInterval = 3600
    var lifecycle: OpportunityLifecycle

    init(context: JSONValue, now: Date) {
        lifecycle = OpportunityLifecycle(expiresAt: now.addingTimeInterval(Self.lifetime))
    }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard let e = OpportunityLifecycle.Event(rawValue: event), e != .expire else {
            throw unknown(event, Self.machine)
        }
        lifecycle.apply(e, now: now)
    }

    /// The client's expiry tick: the implementation's `expire` event at the current time.
    mutating func tick(now: Date) { lifecycle.apply(.expire, now: now) }

    var state: String { lifecycle.state.rawValue }
}

/// LC-02.
struct IntentScript: MachineScript {
    static let machine = "intent"
    var lifecycle = IntentLifecycle()

    init(context: JSONValue, now: Date) {}

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard let e = IntentLifecycle.Event(rawValue: event) else { throw unknown(event, Self.machine) }
        lifecycle.apply(e)
    }

    var state: String { lifecycle.state.rawValue }
}

/// LC-03: a cycle with `pendingLegs` pending legs; confirm_deposit confirms the next pending leg.
struct CycleScript: MachineScript {
    static let machine = "cycle"
    var lifecycle: CycleLifecycle

    init(context: JSONValue, now: Date) {
        let count = context["pendingLegs"]?.intValue ?? 3
        lifecycle = CycleLifecycle(legs: (0..<count).map { Leg(legId: "leg-\($0)", fromActor: "actor-\($0)") })
    }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard let e = CycleLifecycle.Event(rawValue: event) else { throw unknown(event, Self.machine) }
        lifecycle.apply(e)
    }

    var state: String { lifecycle.state.rawValue }
}

/// LC-06.
struct MutationScript: MachineScript {
    static let machine = "mutation"
    var lifecycle = MutationLifecycle()

    init(context: JSONValue, now: Date) {}

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard let e = MutationLifecycle.Event(rawValue: event) else { throw unknown(event, Self.machine) }
        lifecycle.apply(e)
    }

    var state: String { lifecycle.state.rawValue }
}

/// LC-07: the composer opened from a Locker item; edits replace the draft with a valid or an invalid one
/// (`updateDraft`, which is the lifecycle's `edit` in validating and typing elsewhere).
struct ComposerScript: MachineScript {
    static let machine = "composer"
    static let valid = ComposerDraft(offeringAsset: Asset(id: "a1", name: "Karambit"), wantTarget: "Knife")
    static let invalid = ComposerDraft(offeringAsset: Asset(id: "a1", name: "Karambit"), wantTarget: "")
    var lifecycle: ComposerLifecycle

    init(context: JSONValue, now: Date) {
        lifecycle = ComposerLifecycle(draft: context["draftValid"]?.boolValue == true ? Self.valid : Self.invalid)
    }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        switch event {
        case "submit": lifecycle.apply(.submit)
        case "succeed": lifecycle.apply(.succeed)
        case "fail": lifecycle.apply(.fail)
        case "edit_valid": lifecycle.updateDraft(Self.valid)
        case "edit_invalid": lifecycle.updateDraft(Self.invalid)
        default: throw unknown(event, Self.machine)
        }
    }

    var state: String { lifecycle.state.rawValue }

    /// Whether the composer shows inline errors.
    var outputs: [String: JSONValue] { ["errorsShown": .bool(!lifecycle.errors.isEmpty)] }
}

/// LC-08 through the client facade: the client is on the intended deep link when the session events arrive.
struct SessionScript: MachineScript {
    static let machine = "session"
    static let settings = NotificationSettings(receipt: false, quietHours: QuietHours(enabled: true))
    var client = SwapGraphClient(api: QuietAPI())

    init(context: JSONValue, now: Date) {
        client.store.notificationSettings = Self.settings
        client.open(context["intended"]?.stringValue ?? "#/history/receipt/r-1", now: now)
    }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        switch event {
        case "hydrated": client.launch(now: now)
        case "http_401": client.sessionExpired()
        case "token_expired": client.store.session.apply(.tokenExpired, route: client.route.path)
        case "http_403": client.store.session.apply(.http403)
        case "switch_account": client.store.switchAccount()
        case "actor_loaded": client.store.session.apply(.actorLoaded)
        case "sign_out": client.store.session.apply(.signOut)
        case "reauthenticated": client.reauthenticated(now: now)
        case "scope_changed": client.store.session.apply(.scopeChanged)
        case "signed_in": client.store.session.apply(.signedIn)
        default: throw unknown(event, Self.machine)
        }
    }

    var state: String { client.store.session.state.rawValue }

    var outputs: [String: JSONValue] {
        [
            "destination": client.store.session.preservedDestination.map { .string($0) } ?? .null,
            "route": .string(client.route.path),
            "notificationsKept": .bool(client.store.notificationSettings == Self.settings),
        ]
    }
}

/// LC-10 through the client store.
struct ConnectivityScript: MachineScript {
    static let machine = "connectivity"
    var store = ClientStore()

    init(context: JSONValue, now: Date) { store.session.apply(.hydrated) }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        switch event {
        case "lost": store.connectionLost()
        case "restored": store.connectionRestored(api: QuietAPI(), now: now)
        default: throw unknown(event, Self.machine)
        }
    }

    var state: String { store.connectivity.state.rawValue }
    var outputs: [String: JSONValue] { ["banner": store.banners.last.map { .string($0.title) } ?? .null] }
}

/// LC-09 on a platform with push.
struct PermissionScript: MachineScript {
    static let machine = "notification-permission"
    var lifecycle = NotificationPermissionLifecycle(pushSupported: true)

    init(context: JSONValue, now: Date) {}

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard let e = NotificationPermissionLifecycle.Event(rawValue: event) else { throw unknown(event, Self.machine) }
        lifecycle.apply(e)
    }

    var state: String { lifecycle.state.rawValue }
    var outputs: [String: JSONValue] { ["settingsRecovery": .bool(lifecycle.showsSettingsRecovery)] }
}

/// LC-09 on a platform without push.
struct UnsupportedPushScript: MachineScript {
    static let machine = "push-unsupported"
    var lifecycle = NotificationPermissionLifecycle(pushSupported: false)

    init(context: JSONValue, now: Date) {}

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard let e = NotificationPermissionLifecycle.Event(rawValue: event) else { throw unknown(event, Self.machine) }
        lifecycle.apply(e)
    }

    var state: String { lifecycle.state.rawValue }
}

/// LC-11.
struct RolloutScript: MachineScript {
    static let machine = "rollout"
    var lifecycle = RolloutLifecycle()

    init(context: JSONValue, now: Date) {}

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard let e = RolloutLifecycle.Event(rawValue: event) else { throw unknown(event, Self.machine) }
        lifecycle.apply(e)
    }

    var state: String { lifecycle.state.rawValue }

    var outputs: [String: JSONValue] {
        [
            "flag": .string(lifecycle.state.flag), "percent": .number(JSONNumber(lifecycle.state.percent)),
            "rollbackAction": lifecycle.rolledBack.map { .string($0) } ?? .null,
        ]
    }
}
