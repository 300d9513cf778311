import Foundation
import SpecModel
import StateMachine

/// The quickest reading of a record: one pass over its bytes that expects what the spec expects.
///
/// A record as a serializer writes it (``TraceScanner/canonical(_:start:end:count:emitted:worker:workers:)``) of a
/// session whose run is known (the last one the session stepped) is read once, left to right: the machine is compared
/// with the run's, the event with those the run's state handles (then looked up), the spec's move chosen (without
/// evaluating anything when no guard decides it), and the recorded state and emits compared with that
/// move's target and declared emits, byte for byte; trailing `data` is only checked to be one JSON value, since a move
/// that reads it never gets that far. Only when all of it matches (and the line ends there) is the move taken.
/// Anything else, from a different machine to a wrong state or a spare space, returns ``FastStep/fallback`` with
/// nothing changed, and the line is read again by the scan and checked by the general step, which reports it.
extension TraceWorker {
    enum FastStep {
        /// The record followed the spec and its step was taken; its line ends at `end` (a newline, or the buffer's end).
        case taken(end: Int)
        /// The record's session belongs to another worker.
        case notMine
        /// Not read here: the general scan and step decide, from the line's start.
        case fallback
    }

    /// Reads and steps the record that starts at `start`, a line of `base[..<count]`. The reading never crosses a
    /// newline: a plain string stops at a control byte, and a name compared byte for byte has none.
    @inline(__always)
    mutating func fastStep(_ base: UnsafePointer<UInt8>, start: Int, count: Int) -> FastStep {
        let end = count
        typealias Separator = TraceScanner.Separator
        guard Separator.session.matches(base, at: start, count: count),
            let sessionEnd = TraceScanner.plainEnd(base, from: start + 12, end: end, count: count)
        else { return .fallback }
        let session = UnsafeRawBufferPointer(start: base + start + 12, count: sessionEnd - start - 12)
        let hash = NameHash.of(session)
        if workers > 1, owner(hash) != index { return .notMine }
        guard let r = lastRun(of: session, hash: hash), !runs[r].failed, runs[r].candidates < 0 else {
            return .fallback
        }
        let machine = Int(keys[r].machine)
        guard machine < model.machines.count, Separator.machine.matches(base, at: sessionEnd, count: count) else {
            return .fallback
        }
        let machineStart = sessionEnd + 13
        guard
            let machineLength = model.names.machinesSpelt.closingQuote(
                machine, base + machineStart, limit: end - machineStart)
        else {
            return .fallback
        }
        let machineEnd = machineStart + machineLength
        guard Separator.event.matches(base, at: machineEnd, count: count) else { return .fallback }
        let traced = model.machines[machine]
        let eventStart = machineEnd + 11
        var event = -1
        var eventEnd = -1
        // The events the run's state handles first, compared in place; any other is found by its hash.
        for candidate in traced.handledEvents[instances[Int(runs[r].instance)].stateIndex] {
            if let length = traced.eventNames.closingQuote(Int(candidate), base + eventStart, limit: end - eventStart) {
                (event, eventEnd) = (Int(candidate), eventStart + length)
                break
            }
        }
        if eventEnd < 0 {
            guard let found = TraceScanner.plainEnd(base, from: eventStart, end: end, count: count) else {
                return .fallback
            }
            eventEnd = found
            event = Int(
                traced.events.lookup(UnsafeRawBufferPointer(start: base + eventStart, count: eventEnd - eventStart)))
        }
        guard Separator.state.matches(base, at: eventEnd, count: count) else { return .fallback }
        let stateStart = eventEnd + 11
        let move = Self.expectedMove(&instances[Int(runs[r].instance)], traced, event: event)
        guard move.transition >= -1,
            let stateLength = traced.stateNames.closingQuote(move.state, base + stateStart, limit: end - stateStart)
        else { return .fallback }
        let stateEnd = stateStart + stateLength
        var p = stateEnd + 1
        let expected = move.transition >= 0 ? traced.emits[move.transition] : []
        if Separator.emitted.matches(base, at: stateEnd, count: count) {
            p = stateEnd + 13
            for k in expected.indices {
                if k > 0 {
                    guard p < end, base[p] == 0x2C else { return .fallback }
                    p += 1
                }
                guard p < end, base[p] == 0x22,
                    let length = model.names.emittedSpelt.closingQuote(
                        Int(expected[k]), base + p + 1, limit: end - p - 1)
                else { return .fallback }
                p += length + 2
            }
            guard p < end, base[p] == 0x5D else { return .fallback }
            p += 1
        } else if !expected.isEmpty {
            return .fallback
        }
        if Separator.data.matches(base, at: p, count: count) {
            // Event data the move does not read (``expectedMove`` refused every step that does): it only has to be one
            // JSON value, up to the record's closing brace at the line's end.
            guard let lineEnd = Self.endOfData(base, from: p + 8, count: count) else { return .fallback }
            p = lineEnd
        } else {
            guard p < end, base[p] == 0x7D else { return .fallback }
            p += 1
            while p < end, base[p] == 0x20 || base[p] == 0x09 || base[p] == 0x0D { p += 1 }
            guard p == end || base[p] == 0x0A else { return .fallback }
        }
        if move.transition >= 0, instances[Int(runs[r].instance)].take(move.transition, data: .null) != nil {
            return .fallback
        }
        report.steps += 1
        runs[r].matched += 1
        report.matched += 1
        if runs[r].evidence >= 0 {
            emittedIDs = expected
            record(r, traced, transition: move.transition < 0 ? nil : move.transition, state: move.state)
        }
        return .taken(end: p)
    }

