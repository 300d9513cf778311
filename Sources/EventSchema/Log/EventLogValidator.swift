import Foundation
import SpecModel

/// Checks an analytics event log, one JSON object per line, against a product's event catalogue: every line's event
/// must be declared, its payload valid against the event's schema and its policies under the line's conditions.
///
/// A line is `{"name": "<event>", "payload": {…}, "conditions": ["…"]}`; `event` may stand for `name` and `properties`
/// for `payload` (the shapes analytics pipelines write); a missing payload is `{}`. The log is read in chunks of
/// ``chunkSize`` bytes, so memory stays flat however long the log is; each chunk's lines are split between
/// ``jobs`` workers. Malformed lines are reported with their line and column and the rest is still checked.
public struct EventLogValidator: Sendable {
    public let catalog: EventCatalog
    /// How many violations the report keeps (the first, by line); every one is counted.
    public var limit: Int
    public var jobs: Int
    public var chunkSize = 4 << 20

    public init(catalog: EventCatalog, limit: Int = 100, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.catalog = catalog
        self.limit = max(0, limit)
        self.jobs = max(1, jobs)
    }

    /// Checks the whole of `handle`, chunk by chunk.
    public func validate(_ handle: FileHandle) throws -> EventLogReport {
        var report = EventLogReport()
        var carry: [UInt8] = []
        var firstLine = 1, offset = 0
        while true {
            let data = try handle.read(upToCount: chunkSize) ?? Data()
            if data.isEmpty { break }
            var bytes = carry
            bytes.append(contentsOf: data)
            guard let last = bytes.lastIndex(of: 0x0A) else {
                carry = bytes
                continue
            }
            carry = Array(bytes[(last + 1)...])
            bytes.removeSubrange((last + 1)...)
            let (part, lines) = validate(chunk: bytes, firstLine: firstLine, offset: offset)
            report.merge(part, limit: limit)
            firstLine += lines
            offset += bytes.count
        }
        if !carry.isEmpty { report.merge(validate(chunk: carry, firstLine: firstLine, offset: offset).0, limit: limit) }
        return report
    }

    /// Checks `bytes` (whole lines) in memory.
    public func validate(bytes: [UInt8]) -> EventLogReport {
        var report = EventLogReport()
        report.merge(validate(chunk: bytes, firstLine: 1, offset: 0).0, limit: limit)
        return report
    }

    /// One chunk of whole lines, split between the workers at line ends; the report and the number of lines.
    func validate(chunk: [UInt8], firstLine: Int, offset: Int) -> (EventLogReport, Int) {
        var lineStarts = [0]
        var newlines = 0
        for (i, byte) in chunk.enumerated() where byte == 0x0A {
            newlines += 1
            if i + 1 < chunk.count { lineStarts.append(i + 1) }
        }
        let starts = lineStarts
        let workers = min(jobs, max(1, starts.count / 256))
        let results = Parts(count: workers)
        let validator = self
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var part = EventLogReport()
            chunk.withUnsafeBytes { raw in
                for index in (starts.count * w / workers)..<(starts.count * (w + 1) / workers) {
                    let start = starts[index]
                    var end = index + 1 < starts.count ? starts[index + 1] - 1 : chunk.count
                    if end > start, raw[end - 1] == 0x0A { end -= 1 }
                    if end > start, raw[end - 1] == 0x0D { end -= 1 }
                    validator.check(UnsafeRawBufferPointer(rebasing: raw[start..<end]), number: firstLine + index, offset: offset + start, into: &part)
                }
            }
            results.store(part, at: w)
        }
        var report = EventLogReport()
        for part in results.all { report.merge(part, limit: limit) }
        return (report, newlines)
    }

    /// The workers' reports, one slot each.
    private final class Parts: @unchecked Sendable {
        private var parts: [EventLogReport]
        private let lock = NSLock()

        init(count: Int) { parts = Array(repeating: EventLogReport(), count: count) }

        func store(_ part: EventLogReport, at index: Int) {
            lock.lock()
            parts[index] = part
            lock.unlock()
        }

        var all: [EventLogReport] {
            lock.lock()
            defer { lock.unlock() }
            return parts
        }
    }

    /// Checks one line (without its newline); blank lines are skipped.
    func check(_ line: UnsafeRawBufferPointer, number: Int, offset: Int, into report: inout EventLogReport) {
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
        report.events += 1
        var found: [EventLogReport.Violation] = []
        func add(_ code: String, _ message: String, event: String? = nil, pointer: String = "", column: Int = 1) {
            found.append(.init(line: number, column: column, offset: offset + column - 1, event: event, code: code, pointer: pointer, message: message))
        }
        let parsed = JSONParser().parse(line)
        guard let root = parsed.root?.value, parsed.diagnostics.filter({ $0.severity == .error }).isEmpty else {
            let first = parsed.diagnostics.first
            add("log.malformed", "not a JSON object: " + (first?.message ?? "unreadable"), column: first?.location?.column ?? 1)
            record(found, event: nil, malformed: true, into: &report)
            return
        }
        guard case .object(let object) = root, let name = (object["name"] ?? object["event"])?.stringValue else {
            add("log.no-name", "a line is an object with the event's \"name\" (or \"event\") as a string")
            record(found, event: nil, malformed: true, into: &report)
            return
        }
        let payload = object["payload"] ?? object["properties"] ?? .object([:])
        var conditions = Set<String>()
        if let list = object["conditions"] {
            guard let items = list.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
                add("log.bad-payload", "\"conditions\" is an array of condition names", event: name, pointer: "")
                record(found, event: name, malformed: false, into: &report)
                return
            }
            conditions = Set(items.compactMap(\.stringValue))
        }
        let result = catalog.validate(eventName: name, payload: payload, conditions: conditions)
        for error in result.errors { add(error.code, error.message, event: name, pointer: error.instancePointer) }
        for violation in result.violations { add(violation.code, violation.description, event: name) }
        record(found, event: name, malformed: false, into: &report)
    }

    private func record(_ found: [EventLogReport.Violation], event: String?, malformed: Bool, into report: inout EventLogReport) {
        if let event {
            report.byEvent[event, default: .init()].events += 1
            if !found.isEmpty { report.byEvent[event, default: .init()].invalid += 1 }
        }
        if malformed { report.malformed += 1 } else if !found.isEmpty { report.invalid += 1 }
        report.violationCount += found.count
        if report.violations.count < limit { report.violations += found.prefix(limit - report.violations.count) }
    }
}
