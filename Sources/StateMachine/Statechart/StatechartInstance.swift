import SpecModel

/// A running statechart: its configuration (the set of active states), context, recorded histories and virtual
/// clock over a ``CompiledStatechart``. A value: copying an instance forks the run. Steps do no I/O.
///
/// A step is an SCXML macrostep (the W3C Recommendation's Appendix D): the transitions the event enables, one per
/// atomic state (the innermost state's first enabled transition in document order, walking out through ancestors),
/// conflicts removed (a descendant's transition preempts its ancestor's, then document order wins), one microstep
/// (exit set in reverse document order, transition content, entry set in document order), then eventless transitions
/// and `done.state.<id>` events until the configuration is stable. Nothing changes when a step is rejected.
package struct StatechartInstance: Sendable {
    /// At most this many microsteps follow one event; past it the step is rejected (an eventless loop).
    package static let microstepLimit = 1000

    package let chart: CompiledStatechart
    /// Active nodes, a bit per node in document order.
    var active: [UInt64]
    /// Context values by slot (see ``CompiledStatechart/slotNames``).
    package internal(set) var slots: [JSONValue]
    /// Per history node: the states it recorded; `recorded` says whether it holds any.
    var history: [[Int]]
    var recorded: [Bool]
    /// The virtual clock (seconds) and when each active node was entered.
    var clock = 0
    var enteredAt: [Int]
    /// Whether a top-level final state was entered: the machine has finished and ignores every event.
    package internal(set) var isFinished = false

    // Scratch of the current step, kept to reuse its storage.
    var effects: [StatechartEffect] = []
    var enabled: [Int] = []
    var queue: [Int] = []
    /// The timer transitions taken at the instant of the current timed event.
    var takenTimers: [Int] = []
    var guardLog: [(Int, Bool)] = []
    var outputLog: [(String, JSONValue)] = []
    /// Per emitted event of the step, in order, its payload as declared, evaluated when it was emitted.
    var payloadLog: [JSONValue] = []
    /// Whether the step records what it does (``effects``, guards, outputs) for a ``StatechartStep``; the fast path
    /// records nothing.
    var recording = false
    /// Whether every step, the fast path's too, records what it exited, took and entered (``stepEffects``), without
    /// the guards and outputs a ``StatechartStep`` also reports: what a trace checker compares emits with.
    package var recordsEffects = false
    /// Whether the step records its effects.
    @inline(__always) var logsEffects: Bool { recording || recordsEffects }
    var backup: Backup
    /// Whether this step saved its starting state in ``backup``.
    var saved = false

    struct Backup: Sendable {
        var active: [UInt64]
        var slots: [JSONValue]
        var history: [[Int]]
        var recorded: [Bool]
        var clock: Int
        var enteredAt: [Int]
        var isFinished: Bool
    }

    /// An instance in the initial configuration (entered, with its eventless transitions taken) and initial context.
    /// ``startup`` says what entering it did.
    package init(_ chart: CompiledStatechart) {
        self.chart = chart
        let storage = chart.storage
        active = [UInt64](repeating: 0, count: storage.wordCount)
        slots = storage.initialSlots
        history = [[Int]](repeating: [], count: storage.nodes.count)
        recorded = [Bool](repeating: false, count: storage.nodes.count)
        enteredAt = [Int](repeating: 0, count: storage.nodes.count)
        backup = Backup(
            active: active, slots: slots, history: history, recorded: recorded, clock: 0, enteredAt: enteredAt,
            isFinished: false)
        startup = StatechartStep(.ignored)
        startup = start(context: [:])
    }

    /// What entering the initial configuration did (entry actions, eventless transitions, done events).
    package private(set) var startup: StatechartStep

    /// Returns to the initial configuration, context (with `overrides`), histories and clock, and enters it again.
    /// Throws, leaving the instance unchanged, when an override names a field the machine does not declare.
    @discardableResult
    package mutating func reset(context overrides: [String: JSONValue] = [:]) throws(UnknownContextFieldsError)
        -> StatechartStep
    {
        let unknown = overrides.keys.filter { chart.storage.slotIndex[$0] == nil }.sorted()
        guard unknown.isEmpty else { throw UnknownContextFieldsError(fields: unknown) }
        startup = start(context: overrides)
        return startup
    }

    private mutating func start(context overrides: [String: JSONValue]) -> StatechartStep {
        let storage = chart.storage
        for w in active.indices { active[w] = 0 }
        slots = storage.initialSlots
        for (field, value) in overrides { if let slot = storage.slotIndex[field] { slots[slot] = value } }
        for h in history.indices { history[h].removeAll() }
        for h in recorded.indices { recorded[h] = false }
        clock = 0
        isFinished = false
        recording = true
        defer { recording = false }
        begin()
        saveForRollback()
        enterInitial()
        let result = settle(data: .null, microsteps: 1)
        return report(result)
    }

    /// Applies event `event` with payload `data`: one macrostep.
    /// A timed event (`after:<delay>`) of any delay lets that much time pass, whether the machine names the delay or
    /// not.
    package mutating func step(event: String, data: JSONValue = .null) -> StatechartStep {
        recording = true
        defer { recording = false }
        let result: StatechartStepResult
        if let index = chart.eventIndex(event) {
            result = step(eventIndex: index, data: data)
        } else if let seconds = TimedEvent.seconds(ofEvent: event) {
            result = timedStep(upTo: seconds, data: data)
        } else {
            begin()
            result = .ignored
        }
        return report(result)
    }

    /// The fast path of ``step(event:data:)``: the event by index in ``CompiledStatechart/eventNames``.
    package mutating func step(eventIndex: Int, data: JSONValue = .null) -> StatechartStepResult {
        begin()
        let storage = chart.storage
        guard !isFinished, eventIndex >= 0, eventIndex < storage.eventCount else { return .ignored }
        if let delay = storage.delays[eventIndex] { return timedStep(upTo: delay, data: data) }
        if let quick = quickStep(eventIndex, data: data) { return quick }
        if let reason = select(event: eventIndex, data: data) { return reject(reason) }
        guard !enabled.isEmpty else { return .ignored }
        if let reason = microstep(data: data) { return reject(reason) }
        if queue.isEmpty, !chart.storage.hasAlways { return .settled(microsteps: 1) }
        return settle(data: data, microsteps: 1)
    }

    /// A timed event: `seconds` pass after the latest entry of an active state, and every timer that falls due by then
    /// fires at its instant, instant after instant, the clock moving to each. At one instant the timers due are
    /// selected together like one event's transitions: a macrostep. A timer due then that did not fire (a descendant's
    /// timer or a conflicting transition preempted it, or its guards were false) and whose state is still active, not
    /// re-entered, is offered again in a following macrostep at the same instant (as SCXML processes each delayed event
    /// it queued); when a round fires nothing the instant is over and its timers left are spent: a timer fires at most
    /// once per entry of its state. When something fired, the clock ends at the end of the delay; when nothing did,
    /// the event is ignored and nothing changes.
    mutating func timedStep(upTo seconds: Int, data: JSONValue) -> StatechartStepResult {
        begin()
        guard !isFinished else { return .ignored }
        let now = latestEntry + seconds
        var cursor = clock
        var count = 0
        var instants = 0
        while !isFinished, let due = earliestTimer(after: cursor, by: now) {
            instants += 1
            if instants > Self.instantLimit {
                return reject("more than \(Self.instantLimit) timer instants fall within \(seconds) s")
            }
            takenTimers.removeAll(keepingCapacity: true)
            var atInstant = 0
            while !isFinished {
                if let reason = selectTimers(due: due, data: data) { return reject(reason) }
                if enabled.isEmpty { break }
                atInstant += 1
                if atInstant > Self.microstepLimit {
                    return reject("timers due at the same time did not settle after \(Self.microstepLimit) microsteps")
                }
                saveForRollback()
                clock = due
                takenTimers.append(contentsOf: enabled)
                if let reason = microstep(data: data) { return reject(reason) }
                if !queue.isEmpty || chart.storage.hasAlways {
                    switch settle(data: data, microsteps: atInstant) {
                    case .settled(let microsteps): atInstant = microsteps
                    case let other: return other
                    }
                }
            }
            count += atInstant
            cursor = due
        }
        guard count > 0 else { return .ignored }
        clock = max(clock, now)
        return .settled(microsteps: count)
    }

    /// At most this many instants at which timers fall due are followed within one timed event.
    package static let instantLimit = 10_000

    /// Eventless transitions, then queued `done.state` events, each in its own microstep, until none is enabled.
    mutating func settle(data: JSONValue, microsteps: Int) -> StatechartStepResult {
        var count = microsteps
        var current = data
        let hasAlways = chart.storage.hasAlways
        while !isFinished {
            if hasAlways {
                if let reason = selectEventless(data: current) { return reject(reason) }
            } else {
                enabled.removeAll(keepingCapacity: true)
            }
            if enabled.isEmpty {
                guard !queue.isEmpty else { break }
                let event = queue.removeFirst()
                current = .null
                if let reason = select(event: event, data: current) { return reject(reason) }
                if enabled.isEmpty { continue }
            }
            count += 1
            if count > Self.microstepLimit {
                let last = enabled.first.map { chart.storage.transitions[$0].label } ?? "?"
                return reject(
                    "eventless transitions did not settle after \(Self.microstepLimit) microsteps (still enabled: \(last))"
                )
            }
            if let reason = microstep(data: current) { return reject(reason) }
        }
        return .settled(microsteps: count)
    }

    /// Starts a step: scratch cleared; nothing is saved until the step is about to change something
    /// (``saveForRollback()``).
    mutating func begin() {
        if logsEffects { effects.removeAll(keepingCapacity: true) }
        if recording {
            guardLog.removeAll(keepingCapacity: true)
            outputLog.removeAll(keepingCapacity: true)
            payloadLog.removeAll(keepingCapacity: true)
        }
        if !queue.isEmpty { queue.removeAll(keepingCapacity: true) }
        saved = false
    }

    /// Saves the state a rejection puts back, once per step, before the step first changes it.
    mutating func saveForRollback() {
        guard !saved else { return }
        saved = true
        for w in active.indices { backup.active[w] = active[w] }
        for s in slots.indices { backup.slots[s] = slots[s] }
        if chart.storage.hasTimers { for n in enteredAt.indices { backup.enteredAt[n] = enteredAt[n] } }
        for h in chart.storage.historyNodes {
            backup.history[h] = history[h]
            backup.recorded[h] = recorded[h]
        }
        backup.clock = clock
        backup.isFinished = isFinished
    }

    /// Puts back the state ``saveForRollback()`` saved (nothing changed when it saved nothing) and returns the
    /// rejection.
    mutating func reject(_ reason: String) -> StatechartStepResult {
        if saved {
            for w in active.indices { active[w] = backup.active[w] }
            for s in slots.indices { slots[s] = backup.slots[s] }
            if chart.storage.hasTimers { for n in enteredAt.indices { enteredAt[n] = backup.enteredAt[n] } }
            for h in chart.storage.historyNodes {
                history[h] = backup.history[h]
                recorded[h] = backup.recorded[h]
            }
            clock = backup.clock
            isFinished = backup.isFinished
        }
        effects.removeAll(keepingCapacity: true)
        return .rejected(reason: reason)
    }

    /// Whether node `node` is active.
    @inline(__always)
    func isActive(_ node: Int) -> Bool { active[node >> 6] & (1 << UInt64(node & 63)) != 0 }
    @inline(__always)
    mutating func setActive(_ node: Int, _ value: Bool) {
        if value { active[node >> 6] |= 1 << UInt64(node & 63) } else { active[node >> 6] &= ~(1 << UInt64(node & 63)) }
    }

    /// The active states in document order, compound and parallel ancestors included.
    package var configuration: [String] {
        let nodes = chart.storage.nodes
        return (1..<nodes.count).filter(isActive).map { nodes[$0].name }
    }

    /// The active atomic states (the leaves of the configuration) in document order.
    package var activeLeaves: [String] {
        let nodes = chart.storage.nodes
        return (1..<nodes.count).filter { isActive($0) && nodes[$0].isAtomic }.map { nodes[$0].name }
    }

    /// Whether the state named `name` is active.
    package func isActive(state name: String) -> Bool {
        chart.storage.nodes.indices.dropFirst().contains { isActive($0) && chart.storage.nodes[$0].name == name }
    }

    /// The current context by field name.
    package var context: [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: zip(chart.storage.slotNames, slots))
    }
}
