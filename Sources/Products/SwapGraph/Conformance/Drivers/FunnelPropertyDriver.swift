import Conformance
import Foundation
import SpecModel
import SwapGraph

/// Makes the client carry a chosen value in a funnel event property (see `PropertyDriver`), through its own flows:
/// the whole funnel walked with a session, actor, proposal, cycle or receipt of that ID, at one instant (latency 0) or
/// that many milliseconds apart, or entered by that entry point wherever the client allows it. Every event the value
/// can appear on is emitted, so a bound or an enum member narrowed on one event's schema is seen.
struct FunnelPropertyDriver: PropertyDriver {
    static let properties = [
        "session_id", "actor_id", "proposal_id", "cycle_id", "receipt_id", "surface", "entry_point", "latency_ms",
    ]

    /// The IDs and the way views are opened on one walk through the funnel.
    struct Walk {
        var session = "s-1", actor = "viewer", proposal = "p1", cycle = "c1", receipt = "r1"
        var entry = EntryPoint.tabTap
        var stepMilliseconds = 1_000
    }

    func drive(property: String, value: JSONValue) throws -> PropertyDrive {
        let text = value.stringValue ?? ""
        var walk = Walk()
        switch property {
        case "session_id": walk.session = text
        case "actor_id": walk.actor = text
        case "proposal_id": walk.proposal = text
        case "cycle_id": walk.cycle = text
        case "receipt_id": walk.receipt = text
        case "surface": break
        case "latency_ms":
            guard let ms = value.intValue, ms >= 0 else {
                return .cannot("latency is a non-negative count of milliseconds")
            }
            walk.stepMilliseconds = ms
            // Views opened by link need no refetch, so every event is emitted however little time passes.
            walk.entry = .deepLink
        case "entry_point":
            guard let entry = EntryPoint(rawValue: text) else {
                return .cannot("\(text) is not an entry point of the client")
            }
            walk.entry = entry
            if entry == .autoRedirect { return .emitted(Self.redirects()) }
        default: return .cannot("no flow sets \(property)")
        }
        return .emitted(Self.funnel(walk))
    }

    /// The nine funnel events: the feed, an opportunity's detail, its accept, the cycle, the deposit, the completion
    /// and the receipt, each view opened by `walk.entry`.
    static func funnel(_ walk: Walk) -> [ObservedEvent] {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity(walk.proposal)]
        backend.onAccept[walk.proposal] = { server in
            server.proposals = []
            server.timeline = [Fixtures.cycle(walk.cycle, source: walk.proposal)]
        }
        backend.onDeposit[walk.cycle] = { server in
            server.timeline = [
                Fixtures.cycle(walk.cycle, state: .completed, viewerPending: false, source: walk.proposal)
            ]
            server.receipts = [Fixtures.receipt(walk.receipt, cycle: walk.cycle)]
        }
        var step = 0
        func next() -> Date {
            step += 1
            return Fixtures.t0.addingTimeInterval(Double(step * walk.stepMilliseconds) / 1000)
        }
        var client = SwapGraphClient(api: backend, sessionId: walk.session, actorId: walk.actor)
        client.launch(now: Fixtures.t0)
        func view(_ route: Route, kind: PushKind?, id: String) {
            switch walk.entry {
            case .pushTap: if let kind { client.tapPush(kind, id: id, now: next()) }
            case .deepLink: client.open(route.path, entry: .deepLink, now: next())
            default:
                switch route {
                case .opportunity: client.tapOpportunityCard(id, now: next())
                case .feed: client.tapTab(.feed, now: next())
                default: client.tapHistoryCard(id, now: next())
                }
            }
        }
        view(.feed, kind: nil, id: "")
        if walk.entry != .tabTap { client.tapOpportunityCard(walk.proposal, now: next()) }
        view(.opportunity(proposalId: walk.proposal), kind: .proposal, id: walk.proposal)
        client.accept(walk.proposal, now: next())
        view(.cycle(cycleId: walk.cycle), kind: .active, id: walk.cycle)
        client.confirmDeposit(walk.cycle, now: next())
        _ = next()
        // Past the timeline's and the receipts' freshness, so History fetches the completion and the receipt.
        step += 70
        view(.cycle(cycleId: walk.cycle), kind: .active, id: walk.cycle)
        if walk.entry == .tabTap { client.tapTab(.history, now: next()) }
        view(.receipt(receiptId: walk.receipt), kind: .receipt, id: walk.receipt)
        return Fixtures.events(client)
    }

    /// Redirects: the feed after an account switch, History after an accept (a followed cycle completed meanwhile).
    static func redirects() -> [ObservedEvent] {
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity("p1")]
        backend.timeline = [Fixtures.cycle("c0")]
        var client = Fixtures.client(backend)
        client.tapPush(.active, id: "c0", now: Fixtures.at(1))
        backend.timeline = [Fixtures.cycle("c0", state: .completed, viewerPending: false)]
        client.tapOpportunityCard("p1", now: Fixtures.at(60))
        client.accept("p1", now: Fixtures.at(61))
        var events = Fixtures.events(client)
        client.switchAccount(to: "viewer-2", sessionId: "s-2", now: Fixtures.at(62))
        events += Fixtures.events(client)
        return events
    }
}
