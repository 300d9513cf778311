import Conformance
import Foundation
import SpecModel
import SwapGraph

/// Objects for checks, on a fixed clock origin.
enum Fixtures {
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    static func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

    static func asset(_ id: String, demand: Int = 0, value: Decimal = 10) -> Asset {
        Asset(id: id, name: "Item \(id)", valueUsd: value, wear: .fn, demand: demand)
    }

    static func opportunity(_ id: String, expiresIn: TimeInterval = 86_400, score: Double = 0.5) -> Opportunity {
        Opportunity(
            proposalId: id, give: [asset("g-\(id)")], get: [asset("r-\(id)")], confidenceScore: score, score: score,
            participantCount: 2, expiresAt: at(expiresIn), status: .pending)
    }

    static func cycle(
        _ id: String, state: CycleState = .escrowPending, viewerPending: Bool = true, source: String? = nil,
        latest: TimeInterval = 0
    )
        -> Cycle
    {
        Cycle(
            cycleId: id, state: state,
            legs: [
                Leg(legId: "\(id)-v", fromActor: "viewer", status: viewerPending ? .pending : .deposited),
                Leg(legId: "\(id)-o", fromActor: "other", status: .deposited),
            ], viewerActorId: "viewer", deadlineAt: at(3_600), entries: [TimelineEntry(kind: "commit", at: at(latest))],
            sourceProposalId: source)
    }

    static func receipt(
        _ id: String, cycle: String, final: ReceiptFinalState = .completed, reason: String? = nil,
        createdAgo: TimeInterval = 60
    )
        -> Receipt
    {
        Receipt(
            receiptId: id, cycleId: cycle, finalState: final, reasonCode: reason, gaveUsd: 100, receivedUsd: 120,
            feesPaidUsd: 2,
            createdAt: at(-createdAgo))
    }

    /// A store past its first hydrate (authenticated), its caches fetched from `backend` at `t0` when one is given.
    static func store(_ backend: Backend? = nil) -> ClientStore {
        var store = ClientStore()
        store.session.apply(.hydrated)
        if let backend { store.refresh(api: backend, now: t0) }
        return store
    }

    /// A launched client (authenticated after its first hydrate) on `backend`.
    static func client(_ backend: Backend, now: Date = t0) -> SwapGraphClient {
        var client = SwapGraphClient(api: backend, sessionId: "s-1", actorId: "viewer")
        client.launch(now: now)
        return client
    }

    /// The funnel events the client emitted, as the engine observes events.
    static func events(_ client: SwapGraphClient) -> [ObservedEvent] {
        client.analytics.events.map { ObservedEvent(name: $0.name.rawValue, payload: JSONValue.from($0.properties())) }
    }
}

extension JSONValue {
    /// A Foundation JSON-like value (`[String: Any]`, arrays, strings, numbers, booleans) as a `JSONValue`.
    static func from(_ value: Any?) -> JSONValue {
        switch value {
        case nil, is NSNull: return .null
        case let v as Bool: return .bool(v)
        case let v as Int: return .int(v)
        case let v as Double: return .double(v)
        case let v as Decimal: return .double(NSDecimalNumber(decimal: v).doubleValue)
        case let v as String: return .string(v)
        case let v as [Any]: return .array(v.map { from($0) })
        case let v as [String: Any]: return .object(v.mapValues { from($0) })
        case let v?: return .string(String(describing: v))
        }
    }
}

extension RuleContext {
    /// A copy string of RULE-COPY with `{placeholder}`s filled.
    func copy(_ key: String, _ values: [String: String] = [:]) throws(RuleFailure) -> String {
        var text = try string("RULE-COPY", key)
        for (k, v) in values { text = text.replacingOccurrences(of: "{\(k)}", with: v) }
        return text
    }
}
