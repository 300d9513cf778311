import SpecModel

/// A ``Machine`` compiled for execution: states, events and context fields interned to integer indices,
/// transitions grouped per (state, event) in contiguous document-order ranges, guards and assignments compiled.
///
/// Create one with ``compile(_:)``. The value is immutable and cheap to copy (one shared storage object).
package struct CompiledMachine: Sendable {
    final class Storage: Sendable {
        let id: String
        let stateNames: [String]
        let eventNames: [String]
        let slotNames: [String]
        let initialState: Int
        let initialSlots: [JSONValue]
        let stateIndex: [String: Int]
        let eventIndex: [String: Int]
        let slotIndex: [String: Int]
        let isFinal: [Bool]
        let transitions: [CompiledTransition]
        let groups: [EventGroup]
        /// Per state, the range of ``groups`` holding its events in document order.
        let stateGroups: [Range<Int>]
        /// `state * eventCount + event` → group index, or -1; empty when the machine is too large for a dense table.
        let denseTable: [Int32]
        /// The same map for large machines.
        let sparseTable: [Int: Int32]
        let eventCount: Int
        let isDense: Bool
        /// Per event, the data the planner sends with it (see ``CompiledMachine/plannedData(event:)``).
        let plannedData: [JSONValue]

        init(
            id: String, stateNames: [String], eventNames: [String], slotNames: [String], initialState: Int,
            initialSlots: [JSONValue], isFinal: [Bool], transitions: [CompiledTransition], groups: [EventGroup],
            stateGroups: [Range<Int>], plannedData: [JSONValue] = []
        ) {
            self.id = id
            self.stateNames = stateNames
            self.eventNames = eventNames
            self.slotNames = slotNames
            self.initialState = initialState
            self.initialSlots = initialSlots
            self.stateIndex = Dictionary(
                stateNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            self.eventIndex = Dictionary(
                eventNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            self.slotIndex = Dictionary(
                slotNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            self.isFinal = isFinal
            self.transitions = transitions
            self.groups = groups
            self.stateGroups = stateGroups
            self.plannedData = plannedData
            let cells = stateNames.count * eventNames.count
            self.eventCount = eventNames.count
            self.isDense = cells <= Storage.denseLimit
            let aliases = Storage.timerAliases(eventNames: eventNames, groups: groups)
            if cells <= Storage.denseLimit {
                var table = [Int32](repeating: -1, count: cells)
                for (index, group) in groups.enumerated() {
                    table[group.state * eventNames.count + group.event] = Int32(index)
                }
                for (key, group) in aliases { table[key] = group }
                self.denseTable = table
                self.sparseTable = [:]
            } else {
                var table: [Int: Int32] = [:]
                for (index, group) in groups.enumerated() {
                    table[group.state * eventNames.count + group.event] = Int32(index)
                }
                for (key, group) in aliases { table[key] = group }
                self.denseTable = []
                self.sparseTable = table
            }
        }

        /// Largest (states × events) table kept dense.
        static let denseLimit = 1 << 22

        /// Timed events a state does not handle itself: `after:X` in a state whose own timers include one due by X
        /// fires the earliest such timer (X of time passing in the state passes every shorter delay first). Keys are
        /// table cells (`state * eventCount + event`), values group indices.
        static func timerAliases(eventNames: [String], groups: [EventGroup]) -> [(Int, Int32)] {
            let timed = eventNames.enumerated().compactMap { index, name in
                TimedEvent.seconds(ofEvent: name).map { (index, $0) }
            }
            guard !timed.isEmpty else { return [] }
            var own = Set<Int>()
            var timers: [Int: [(seconds: Int, group: Int)]] = [:]
            for (index, group) in groups.enumerated() {
                own.insert(group.state * eventNames.count + group.event)
                if let seconds = TimedEvent.seconds(ofEvent: eventNames[group.event]) {
                    timers[group.state, default: []].append((seconds, index))
                }
            }
            var aliases: [(Int, Int32)] = []
            for state in timers.keys.sorted() {
                let due = (timers[state] ?? []).sorted { $0.seconds < $1.seconds }
                for (event, seconds) in timed where !own.contains(state * eventNames.count + event) {
                    if let first = due.first(where: { $0.seconds <= seconds }) {
                        aliases.append((state * eventNames.count + event, Int32(first.group)))
                    }
                }
            }
            return aliases
        }
    }

    let storage: Storage

    /// The machine's ID.
    package var id: String { storage.id }
    /// State names in document order; a state's index is its position here.
    package var stateNames: [String] { storage.stateNames }
    /// Event names: first those used in transitions (document order), then declared-only events (sorted).
    package var eventNames: [String] { storage.eventNames }
    /// Context field names, sorted; a field's slot is its position here.
    package var slotNames: [String] { storage.slotNames }
    /// Index of the initial state.
    package var initialState: Int { storage.initialState }
    /// Initial context values by slot.
    package var initialSlots: [JSONValue] { storage.initialSlots }
    /// All transitions in document order (states, then events, then transitions).
    package var transitions: [CompiledTransition] { storage.transitions }

    /// Whether any guard or assignment reads the event's data (`event`, `event.x`). When none does, what a
    /// transition does depends on the configuration alone, whatever data the event carries.
    package var readsEventData: Bool {
        storage.transitions.contains { t in
            (t.guardExpression?.expression.usesEvent ?? false)
                || t.assignments.contains { $0.expression.expression.usesEvent }
        }
    }

    /// The data the planner sends with the event at `event` (an index into ``eventNames``): JSON null, or, when a
    /// payload expectation on one of its transitions reads `event.x`, an object with a value for each declared and
    /// read field, chosen from its declared type (see ``PlannedEventData``).
    package func plannedData(event: Int) -> JSONValue {
        storage.plannedData.indices.contains(event) ? storage.plannedData[event] : .null
    }

    /// The index of the state named `name`.
    package func stateIndex(_ name: String) -> Int? { storage.stateIndex[name] }
    /// The index of the event named `name`.
    package func eventIndex(_ name: String) -> Int? { storage.eventIndex[name] }
    /// The slot of the context field named `name`.
    package func slotIndex(_ name: String) -> Int? { storage.slotIndex[name] }
    /// Whether state `index` is final (false for an index that is not a state).
    package func isFinal(_ state: Int) -> Bool {
        storage.isFinal.indices.contains(state) && storage.isFinal[state]
    }

    /// The index in ``transitions`` of the transition with identity `id` (nil for another machine's transition).
    package func transitionIndex(_ id: TransitionID) -> Int? {
        guard id.machine == self.id, let state = stateIndex(id.from), let event = eventIndex(id.event),
            let group = group(state: state, event: event)
        else { return nil }
        let range = storage.groups[group].transitions
        guard id.ordinal >= 0, id.ordinal < range.count else { return nil }
        return range.lowerBound + id.ordinal
    }

    /// The group index of `state` × `event`, or nil when the state has no transition for the event.
    @inline(__always)
    func group(state: Int, event: Int) -> Int? {
        let key = state * storage.eventCount + event
        if storage.isDense {
            let value = storage.denseTable[key]
            return value < 0 ? nil : Int(value)
        }
        return storage.sparseTable[key].map(Int.init)
    }

    /// The events a state reacts to, in document order, each with its transition range.
    func groups(of state: Int) -> ArraySlice<EventGroup> {
        storage.groups[storage.stateGroups[state]]
    }
}
