import Conformance
import Foundation
import SpecModel
import SwapGraph

/// Answers the feed, locker and history outputs (`Spec/swapgraph/outputs.json`) by building the implementation's own
/// objects from a generated input, laying them in a launched client's caches and asking the client for the surface
/// (History opened on the input's filter).
///
/// The output is the composer's own JSON (`jsonObject()`), with each card joined to facts of the input it came from,
/// so invariants can relate what is shown to what was given: `given` (the input record of the card's ID, optional
/// fields as null), `sourcedBy` (input cycles started from this proposal), `receiptedBy` (input receipts of this cycle),
/// `intentStates` (states of input intents on this item). A join, not a rule: the invariants decide. The input's
/// records are deduplicated by ID first (the server never sends one ID twice).
///
/// Each output also carries `given` (``given(_:)``): what the caches were given, so a completeness invariant over an
/// input collection can tell which of its records the client holds and how they relate.
struct ComposerOutputSubject: OutputSubject {
    static let outputs = ["feed", "locker", "history"]
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    func output(_ output: String, input: JSONValue) throws -> JSONValue {
        switch output {
        case "feed": return feed(input)
        case "locker": return locker(input)
        case "history": return history(input)
        default: throw SubjectError("no output \(output)")
        }
    }

    struct SubjectError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: Input

    /// The records of `key`, first of each `id` (or `idKey`) only, with `optional` keys present as null when absent.
    static func records(_ input: JSONValue, _ key: String, idKey: String = "id", optional: [String] = []) -> [[String:
        JSONValue]]
    {
        var seen = Set<String>()
        var out: [[String: JSONValue]] = []
        for value in input[key]?.arrayValue ?? [] {
            guard var object = value.objectValue, let id = object[idKey]?.stringValue,
                seen.insert(id).inserted || idKey != "id"
            else { continue }
            for k in optional where object[k] == nil { object[k] = .null }
            out.append(object)
        }
        return out
    }

    static func int(_ object: [String: JSONValue], _ key: String) -> Int { object[key]?.intValue ?? 0 }
    static func string(_ object: [String: JSONValue], _ key: String) -> String { object[key]?.stringValue ?? "" }

    static func opportunities(_ input: JSONValue) -> [Opportunity] {
        records(input, "opportunities").map { o in
            var opportunity = Fixtures.opportunity(
                string(o, "id"), expiresIn: Double(int(o, "expiresIn")), score: Double(int(o, "score")) / 100)
            opportunity.status = OpportunityStatus(rawValue: string(o, "status")) ?? .pending
            return opportunity
        }
    }

    static func cycles(_ input: JSONValue) -> [Cycle] {
        records(input, "cycles", optional: ["source"]).map { c in
            var cycle = Fixtures.cycle(
                string(c, "id"), state: CycleState(rawValue: string(c, "state")) ?? .proposed,
                viewerPending: c["viewerPending"]?.boolValue ?? false,
                source: c["source"]?.stringValue, latest: Double(int(c, "latest")))
            cycle.deadlineAt = Fixtures.at(Double(int(c, "deadlineIn")))
            return cycle
        }
    }

    static func receipts(_ input: JSONValue) -> [Receipt] {
        records(input, "receipts", optional: ["reason"]).map { r in
            Fixtures.receipt(
                string(r, "id"), cycle: string(r, "cycle"),
                final: ReceiptFinalState(rawValue: string(r, "final")) ?? .completed,
                reason: r["reason"]?.stringValue, createdAgo: Double(int(r, "age")))
        }
    }

    static func inventory(_ input: JSONValue) -> [Asset] {
        records(input, "inventory").map { Fixtures.asset(string($0, "id"), demand: int($0, "demand")) }
    }

    static func intents(_ input: JSONValue, _ inventory: [Asset]) -> [Intent] {
        var n = 0
        return records(input, "intents", idKey: "item").compactMap { i -> Intent? in
            let item = inventory.first { $0.id == string(i, "item") } ?? Fixtures.asset(string(i, "item"))
            n += 1
            return Intent(
                intentId: "i\(n)", offeringAsset: item, wantTarget: "Knives",
                state: IntentState(rawValue: string(i, "state")) ?? .draft,
                nearMatches: int(i, "nearMatches"))
        }
    }

