import SpecModel

/// One record of a trace read with the JSON parser: what ``TraceScanner`` leaves to it (event data, a context,
/// payloads, escapes).
struct TraceRecord {
    var session: String
    var machine: String
    var event: String
    var state: String
    /// The event's data; nil when the record has none (not recorded: a guard reading it is unknown).
    var data: JSONValue?
    var context: [String: JSONValue]?
    var emitted: [(name: String, payload: JSONValue?)] = []

    /// Why a line is not a record.
    struct Malformed: Error {
        var message: String
        /// The session, when the line has one as a string (for the worker that owns it).
        var session: String?
    }

    /// The record in `line`, or why it is malformed.
    static func parse(_ line: UnsafeRawBufferPointer) -> Result<TraceRecord, Malformed> {
        let parsed = JSONParser().parse(line)
        let problem = parsed.diagnostics.first { $0.severity == .error }
        let root = parsed.root?.value
        let session = root?["session"]?.stringValue
        guard problem == nil, case .object(let record)? = root,
            let session, let machine = record["machine"]?.stringValue, let event = record["event"]?.stringValue,
            let state = record["state"]?.stringValue
        else {
            return .failure(
                Malformed(
                    message: "a record is a JSON object with string \"session\", \"machine\", \"event\" and \"state\""
                        + (problem.map { ": " + $0.message } ?? ""),
                    session: problem == nil ? session : nil))
        }
        var result = TraceRecord(session: session, machine: machine, event: event, state: state, data: record["data"])
        if let context = record["context"] {
            guard let object = context.objectValue else {
                return .failure(
                    Malformed(message: "a record's \"context\" is an object of context fields", session: session))
            }
            result.context = object
        }
        if let emitted = record["emitted"] {
            guard let list = emitted.arrayValue else {
                return .failure(Malformed(message: "a record's \"emitted\" is an array", session: session))
            }
            for value in list {
                if let name = value.stringValue {
                    result.emitted.append((name, nil))
                } else if let name = value["name"]?.stringValue {
                    result.emitted.append((name, value["payload"]))
                } else {
                    return .failure(
                        Malformed(
                            message: "an emitted event is a name or {\"name\": \"…\", \"payload\": {…}}",
                            session: session))
                }
            }
        }
        return .success(result)
    }
}
