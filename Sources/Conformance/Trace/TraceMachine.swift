import SpecModel
import StateMachine

/// One machine prepared for replaying traces: its names interned, per transition its target and its declared emits
/// as interned event names, and per state and event whether a step there reads the event's data.
final class TraceMachine: Sendable {
    let compiled: CompiledMachine
    let machine: Machine
    let states: NameTable
    let events: NameTable
    let eventCount: Int
    /// Per transition: its target state.
    let targets: [Int32]
    /// Per transition: its declared emits as ``TraceNames/emitted`` indices, and whether each is optional.
    let emits: [[Int32]]
    let optional: [[Bool]]
    /// Per transition: whether it emits exactly its required events and nothing optional (the common, quick match).
    let plainEmits: [Bool]
    /// `state * eventCount + event` → whether a guard or assignment there reads the event's data.
    let readsEvent: [Bool]
    /// `state * eventCount + event` → the move no guard decides (``CompiledMachine/fixedMove(state:event:)``): the
    /// transition, -1 when the event is ignored there, -2 when guards decide.
    let fixedMoves: [Int32]
    /// Per transition: the context fields and event fields its guard reads, sorted (for explanations).
    let guardReads: [(context: [String], event: [String])]
    /// Bits of a run's evidence: transitions, then states, then emitted names.
    let evidenceWords: Int
    /// Every state's name, spelt out, so a recorded state is compared with the one expected without a lookup.
    let stateNames: SpeltNames
    /// Every event's name, spelt out, and per state the events it handles (document order, each once): a recorded
    /// event is first compared with those, then looked up.
    let eventNames: SpeltNames
    let handledEvents: [[Int32]]

    init(_ compiled: CompiledMachine, machine: Machine, names: TraceNames) {
        self.compiled = compiled
        self.machine = machine
        states = NameTable(compiled.stateNames)
        events = NameTable(compiled.eventNames)
        eventCount = compiled.eventNames.count
        let transitions = compiled.transitions
        targets = transitions.map { Int32($0.target) }
        emits = transitions.map { t in t.emits.map { names.emitted.lookup($0.event) } }
        optional = transitions.map { t in t.emits.map(\.optional) }
        plainEmits = transitions.map { t in !t.emits.contains(where: \.optional) }
        var reads = [Bool](repeating: false, count: compiled.stateNames.count * compiled.eventNames.count)
        for state in compiled.stateNames.indices {
            for event in compiled.eventNames.indices where compiled.readsEventData(state: state, event: event) {
                reads[state * compiled.eventNames.count + event] = true
            }
        }
        readsEvent = reads
        var fixed = [Int32](repeating: -2, count: reads.count)
        for state in compiled.stateNames.indices {
            for event in compiled.eventNames.indices {
                switch compiled.fixedMove(state: state, event: event) {
                case .ignored: fixed[state * compiled.eventNames.count + event] = -1
                case .transition(let t): fixed[state * compiled.eventNames.count + event] = Int32(t)
                case .guarded: break
                }
            }
        }
        fixedMoves = fixed
        guardReads = transitions.map { t in
            guard let source = t.guardSource, case .success(let expression) = Expression.parse(source) else {
                return ([], [])
            }
            return (expression.contextFields.sorted(), expression.eventFields.sorted())
        }
        evidenceWords = (transitions.count + compiled.stateNames.count + names.emittedNames.count + 63) / 64
        stateNames = SpeltNames(compiled.stateNames)
        eventNames = SpeltNames(compiled.eventNames)
        var handled = [[Int32]](repeating: [], count: compiled.stateNames.count)
        for t in transitions where !handled[t.source].contains(Int32(t.event)) {
            handled[t.source].append(Int32(t.event))
        }
        handledEvents = handled
    }

    /// Bit offsets of a state's and an emitted name's evidence.
    var stateBase: Int { targets.count }
    var emittedBase: Int { targets.count + compiled.stateNames.count }

    /// Whether `recorded` (interned emitted names, -1 for a name no spec declares) is what transition `t` emits
    /// (nil: no transition, so nothing). Optional emits may be absent; nothing else may be added.
    @inline(__always)
    func emitsMatch(_ t: Int?, _ recorded: [Int32]) -> Bool {
        guard let t else { return recorded.isEmpty }
        if plainEmits[t], emits[t] == recorded { return true }
        return emitMismatch(t, recorded) == nil
    }

    /// Why `recorded` is not what transition `t` emits: the first declared event it lacks, or the first it has
    /// besides; nil when it matches.
    func emitMismatch(_ t: Int, _ recorded: [Int32]) -> (missing: Int32?, extra: Int?)? {
        var used = [Bool](repeating: false, count: recorded.count)
        for (k, name) in emits[t].enumerated() {
            if let i = (0..<recorded.count).first(where: { !used[$0] && recorded[$0] == name }) {
                used[i] = true
            } else if !optional[t][k] {
                return (name, nil)
            }
        }
        if let extra = used.firstIndex(of: false) { return (nil, extra) }
        return nil
    }
}

