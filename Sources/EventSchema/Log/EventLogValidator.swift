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

    /// Events a canonical line may be accepted for without building a value: the name's bytes and the schema, for
    /// every event whose policy forbids no content (with no conditions on the line, nothing else of a policy applies).
    let fastEvents: [(name: [UInt8], schema: CompiledSchema)]

    /// One validator per worker beyond the first, each over its own copy of the catalogue: workers sharing one
    /// compiled schema contend on its storage's reference counts and ran slower than one worker alone.
    var workerCopies: [EventLogValidator] = []

    /// A validator whose workers each check with their own catalogue (`catalogs.count` workers; compile the same
    /// events once per worker, e.g. `(0..<n).map { _ in EventCatalog(bundle) }`).
    public init(catalogs: [EventCatalog], limit: Int = 100) {
        precondition(!catalogs.isEmpty, "at least one catalogue")
        self.init(catalog: catalogs[0], limit: limit, jobs: catalogs.count)
        workerCopies = catalogs.dropFirst().map { EventLogValidator(catalog: $0, limit: limit, jobs: 1) }
    }

    public init(catalog: EventCatalog, limit: Int = 100, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.catalog = catalog
        self.limit = max(0, limit)
        self.jobs = max(1, jobs)
        fastEvents = catalog.schemas.keys.sorted().compactMap { name in
            guard (catalog.policies[name]?.forbiddenContent ?? []).isEmpty, let schema = catalog.schemas[name] else { return nil }
            return (Array(name.utf8), schema)
        }
    }

    /// The fast path: a line written exactly `{"name":"<declared event>","payload":{…}}` whose payload the event's
    /// schema accepts in one walk over its bytes is valid; the event's name, or nil (then the line is parsed and
    /// checked in full, with the same verdict for a valid line and the errors for an invalid one).
    func acceptsQuickly(_ line: UnsafeRawBufferPointer) -> String? {
        quickIndex(line).map { String(decoding: fastEvents[$0].name, as: UTF8.self) }
    }

    /// ``acceptsQuickly(_:)`` by index in ``fastEvents``, making no string.
    func quickIndex(_ line: UnsafeRawBufferPointer) -> Int? {
        let prefix: StaticString = "{\"name\":\""
        let n = prefix.utf8CodeUnitCount
        guard line.count > n + 13, memcmp(line.baseAddress!, prefix.utf8Start, n) == 0 else { return nil }
        for (index, (name, schema)) in fastEvents.enumerated() {
            let tail: StaticString = "\",\"payload\":"
            let t = tail.utf8CodeUnitCount
            let start = n + name.count + t
            guard line.count > start + 1,
                name.withUnsafeBytes({ memcmp(line.baseAddress! + n, $0.baseAddress!, name.count) }) == 0,
                memcmp(line.baseAddress! + n + name.count, tail.utf8Start, t) == 0
            else { continue }
            var end = line.count
            while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x0D || line[end - 1] == 0x09 { end -= 1 }
            guard end > start + 1, line[end - 1] == 0x7D, line[start] == 0x7B, Self.objectEnd(line, from: start) == end - 1 else { return nil }
            let payload = UnsafeRawBufferPointer(rebasing: line[start..<(end - 1)])
            return schema.acceptsQuickly(payload, options: .default) ? index : nil
        }
        return nil
    }

    /// The index just past the object starting at `start` (strings skipped, escapes honoured), or nil.
    static func objectEnd(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var depth = 0, i = start
        while i < bytes.count {
            switch bytes[i] {
            case 0x22:
                i += 1
                while i < bytes.count, bytes[i] != 0x22 { i += bytes[i] == 0x5C ? 2 : 1 }
            case 0x7B, 0x5B: depth += 1
            case 0x7D, 0x5D:
                depth -= 1
                if depth == 0 { return i + 1 }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// Checks the whole of `handle`, chunk by chunk.
    public func validate(_ handle: FileHandle) throws -> EventLogReport {
        var report = EventLogReport()
        var carry: [UInt8] = []
        var firstLine = 1, offset = 0
        // The next chunk is read while the current one is checked: two buffers, so memory stays flat.
        let reader = ChunkReader(handle: handle, size: chunkSize)
        reader.start()
        while true {
            let data = try reader.take()
            if data.isEmpty { break }
            reader.start()
            var bytes = carry
            bytes.reserveCapacity(carry.count + data.count)
            data.withUnsafeBytes { bytes.append(contentsOf: $0) }
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

    /// Reads one chunk ahead on another thread.
    private final class ChunkReader: @unchecked Sendable {
        let handle: FileHandle
        let size: Int
        private let group = DispatchGroup()
        private var result: Result<Data, any Error> = .success(Data())

        init(handle: FileHandle, size: Int) {
            self.handle = handle
            self.size = size
        }

        /// Starts reading the next chunk.
        func start() {
            group.enter()
            DispatchQueue.global().async {
                self.result = Result { try self.handle.read(upToCount: self.size) ?? Data() }
                self.group.leave()
            }
        }

        /// Waits for the chunk being read (empty at the end).
        func take() throws -> Data {
            group.wait()
            return try result.get()
        }
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
        chunk.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var i = 0
            while i < raw.count, let hit = memchr(base + i, 0x0A, raw.count - i) {
                let at = base.distance(to: UnsafeRawPointer(hit))
                newlines += 1
                if at + 1 < raw.count { lineStarts.append(at + 1) }
                i = at + 1
            }
        }
        let starts = lineStarts
        let workers = min(jobs, max(1, starts.count / 256))
        let results = Parts(count: workers)
        let copies = [self] + workerCopies
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            let validator = copies[w % copies.count]
            var part = EventLogReport()
            var quick = [Int](repeating: 0, count: validator.fastEvents.count)
            chunk.withUnsafeBytes { raw in
                for index in (starts.count * w / workers)..<(starts.count * (w + 1) / workers) {
                    let start = starts[index]
                    var end = index + 1 < starts.count ? starts[index + 1] - 1 : chunk.count
                    if end > start, raw[end - 1] == 0x0A { end -= 1 }
                    if end > start, raw[end - 1] == 0x0D { end -= 1 }
                    let line = UnsafeRawBufferPointer(rebasing: raw[start..<end])
                    if let i = validator.quickIndex(line) {
                        quick[i] += 1
                    } else {
                        validator.check(line, number: firstLine + index, offset: offset + start, into: &part)
                    }
                }
            }
            for (i, n) in quick.enumerated() where n > 0 {
                let name = String(decoding: validator.fastEvents[i].name, as: UTF8.self)
                part.events += n
                part.byEvent[name, default: .init()].events += n
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
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
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
