import Conformance
import SpecModel
import SwapGraph

/// Answers the navigation tables with `Router`, `PushKind` and `Navigator`. Route templates carry `{id}`: the
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
                let reduced = inputs.cellBool("reducedMotion")
            else { return nil }
            let step = Navigator.afterSuccess(action, reducedMotion: reduced)
            answer =
                table == Self.afterAction ? (step.route.map { Self.template($0.path) } ?? "stay") : Self.render(step)
        case Self.tabs:
            guard let surface = inputs.cellString("tab").flatMap(Surface.init(rawValue:)) else { return nil }
            let step = Navigator.tab(surface)
            answer = step.route.map { $0.path + (step.scrollToTop ? ", scroll to top" : "") }
        default:
            return nil
        }
        return answer.map(JSONValue.string)
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
