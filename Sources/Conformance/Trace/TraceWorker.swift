import Foundation
import SpecModel
import StateMachine

/// One worker's share of a trace: every line is scanned, and the records whose session hashes to this worker are
/// replayed. Sessions are independent, so workers share nothing but the read-only ``TraceChecker``.
struct TraceWorker {
    let checker: TraceChecker
    /// The worker's own machines and names (no reference count shared with another core).
    let model: TraceModel
    let index: Int
    let workers: Int
    let usesFastPath: Bool
    let parsesEveryRecord: Bool
    var report = TraceReport()

    /// Per run: where its session is and its machine (looked up on every step), what else it carries, and the
    /// instance replaying it while its context is known.
    var keys: [RunKey] = []
    var runs: [TraceRun] = []
    var instances: [MachineInstance] = []
    /// The instances of statechart runs (``TraceRun/instance`` indexes these for a statechart's run).
    var chartInstances: [StatechartInstance] = []
    /// Scratch of a statechart step: the configuration before it, a recorded configuration read as bits, the emits the
    /// spec made.
    var chartBefore: [UInt64] = []
    var chartBits: [UInt64] = []
    var chartEmits: [(name: Int32, optional: Bool)] = []
    /// Open addressing over ``runs``: run index + 1, 0 for an empty slot.
    private var table = [Int32](repeating: 0, count: 1024)
    /// Every run's session bytes.
    var arena: [UInt8] = []
    /// Open addressing over sessions (by ``RunKey/sessionHash``): the index + 1 of the run each stepped last, 0 for an
    /// empty slot (see ``fastStep(_:start:count:)``).
    var sessionSlots = [Int32](repeating: 0, count: 1024)
    var sessionCount = 0
    /// Names of machines the product does not have, by the pseudo-index their runs carry.
    private var unknownMachines: [String: Int32] = [:]
    var candidateSets: [[Candidate]] = []
    private var freeCandidateSets: [Int32] = []
    /// Every run's evidence bits (``TraceMachine/evidenceWords`` each).
    var evidence: [UInt64] = []

    /// The record being stepped: the scan of its line (or the parsed record), its emitted names interned.
    var line = 0
    var lineStart = 0, lineEnd = 0
    var scanned = ScannedRecord()
    var parsed: TraceRecord?
    var emittedRanges: [Int] = []
    var emittedIDs: [Int32] = []
    /// The trace's bytes, while ``check(_:)`` runs.
    var base: UnsafePointer<UInt8>?

    init(checker: TraceChecker, index: Int, workers: Int) {
        self.checker = checker
        self.model = TraceModel(bundle: checker.bundle)
        self.index = index
        self.workers = workers
        usesFastPath = checker.options.usesFastPath && !checker.options.parsesEveryRecord
        parsesEveryRecord = checker.options.parsesEveryRecord
    }

    /// The worker a session belongs to.
    @inline(__always)
    func owner(_ hash: UInt64) -> Int { TraceScanner.owner(hash, workers) }

