import EventSchema
import Foundation
import SpecModel
import StateMachine

/// Checks JSON-lines traces a running system recorded against a product's machines.
///
/// A record is `{"session": "…", "machine": "…", "event": "…", "data": …, "state": "<state after>",
/// "emitted": ["name" | {"name": "…", "payload": {…}}]}`; sessions may be interleaved in one file. Each (session,
/// machine) starts in the machine's initial state and context (a first record may carry `"context": {…}` to override
/// it) and is replayed on the spec's interpreter: every step must be the spec's move from the current state
/// (guards evaluated on the replayed context and the record's data), end in the recorded state, and emit what the
/// transition declares (optional ones may be absent; no other), each payload valid against its event schema. At the
/// first step that leaves the spec, the run is reported with the steps that matched, the moves the spec allowed and
/// the guards that were false, and its later steps are counted as skipped.
///
/// Not yet: a record whose data lacks a field a guard reads is reported (`trace.unevaluable-guard`) rather than
/// carried forward as the set of possible branches.
public struct TraceChecker: Sendable {
    let bundle: SpecBundle
    let machines: [String: CompiledMachine]
    let catalog: EventCatalog

    public init(bundle: SpecBundle) {
        self.bundle = bundle
        var machines: [String: CompiledMachine] = [:]
        for machine in bundle.machines {
            if case .success(let compiled) = CompiledMachine.compile(machine) { machines[machine.id] = compiled }
        }
        self.machines = machines
        catalog = EventCatalog(bundle)
    }

    struct RunKey: Hashable {
        var session: String
        var machine: String
    }

    /// One (session, machine) run: the replayed instance, or nil once it left the spec.
    struct Run {
        var instance: MachineInstance?
        var matched = 0
    }

    /// Checks every line of `text` (the whole trace).
    public func check(_ bytes: [UInt8]) -> TraceReport {
        var report = TraceReport()
        var runs: [RunKey: Run] = [:]
        var lineNumber = 0
        var start = 0
        bytes.withUnsafeBytes { raw in
            while start <= raw.count {
                var end = start
                while end < raw.count, raw[end] != 0x0A { end += 1 }
                lineNumber += 1
                let line = UnsafeRawBufferPointer(rebasing: raw[start..<end])
                start = end + 1
                guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
                report.steps += 1
                step(line, number: lineNumber, runs: &runs, into: &report)
            }
        }
        report.runs = runs.count
        report.violations.sort()
        return report
    }

    private func step(_ line: UnsafeRawBufferPointer, number: Int, runs: inout [RunKey: Run], into report: inout TraceReport) {
        guard let record = TraceRecord.scan(line) ?? TraceRecord.parse(line, number: number, into: &report) else { return }
        let (session, machineID, event, recordedState) = (record.session, record.machine, record.event, record.state)
        guard let compiled = machines[machineID] else {
            let known = machines.keys.sorted()
            report.violations.append(
                .init(
                    line: number, session: session, code: "trace.unknown-machine",
                    message: "the product has no machine \"\(machineID)\"" + (Suggestion.nearest(to: machineID, among: known).map { "; did you mean \"\($0)\"?" } ?? "")))
            return
        }
        let key = RunKey(session: session, machine: machineID)
        // Taken out and put back, so the replayed context is stepped in place, not copied.
        var run = runs.removeValue(forKey: key) ?? Run(instance: MachineInstance(compiled))
        defer { runs[key] = run }
        guard var instance = run.instance else {
            report.skipped += 1
            return
        }
        if run.matched == 0, let context = record.context {
            do { try instance.reset(context: context) } catch {
                fail(&run, number, session, machineID, "trace.malformed", "the record's context names fields the machine does not declare: \(error.fields.joined(separator: ", "))", (instance.stateIndex, instance.state), compiled, [], &report)
                return
            }
        }
        // The state before the step, by index and name (not a copy of the instance, whose context would then be
        // copied on every step).
        let before = (stateIndex: instance.stateIndex, state: instance.state)
        let outcome = instance.step(event: event, data: record.data)
        // Named only for a report: a step that follows the spec never pays for it.
        var falseGuards: [String] {
            outcome.guards.filter { !$0.outcome }.map { g in
                compiled.transitions.first { $0.id == g.transition }.map { "[\($0.guardSource ?? "")] at \($0.label)" } ?? "\(g.transition)"
            }
        }
        let expectedState: String, expectedEmits: [EmittedEvent]
        switch outcome.effect {
        case .transitioned(_, let to, let emits): (expectedState, expectedEmits) = (to, emits)
        case .ignored: (expectedState, expectedEmits) = (before.state, [])
        case .rejected(let reason):
            fail(&run, number, session, machineID, "trace.unevaluable-guard", "the spec cannot decide \"\(event)\" in \(before.state): \(reason)", before, compiled, falseGuards, &report)
            return
        }
        if recordedState != expectedState {
            let what = expectedState == before.state && outcome.transition == nil
                ? "\"\(event)\" is not handled in \(before.state) (the spec stays there), but the record went to \(recordedState)"
                : "\"\(event)\" in \(before.state) leads to \(expectedState), but the record went to \(recordedState)"
            fail(&run, number, session, machineID, "trace.illegal-step", what, before, compiled, falseGuards, &report)
            return
        }
        let emitted = record.emitted
        var remaining = emitted
        for expected in expectedEmits {
            if let i = remaining.firstIndex(where: { $0.name == expected.event }) {
                remaining.remove(at: i)
            } else if !expected.optional {
                fail(&run, number, session, machineID, "trace.missing-emit", "\"\(event)\" in \(before.state) emits \(expected.event), which the record lacks", before, compiled, falseGuards, &report)
                return
            }
        }
        if let extra = remaining.first {
            fail(&run, number, session, machineID, "trace.extra-emit", "\"\(event)\" in \(before.state) emits no \(extra.name), but the record has it", before, compiled, falseGuards, &report)
            return
        }
        for (name, payload) in emitted {
            guard let payload else { continue }
            let result = catalog.validate(eventName: name, payload: payload)
            if let error = result.errors.first {
                let at = error.instancePointer.isEmpty ? "" : " at \(error.instancePointer)"
                fail(&run, number, session, machineID, error.code, "emitted \(name)\(at): \(error.message)", before, compiled, falseGuards, &report)
                return
            }
        }
        run.instance = instance
        run.matched += 1
        report.matched += 1
    }

    private func fail(
        _ run: inout Run, _ line: Int, _ session: String, _ machine: String, _ code: String, _ message: String, _ at: (stateIndex: Int, state: String),
        _ compiled: CompiledMachine, _ falseGuards: [String], _ report: inout TraceReport
    ) {
        let state = at.stateIndex
        let allowed = compiled.transitions.filter { $0.source == state }.map { t in
            "\(compiled.eventNames[t.event])" + (t.guardSource.map { " [\($0)]" } ?? "") + " → \(compiled.stateNames[t.target])"
        }
        let location = bundle.machine(id: machine).flatMap { m in
            m.state(named: at.state).map { "\($0.origin.file):\($0.origin.location.line):\($0.origin.location.column)" }
        }
        report.violations.append(
            .init(
                line: line, session: session, machine: machine, code: code, message: message, matched: run.matched, allowedNext: allowed,
                falseGuards: falseGuards, specLocation: location))
        run.instance = nil
    }
}