    /// The input as the caches hold it, for completeness invariants (`everyOf input.cycles … where item in
    /// output.given.cycles && …`): `opportunities`, `cycles`, `receipts` and `inventory`, the records verbatim and
    /// first of each ID (so `item in output.given.cycles` is false of a later record repeating an ID); and the
    /// input's relations as ID lists: `receiptedCycles` (cycles a given receipt names), `sourcedProposals`
    /// (proposals a given cycle started from) and `intentItems` (for each intent state, the items an input intent
    /// in that state offers). A join, not a rule: the invariants say what qualifies.
    static func given(_ input: JSONValue) -> JSONValue {
        func list(_ key: String) -> [[String: JSONValue]] { records(input, key) }
        func ids(_ records: [[String: JSONValue]], _ key: String) -> JSONValue {
            var seen = Set<String>()
            return .array(
                records.compactMap { $0[key]?.stringValue }.filter { seen.insert($0).inserted }.sorted().map {
                    .string($0)
                })
        }
        let intents = records(input, "intents", idKey: "item")
        var intentItems: [String: JSONValue] = [:]
        for state in IntentState.allCases {
            intentItems[state.rawValue] = ids(intents.filter { string($0, "state") == state.rawValue }, "item")
        }
        return .object([
            "opportunities": .array(list("opportunities").map { .object($0) }),
            "cycles": .array(list("cycles").map { .object($0) }),
            "receipts": .array(list("receipts").map { .object($0) }),
            "inventory": .array(list("inventory").map { .object($0) }),
            "receiptedCycles": ids(list("receipts"), "cycle"), "sourcedProposals": ids(list("cycles"), "source"),
            "intentItems": .object(intentItems),
        ])
    }

    // MARK: Outputs

    /// A launched client whose caches hold the input's records, as its fetches would have left them.
    static func client(_ input: JSONValue) -> SwapGraphClient {
        var client = SwapGraphClient(api: QuietAPI())
        client.launch(now: now)
        let inventory = Self.inventory(input)
        client.store.opportunities = opportunities(input)
        client.store.cycles = cycles(input)
        client.store.receipts = receipts(input)
        client.store.inventory = inventory
        client.store.intents = intents(input, inventory)
        return client
    }

    func feed(_ input: JSONValue) -> JSONValue {
        let out = Self.client(input).feed(now: Self.now)
        var object = JSONValue.from(out.jsonObject()).objectValue ?? [:]
        object["cards"] = .array(
            out.cards.map { card in
                annotate(JSONValue.from(card.jsonObject()), kind: card.kind.rawValue, id: card.id, input)
            })
        object["badge"] = .int(out.badge)
        object["cardCount"] = .int(out.cards.count)
        object["given"] = Self.given(input)
        return .object(object)
    }

    func locker(_ input: JSONValue) -> JSONValue {
        let inventory = Self.inventory(input)
        let out = Self.client(input).locker()
        var object = JSONValue.from(out.jsonObject()).objectValue ?? [:]
        object["cards"] = .array(
            out.cards.map { annotate(JSONValue.from($0.jsonObject()), kind: "suggestion", id: $0.id, input) })
        object["itemCount"] = .int(inventory.count)
        object["given"] = Self.given(input)
        return .object(object)
    }

    func history(_ input: JSONValue) -> JSONValue {
        let filter = HistoryFilter(rawValue: input["filter"]?.stringValue ?? "all") ?? .all
        var client = Self.client(input)
        client.open(Route.history(filter: filter).path, entry: .tabTap, now: Self.now)
        let out = client.history()
        var object = JSONValue.from(out.jsonObject()).objectValue ?? [:]
        object["cards"] = .array(
            out.cards.map { card in
                var value = JSONValue.from(card.jsonObject()).objectValue ?? [:]
                value["sortKey"] = .double(card.sortKey.timeIntervalSince1970)
                return annotate(.object(value), kind: card.kind, id: card.id, input)
            })
        object["given"] = Self.given(input)
        return .object(object)
    }

    /// `card` with the input facts of its ID.
    func annotate(_ card: JSONValue, kind: String, id: String, _ input: JSONValue) -> JSONValue {
        var object = card.objectValue ?? [:]
        switch kind {
        case "opportunity":
            object["given"] =
                Self.records(input, "opportunities").first { Self.string($0, "id") == id }.map { .object($0) } ?? .null
            object["sourcedBy"] = .array(
                Self.records(input, "cycles", optional: ["source"]).filter { $0["source"]?.stringValue == id }.map {
                    $0["id"] ?? .null
                })
        case "cycle":
            object["given"] =
                Self.records(input, "cycles", optional: ["source"]).first { Self.string($0, "id") == id }.map {
                    .object($0)
                } ?? .null
            object["receiptedBy"] = .array(
                Self.records(input, "receipts").filter { $0["cycle"]?.stringValue == id }.map { $0["id"] ?? .null })
        case "receipt":
            object["given"] =
                Self.records(input, "receipts", optional: ["reason"]).first { Self.string($0, "id") == id }.map {
                    .object($0)
                } ?? .null
        default:
            object["given"] =
                Self.records(input, "inventory").first { Self.string($0, "id") == id }.map { .object($0) } ?? .null
            object["intentStates"] = .array(
                Self.records(input, "intents", idKey: "item").filter { $0["item"]?.stringValue == id }.map {
                    $0["state"] ?? .null
                })
        }
        return .object(object)
    }
}
