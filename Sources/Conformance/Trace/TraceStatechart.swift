import SpecModel
import StateMachine

/// One statechart prepared for replaying traces on ``StatechartInstance``: its state and event names interned, the
/// events each transition and each state's entry and exit actions emit as interned names, and a prototype instance in
/// the initial configuration that each new run copies.
///
/// A record's `state` is the observed configuration: the active atomic states joined by " + " (any order; a state
/// named twice counts once). It is compared with the instance's active leaves as a set.
final class TraceStatechart: Sendable {
    let compiled: CompiledStatechart
    let machine: Machine
    /// Every state by name: the node index (state index + 1).
    let nodes: NameTable
    let events: NameTable
    /// The leaves spelt out by node index, for comparing a recorded configuration in document order without a lookup.
    let nodeNames: SpeltNames
    /// Per transition, per node's entry and exit actions: declared emits as ``TraceNames/emitted`` indices, and
    /// whether each is optional.
    let transitionEmits: [[(name: Int32, optional: Bool)]]
    let entryEmits: [[(name: Int32, optional: Bool)]]
    let exitEmits: [[(name: Int32, optional: Bool)]]
    /// Whether anything the chart does emits an event (else a step's effects need not be recorded to check emits).
    let emitsAnything: Bool
    /// The instance every run starts from.
    let initial: StatechartInstance
    /// Bits of a run's evidence: transitions, then nodes, then emitted names.
    let evidenceWords: Int

    init(_ compiled: CompiledStatechart, machine: Machine, names: TraceNames) {
        self.compiled = compiled
        self.machine = machine
        let nodeNameList = (0..<compiled.nodeCount).map { compiled.name(ofNode: $0) }
        var table = NameTable()
        for node in 1..<compiled.nodeCount { table.insert(nodeNameList[node], value: Int32(node)) }
        nodes = table
        events = NameTable(compiled.eventNames)
        nodeNames = SpeltNames(nodeNameList)
        func interned(_ emits: [EmittedEvent]) -> [(name: Int32, optional: Bool)] {
            emits.map { (names.emitted.lookup($0.event), $0.optional) }
        }
        transitionEmits = compiled.transitions.map { interned($0.emits) }
        entryEmits = (0..<compiled.nodeCount).map { interned(compiled.entryEmits(ofNode: $0)) }
        exitEmits = (0..<compiled.nodeCount).map { interned(compiled.exitEmits(ofNode: $0)) }
        emitsAnything =
            !(transitionEmits.allSatisfy(\.isEmpty) && entryEmits.allSatisfy(\.isEmpty)
            && exitEmits.allSatisfy(\.isEmpty))
        initial = StatechartInstance(compiled)
        evidenceWords = (compiled.transitions.count + compiled.nodeCount + names.emittedNames.count + 63) / 64
    }

    /// Bit offsets of a node's and an emitted name's evidence.
    var nodeBase: Int { compiled.transitions.count }
    var emittedBase: Int { compiled.transitions.count + compiled.nodeCount }

    /// A new run's instance: effects recorded when emits or evidence need them.
    func start(recordingEffects evidence: Bool) -> StatechartInstance {
        var instance = initial
        instance.recordsEffects = emitsAnything || evidence
        return instance
    }

    /// What a step with `effects` (``StatechartInstance/stepEffects``) emitted, in order (exit actions, transitions,
    /// entry actions per microstep).
    func emitted(by effects: [StatechartEffect], into list: inout [(name: Int32, optional: Bool)]) {
        list.removeAll(keepingCapacity: true)
        guard emitsAnything else { return }
        for effect in effects {
            switch effect {
            case .exit(let node): list += exitEmits[node]
            case .transition(let t): list += transitionEmits[t]
            case .entry(let node): list += entryEmits[node]
            }
        }
    }

    /// Whether the configuration `text` (bytes) names exactly the active leaves of `words`: first read in document
    /// order, byte for byte; failing that, part by part as a set. `unknown` gets the first part that names no state
    /// of the chart, or a state that is not atomic.
    func matches(_ text: UnsafeRawBufferPointer, _ words: [UInt64], scratch: inout [UInt64]) -> Bool {
        if spelledInOrder(text, words) { return true }
        return parse(text, into: &scratch) == nil && leaves(words) == scratch
    }

    /// The leaves of `words`.
    func leaves(_ words: [UInt64]) -> [UInt64] {
        let mask = compiled.atomicMask
        return words.indices.map { words[$0] & mask[$0] }
    }

    /// Whether `text` is the leaves of `words` joined by " + " in document order.
    private func spelledInOrder(_ text: UnsafeRawBufferPointer, _ words: [UInt64]) -> Bool {
        guard let base = text.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
        let mask = compiled.atomicMask
        var p = 0
        var first = true
        for w in words.indices {
            var bits = words[w] & mask[w]
            while bits != 0 {
                let node = w << 6 | bits.trailingZeroBitCount
                bits &= bits - 1
                if !first {
                    guard p + 3 <= text.count, base[p] == 0x20, base[p + 1] == 0x2B, base[p + 2] == 0x20 else {
                        return false
                    }
                    p += 3
                }
                first = false
                guard let length = nodeNames.length(node), p + length <= text.count,
                    nodeNames.spells(node, base + p, length)
                else { return false }
                p += length
            }
        }
        return p == text.count && !first
    }

    /// Reads the configuration `text` into `bits` (a bit per node it names); the first part that is no atomic state of
    /// the chart, with why, when there is one.
    func parse(_ text: UnsafeRawBufferPointer, into bits: inout [UInt64]) -> String? {
        bits.removeAll(keepingCapacity: true)
        bits.append(contentsOf: repeatElement(0, count: compiled.wordCount))
        for part in Self.parts(text) {
            let name = UnsafeRawBufferPointer(rebasing: text[part])
            let node = Int(nodes.lookup(name))
            guard node > 0 else {
                return "\(String(decoding: name, as: UTF8.self)) is not a state of \(compiled.id)"
            }
            guard compiled.isAtomic(node: node) else {
                return "\(compiled.name(ofNode: node)) is not an atomic state"
            }
            bits[node >> 6] |= 1 << UInt64(node & 63)
        }
        return nil
    }

    /// The ranges of the " + "-separated parts of `text`, each trimmed of spaces.
    static func parts(_ text: UnsafeRawBufferPointer) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        func close(_ end: Int) {
            var (a, b) = (start, end)
            while a < b, text[a] == 0x20 { a += 1 }
            while b > a, text[b - 1] == 0x20 { b -= 1 }
            result.append(a..<b)
        }
        for i in text.indices where text[i] == 0x2B {
            close(i)
            start = i + 1
        }
        close(text.count)
        return result
    }
}