    /// The end of the line (its newline, or the buffer's end) when the bytes from `from` up to the line's last `}`
    /// (spaces after it allowed) are one JSON value; nil otherwise.
    private static func endOfData(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int? {
        let raw = UnsafeRawPointer(base)
        let lineEnd = memchr(raw + from, 0x0A, count - from).map { raw.distance(to: UnsafeRawPointer($0)) } ?? count
        var close = lineEnd - 1
        while close >= from, base[close] == 0x20 || base[close] == 0x09 || base[close] == 0x0D { close -= 1 }
        guard close > from, base[close] == 0x7D else { return nil }
        let value = JSONParser().parse(UnsafeRawBufferPointer(start: base + from, count: close - from))
        return value.root != nil && !value.diagnostics.contains { $0.severity == .error } ? lineEnd : nil
    }

    /// The move `instance` makes on `event` (an index in `traced`, -1 for a name it does not have) when it reads no
    /// event data and declares no optional emit: the transition (-1 when the event is ignored) and the state after;
    /// transition -2 otherwise (then the general step decides). Takes nothing.
    @inline(__always)
    static func expectedMove(_ instance: inout MachineInstance, _ traced: TraceMachine, event: Int) -> (
        transition: Int, state: Int
    ) {
        let before = instance.stateIndex
        // An event the machine does not have is ignored, as the interpreter ignores it.
        guard event >= 0 else { return (-1, before) }
        let cell = before &* traced.eventCount &+ event
        if traced.readsEvent[cell] { return (-2, 0) }
        // No guard decides: the interpreter's move is known without evaluating anything.
        let fixed = Int(traced.fixedMoves[cell])
        if fixed == -1 { return (-1, before) }
        if fixed >= 0 { return traced.plainEmits[fixed] ? (fixed, Int(traced.targets[fixed])) : (-2, 0) }
        switch instance.transition(forEvent: event, data: .null) {
        case .transitioned(let t): return traced.plainEmits[t] ? (t, Int(traced.targets[t])) : (-2, 0)
        case .ignored: return (-1, before)
        case .rejected: return (-2, 0)
        }
    }

    // MARK: The last run of each session

    /// The run `session` (whose ``NameHash`` is `hash`) stepped last, if it stepped before.
    @inline(__always)
    func lastRun(of session: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        let r = Int(sessionSlots[sessionSlot(session, hash: hash)]) - 1
        return r < 0 ? nil : r
    }

    /// Remembers run `r` as the last its session stepped.
    mutating func rememberLastRun(_ r: Int) {
        let key = keys[r]
        let slot = arena.withUnsafeBytes { all in
            sessionSlot(
                UnsafeRawBufferPointer(
                    rebasing: all[Int(key.sessionStart)..<Int(key.sessionStart + key.sessionLength)]),
                hash: key.sessionHash)
        }
        let isNew = sessionSlots[slot] == 0
        sessionSlots[slot] = Int32(r + 1)
        guard isNew else { return }
        sessionCount += 1
        guard sessionCount * 2 > sessionSlots.count else { return }
        let old = sessionSlots
        sessionSlots = [Int32](repeating: 0, count: sessionSlots.count * 2)
        let mask = sessionSlots.count - 1
        for entry in old where entry != 0 {
            var slot = Int(truncatingIfNeeded: keys[Int(entry) - 1].sessionHash) & mask
            while sessionSlots[slot] != 0 { slot = (slot + 1) & mask }
            sessionSlots[slot] = entry
        }
    }

    /// The slot of `session` in ``sessionSlots``: the one holding its last run, or the empty one it would take.
    @inline(__always)
    private func sessionSlot(_ session: UnsafeRawBufferPointer, hash: UInt64) -> Int {
        let mask = sessionSlots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let r = Int(sessionSlots[slot]) - 1
            if r < 0 || sameSession(r, session, hash: hash) { return slot }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private func sameSession(_ r: Int, _ session: UnsafeRawBufferPointer, hash: UInt64) -> Bool {
        let key = keys[r]
        guard key.sessionHash == hash, Int(key.sessionLength) == session.count else { return false }
        guard session.count > 0 else { return true }
        return arena.withUnsafeBytes { memcmpBytes($0, at: Int(key.sessionStart), session.baseAddress, session.count) }
    }
}
