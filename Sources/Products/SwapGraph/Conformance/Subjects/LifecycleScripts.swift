import Conformance
import Foundation
import SpecModel
import SwapGraph

/// LC-01 through the client: a pending proposal `p1` expiring one hour after it is created, its detail open. The
/// viewer's Accept and Decline are the client's taps; the server keeps the decision it was told; a timed event is the
/// client's timer. The state is the status the client's store holds for `p1`.
struct OpportunityScript: MachineScript {
    static let machine = "opportunity"
    static let lifetime: TimeInterval = 3600
    static let id = "p1"
    let backend = Backend()
    var client: SwapGraphClient

    init(context: JSONValue, now: Date) {
        backend.proposals = [Opportunity(proposalId: Self.id, expiresAt: now.addingTimeInterval(Self.lifetime))]
        backend.onAccept[Self.id] = { $0.decide(Self.id, .accepted) }
        backend.onDecline[Self.id] = { $0.decide(Self.id, .declined) }
        client = SwapGraphClient(api: backend)
        client.launch(now: now)
        client.tapOpportunityCard(Self.id, now: now)
    }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        switch event {
        case "accept": client.accept(Self.id, now: now)
        case "decline": client.decline(Self.id, now: now)
        default: throw unknown(event, Self.machine)
        }
    }

    /// The client's expiry timer at the current time.
    mutating func tick(now: Date) { client.tick(now: now) }

    var state: String { client.store.opportunities.first { $0.proposalId == Self.id }?.status.rawValue ?? "absent" }
}

/// LC-02 through the client, for the Locker item `a1`: `post` is the composer's Start watching (only a create-mode
/// composer has it), `edit` its Save changes (only an edit-mode one has it), `match` a proposal pushed for the
/// intent, `cancel` Cancel intent. A sheet without the button is dismissed. The state is the store's state of the
/// intent first posted (`i1`); `draft` while none is persisted.
struct IntentScript: MachineScript {
    static let machine = "intent"
    static let item = Asset(id: "a1", name: "Karambit", demand: 3)
    static let id = "i1"
    let backend = Backend()
    var client: SwapGraphClient
    var posts = 0
    var matches = 0

    init(context: JSONValue, now: Date) {
        client = SwapGraphClient(api: backend)
        client.launch(now: now)
        client.store.inventory = [Self.item]
        client.tapTab(.locker, now: now)
    }

    /// Opens the item's composer and submits it in `mode` with `want`, or dismisses it when it is in the other mode.
    private mutating func submit(in mode: ComposerLifecycle.Mode, want: String, now: Date) {
        client.tapLockerItem(Self.item.id, now: now)
        guard var draft = client.store.composer?.draft, client.store.composer?.mode == mode else {
            client.back(now: now)
            return
        }
        draft.wantTarget = want
        client.editComposer(draft)
        posts += mode == .create ? 1 : 0
        client.submitComposer(newIntentId: "i\(posts)", now: now)
    }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        switch event {
        case "post": submit(in: .create, want: "Knives", now: now)
        case "edit": submit(in: .edit, want: "Gloves", now: now)
        case "match":
            matches += 1
            backend.proposals.append(
                Opportunity(
                    proposalId: "m\(matches)", expiresAt: now.addingTimeInterval(86_400), sourceIntentId: Self.id))
            client.receivePush(.proposal, id: "m\(matches)", hour: 12, now: now)
        case "cancel": client.cancelIntent(Self.id, now: now)
        default: throw unknown(event, Self.machine)
        }
    }

    var state: String { client.store.intents.first { $0.intentId == Self.id }?.state.rawValue ?? "draft" }
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

/// LC-09 through the client's notification settings, on a platform with push: `enable_tapped` taps Enable alerts,
/// `granted` and `denied` are the OS's answer to the system prompt.
struct PermissionScript: MachineScript {
    static let machine = "notification-permission"
    var client: SwapGraphClient

    init(context: JSONValue, now: Date) { self.init(pushSupported: true, now: now) }

    /// A launched client on the notification settings, on a platform with push or without.
    init(pushSupported: Bool, now: Date) {
        client = SwapGraphClient(api: QuietAPI(), pushSupported: pushSupported)
        client.launch(now: now)
        client.open("#/settings/notifications", entry: .tabTap, now: now)
    }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        switch event {
        case "enable_tapped": client.tapEnableAlerts()
        case "granted": client.systemPromptAnswered(granted: true)
        case "denied": client.systemPromptAnswered(granted: false)
        default: throw unknown(event, Self.machine)
        }
    }

    var state: String { client.store.notificationPermission.state.rawValue }
    var outputs: [String: JSONValue] { ["settingsRecovery": .bool(client.showsSettingsRecovery)] }
}

/// LC-09 through the client on a platform without push.
struct UnsupportedPushScript: MachineScript {
    static let machine = "push-unsupported"
    var inner: PermissionScript

    init(context: JSONValue, now: Date) { inner = PermissionScript(pushSupported: false, now: now) }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard ["enable_tapped", "granted", "denied"].contains(event) else { throw unknown(event, Self.machine) }
        try inner.send(event, data: data, now: now)
    }

    var state: String { inner.state }
}

/// LC-11 through the client: `promote` and `rollback` are the remote configuration moving the rollout.
struct RolloutScript: MachineScript {
    static let machine = "rollout"
    var client = SwapGraphClient(api: QuietAPI())

    init(context: JSONValue, now: Date) { client.launch(now: now) }

    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        guard let e = RolloutLifecycle.Event(rawValue: event) else { throw unknown(event, Self.machine) }
        client.rollout(e)
    }

    var state: String { client.store.rollout.state.rawValue }

    var outputs: [String: JSONValue] {
        let rollout = client.store.rollout
        return [
            "flag": .string(rollout.state.flag), "percent": .number(JSONNumber(rollout.state.percent)),
            "rollbackAction": rollout.rolledBack.map { .string($0) } ?? .null,
        ]
    }
}
