import EventSchema
import Foundation
import SpecModel
import StateMachine

/// Checks JSON-lines traces a running system recorded against a product's machines.
///
/// A record is `{"session": "…", "machine": "…", "event": "…", "data": …, "state": "<state after>",
/// "emitted": ["name" | {"name": "…", "payload": {…}}]}`; sessions may be interleaved in one file. Each (session,
/// machine) starts in the machine's initial state and context (a first record may carry `"context": {…}` to override
/// it) and is replayed on the spec's interpreter: every step must be the spec's move from the current state, end in
/// the recorded state, and emit what the transition declares (optional ones may be absent; no other), each payload
/// valid against its event schema.
///
/// Guards are evaluated exactly while the context is known: the initial context, the recorded data and the
/// assignments computed from them. A record without `data` leaves the event's data unknown; a guard that reads it
/// (or a context field computed from it) cannot be evaluated, and the run then carries every candidate
/// configuration consistent with the trace so far: each such guard splits a step into the branch where it holds and
/// the one where it does not, and the recorded state and emits prune them at every step. A run leaves the spec when no
/// candidate remains; it is reported once, at that step, with the steps that matched, the moves the spec allowed, the
/// guards that were false with the values they read and, with several candidates, why each failed. Its later steps
/// are counted as skipped. Candidates are bounded (``Options/maximumCandidates``): past the bound, those in the same
/// state are merged, a field they disagree on becoming unknown, and the run is reported as widened (a warning).
///
/// Sessions are independent, so the work is split by session between ``Options/jobs`` workers; the report is the
/// same whatever the number of workers.
package struct TraceChecker: Sendable {
    /// How a trace is checked.
    package struct Options: Sendable {
        /// Candidate configurations a run may carry before those in the same state are merged (at least 1).
        package var maximumCandidates: Int
        /// Workers (at least 1); a small trace uses one.
        package var jobs: Int
        /// Whether the report lists what the passing runs exercised (``TraceReport/exercised``).
        package var collectsEvidence: Bool
        /// Bytes of trace per worker below which fewer workers are used (tests lower it to split small traces).
        var bytesPerWorker = 1 << 20
        /// Whether records are first tried on the one-pass reading (``TraceWorker/fastStep(_:start:count:)``);
        /// tests turn it off to compare with the general path.
        var usesFastPath = true
        /// Whether every record goes to the JSON parser, past the fast path and the scan (tests compare the paths).
        var parsesEveryRecord = false

        package init(maximumCandidates: Int = 64, jobs: Int = 1, collectsEvidence: Bool = false) {
            self.maximumCandidates = max(1, maximumCandidates)
            self.jobs = max(1, jobs)
            self.collectsEvidence = collectsEvidence
        }
    }

    let bundle: SpecBundle
    let catalog: EventCatalog
    let options: Options

    package init(bundle: SpecBundle, options: Options = Options()) {
        self.bundle = bundle
        self.options = options
        catalog = EventCatalog(bundle)
    }

    /// Checks every line of `bytes` (the whole trace).
    package func check(_ bytes: [UInt8]) -> TraceReport {
        let workers = min(options.jobs, max(1, bytes.count / options.bytesPerWorker))
        let parts = Parts(count: workers)
        let checker = self
        let threads = WorkerThreads(count: workers)
        defer { threads.stop() }
        threads.perform { w in
            var worker = TraceWorker(checker: checker, index: w, workers: workers)
            bytes.withUnsafeBytes { raw in
                worker.check(raw)
                worker.collectPrefixes(raw)
            }
            parts.store(worker.finish(), at: w)
        }
        var report = TraceReport()
        for part in parts.all { report.merge(part) }
        report.violations.sort()
        report.warnings.sort()
        return report
    }

    /// The workers' reports, one slot each.
    private final class Parts: @unchecked Sendable {
        private var parts: [TraceReport]
        private let lock = NSLock()

        init(count: Int) { parts = Array(repeating: TraceReport(), count: count) }

        func store(_ part: TraceReport, at index: Int) {
            lock.lock()
            parts[index] = part
            lock.unlock()
        }

        var all: [TraceReport] {
            lock.lock()
            defer { lock.unlock() }
            return parts
        }
    }
}

extension TraceWorker {
    /// The worker's report with its runs counted and, when asked, what its passing runs exercised.
    func finish() -> TraceReport {
        var result = report
        var bits: [Int: [UInt64]] = [:]
        for (r, run) in runs.enumerated() where Int(keys[r].machine) < model.knownCount {
            result.runs += 1
            if run.widened { result.widenedRuns += 1 }
            guard !run.failed else { continue }
            result.passingRuns += 1
            if run.candidates >= 0, candidateSets[Int(run.candidates)].count > 1 { result.ambiguousRuns += 1 }
            guard run.evidence >= 0 else { continue }
            let machine = Int(keys[r].machine)
            let words = model.chart(machine)?.evidenceWords ?? model.machines[machine].evidenceWords
            var union = bits[machine] ?? [UInt64](repeating: 0, count: words)
            for k in 0..<words { union[k] |= evidence[Int(run.evidence) + k] }
            bits[machine] = union
        }
        guard checker.options.collectsEvidence else { return result }
        var exercised = TraceExercise()
        for (m, words) in bits {
            if let chart = model.chart(m) {
                exercised = exercised.union(chartExercise(chart, words))
                continue
            }
            let traced = model.machines[m]
            let compiled = traced.compiled
            func isSet(_ bit: Int) -> Bool { words[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }
            for t in compiled.transitions.indices where isSet(t) {
                exercised.transitions.insert(compiled.transitions[t].id)
            }
            for s in compiled.stateNames.indices where isSet(traced.stateBase + s) {
                exercised.states.insert(StateRef(machine: compiled.id, state: compiled.stateNames[s]))
            }
            for e in model.names.emittedNames.indices where isSet(traced.emittedBase + e) {
                exercised.events.insert(model.names.emittedNames[e])
            }
        }
        result.exercised = exercised
        return result
    }
}