/// The product's machines prepared for replay and the names they share. Each worker builds its own, so the workers
/// share no reference count (a count touched by two cores on every step costs more than a second core gives).
///
/// Machine indices: the flat machines first, then the statecharts (replayed on ``StatechartInstance``), then, past
/// ``knownCount``, names the product does not have.
struct TraceModel {
    let names: TraceNames
    let machines: [TraceMachine]
    let charts: [TraceStatechart]

    init(bundle: SpecBundle) {
        var compiled: [(CompiledMachine, Machine)] = []
        var compiledCharts: [(CompiledStatechart, Machine)] = []
        for machine in bundle.machines {
            if machine.isStatechart {
                if case .success(let c) = CompiledStatechart.compile(machine) { compiledCharts.append((c, machine)) }
            } else if case .success(let c) = CompiledMachine.compile(machine) {
                compiled.append((c, machine))
            }
        }
        let names = TraceNames(bundle: bundle, machineIDs: compiled.map(\.0.id) + compiledCharts.map(\.0.id))
        self.names = names
        machines = compiled.map { TraceMachine($0.0, machine: $0.1, names: names) }
        charts = compiledCharts.map { TraceStatechart($0.0, machine: $0.1, names: names) }
    }

    /// Machines and statecharts the product has.
    var knownCount: Int { machines.count + charts.count }

    /// The statechart of machine index `machine`, when it is one.
    @inline(__always)
    func chart(_ machine: Int) -> TraceStatechart? {
        machine >= machines.count && machine < knownCount ? charts[machine - machines.count] : nil
    }

    /// Every machine's ID, flat ones and statecharts, sorted.
    var machineIDs: [String] { (machines.map(\.compiled.id) + charts.map(\.compiled.id)).sorted() }
}

/// The names every machine shares: machines and the events they may emit.
struct TraceNames: Sendable {
    let machines: NameTable
    /// Every event name the spec knows (the event catalogue and every machine's `emits`), interned.
    let emitted: NameTable
    let emittedNames: [String]
    let emittedSpelt: SpeltNames
    /// The machines' IDs, spelt out by index.
    let machinesSpelt: SpeltNames

    init(bundle: SpecBundle, machineIDs: [String]) {
        machines = NameTable(machineIDs)
        machinesSpelt = SpeltNames(machineIDs)
        var names = Set(bundle.events.map(\.name))
        for machine in bundle.machines {
            for t in machine.transitions { for e in t.transition.emits { names.insert(e.event) } }
        }
        emittedNames = names.sorted()
        emitted = NameTable(emittedNames)
        emittedSpelt = SpeltNames(emittedNames)
    }
}

/// Names by index as bytes, for comparing a recorded name with the one expected.
struct SpeltNames: Sendable {
    private var bytes: [UInt8] = []
    private var starts: [Int] = []
    /// Per name: whether it has no quote, backslash or control byte, so that its bytes in a line are the JSON string.
    private var plain: [Bool] = []

    init(_ names: [String]) {
        for name in names {
            starts.append(bytes.count)
            bytes += name.utf8
            plain.append(!name.utf8.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 })
        }
        starts.append(bytes.count)
    }

    /// Where the JSON string spelling name `index` (-1: none) would close when its content starts at `text`: the
    /// offset of its closing quote from `text`, if the bytes there are the name and a quote before `limit` bytes.
    /// Nil for a name a JSON string cannot hold unescaped.
    @inline(__always)
    func closingQuote(_ index: Int, _ text: UnsafePointer<UInt8>, limit: Int) -> Int? {
        guard index >= 0, plain[index] else { return nil }
        let start = starts[index]
        let count = starts[index + 1] - start
        guard count < limit, text[count] == 0x22 else { return nil }
        return count == 0 || bytes.withUnsafeBytes({ memcmpBytes($0, at: start, text, count) }) ? count : nil
    }

    /// The length in bytes of name `index`; nil for -1.
    @inline(__always)
    func length(_ index: Int) -> Int? { index >= 0 ? starts[index + 1] - starts[index] : nil }

    /// Whether name `index` (-1: none) is spelt `count` bytes at `text`.
    @inline(__always)
    func spells(_ index: Int, _ text: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard index >= 0 else { return false }
        let start = starts[index]
        guard starts[index + 1] - start == count else { return false }
        return count == 0 || bytes.withUnsafeBytes { memcmpBytes($0, at: start, text, count) }
    }
}
