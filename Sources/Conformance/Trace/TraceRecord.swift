import SpecModel

/// One record of a trace.
struct TraceRecord {
    var session: String
    var machine: String
    var event: String
    var state: String
    var data: JSONValue = .null
    var context: [String: JSONValue]?
    var emitted: [(name: String, payload: JSONValue?)] = []

    /// The fast reading: a flat object whose members are `session`, `machine`, `event` and `state` as plain strings and
    /// `emitted` as an array of plain strings, in any order, without escapes; nil for anything else (then ``parse``).
    static func scan(_ line: UnsafeRawBufferPointer) -> TraceRecord? {
        var i = 0
        func skip() { while i < line.count, line[i] == 0x20 || line[i] == 0x09 || line[i] == 0x0D { i += 1 } }
        func string() -> String? {
            guard i < line.count, line[i] == 0x22 else { return nil }
            let start = i + 1
            var j = start
            while j < line.count, line[j] != 0x22 {
                if line[j] == 0x5C || line[j] < 0x20 { return nil }
                j += 1
            }
            guard j < line.count else { return nil }
            i = j + 1
            return String(decoding: UnsafeRawBufferPointer(rebasing: line[start..<j]), as: UTF8.self)
        }
        skip()
        guard i < line.count, line[i] == 0x7B else { return nil }
        i += 1
        var session: String?, machine: String?, event: String?, state: String?
        var emitted: [(name: String, payload: JSONValue?)] = []
        var sawEmitted = false
        while true {
            skip()
            guard let key = string() else { return nil }
            skip()
            guard i < line.count, line[i] == 0x3A else { return nil }
            i += 1
            skip()
            switch key {
            case "session":
                guard session == nil, let value = string() else { return nil }
                session = value
            case "machine":
                guard machine == nil, let value = string() else { return nil }
                machine = value
            case "event":
                guard event == nil, let value = string() else { return nil }
                event = value
            case "state":
                guard state == nil, let value = string() else { return nil }
                state = value
            case "emitted":
                guard !sawEmitted, i < line.count, line[i] == 0x5B else { return nil }
                sawEmitted = true
                i += 1
                skip()
                if i < line.count, line[i] == 0x5D {
                    i += 1
                } else {
                    while true {
                        skip()
                        guard let name = string() else { return nil }
                        emitted.append((name, nil))
                        skip()
                        guard i < line.count else { return nil }
                        if line[i] == 0x2C { i += 1; continue }
                        guard line[i] == 0x5D else { return nil }
                        i += 1
                        break
                    }
                }
            default:
                return nil
            }
            skip()
            guard i < line.count else { return nil }
            if line[i] == 0x2C { i += 1; continue }
            guard line[i] == 0x7D else { return nil }
            i += 1
            break
        }
        skip()
        guard i == line.count, let session, let machine, let event, let state else { return nil }
        return TraceRecord(session: session, machine: machine, event: event, state: state, emitted: emitted)
    }

    /// The full reading with the JSON parser; a malformed record is reported and nil returned.
    static func parse(_ line: UnsafeRawBufferPointer, number: Int, into report: inout TraceReport) -> TraceRecord? {
        let parsed = JSONParser().parse(line)
        guard let root = parsed.root?.value, parsed.diagnostics.filter({ $0.severity == .error }).isEmpty, case .object(let record) = root,
            let session = record["session"]?.stringValue, let machine = record["machine"]?.stringValue,
            let event = record["event"]?.stringValue, let state = record["state"]?.stringValue
        else {
            report.violations.append(
                .init(
                    line: number, code: "trace.malformed",
                    message: "a record is a JSON object with string \"session\", \"machine\", \"event\" and \"state\""
                        + (parsed.diagnostics.first.map { ": " + $0.message } ?? "")))
            return nil
        }
        var result = TraceRecord(session: session, machine: machine, event: event, state: state, data: record["data"] ?? .null)
        result.context = record["context"]?.objectValue
        for value in record["emitted"]?.arrayValue ?? [] {
            if let name = value.stringValue {
                result.emitted.append((name, nil))
            } else if let name = value["name"]?.stringValue {
                result.emitted.append((name, value["payload"]))
            }
        }
        return result
    }
}