    /// Replays this worker's records of the whole trace.
    mutating func check(_ buffer: UnsafeRawBufferPointer) {
        guard let raw = buffer.baseAddress else { return }
        let base = raw.assumingMemoryBound(to: UInt8.self)
        self.base = base
        defer { self.base = nil }
        let count = buffer.count
        var start = 0
        var number = 0
        while start < count {
            number += 1
            var fast = FastStep.fallback
            if usesFastPath {
                // A record the fast path reads ends where it says: no search for the line's end first.
                var first = start
                while first < count, base[first] == 0x20 || base[first] == 0x09 || base[first] == 0x0D { first += 1 }
                fast = fastStep(base, start: first, count: count)
                if case .taken(let end) = fast {
                    start = end + 1
                    continue
                }
            }
            let end = memchr(raw + start, 0x0A, count - start).map { raw.distance(to: UnsafeRawPointer($0)) } ?? count
            defer { start = end + 1 }
            if case .notMine = fast { continue }
            var first = start
            while first < end, base[first] == 0x20 || base[first] == 0x09 || base[first] == 0x0D { first += 1 }
            if first == end { continue }
            if !emittedRanges.isEmpty { emittedRanges.removeAll(keepingCapacity: true) }
            var record = ScannedRecord()
            if parsesEveryRecord {
                record.simple = false
            } else {
                record = TraceScanner.scan(
                    base, start: first, end: end, count: count, emitted: &emittedRanges, worker: index, workers: workers
                )
            }
            if record.notMine { continue }
            var hash = record.sessionHash
            (line, lineStart, lineEnd, scanned) = (number, start, end, record)
            // A simple record's data is parsed by itself; data that does not parse sends the line to the parser,
            // which says why.
            if record.simple {
                let data: JSONValue?? = record.dataStart < 0 ? .some(nil) : Self.data(base, record).map { .some($0) }
                if let data {
                    report.steps += 1
                    if parsed != nil { parsed = nil }
                    simpleStep(hash, data: data)
                    continue
                }
            }
            switch TraceRecord.parse(UnsafeRawBufferPointer(start: base + start, count: end - start)) {
            case .success(let full):
                if record.sessionStart < 0 {
                    hash = Self.hash(full.session)
                    guard owner(hash) == index else { continue }
                }
                report.steps += 1
                parsed = full
                parsedStep(full, hash)
            case .failure(let malformed):
                if record.sessionStart < 0 {
                    guard (malformed.session.map { owner(Self.hash($0)) } ?? 0) == index else { continue }
                }
                report.steps += 1
                report.violations.append(
                    .init(line: number, session: malformed.session, code: "trace.malformed", message: malformed.message)
                )
            }
        }
    }

