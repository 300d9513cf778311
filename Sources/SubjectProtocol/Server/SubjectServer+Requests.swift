import Conformance
import SpecModel

/// The requests that drive subjects (docs/SUBJECT-PROTOCOL.md §4), each with the lifecycle its in-process runner
/// gives the subject.
extension SubjectServer {
    /// A fresh subject of the group the context's machines belong to, reset with the context (`CheckSession`).
    mutating func reset(_ request: Request) throws(Failure) -> JSONValue {
        world = nil
        let context = try request.object("context")
        let machines = context.keys.sorted()
        guard let first = machines.first else { throw Failure("reset request: \"context\" names no machine") }
        var group: Int?
        for machine in machines {
            guard let found = subjects.group(.machine, product: product, element: machine) else {
                throw Failure(unserved("machine", machine, among: subjects.elements(.machine, product: product)))
            }
            if let group, group != found {
                throw Failure(
                    "reset request: machines \"\(first)\" and \"\(machine)\" are served by different subjects (groups \(groupList))"
                )
            }
            group = found
            guard case .object = context[machine] else {
                throw Failure(
                    "reset request: the context of \"\(machine)\" is \(Request.article(context[machine]?.typeName ?? "null")), not an object"
                )
            }
        }
        var subject = try fresh(.machine, first)
        try answering { try subject.reset(context: .object(context)) }
        let groupMachines = subjects.groups(.machine, product: product).first { $0.contains(first) } ?? machines
        world = World(machines: groupMachines, subject: subject)
        if let observation = subject.observeReset() { return Self.reply(observation) }
        return .object(["type": .string("ok")])
    }

    /// One stimulus to the subject of the last reset.
    mutating func apply(_ request: Request) throws(Failure) -> JSONValue {
        let machine = try request.string("machine")
        let event = try request.string("event")
        let data = request.fields["data"] ?? .null
        guard let machines = world?.machines else {
            throw Failure("apply request before any successful reset: there is no world to send \"\(event)\" to")
        }
        guard machines.contains(machine) else {
            throw Failure(
                "apply request: machine \"\(machine)\" is not in the world of the last reset (\(machines.joined(separator: ", ")))"
            )
        }
        do {
            // In place: a subject holding its implementation by value is not copied.
            guard let observation = try world?.subject.apply(Stimulus(machine: machine, event: event, data: data))
            else {
                preconditionFailure("the world is there: its machines were read above")
            }
            return Self.reply(observation)
        } catch {
            throw Failure("\(error)")
        }
    }

    /// One combination, asked of the table's decision subject (`DecisionCheckRunner`: one subject per table).
    mutating func decide(_ request: Request) throws(Failure) -> JSONValue {
        let table = try request.string("table")
        let inputs = try request.object("inputs")
        if decision?.table != table {
            decision = nil
            decision = (table, try fresh(.decision, table))
        }
        guard let output = decision?.subject.decide(table: table, inputs: inputs) else {
            throw Failure("the implementation gives no answer for this combination")
        }
        return .object(["type": .string("decision"), "output": output])
    }

    /// One contract call on a fresh contract subject (`ContractCheckRunner`).
    func call(_ request: Request) throws(Failure) -> JSONValue {
        let contract = try request.string("contract")
        let input = try request.object("input")
        var subject = try fresh(.contract, contract)
        let outcome = try answering { try subject.call(contract: contract, input: .object(input)) }
        var reply: [String: JSONValue] = [
            "type": .string("outcome"), "accepted": .bool(outcome.accepted), "stateBefore": outcome.stateBefore,
            "stateAfter": outcome.stateAfter,
        ]
        if let message = outcome.message { reply["message"] = .string(message) }
        if let violated = outcome.violated { reply["violated"] = .array(violated.map(JSONValue.string)) }
        return .object(reply)
    }

    /// One value of a limit, on a fresh probe (`LimitCheckRunner`).
    func probe(_ request: Request) throws(Failure) -> JSONValue {
        let limit = try request.string("limit")
        let value = try request.number("value").doubleValue
        var probe = try fresh(.limit, limit)
        let outcome = try answering { try probe.probe(limit: limit, value: value) }
        var reply: [String: JSONValue] = ["type": .string("probed")]
        switch outcome {
        case .accepted:
            reply["outcome"] = .string("accepted")
        case .refused(let reason):
            reply["outcome"] = .string("refused")
            if let reason { reply["reason"] = .string(reason) }
        case .cannot(let reason):
            reply["outcome"] = .string("cannot")
            reply["reason"] = .string(reason)
        }
        return .object(reply)
    }

    /// One payload value, on a fresh property driver (`PayloadValueCheckRunner`).
    func drive(_ request: Request) throws(Failure) -> JSONValue {
        let property = try request.string("property")
        let value = try request.value("value", "any JSON value")
        var driver = try fresh(.property, property)
        let drive = try answering { try driver.drive(property: property, value: value) }
        switch drive {
        case .emitted(let events): return .object(["type": .string("driven"), "events": .array(events.map(Self.json))])
        case .cannot(let reason): return .object(["type": .string("driven"), "cannot": .string(reason)])
        }
    }

    /// One input of an output, on a fresh output subject (`OutputCheckRunner`).
    func output(_ request: Request) throws(Failure) -> JSONValue {
        let output = try request.string("output")
        let input = try request.value("input", "any JSON value")
        var subject = try fresh(.output, output)
        return .object(["type": .string("value"), "value": try answering { try subject.output(output, input: input) }])
    }

    /// A fresh subject of `kind` for `element`, or the failure naming what is served instead.
    func fresh<Subject>(_ kind: SubjectKind<Subject>, _ element: String) throws(Failure) -> Subject {
        guard let factory = subjects.factory(kind, product: product, element: element) else {
            throw Failure(unserved(kind.noun, element, among: subjects.elements(kind, product: product)))
        }
        return factory()
    }

    /// `body`'s value; what it throws becomes the request's failure, in the error's words.
    func answering<Value>(_ body: () throws -> Value) throws(Failure) -> Value {
        do {
            return try body()
        } catch {
            throw Failure("\(error)")
        }
    }

    /// `no subject serves contract "X" (served: A, B); did you mean "Y"?`.
    func unserved(_ kind: String, _ id: String, among served: [String]) -> String {
        let list = served.isEmpty ? "none is served" : "served: " + served.joined(separator: ", ")
        return "nothing serves \(kind) \"\(id)\" of \(product) (\(list))" + Suggestion.hint(for: id, among: served)
    }

    /// The machine groups, as `[a, b], [c]`.
    var groupList: String {
        subjects.groups(.machine, product: product).map { "[" + $0.joined(separator: ", ") + "]" }.joined(
            separator: ", ")
    }
}
