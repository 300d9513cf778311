import Conformance
import Foundation
import SpecModel
import SubjectProtocol

/// A minimal client of the subject protocol that talks to a ``SubjectServer`` in this process, one request line and
/// one reply line at a time: its registries hold proxies that send every call as a request, so the in-process runner
/// drives the server's subjects only through protocol lines. A run through it must equal the direct run.
///
/// Every proxy has a server of its own (a copy of the one that answered `hello`), as the engine keeps a process per
/// live world; decision proxies keep theirs for the table's run.
package final class ProtocolLoopback: @unchecked Sendable {
    private let lock = NSLock()
    private var template: SubjectServer
    /// Every request line sent, in order, by type (for tests of what was asked).
    package private(set) var sent: [String: Int] = [:]

    /// A loopback to `server`, after its `hello` with `specDirectory`; the hello reply is kept in ``hello``.
    package init(server: SubjectServer, specDirectory: String?) {
        template = server
        var request: [String: JSONValue] = ["type": "hello", "protocol": 1, "product": .string(server.product)]
        if let specDirectory { request["specDirectory"] = .string(specDirectory) }
        hello = Connection.exchange(&template, request, seq: 1)
    }

    /// The server's `hello` reply.
    package private(set) var hello: JSONValue = .null

    /// A connection to a fresh copy of the server that answered `hello`.
    func connection() -> Connection {
        lock.lock()
        defer { lock.unlock() }
        return Connection(server: template, loopback: self)
    }

    func count(_ type: String) {
        lock.lock()
        sent[type, default: 0] += 1
        lock.unlock()
    }

    /// Registries whose proxies serve what the `hello` reply lists.
    package func registries() -> (SubjectRegistry, RuleCheckRegistry) {
        let product = template.product
        let serves = hello["serves"] ?? .null
        func list(_ key: String) -> [String] { serves[key]?.arrayValue?.compactMap(\.stringValue) ?? [] }
        var subjects = SubjectRegistry()
        for group in serves["machineGroups"]?.arrayValue ?? [] {
            let machines = group.arrayValue?.compactMap(\.stringValue) ?? []
            subjects.register(.machine, product: product, elements: machines) { MachineProxy(self.connection()) }
        }
        subjects.register(.decision, product: product, elements: list("decisionTables")) {
            DecisionProxy(self.connection())
        }
        subjects.register(.contract, product: product, elements: list("contracts")) { CallProxy(self.connection()) }
        var units: [String: String] = [:]
        for (limit, unit) in serves["limitUnits"]?.objectValue ?? [:] { units[limit] = unit.stringValue }
        let limitUnits = units
        subjects.register(.limit, product: product, elements: list("limits")) {
            CallProxy(self.connection(), units: limitUnits)
        }
        subjects.register(.property, product: product, elements: list("properties")) { CallProxy(self.connection()) }
        subjects.register(.output, product: product, elements: list("outputs")) { CallProxy(self.connection()) }
        var rules = RuleCheckRegistry()
        for rule in serves["rules"]?.arrayValue ?? [] {
            guard let id = rule["rule"]?.stringValue else { continue }
            let proves = (rule["proves"]?.arrayValue ?? []).compactMap {
                $0.stringValue.flatMap(EvidenceKind.init(rawValue:))
            }
            let check = RuleCheck(
                ruleID: id, covers: rule["covers"]?.arrayValue?.compactMap(\.stringValue) ?? [], proves: proves,
                title: rule["title"]?.stringValue ?? id
            ) { context in
                let connection = self.connection()
                let parameters = context.rule(id)?.parameters ?? [:]
                do {
                    let verdict = try connection.send(
                        ["type": "rule", "rule": .string(id), "parameters": .object(parameters)], expect: "verdict")
                    let assertions = (verdict["assertions"]?.arrayValue ?? []).compactMap { item -> Assertion? in
                        guard let claim = item["claim"]?.stringValue else { return nil }
                        return Assertion(claim: claim, ids: item["proves"]?.arrayValue?.compactMap(\.stringValue) ?? [])
                    }
                    ExpectationLedger.record(
                        reported: assertions, evaluated: verdict["expectations"]?.intValue ?? assertions.count)
                    ExpectationLedger.record(read: verdict["read"]?.arrayValue?.compactMap(\.stringValue) ?? [])
                    return verdict["pass"] == .bool(true) ? .pass : .fail(verdict["message"]?.stringValue ?? "")
                } catch {
                    return .fail("the subject could not run rule \(id): \(error)")
                }
            }
            rules.register(product: product, check)
        }
        return (subjects, rules)
    }
}

/// One server of the loopback, and the requests sent to it.
final class Connection: @unchecked Sendable {
    private var server: SubjectServer
    private var seq = 1
    private let loopback: ProtocolLoopback

    init(server: SubjectServer, loopback: ProtocolLoopback) {
        self.server = server
        self.loopback = loopback
    }

