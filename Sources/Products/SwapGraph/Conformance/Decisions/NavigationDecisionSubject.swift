import Conformance
import Foundation
import SpecModel
import SwapGraph

/// Answers the navigation tables with `Router`, `PushKind` and `Navigator`, and the after-action tables through a
/// client performing the action (its last navigation step and where it stands). Route templates carry `{id}`: the
/// subject substitutes a concrete identifier before asking and writes the placeholder back into the answer.
struct NavigationDecisionSubject: DecisionSubject {
    static let routes = "DT-ROUTES"
    static let routeKind = "DT-ROUTE-KIND"
    static let rollback = "DT-ROUTE-ROLLBACK"
    static let push = "DT-PUSH"
    static let pushFocus = "DT-PUSH-FOCUS"
    static let back = "DT-BACK"
    static let afterAction = "DT-AFTER-ACTION"
    static let feedback = "DT-AFTER-ACTION-FEEDBACK"
    static let tabs = "DT-TABS"
    static let tables = [routes, routeKind, rollback, push, pushFocus, back, afterAction, feedback, tabs]

    /// The concrete identifier substituted for `{id}`.
    static let id = "x7-42"

    /// The router asked; a negative control plugs in an altered one.
    var resolve: @Sendable (String) -> RouteResolution = { Router.resolve($0) }

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        let answer: String?
        switch table {
        case Self.routes:
            answer = inputs.cellString("route").map { Self.template(resolve(Self.concrete($0)).route.path) }
        case Self.routeKind:
            answer = inputs.cellString("route").flatMap { hash in
                let r = resolve(Self.concrete(hash))
                switch (r.redirected, r.fellBack) {
                case (false, false): return "v2"
                case (true, false): return "redirect"
                case (false, true): return "fallback"
                case (true, true): return nil
                }
            }
        case Self.rollback:
            answer = inputs.cellString("route").map { Self.template(resolve(Self.concrete($0)).route.v1Path ?? "none") }
        case Self.push, Self.pushFocus:
            guard let kind = inputs.cellString("kind").flatMap(PushKind.init(rawValue:)) else { return nil }
            let direct = kind.route(id: Self.id)
            let viaV1 = resolve(kind.v1Route(id: Self.id)).route
            guard direct == viaV1 else { return nil }
            if table == Self.push {
                answer = Self.template(direct.path)
            } else {
                answer = direct.surface.map { "\($0.rawValue): \(kind.focus)" }
            }
        case Self.back:
            guard let from = inputs.cellString("context").flatMap(Self.context), let raw = inputs.cellString("previous")
            else { return nil }
            let previous: Route?
            if raw == "none" {
                previous = nil
            } else {
                guard let surface = Surface(rawValue: raw) else { return nil }
                previous = Navigator.tab(surface).route
            }
            answer = Self.template(Navigator.back(from: from, previous: previous).path)
        case Self.afterAction, Self.feedback:
            guard let action = inputs.cellString("action").flatMap(ActionKind.init(rawValue:)),
                let reduced = inputs.cellBool("reducedMotion"),
                let done = Self.afterSuccess(action, reducedMotion: reduced)
            else { return nil }
            if table == Self.feedback {
                answer = Self.render(done.step)
            } else if let target = done.step.route {
                answer = done.after == target ? Self.template(target.path) : nil
            } else {
                answer = done.after.surface == done.before.surface ? "stay" : nil
            }
        case Self.tabs:
            guard let surface = inputs.cellString("tab").flatMap(Surface.init(rawValue:)) else { return nil }
            let step = Navigator.tab(surface)
            answer = step.route.map { $0.path + (step.scrollToTop ? ", scroll to top" : "") }
        default:
            return nil
        }
        return answer.map(JSONValue.string)
    }

    /// Performs `action` successfully through a launched client, from where its button lives (the opportunity's
    /// detail, the item's composer, the Locker, the cycle's detail): the client's last navigation step and its
    /// route before and after. Nil when the action did not succeed.
    static func afterSuccess(_ action: ActionKind, reducedMotion: Bool) -> (
        step: NavigationStep, before: Route, after: Route
    )? {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        backend.timeline = [Fixtures.cycle("c1")]
        var client = Fixtures.client(backend)
        client.reducedMotion = reducedMotion
        let watched = Fixtures.asset("a2", demand: 2)
        client.store.inventory = [Fixtures.asset("a1", demand: 3), watched]
        client.store.intents = [Intent(intentId: "i2", offeringAsset: watched, wantTarget: "Knives", state: .watching)]
        let now = Fixtures.at(1)
        var result: MutationResult?
        switch action {
        case .accept, .decline:
            client.tapOpportunityCard("p1", now: now)
        case .postIntent, .editIntent:
            client.tapLockerItem(action == .postIntent ? "a1" : "a2", now: now)
            if var draft = client.store.composer?.draft {
                draft.wantTarget = "Gloves"
                client.editComposer(draft)
            }
        case .cancelIntent:
            client.tapTab(.locker, now: now)
        case .confirmDeposit, .openReceipt:
            client.tapPush(.active, id: "c1", now: now)
        }
        let before = client.route
        let then = Fixtures.at(2)
        switch action {
        case .accept: result = client.accept("p1", now: then)
        case .decline: result = client.decline("p1", now: then)
        case .postIntent, .editIntent: result = client.submitComposer(newIntentId: "i1", now: then)
        case .cancelIntent: result = client.cancelIntent("i2", now: then)
        case .confirmDeposit: result = client.confirmDeposit("c1", now: then)
        case .openReceipt: result = nil
        }
        guard result?.outcome == .succeeded, let step = client.lastStep else { return nil }
        return (step, before, client.route)
    }

    /// `{id}` → the concrete identifier.
    static func concrete(_ template: String) -> String { template.replacingOccurrences(of: "{id}", with: id) }
    /// The concrete identifier → `{id}`.
    static func template(_ path: String) -> String { path.replacingOccurrences(of: id, with: "{id}") }

    /// The route a back context stands on.
    static func context(_ name: String) -> Route? {
        switch name {
        case "opportunity_detail": .opportunity(proposalId: id)
        case "cycle_detail": .cycle(cycleId: id)
        case "receipt_detail": .receipt(receiptId: id)
        case "composer": .item(assetId: id)
        case "settings": .settingsNotifications
        default: nil
        }
    }

    /// The feedback of a post-action step: its overlay and delay, its toast, or none (nil when both).
    static func render(_ step: NavigationStep) -> String? {
        switch (step.overlay, step.toast) {
        case (let lines?, nil):
            return "overlay: \(lines.joined(separator: " / ")), then route after \(step.delaySeconds) s"
        case (nil, let toast?):
            return step.delaySeconds == 0
                ? "toast: \(toast), route at once" : "toast: \(toast), route after \(step.delaySeconds) s"
        case (nil, nil):
            return step.delaySeconds == 0 ? "none" : nil
        default:
            return nil
        }
    }
}
