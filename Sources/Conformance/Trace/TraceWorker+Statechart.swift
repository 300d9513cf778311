import SpecModel
import StateMachine

/// Statechart runs: each record's step is one macrostep of a ``StatechartInstance`` (never the flat machine path), its
/// recorded `state` the observed configuration (the active atomic states joined by " + ", compared as a set) and its
/// `emitted` the events the macrostep's exits, transitions and entries declare (optional ones may be absent; no
/// other). Guards are evaluated on the known context and the record's data; a statechart run carries no candidates, so
/// a step whose guard or assignment reads data the record does not carry cannot be decided
/// (`trace.unevaluable-guard`).
extension TraceWorker {
    /// A parsed record of statechart run `r`: a context for a new run, then the step.
    mutating func parsedChartStep(_ record: TraceRecord, _ r: Int, _ chart: TraceStatechart, created: Bool) {
        if created, let context = record.context {
            do { try chartInstances[Int(runs[r].instance)].reset(context: context) } catch {
                failContext(r, error)
                return
            }
        }
        var event = record.event
        var state = record.state
        event.withUTF8 { e in
            state.withUTF8 { s in
                chartStep(
                    r, chart, event: UnsafeRawBufferPointer(e), state: UnsafeRawBufferPointer(s), data: record.data)
            }
        }
    }

    /// One step of statechart run `r`: `event` and `state` are the record's bytes, the emitted names in
    /// ``emittedIDs``; `data` nil when the record has none.
    mutating func chartStep(
        _ r: Int, _ chart: TraceStatechart, event name: UnsafeRawBufferPointer, state: UnsafeRawBufferPointer,
        data: JSONValue?
    ) {
        if runs[r].failed {
            report.skipped += 1
            return
        }
        let event = Int(chart.events.lookup(name))
        let (result, after, effects) = Self.chartMove(
            &chartInstances[Int(runs[r].instance)], event: event, name: name, data: data ?? .null, before: &chartBefore)
        let settled: Bool
        switch result {
        case .rejected(let reason):
            failChart(
                r, chart, code: "trace.unevaluable-guard",
                message:
                    "the spec cannot decide \"\(recordedEvent)\" in \(chart.compiled.configurationText(chartBefore)): "
                    + reason + (data == nil ? " (the record carries no data)" : ""))
            return
        case .ignored: settled = false
        case .settled: settled = true
        }
        if !chart.matches(state, after, scratch: &chartBits) {
            let problem = chart.parse(state, into: &chartBits)
            let went = recordedState + (problem.map { " (\($0))" } ?? "")
            let from = chart.compiled.configurationText(chartBefore)
            failChart(
                r, chart, code: "trace.illegal-step",
                message: settled
                    ? "\"\(recordedEvent)\" in \(from) leads to \(chart.compiled.configurationText(after)), but the record went to \(went)"
                    : "no transition for \"\(recordedEvent)\" is enabled in \(from) (the spec stays there), but the record went to \(went)"
            )
            return
        }
        if settled {
            chart.emitted(by: effects, into: &chartEmits)
        } else {
            chartEmits.removeAll(keepingCapacity: true)
        }
        if !(chartEmits.isEmpty && emittedIDs.isEmpty), let (code, message) = chartEmitMismatch(chart) {
            failChart(r, chart, code: code, message: message)
            return
        }
        if let payloadFailure = invalidPayload() {
            failChart(r, chart, code: payloadFailure.code, message: payloadFailure.message)
            return
        }
        if runs[r].evidence >= 0 {
            let base = Int(runs[r].evidence)
            if settled {
                for effect in effects {
                    if case .transition(let t) = effect { setBit(base, t) }
                }
            }
            recordActive(base, chart, after)
            for k in emittedIDs.indices where emittedIDs[k] >= 0 {
                setBit(base, chart.emittedBase + Int(emittedIDs[k]))
            }
        }
        runs[r].matched += 1
        report.matched += 1
    }

    /// Steps `instance` on `event` (its index; -1 for a name the chart does not have, spelt `name`): the outcome, the
    /// active nodes after and what the step did; `before` gets the active nodes before. Works on the instance in
    /// place (an instance copied out of its array would copy its every table).
    @inline(__always)
    private static func chartMove(
        _ instance: inout StatechartInstance, event: Int, name: UnsafeRawBufferPointer, data: JSONValue,
        before: inout [UInt64]
    ) -> (StatechartStepResult, [UInt64], [StatechartEffect]) {
        before.removeAll(keepingCapacity: true)
        before.append(contentsOf: instance.activeWords)
        let result: StatechartStepResult
        if event >= 0 {
            result = instance.step(eventIndex: event, data: data)
        } else {
            // A timed event of a delay the chart does not name lets the timers due by then fire; any other event the
            // machine does not have is ignored, as the interpreter ignores it.
            switch instance.step(event: String(decoding: name, as: UTF8.self), data: data).effect {
            case .settled: result = .settled(microsteps: 1)
            case .ignored: result = .ignored
            case .rejected(let reason): result = .rejected(reason: reason)
            }
        }
        return (result, instance.activeWords, instance.stepEffects)
    }