    /// Sends one request; the reply, which must be of type `expect` (or one of `also`), or a thrown ``SubjectError``
    /// with an error reply's message.
    func send(_ request: [String: JSONValue], expect: String, also: [String] = []) throws -> JSONValue {
        seq += 1
        loopback.count(request["type"]?.stringValue ?? "?")
        let reply = Self.exchange(&server, request, seq: seq)
        guard reply["seq"] == .int(seq) else { throw SubjectError("wrong seq in reply \(reply)") }
        let type = reply["type"]?.stringValue ?? ""
        if type == "error" { throw SubjectError(reply["message"]?.stringValue ?? "") }
        guard type == expect || also.contains(type) else { throw SubjectError("reply of type \(type), not \(expect)") }
        return reply
    }

    /// Writes `request` as a line, has `server` answer it, and reads the reply line back.
    static func exchange(_ server: inout SubjectServer, _ request: [String: JSONValue], seq: Int) -> JSONValue {
        var fields = request
        fields["seq"] = .int(seq)
        let line = Array(JSONWriter(indent: 0).string(.object(fields)).utf8)
        let reply = server.reply(to: line)
        precondition(!reply.contains(0x0A), "a reply line holds a newline")
        return JSONParser().parse(reply).root?.value ?? .null
    }

    static func observation(_ reply: JSONValue) -> Observation {
        var states: [String: String] = [:]
        for (machine, state) in reply["states"]?.objectValue ?? [:] { states[machine] = state.stringValue }
        return Observation(
            states: states, events: (reply["events"]?.arrayValue ?? []).map(event),
            outputs: reply["outputs"]?.objectValue ?? [:],
            conditions: Set((reply["conditions"]?.arrayValue ?? []).compactMap(\.stringValue)))
    }

    static func event(_ value: JSONValue) -> ObservedEvent {
        ObservedEvent(
            name: value["name"]?.stringValue ?? "", payload: value["payload"] ?? .object([:]),
            conditions: Set((value["conditions"]?.arrayValue ?? []).compactMap(\.stringValue)))
    }
}

/// A machine subject: `reset` and `apply` requests.
struct MachineProxy: ConformanceSubject {
    let connection: Connection
    var resetObservation: Observation?

    init(_ connection: Connection) { self.connection = connection }

    mutating func reset(context: JSONValue) throws {
        let reply = try connection.send(["type": "reset", "context": context], expect: "ok", also: ["observation"])
        resetObservation = reply["type"] == "observation" ? Connection.observation(reply) : nil
    }

    func observeReset() -> Observation? { resetObservation }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        var request: [String: JSONValue] = [
            "type": "apply", "machine": .string(stimulus.machine), "event": .string(stimulus.event),
            "data": stimulus.data,
        ]
        if let delay = stimulus.delaySeconds { request["delaySeconds"] = .int(delay) }
        return Connection.observation(try connection.send(request, expect: "observation"))
    }
}

/// A decision subject: `decide` requests; an error reply is no answer.
struct DecisionProxy: DecisionSubject {
    let connection: Connection

    init(_ connection: Connection) { self.connection = connection }

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        try? connection.send(
            ["type": "decide", "table": .string(table), "inputs": .object(inputs)], expect: "decision")["output"]
    }
}

/// Contract, limit, property and output subjects: `call`, `probe`, `drive` and `output` requests.
struct CallProxy: ContractSubject, LimitProbe, PropertyDriver, OutputSubject {
    let connection: Connection
    /// The limits' units the `hello` declared (`limitUnits`).
    let units: [String: String]

    init(_ connection: Connection, units: [String: String] = [:]) {
        self.connection = connection
        self.units = units
    }

    func unit(of limit: String) -> String? { units[limit] }

    mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
        let reply = try connection.send(
            ["type": "call", "contract": .string(contract), "input": input], expect: "outcome")
        return ContractOutcome(
            accepted: reply["accepted"] == .bool(true), stateBefore: reply["stateBefore"] ?? .null,
            stateAfter: reply["stateAfter"] ?? .null,
            message: reply["message"]?.stringValue,
            violated: reply["violated"]?.arrayValue.map { $0.compactMap(\.stringValue) })
    }

    mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
        let reply = try connection.send(
            ["type": "probe", "limit": .string(limit), "value": .double(value)], expect: "probed")
        switch reply["outcome"]?.stringValue {
        case "accepted": return .accepted
        case "refused": return .refused(reply["reason"]?.stringValue)
        default: return .cannot(reply["reason"]?.stringValue ?? "")
        }
    }

    mutating func drive(property: String, value: JSONValue) throws -> PropertyDrive {
        let reply = try connection.send(
            ["type": "drive", "property": .string(property), "value": value], expect: "driven")
        if let reason = reply["cannot"]?.stringValue { return .cannot(reason) }
        return .emitted((reply["events"]?.arrayValue ?? []).map(Connection.event))
    }

    mutating func output(_ output: String, input: JSONValue) throws -> JSONValue {
        try connection.send(["type": "output", "output": .string(output), "input": input], expect: "value")["value"]
            ?? .null
    }
}
