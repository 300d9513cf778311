import Conformance
import SpecModel

/// A reply, decoded for the request it answers (docs/SUBJECT-PROTOCOL.md §4).
package enum SubjectReply: Hashable, Sendable {
    case hello(HelloReply)
    /// `ok`: a reset that reports nothing.
    case ok
    case observation(Observation)
    /// `decision`: the output of one decision-table combination.
    case decision(JSONValue)
    case outcome(ContractOutcome)
    case probed(LimitOutcome)
    case driven(PropertyDrive)
    /// `value`: a composed output.
    case value(JSONValue)
    case verdict(RuleVerdict)
    /// `error`: the adapter could not do what was asked (not a divergence of the implementation).
    case error(String)

    /// Decodes the body of a reply of `type` (one of the request's reply types, or `error`); `seq` and `type` are
    /// already checked.
    static func decode(type: String, _ object: [String: JSONValue]) throws(MalformedReply) -> SubjectReply {
        func reader(_ keys: [String]) throws(MalformedReply) -> ReplyReader {
            let reader = ReplyReader(object, name: type, allowed: ["seq", "type"] + keys)
            try reader.finish()
            return reader
        }
        switch type {
        case "hello": return .hello(try HelloReply.decode(object))
        case "ok":
            _ = try reader([])
            return .ok
        case "observation": return .observation(try Observation.decode(try reader(Observation.keys)))
        case "decision": return .decision(try reader(["output"]).value("output"))
        case "outcome":
            let r = try reader(["accepted", "stateBefore", "stateAfter", "message", "violated"])
            return .outcome(
                ContractOutcome(
                    accepted: try r.bool("accepted"), stateBefore: try r.value("stateBefore"),
                    stateAfter: try r.value("stateAfter"),
                    message: try r.optionalString("message"),
                    violated: r.object["violated"] == nil ? nil : try r.strings("violated")))
        case "probed": return .probed(try probed(try reader(["outcome", "reason"])))
        case "driven": return .driven(try driven(try reader(["events", "cannot"])))
        case "value": return .value(try reader(["value"]).value("value"))
        case "verdict":
            return .verdict(
                try RuleVerdict.decode(try reader(["pass", "message", "assertions", "expectations", "read"])))
        case "error": return .error(try reader(["message"]).string("message"))
        default: throw MalformedReply("unknown reply type \"\(type)\"")
        }
    }

    private static func probed(_ r: ReplyReader) throws(MalformedReply) -> LimitOutcome {
        let outcome = try r.string("outcome")
        let reason = try r.optionalString("reason")
        switch outcome {
        case "accepted": return .accepted
        case "refused": return .refused(reason)
        case "cannot":
            guard let reason else { throw MalformedReply("\"reason\" is missing (an outcome \"cannot\" says why)") }
            return .cannot(reason)
        default:
            let names = ["accepted", "refused", "cannot"]
            throw MalformedReply(
                "\"outcome\" is \"\(outcome)\", not one of accepted, refused, cannot"
                    + Suggestion.hint(for: outcome, among: names))
        }
    }

    private static func driven(_ r: ReplyReader) throws(MalformedReply) -> PropertyDrive {
        switch (r.object["events"], r.object["cannot"]) {
        case (.some, nil): return .emitted(try Observation.events(r))
        case (nil, .some): return .cannot(try r.string("cannot"))
        default: throw MalformedReply("a driven reply has either \"events\" or \"cannot\"")
        }
    }
}

extension Observation {
    static let keys = ["states", "events", "outputs", "conditions"]
    static let eventKeys = ["name", "payload", "conditions"]

    /// An `observation` reply's body.
    static func decode(_ r: ReplyReader) throws(MalformedReply) -> Observation {
        var states: [String: String] = [:]
        for (machine, state) in try r.object("states") {
            guard let name = state.stringValue else {
                throw MalformedReply(
                    "states.\(machine) is \(ReplyReader.article(state.typeName)) \(state.typeName), not a state name")
            }
            states[machine] = name
        }
        return Observation(
            states: states, events: r.object["events"] == nil ? [] : try events(r),
            outputs: try r.optionalObject("outputs") ?? [:],
            conditions: Set(try r.strings("conditions")))
    }

    /// The `events` array of an observation or a driven reply.
    static func events(_ r: ReplyReader) throws(MalformedReply) -> [ObservedEvent] {
        var events: [ObservedEvent] = []
        for (index, item) in try r.array("events").enumerated() {
            let e = try r.item("events", index, item, name: "an event", allowed: eventKeys)
            try e.finish()
            events.append(
                ObservedEvent(
                    name: try e.string("name"), payload: e.object["payload"] ?? .object([:]),
                    conditions: Set(try e.strings("conditions"))))
        }
        return events
    }
}
