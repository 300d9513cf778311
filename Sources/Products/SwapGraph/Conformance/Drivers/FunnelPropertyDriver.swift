import Conformance
import Foundation
import SpecModel
import SwapGraph

/// Makes the client carry a chosen value in a funnel event property (see `PropertyDriver`), through its own flows:
/// a session or actor with that ID, an opportunity, cycle or receipt with that ID, a flow entered that way.
struct FunnelPropertyDriver: PropertyDriver {
    static let properties = ["session_id", "actor_id", "proposal_id", "cycle_id", "receipt_id", "surface", "entry_point", "latency_ms"]

    func drive(property: String, value: JSONValue) throws -> PropertyDrive {
        let text = value.stringValue ?? ""
        let backend = Backend()
        backend.proposals = [Fixtures.opportunity(property == "proposal_id" ? text : "p1")]
        switch property {
        case "session_id", "actor_id":
            var client = SwapGraphClient(api: backend, sessionId: property == "session_id" ? text : "s", actorId: property == "actor_id" ? text : "a")
            client.launch(now: Fixtures.t0)
            return .emitted(Fixtures.events(client))
        case "proposal_id":
            var client = Fixtures.client(backend)
            client.tapOpportunityCard(text, now: Fixtures.at(1))
            return .emitted(Fixtures.events(client))
        case "cycle_id":
            var client = Fixtures.client(backend)
            client.tapPush(.active, id: text, now: Fixtures.at(1))
            return .emitted(Fixtures.events(client))
        case "receipt_id":
            var client = Fixtures.client(backend)
            client.tapPush(.receipt, id: text, now: Fixtures.at(1))
            return .emitted(Fixtures.events(client))
        case "surface":
            if text == "locker" { return .cannot("no funnel event happens on the Locker: §11.1's nine events are on the Feed and in History") }
            var client = Fixtures.client(backend)
            client.tapPush(.active, id: "c1", now: Fixtures.at(1))
            return .emitted(Fixtures.events(client))
        case "entry_point":
            var client = Fixtures.client(backend)
            switch text {
            case "push_tap": client.tapPush(.receipt, id: "r1", now: Fixtures.at(1))
            case "deep_link": client.open("#/history/cycle/c1", entry: .deepLink, now: Fixtures.at(1))
            case "auto_redirect": client.switchAccount(to: "viewer-2", sessionId: "s-2", now: Fixtures.at(1))
            default: client.tapTab(.feed, now: Fixtures.at(1))
            }
            return .emitted(Fixtures.events(client))
        case "latency_ms":
            guard let ms = value.intValue, ms >= 0 else { return .cannot("latency is a non-negative count of milliseconds") }
            var client = Fixtures.client(backend)
            client.tapOpportunityCard("p1", now: Fixtures.t0.addingTimeInterval(Double(ms) / 1000))
            return .emitted(Fixtures.events(client))
        default:
            return .cannot("no flow sets \(property)")
        }
    }
}