    /// Why the recorded emits (``emittedIDs``) are not the spec's (``chartEmits``): the first declared event they lack,
    /// or the first they have besides; nil when they match.
    private func chartEmitMismatch(_ chart: TraceStatechart) -> (code: String, message: String)? {
        var from: String { chart.compiled.configurationText(chartBefore) }
        var used = [Bool](repeating: false, count: emittedIDs.count)
        for (name, optional) in chartEmits {
            if let k = emittedIDs.indices.first(where: { !used[$0] && emittedIDs[$0] == name }) {
                used[k] = true
            } else if !optional {
                return (
                    "trace.missing-emit",
                    "\"\(recordedEvent)\" in \(from) emits \(model.names.emittedNames[Int(name)]), which the record lacks"
                )
            }
        }
        guard let extra = used.firstIndex(of: false) else { return nil }
        return (
            "trace.extra-emit",
            "\"\(recordedEvent)\" in \(from) emits no \(recordedEmitted(extra)), but the record has it"
        )
    }

    /// Marks every node set in `words` as exercised by the run whose evidence starts at `base`.
    mutating func recordActive(_ base: Int, _ chart: TraceStatechart, _ words: [UInt64]) {
        for w in words.indices {
            var bits = w == 0 ? words[w] & ~1 : words[w]
            while bits != 0 {
                setBit(base, chart.nodeBase + (w << 6 | bits.trailingZeroBitCount))
                bits &= bits - 1
            }
        }
    }

    /// Ends statechart run `r` at the current line with a violation: the moves the spec allowed from the states active
    /// before the step, in the order selection tries them (each active leaf in document order, then its ancestors
    /// outwards, each state once), and where the first of those states is written.
    mutating func failChart(_ r: Int, _ chart: TraceStatechart, code: String, message: String) {
        let compiled = chart.compiled
        func wasActive(_ node: Int) -> Bool { chartBefore[node >> 6] & (1 << UInt64(node & 63)) != 0 }
        var order: [Int] = []
        for leaf in 1..<compiled.nodeCount where wasActive(leaf) && compiled.isAtomic(node: leaf) {
            var node = leaf
            while node > 0 {
                if !order.contains(node) { order.append(node) }
                node = compiled.parent(ofNode: node)
            }
        }
        var allowed: [TraceReport.Move] = []
        for node in order {
            for t in compiled.transitions where t.source == node && t.event < compiled.eventNames.count {
                allowed.append(
                    .init(
                        from: compiled.name(ofNode: node), event: compiled.eventNames[t.event], guard: t.guardSource,
                        target: compiled.name(ofNode: t.target)))
            }
        }
        let shown = allowed.first?.from ?? order.first.map { compiled.name(ofNode: $0) }
        let location = shown.flatMap { chart.machine.state(named: $0) }.map {
            TraceReport.SpecLocation(
                file: $0.origin.file, line: $0.origin.location.line, column: $0.origin.location.column)
        }
        report.violations.append(
            .init(
                line: line, session: session(r), machine: compiled.id, code: code, message: message,
                matched: runs[r].matched, allowedNext: allowed, specLocation: location))
        runs[r].failed = true
        runs[r].failLine = line
        runs[r].violation = report.violations.count - 1
    }

    /// What a statechart's passing runs exercised (`words`: their evidence bits, or-ed).
    func chartExercise(_ chart: TraceStatechart, _ words: [UInt64]) -> TraceExercise {
        func isSet(_ bit: Int) -> Bool { words[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }
        let compiled = chart.compiled
        var exercised = TraceExercise()
        for t in compiled.transitions.indices where isSet(t) {
            exercised.transitions.insert(compiled.transitions[t].id)
        }
        for node in 1..<compiled.nodeCount where isSet(chart.nodeBase + node) {
            exercised.states.insert(StateRef(machine: compiled.id, state: compiled.name(ofNode: node)))
        }
        for e in model.names.emittedNames.indices where isSet(chart.emittedBase + e) {
            exercised.events.insert(model.names.emittedNames[e])
        }
        return exercised
    }
}