    static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { NameHash.of(UnsafeRawBufferPointer($0)) }
    }

    // MARK: Runs

    /// The run of `session` (by its bytes and hash) on `machine`, created in the machine's initial configuration
    /// when new (`created` says so).
    mutating func run(_ session: UnsafeRawBufferPointer, hash sessionHash: UInt64, machine: Int32) -> (
        index: Int, created: Bool
    ) {
        let hash = Self.runHash(sessionHash, machine)
        var mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(table[slot]) - 1
            if entry < 0 { break }
            if matches(entry, session, hash: hash, machine: machine) { return (entry, false) }
            slot = (slot + 1) & mask
        }
        keys.append(
            RunKey(
                hash: hash, sessionHash: sessionHash, sessionStart: Int32(arena.count),
                sessionLength: Int32(session.count), machine: machine))
        arena.append(contentsOf: session)
        var run = TraceRun()
        if Int(machine) < model.machines.count {
            let traced = model.machines[Int(machine)]
            run.instance = Int32(instances.count)
            instances.append(MachineInstance(traced.compiled))
            if checker.options.collectsEvidence {
                run.evidence = Int32(evidence.count)
                evidence.append(contentsOf: repeatElement(0, count: traced.evidenceWords))
                setBit(Int(run.evidence), traced.stateBase + traced.compiled.initialState)
            }
        } else if let chart = model.chart(Int(machine)) {
            run.instance = Int32(chartInstances.count)
            chartInstances.append(chart.start(recordingEffects: checker.options.collectsEvidence))
            if checker.options.collectsEvidence {
                run.evidence = Int32(evidence.count)
                evidence.append(contentsOf: repeatElement(0, count: chart.evidenceWords))
                recordActive(Int(run.evidence), chart, chartInstances[chartInstances.count - 1].activeWords)
            }
        }
        runs.append(run)
        if keys.count * 2 > table.count {
            table = [Int32](repeating: 0, count: table.count * 2)
            mask = table.count - 1
            for (i, key) in keys.enumerated() {
                var s = Int(truncatingIfNeeded: key.hash) & mask
                while table[s] != 0 { s = (s + 1) & mask }
                table[s] = Int32(i + 1)
            }
        } else {
            table[slot] = Int32(keys.count)
        }
        return (keys.count - 1, true)
    }

    /// The run of `session` on `machine`, if there is one.
    func find(_ session: UnsafeRawBufferPointer, hash sessionHash: UInt64, machine: Int32) -> Int? {
        let hash = Self.runHash(sessionHash, machine)
        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(table[slot]) - 1
            if entry < 0 { return nil }
            if matches(entry, session, hash: hash, machine: machine) { return entry }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private static func runHash(_ sessionHash: UInt64, _ machine: Int32) -> UInt64 {
        NameHash.mix(sessionHash ^ (UInt64(UInt32(bitPattern: machine)) &* 0x9E37_79B9_7F4A_7C15))
    }

    @inline(__always)
    private func matches(_ entry: Int, _ session: UnsafeRawBufferPointer, hash: UInt64, machine: Int32) -> Bool {
        let key = keys[entry]
        guard key.hash == hash, key.machine == machine, Int(key.sessionLength) == session.count else { return false }
        guard session.count > 0 else { return true }
        return arena.withUnsafeBytes { memcmpBytes($0, at: Int(key.sessionStart), session.baseAddress, session.count) }
    }

    /// The session of run `r`.
    func session(_ r: Int) -> String {
        arena.withUnsafeBytes { all in
            String(
                decoding: UnsafeRawBufferPointer(
                    rebasing: all[Int(keys[r].sessionStart)..<Int(keys[r].sessionStart + keys[r].sessionLength)]),
                as: UTF8.self)
        }
    }

    /// The machine index of `name`, or a pseudo-index past the product's machines for a name it does not have.
    mutating func machineIndex(_ name: UnsafeRawBufferPointer) -> Int32 {
        let found = model.names.machines.lookup(name)
        if found >= 0 { return found }
        let text = String(decoding: name, as: UTF8.self)
        if let known = unknownMachines[text] { return known }
        let pseudo = Int32(model.knownCount + unknownMachines.count)
        unknownMachines[text] = pseudo
        return pseudo
    }

    @inline(__always)
    mutating func setBit(_ base: Int, _ bit: Int) {
        evidence[base + bit >> 6] |= 1 << UInt64(bit & 63)
    }

    // MARK: Steps

    /// A record the scan read whole: names interned from its bytes, its `data` (nil when it has none) parsed alone.
    /// Without data, the recorded state and emits are compared with the spec's by their bytes; only a step that does
    /// not match (or one with data) looks them up (then ``step``).
    private mutating func simpleStep(_ hash: UInt64, data: JSONValue?) {
        guard let base else { return }
        let s = scanned
        let machine = machineIndex(
            UnsafeRawBufferPointer(start: base + s.machineStart, count: s.machineEnd - s.machineStart))
        let r = run(
            UnsafeRawBufferPointer(start: base + s.sessionStart, count: s.sessionEnd - s.sessionStart), hash: hash,
            machine: machine
        ).index
        rememberLastRun(r)
        guard Int(machine) < model.machines.count else {
            internEmitted()
            if let chart = model.chart(Int(machine)) {
                chartStep(
                    r, chart,
                    event: UnsafeRawBufferPointer(start: base + s.eventStart, count: s.eventEnd - s.eventStart),
                    state: UnsafeRawBufferPointer(start: base + s.stateStart, count: s.stateEnd - s.stateStart),
                    data: data)
            } else {
                unknownMachine(r)
            }
            return
        }
        let traced = model.machines[Int(machine)]
        let event = Int(
            traced.events.lookup(UnsafeRawBufferPointer(start: base + s.eventStart, count: s.eventEnd - s.eventStart)))
        if data == nil, !runs[r].failed, runs[r].candidates < 0 {
            let taken = Self.spelledStep(
                &instances[Int(runs[r].instance)], traced, model.names, event: event, state: base + s.stateStart,
                stateCount: s.stateEnd - s.stateStart,
                emitted: emittedRanges, base: base)
            if taken.transition >= -1 {
                if runs[r].evidence >= 0 {
                    internEmitted()
                    record(r, traced, transition: taken.transition < 0 ? nil : taken.transition, state: taken.state)
                }
                runs[r].matched += 1
                report.matched += 1
                return
            }
        }
        internEmitted()
        let state = Int(
            traced.states.lookup(UnsafeRawBufferPointer(start: base + s.stateStart, count: s.stateEnd - s.stateStart)))
        step(r, traced, event: event, state: state, data: data)
    }

    /// The value of a simple record's `data` member, parsed by itself; nil when it is not one valid JSON value.
    static func data(_ base: UnsafePointer<UInt8>, _ record: ScannedRecord) -> JSONValue? {
        let parsed = JSONParser().parse(
            UnsafeRawBufferPointer(start: base + record.dataStart, count: record.dataEnd - record.dataStart))
        guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return parsed.root?.value
    }

    /// ``emittedIDs`` from the scanned emitted names.
    private mutating func internEmitted() {
        guard let base else { return }
        emittedIDs.removeAll(keepingCapacity: true)
        var k = 0
        while k < emittedRanges.count {
            emittedIDs.append(
                model.names.emitted.lookup(
                    UnsafeRawBufferPointer(
                        start: base + emittedRanges[k], count: emittedRanges[k + 1] - emittedRanges[k])))
            k += 2
        }
    }

    /// Steps `instance` when the step it takes (``expectedMove(_:_:event:)``) is the record's, comparing the recorded
    /// state and emits (`emitted`: offsets in `base`) with the spec's by their bytes: the transition taken (-1 when the
    /// event is ignored) and the state after, or transition -2 (and `instance` unchanged) when the step reads event
    /// data, has optional emits or is not the record's.
    @inline(__always)
    private static func spelledStep(
        _ instance: inout MachineInstance, _ traced: TraceMachine, _ names: TraceNames, event: Int,
        state: UnsafePointer<UInt8>, stateCount: Int,
        emitted: [Int], base: UnsafePointer<UInt8>
    ) -> (transition: Int, state: Int) {
        let move = expectedMove(&instance, traced, event: event)
        guard move.transition >= -1, traced.stateNames.spells(move.state, state, stateCount) else { return (-2, 0) }
        let expected = move.transition >= 0 ? traced.emits[move.transition] : []
        guard expected.count * 2 == emitted.count else { return (-2, 0) }
        for k in 0..<expected.count
        where !names.emittedSpelt.spells(Int(expected[k]), base + emitted[2 * k], emitted[2 * k + 1] - emitted[2 * k]) {
            return (-2, 0)
        }
        if move.transition >= 0, instance.take(move.transition, data: .null) != nil { return (-2, 0) }
        return move
    }

    /// A record the parser read: event data, a context for a new run, payloads.
    private mutating func parsedStep(_ record: TraceRecord, _ hash: UInt64) {
        var session = record.session
        var machineName = record.machine
        let machine = machineName.withUTF8 { machineIndex(UnsafeRawBufferPointer($0)) }
        let (r, created) = session.withUTF8 { run(UnsafeRawBufferPointer($0), hash: hash, machine: machine) }
        emittedIDs.removeAll(keepingCapacity: true)
        for e in record.emitted { emittedIDs.append(model.names.emitted.lookup(e.name)) }
        if let chart = model.chart(Int(machine)) {
            parsedChartStep(record, r, chart, created: created)
            return
        }
        guard model.machines.indices.contains(Int(machine)) else {
            unknownMachine(r)
            return
        }
        let traced = model.machines[Int(machine)]
        if created, let context = record.context {
            do { try instances[Int(runs[r].instance)].reset(context: context) } catch {
                failContext(r, error)
                return
            }
        }
        step(
            r, traced, event: Int(traced.events.lookup(record.event)), state: Int(traced.states.lookup(record.state)),
            data: record.data)
    }

    /// Ends run `r`: its first record's context names fields the machine does not declare.
    mutating func failContext(_ r: Int, _ error: UnknownContextFieldsError) {
        fail(
            r, code: "trace.malformed",
            message:
                "the record's context names fields the machine does not declare: \(error.fields.joined(separator: ", "))"
        )
    }

    private mutating func unknownMachine(_ r: Int) {
        if runs[r].failed {
            report.skipped += 1
            return
        }
        let name = recordedMachine
        let suggestion = Suggestion.nearest(to: name, among: model.machineIDs)
        fail(
            r, code: "trace.unknown-machine",
            message: "the product has no machine \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
        report.violations[report.violations.count - 1].machine = nil
    }

    /// One step of run `r`: `event` and `state` are indices in `traced` (-1 for names it does not have), the emitted
    /// names in ``emittedIDs``; `data` nil when the record has none.
    private mutating func step(_ r: Int, _ traced: TraceMachine, event: Int, state: Int, data: JSONValue?) {
        if runs[r].failed {
            report.skipped += 1
            return
        }
        if runs[r].candidates < 0, knownStep(r, traced, event: event, state: state, data: data) {
            runs[r].matched += 1
            report.matched += 1
            return
        }
        candidateStep(r, traced, event: event, state: state, data: data)
    }

    /// The fast path: run `r`'s context is known and the step reads nothing unrecorded. True when the step followed
    /// the spec (and was taken); false leaves the run as it was, for ``candidateStep`` to decide and explain.
    @inline(__always)
    private mutating func knownStep(_ r: Int, _ traced: TraceMachine, event: Int, state: Int, data: JSONValue?) -> Bool
    {
        if let payloads = parsed?.emitted, payloads.contains(where: { $0.payload != nil }) { return false }
        // The instance is stepped through an inout parameter: in place, never copied out of the array.
        let taken = Self.knownStep(
            &instances[Int(runs[r].instance)], traced, event: event, state: state, data: data, emitted: emittedIDs)
        guard taken >= -1 else { return false }
        if runs[r].evidence >= 0 { record(r, traced, transition: taken < 0 ? nil : taken, state: state) }
        return true
    }

    /// Steps `instance` when the step it takes is the record's: the transition taken (-1 when the event is ignored),
    /// or -2 (and `instance` unchanged) when the step reads unrecorded data or is not the record's.
    @inline(__always)
    private static func knownStep(
        _ instance: inout MachineInstance, _ traced: TraceMachine, event: Int, state: Int, data: JSONValue?,
        emitted: [Int32]
    ) -> Int {
        let before = instance.stateIndex
        if data == nil, event >= 0, traced.readsEvent[before &* traced.eventCount &+ event] { return -2 }
        let value = data ?? .null
        switch instance.transition(forEvent: event, data: value) {
        case .transitioned(let t):
            guard Int(traced.targets[t]) == state, traced.emitsMatch(t, emitted), instance.take(t, data: value) == nil
            else { return -2 }
            return t
        case .ignored:
            return state == before && emitted.isEmpty ? -1 : -2
        case .rejected:
            return -2
        }
    }

    /// Marks what a step that followed the spec exercised.
    @inline(__always)
    mutating func record(_ r: Int, _ traced: TraceMachine, transition: Int?, state: Int) {
        let base = Int(runs[r].evidence)
        if let transition { setBit(base, transition) }
        setBit(base, traced.stateBase + state)
        for k in emittedIDs.indices where emittedIDs[k] >= 0 { setBit(base, traced.emittedBase + Int(emittedIDs[k])) }
    }

    // MARK: Recorded names, for messages

    var recordedMachine: String { parsed?.machine ?? text(scanned.machineStart, scanned.machineEnd) }
    var recordedEvent: String { parsed?.event ?? text(scanned.eventStart, scanned.eventEnd) }
    var recordedState: String { parsed?.state ?? text(scanned.stateStart, scanned.stateEnd) }

    /// The name of the `k`th emitted event of the record.
    func recordedEmitted(_ k: Int) -> String {
        parsed.map { $0.emitted[k].name } ?? text(emittedRanges[2 * k], emittedRanges[2 * k + 1])
    }

    private func text(_ start: Int, _ end: Int) -> String {
        guard let base, start >= 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }

    // MARK: Candidate sets

    mutating func storeCandidates(_ r: Int, _ candidates: [Candidate]) {
        if runs[r].candidates >= 0 {
            candidateSets[Int(runs[r].candidates)] = candidates
        } else if let free = freeCandidateSets.popLast() {
            candidateSets[Int(free)] = candidates
            runs[r].candidates = free
        } else {
            runs[r].candidates = Int32(candidateSets.count)
            candidateSets.append(candidates)
        }
    }

    mutating func dropCandidates(_ r: Int) {
        guard runs[r].candidates >= 0 else { return }
        candidateSets[Int(runs[r].candidates)] = []
        freeCandidateSets.append(runs[r].candidates)
        runs[r].candidates = -1
    }
}
