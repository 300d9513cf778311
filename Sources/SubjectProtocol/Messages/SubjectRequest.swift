import Conformance
import SpecModel

/// One request the engine writes to a subject process (docs/SUBJECT-PROTOCOL.md §3–4), without its `seq`.
package enum SubjectRequest: Hashable, Sendable {
    /// The first request of every process: the protocol version and what the engine is checking.
    case hello(product: String, subject: String, specDirectory: String, tool: String)
    /// Start a new world: one context object per machine of the group.
    case reset(context: JSONValue)
    /// Apply one event to the current world.
    case apply(Stimulus)
    /// Answer one decision-table combination.
    case decide(table: String, inputs: [String: JSONValue])
    /// Call one contract with an input, from a fresh world.
    case call(contract: String, input: JSONValue)
    /// Run the implementation with a limit's quantity at a value, from a fresh world.
    case probe(limit: String, value: Double)
    /// Make the implementation carry a value in a payload property, from a fresh world.
    case drive(property: String, value: JSONValue)
    /// Compute one composed output for an input.
    case output(output: String, input: JSONValue)
    /// Run the subject's own check of a rule with the rule's parameters from the spec.
    case rule(rule: String, parameters: [String: JSONValue])

    /// The request's `type`.
    package var type: String {
        switch self {
        case .hello: "hello"
        case .reset: "reset"
        case .apply: "apply"
        case .decide: "decide"
        case .call: "call"
        case .probe: "probe"
        case .drive: "drive"
        case .output: "output"
        case .rule: "rule"
        }
    }

    /// The reply types that answer the request (besides `error`).
    package var replyTypes: [String] {
        switch self {
        case .hello: ["hello"]
        case .reset: ["ok", "observation"]
        case .apply: ["observation"]
        case .decide: ["decision"]
        case .call: ["outcome"]
        case .probe: ["probed"]
        case .drive: ["driven"]
        case .output: ["value"]
        case .rule: ["verdict"]
        }
    }

    /// The request as one JSON object with its `seq`.
    package func json(seq: Int) -> JSONValue {
        var object: [String: JSONValue] = ["seq": .int(seq), "type": .string(type)]
        switch self {
        case .hello(let product, let subject, let specDirectory, let tool):
            object["protocol"] = .int(SubjectProtocolVersion.current)
            object["product"] = .string(product)
            object["subject"] = .string(subject)
            object["specDirectory"] = .string(specDirectory)
            object["tool"] = .string(tool)
        case .reset(let context):
            object["context"] = context
        case .apply(let stimulus):
            object["machine"] = .string(stimulus.machine)
            object["event"] = .string(stimulus.event)
            object["data"] = stimulus.data
            if let delay = stimulus.delaySeconds { object["delaySeconds"] = .int(delay) }
        case .decide(let table, let inputs):
            object["table"] = .string(table)
            object["inputs"] = .object(inputs)
        case .call(let contract, let input):
            object["contract"] = .string(contract)
            object["input"] = input
        case .probe(let limit, let value):
            object["limit"] = .string(limit)
            object["value"] = Self.number(value)
        case .drive(let property, let value):
            object["property"] = .string(property)
            object["value"] = value
        case .output(let output, let input):
            object["output"] = .string(output)
            object["input"] = input
        case .rule(let rule, let parameters):
            object["rule"] = .string(rule)
            object["parameters"] = .object(parameters)
        }
        return .object(object)
    }

    /// The request as one line: compact JSON (keys sorted) and a newline.
    package func line(seq: Int) -> [UInt8] {
        Array(JSONWriter(indent: 0).string(json(seq: seq)).utf8) + [0x0A]
    }

    /// A limit's value as JSON: an integer when it is one (`9`, not `9.0`), else a decimal.
    static func number(_ value: Double) -> JSONValue {
        if value.isFinite, value == value.rounded(), abs(value) < 9e15 { return .int(Int(value)) }
        return .double(value)
    }
}
