import Conformance
import SpecModel
import SwapGraph

/// Answers DT-FALLBACK with `FallbackResolver.resolve`.
struct FallbackDecisionSubject: DecisionSubject {
    static let table = "DT-FALLBACK"

    /// The resolver asked; a negative control plugs in an altered one.
    var resolve: @Sendable (FetchPhase, ConnectivityLifecycle.State, Bool, Int) -> FallbackState = {
        FallbackResolver.resolve(fetch: $0, connectivity: $1, hasCache: $2, itemCount: $3)
    }

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard table == Self.table, let online = inputs.cellBool("online"), let cache = inputs.cellBool("hasCache"),
            let fetch = inputs.cellString("fetch"), let status = inputs.cellInt("status"),
            let decoding = inputs.cellBool("decoding"),
            let count = inputs.cellInt("itemCount")
        else { return nil }
        let phases: [FetchPhase]
        switch fetch {
        case "in_flight": phases = [.inFlight]
        case "succeeded": phases = [.succeeded]
        case "failed": phases = Self.errors(status: status, decoding: decoding).map { .failed($0) }
        default: return nil
        }
        let names = phases.map { resolve($0, online ? .online : .offline, cache, count).name }
        return decisionAgreement(names).map(JSONValue.string)
    }

    /// The errors a failed fetch with `status` can carry: decoding, transport (status 0) or the HTTP status,
    /// plus the implementation's dedicated case for the same status (409 conflict, 404 not found).
    static func errors(status: Int, decoding: Bool) -> [APIError] {
        if decoding { return [.decoding] }
        if status == 0 { return [.transport] }
        let dedicated = [APIError.conflict, .notFound].filter { $0.status == status }
        return [.http(status)] + dedicated
    }
}
