import Foundation
import SpecModel

/// Checks an analytics event log, one JSON object per line, against a product's event catalogue: every line's event
/// must be declared, its payload valid against the event's schema and its policies under the line's conditions.
///
/// A line is `{"name": "<event>", "payload": {…}, "conditions": ["…"]}`; `event` may stand for `name` and `properties`
/// for `payload` (the shapes analytics pipelines write); a missing payload is `{}`. The log is read in chunks of
/// ``chunkSize`` bytes, so memory stays flat however long the log is; each chunk's lines are split between
/// ``jobs`` workers. Malformed lines are reported with their line and column and the rest is still checked.
package struct EventLogValidator: Sendable {
    package let catalog: EventCatalog
    /// How many violations the report keeps (the first, by line); every one is counted.
    package var limit: Int
    package var jobs: Int
    package var chunkSize = 4 << 20

    /// The events a line may be accepted for without building a value (see ``EventLogFastPath``).
    let fast: EventLogFastPath

    /// One validator per worker beyond the first, each over its own copy of the catalogue: workers sharing one
    /// compiled schema contend on its storage's reference counts and ran slower than one worker alone.
    var workerCopies: [EventLogValidator] = []

    /// A validator whose workers each check with their own catalogue (`catalogs.count` workers; compile the same
    /// events once per worker, e.g. `(0..<n).map { _ in EventCatalog(bundle) }`).
    package init(catalogs: [EventCatalog], limit: Int = 100) {
        precondition(!catalogs.isEmpty, "at least one catalogue")
        self.init(catalog: catalogs[0], limit: limit, jobs: catalogs.count)
        workerCopies = catalogs.dropFirst().map { EventLogValidator(catalog: $0, limit: limit, jobs: 1) }
    }

    package init(catalog: EventCatalog, limit: Int = 100, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.catalog = catalog
        self.limit = max(0, limit)
        self.jobs = max(1, jobs)
        fast = EventLogFastPath(catalog)
    }

    /// The fast path alone: the event's name when `line` is certainly a valid event without conditions, or nil (then
    /// the line is parsed and checked in full, with the same verdict for a valid line and the errors for an invalid one).
    func acceptsQuickly(_ line: UnsafeRawBufferPointer) -> String? {
        guard var walker = fast.makeWalker() else { return nil }
        return fast.accepts(line, walker: &walker).map { fast.names[$0] }
    }

    /// Checks the whole of `handle`, chunk by chunk.
    package func validate(_ handle: FileHandle) throws -> EventLogReport {
        var report = EventLogReport()
        var firstLine = 1
        var offset = 0
        // The next chunk is read (by worker 0, before it takes pieces) while the current one is checked: two buffers,
        // so memory stays flat.
        let reader = ChunkReader(handle: handle, size: max(1, chunkSize))
        let workers = WorkerThreads(count: jobs)
        defer { workers.stop() }
        var chunk = try reader.first()
        while !chunk.isEmpty {
            // Whole lines only; the rest moves to the front of the other buffer, which is then filled on.
            let whole = chunk.lastIndex(of: 0x0A).map { $0 + 1 } ?? (reader.atEnd ? chunk.count : 0)
            let lines = UnsafeRawBufferPointer(rebasing: chunk[..<whole])
            guard let chunkBase = chunk.baseAddress else { preconditionFailure("a non-empty chunk has a base address") }
            let tail = Share(start: chunkBase + whole, count: chunk.count - whole, offset: 0)
            let (part, count) = validate(chunk: lines, firstLine: firstLine, offset: offset, workers: workers) {
                reader.fillNext(keeping: UnsafeRawBufferPointer(start: tail.start, count: tail.count))
            }
            report.merge(part, limit: limit)
            firstLine += count
            offset += whole
            chunk = try reader.next()
        }
        return report
    }

    /// Checks `bytes` (whole lines) in memory.
    package func validate(bytes: [UInt8]) -> EventLogReport {
        var report = EventLogReport()
        let workers = WorkerThreads(count: jobs)
        defer { workers.stop() }
        bytes.withUnsafeBytes {
            report.merge(validate(chunk: $0, firstLine: 1, offset: 0, workers: workers).0, limit: limit)
        }
        return report
    }

    /// Bytes of a piece: a chunk is cut into pieces at line ends, which the workers take one at a time, so a worker
    /// that another thread or process slows down takes fewer and none waits for it (a fixed share per worker made two
    /// workers no faster than one on a busy machine).
    static let bytesPerPiece = 64 << 10

    /// One chunk of whole lines (the last may lack its newline), cut into pieces at line ends that the workers take
    /// in turn, worker 0 once it has run `meanwhile`; the report and the number of line ends.
    func validate(
        chunk: UnsafeRawBufferPointer, firstLine: Int, offset: Int, workers: WorkerThreads,
        meanwhile: (@Sendable () -> Void)? = nil
    ) -> (EventLogReport, Int) {
        guard let base = chunk.baseAddress, chunk.count > 0 else {
            meanwhile?()
            return (EventLogReport(), 0)
        }
        var bounds = [0]
        var last = 0
        while last < chunk.count {
            let from = last + Self.bytesPerPiece
            guard from < chunk.count else { break }
            let rest = chunk.count - from
            let end = memchr(base + from, 0x0A, rest).map { base.distance(to: UnsafeRawPointer($0)) + 1 } ?? chunk.count
            bounds.append(end)
            last = end
        }
        if last < chunk.count { bounds.append(chunk.count) }
        let pieces = bounds.indices.dropLast().map { k in
            Share(start: base + bounds[k], count: bounds[k + 1] - bounds[k], offset: offset + bounds[k])
        }
        let results = Parts(count: pieces.count)
        let copies = [self] + workerCopies
        workers.perform { w in
            if w == 0 { meanwhile?() }
            let validator = copies[w % copies.count]
            while let k = results.take() {
                let piece = pieces[k]
                results.store(
                    validator.validate(
                        lines: UnsafeRawBufferPointer(start: piece.start, count: piece.count), offset: piece.offset),
                    at: k)
            }
        }
        // Each piece numbered its lines from 0: they start after the lines of the pieces before.
        var report = EventLogReport()
        var lines = 0
        for (part, count) in results.all {
            var part = part
            for k in part.violations.indices { part.violations[k].line += firstLine + lines }
            report.merge(part, limit: limit)
            lines += count
        }
        return (report, lines)
    }

    /// One worker's lines: its report, with line numbers from 0, and the number of line ends.
    func validate(lines bytes: UnsafeRawBufferPointer, offset: Int) -> (EventLogReport, Int) {
        var part = EventLogReport()
        var quick = [Int](repeating: 0, count: fast.names.count)
        var walker = fast.makeWalker()
        guard let base = bytes.baseAddress else { preconditionFailure("a piece holds at least one byte") }
        var start = 0
        var number = 0
        while start < bytes.count {
            var end = bytes.count
            var next = end
            if let hit = memchr(base + start, 0x0A, bytes.count - start) {
                end = base.distance(to: UnsafeRawPointer(hit))
                next = end + 1
            }
            let line = UnsafeRawBufferPointer(
                start: base + start, count: end > start && bytes[end - 1] == 0x0D ? end - start - 1 : end - start)
            // The walker is checked just before, and passed in place (no copy of it per line).
            // swift-format-ignore: NeverForceUnwrap
            if walker != nil, let i = fast.accepts(line, walker: &walker!) {
                quick[i] += 1
            } else {
                check(line, number: number, offset: offset + start, into: &part)
            }
            if next > end { number += 1 }
            start = next
        }
        for (i, n) in quick.enumerated() where n > 0 {
            part.events += n
            part.byEvent[fast.names[i], default: .init()].events += n
        }
        return (part, number)
    }

    /// One worker's lines: `count` bytes at `start`, `offset` bytes into the log. The chunk outlives the workers.
    private struct Share: @unchecked Sendable {
        var start: UnsafeRawPointer
        var count: Int
        var offset: Int
    }

    /// The pieces' reports, one slot each, and the next piece to take.
    private final class Parts: @unchecked Sendable {
        private var parts: [(EventLogReport, Int)]
        private var next = 0
        private let lock = NSLock()

        init(count: Int) { parts = Array(repeating: (EventLogReport(), 0), count: count) }

        /// The index of a piece no worker has taken yet, or nil when all are taken.
        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < parts.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ part: (EventLogReport, Int), at index: Int) {
            lock.lock()
            parts[index] = part
            lock.unlock()
        }

        var all: [(EventLogReport, Int)] {
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
            found.append(
                .init(
                    line: number, column: column, offset: offset + column - 1, event: event, code: code,
                    pointer: pointer, message: message))
        }
        let parsed = JSONParser().parse(line)
        guard let root = parsed.root?.value, parsed.diagnostics.filter({ $0.severity == .error }).isEmpty else {
            let first = parsed.diagnostics.first
            add(
                "log.malformed", "not a JSON object: " + (first?.message ?? "unreadable"),
                column: first?.location?.column ?? 1)
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
        // Most lines here failed the byte path because they are invalid: the schema's stopping pass is skipped.
        let result = catalog.validate(
            eventName: name, payload: payload, conditions: conditions, options: .default, precheck: false)
        for error in result.errors { add(error.code, error.message, event: name, pointer: error.instancePointer) }
        for violation in result.violations { add(violation.code, violation.description, event: name) }
        record(found, event: name, malformed: false, into: &report)
    }

    private func record(
        _ found: [EventLogReport.Violation], event: String?, malformed: Bool, into report: inout EventLogReport
    ) {
        if let event {
            report.byEvent[event, default: .init()].events += 1
            if !found.isEmpty { report.byEvent[event, default: .init()].invalid += 1 }
        }
        if malformed { report.malformed += 1 } else if !found.isEmpty { report.invalid += 1 }
        report.violationCount += found.count
        if report.violations.count < limit { report.violations += found.prefix(limit - report.violations.count) }
    }
}
