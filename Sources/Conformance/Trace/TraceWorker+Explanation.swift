import Foundation
import SpecModel
import StateMachine

/// A failing run explained: the moves the spec allowed from where it was, the guards that were false with the values
/// they read, every candidate branch and why it fails, and (after the replay) the steps that matched.
extension TraceWorker {
    /// Ends run `r` at the current line with a violation; its later records are skipped.
    mutating func fail(_ r: Int, code: String, message: String) {
        report.violations.append(
            .init(
                line: line, session: session(r), machine: recordedMachine, code: code, message: message,
                matched: runs[r].matched))
        close(r)
    }

    /// Ends run `r` at the current line with a violation explained from its `candidates` and the `failures` of
    /// their branches.
    mutating func fail(
        _ r: Int, code: String, message: String, explaining traced: TraceMachine, candidates: [Candidate],
        failures: [Failure],
        data: JSONValue?
    ) {
        let compiled = traced.compiled
        var states: [Int] = []
        for candidate in candidates where !states.contains(candidate.configuration.state) {
            states.append(candidate.configuration.state)
        }
        var allowed: [TraceReport.Move] = []
        for state in states {
            for t in compiled.transitions where t.source == state {
                allowed.append(
                    .init(
                        from: compiled.stateNames[state], event: compiled.eventNames[t.event], guard: t.guardSource,
                        target: compiled.stateNames[t.target]))
            }
        }
        var falseGuards: [TraceReport.GuardReading] = []
        for failure in failures {
            for g in failure.branch.guards where !g.outcome && !g.assumed {
                let reading = guardReading(
                    g.transition, traced, slots: failure.candidate.configuration.slots, data: data)
                if !falseGuards.contains(reading) { falseGuards.append(reading) }
            }
        }
        var explained: [TraceReport.Candidate] = []
        if failures.count > 1 {
            for failure in failures {
                let configuration = failure.candidate.configuration
                var assumptions = failure.candidate.assumptions.map { describe($0, compiled) }
                for g in failure.branch.guards where g.assumed {
                    assumptions.append(
                        describe(.init(line: line, transition: g.transition, outcome: g.outcome), compiled))
                }
                explained.append(
                    .init(
                        state: compiled.stateNames[configuration.state],
                        unknown: configuration.slots.indices.filter { configuration.slots[$0] == nil }.map {
                            compiled.slotNames[$0]
                        },
                        assumptions: assumptions, code: failure.code, message: failure.message))
            }
        }
        let location = states.first.flatMap { state in
            traced.machine.state(named: compiled.stateNames[state]).map {
                TraceReport.SpecLocation(
                    file: $0.origin.file, line: $0.origin.location.line, column: $0.origin.location.column)
            }
        }
        report.violations.append(
            .init(
                line: line, session: session(r), machine: compiled.id, code: code, message: message,
                matched: runs[r].matched,
                allowedNext: allowed, falseGuards: falseGuards, candidates: explained, specLocation: location))
        close(r)
    }

    private mutating func close(_ r: Int) {
        runs[r].failed = true
        runs[r].failLine = line
        runs[r].violation = report.violations.count - 1
        dropCandidates(r)
    }

    /// `[retriesLeft > 0] true at line 12`.
    private func describe(_ assumption: Candidate.Assumption, _ compiled: CompiledMachine) -> String {
        "[\(compiled.transitions[assumption.transition].guardSource ?? "")] \(assumption.outcome) at line \(assumption.line)"
    }

    /// Transition `t`'s guard with the values it read in `slots` and `data`.
    private func guardReading(_ t: Int, _ traced: TraceMachine, slots: [JSONValue?], data: JSONValue?)
        -> TraceReport.GuardReading
    {
        let compiled = traced.compiled
        let transition = compiled.transitions[t]
        var reads: [TraceReport.FieldValue] = []
        for field in traced.guardReads[t].context {
            reads.append(.init(name: field, value: compiled.slotIndex(field).flatMap { slots[$0] }))
        }
        for field in traced.guardReads[t].event {
            reads.append(.init(name: "event." + field, value: data?[field]))
        }
        return .init(guard: transition.guardSource ?? "", transition: transition.label, reads: reads)
    }

    // MARK: The matched prefix

    /// Fills in each violation's matched prefix: one more pass over the worker's lines, only when a run with matched
    /// steps left the spec (the steps of a run that follows the spec are never kept).
    mutating func collectPrefixes(_ buffer: UnsafeRawBufferPointer) {
        guard runs.contains(where: { $0.failed && $0.matched > 0 && $0.violation >= 0 }), let raw = buffer.baseAddress
        else { return }
        let base = raw.assumingMemoryBound(to: UInt8.self)
        self.base = base
        defer { self.base = nil }
        var prefixes: [Int: [TraceReport.PrefixStep]] = [:]
        let count = buffer.count
        var start = 0
        var number = 0
        while start < count {
            let end = memchr(raw + start, 0x0A, count - start).map { raw.distance(to: UnsafeRawPointer($0)) } ?? count
            number += 1
            defer { start = end + 1 }
            emittedRanges.removeAll(keepingCapacity: true)
            var record = ScannedRecord()
            if parsesEveryRecord {
                record.simple = false
            } else {
                record = TraceScanner.scan(base, start: start, end: end, count: count, emitted: &emittedRanges)
            }
            var session: [UInt8]
            var machineName: String
            var event: String
            var state: String
            if record.simple {
                session = Array(
                    UnsafeRawBufferPointer(
                        start: base + record.sessionStart, count: record.sessionEnd - record.sessionStart))
                scanned = record
                parsed = nil
                (machineName, event, state) = (recordedMachine, recordedEvent, recordedState)
            } else if case .success(let full) = TraceRecord.parse(
                UnsafeRawBufferPointer(start: base + start, count: end - start))
            {
                session = Array(full.session.utf8)
                (machineName, event, state) = (full.machine, full.event, full.state)
            } else {
                continue
            }
            let hash = session.withUnsafeBytes { NameHash.of($0) }
            guard owner(hash) == index else { continue }
            let machine = model.names.machines.lookup(machineName)
            guard machine >= 0, let r = session.withUnsafeBytes({ find($0, hash: hash, machine: machine) }),
                runs[r].failed, runs[r].violation >= 0, number < runs[r].failLine
            else { continue }
            // A record whose data does not parse was malformed, not a step of the run.
            if record.simple, record.dataStart >= 0, Self.data(base, record) == nil { continue }
            var steps = prefixes[r] ?? []
            steps.append(.init(line: number, event: event, state: state))
            if steps.count > TraceReport.prefixShown { steps.removeFirst() }
            prefixes[r] = steps
        }
        for (r, steps) in prefixes { report.violations[runs[r].violation].prefix = steps }
    }
}
