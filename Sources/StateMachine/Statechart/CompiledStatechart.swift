import SpecModel

/// A statechart compiled for the interpreter (``StatechartInstance``): nodes in document order, transitions grouped
/// per (node, event) in document order, guards, assignments and actions compiled, and each transition's domain
/// worked out when it does not depend on history.
///
/// Create one with ``compile(_:)``. Flat machines keep ``CompiledMachine``; this is the separate path of machines with
/// nested, parallel or history states, eventless transitions or entry and exit actions.
package struct CompiledStatechart: Sendable {
    final class Storage: Sendable {
        let id: String
        let nodes: [StatechartNode]
        let eventNames: [String]
        let eventIndex: [String: Int]
        let slotNames: [String]
        let slotIndex: [String: Int]
        let initialSlots: [JSONValue]
        /// The root's initial state.
        let initial: Int
        let transitions: [CompiledTransition]
        /// Per transition: internal (SCXML `type="internal"`).
        let isInternal: [Bool]
        /// Per transition: its domain, or -1 when it targets a history state (worked out per step).
        let domains: [Int]
        let actions: [StatechartActions]
        /// `node * eventCount + event` → range of ``transitions``; empty for none.
        let groups: [Range<Int>]
        /// Per timed event (`after:<delay>`), its delay in seconds; nil for other events.
        let delays: [Int?]
        /// Per node, the events of its timers (`after:` groups), in document order.
        let timers: [[Int]]
        /// Per node, the event `done.state.<name>`; -1 when no transition listens to it.
        let doneEvents: [Int]
        let wordCount: Int
        let hasTimers: Bool
        let hasAlways: Bool
        /// The history nodes.
        let historyNodes: [Int]
        /// Per transition: whether its microstep alone needs no set worked out per step (its target is no history
        /// state, no history is recorded below its domain, its entry set meets no history); then the nodes it exits
        /// (the active ones of ``exitRange``, in reverse) and enters (``entryList``, in document order).
        let isSimple: [Bool]
        let exitRange: [Range<Int>]
        let entryList: [[Int]]
        /// ``entryList`` flattened: transition `t` enters `entryNodes[entryStarts[t]..<entryStarts[t + 1]]`.
        let entryNodes: [Int]
        let entryStarts: [Int]
        /// Per simple transition: its atomic source when that is all it exits (its domain is the source's compound
        /// parent); -1 otherwise.
        let exitsSourceOnly: [Int]
        /// Per simple transition: no action runs on its exits and entries and no final state is entered, so a lone
        /// such transition, in a chart without eventless transitions, needs nothing saved for a rollback: its
        /// assignments are evaluated (all or nothing) before anything changes.
        let isCheap: [Bool]
        /// `node * eventCount + event` → the node itself or its nearest ancestor with transitions for the event; -1.
        let handler: [Int32]
        /// The atomic nodes (final ones included), a bit per node.
        let atomicMask: [UInt64]
        /// Per node, its parent (-1 for the root); the number of events.
        let parents: [Int]
        let eventCount: Int

        init(
            id: String, nodes: [StatechartNode], eventNames: [String], slotNames: [String], initialSlots: [JSONValue],
            initial: Int, transitions: [CompiledTransition], isInternal: [Bool], actions: [StatechartActions],
            groups: [Range<Int>], domains: [Int]
        ) {
            self.id = id
            self.nodes = nodes
            self.eventNames = eventNames
            self.eventIndex = Dictionary(eventNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            self.slotNames = slotNames
            self.slotIndex = Dictionary(uniqueKeysWithValues: slotNames.enumerated().map { ($1, $0) })
            self.initialSlots = initialSlots
            self.initial = initial
            self.transitions = transitions
            self.isInternal = isInternal
            self.actions = actions
            self.groups = groups
            self.domains = domains
            self.delays = eventNames.map { TimedEvent.seconds(ofEvent: $0) }
            let eventCount = eventNames.count
            let delays = self.delays
            self.timers = nodes.indices.map { node in
                (0..<eventCount).filter { delays[$0] != nil && !groups[node * eventCount + $0].isEmpty }
            }
            let eventIndex = self.eventIndex
            self.doneEvents = nodes.map { eventIndex["done.state.\($0.name)"] ?? -1 }
            let wordCount = (nodes.count + 63) / 64
            self.wordCount = wordCount
            self.hasTimers = delays.contains { $0 != nil }
            self.hasAlways = nodes.contains { !$0.always.isEmpty }
            self.historyNodes = nodes.indices.filter { nodes[$0].isHistory }
            var isSimple: [Bool] = []
            var exitRange: [Range<Int>] = []
            var entryList: [[Int]] = []
            for (index, domain) in domains.enumerated() {
                var set = StatechartEntrySet(wordCount: wordCount)
                let range = domain >= 0 ? (domain + 1)..<nodes[max(domain, 0)].end : 0..<0
                if domain >= 0 {
                    let target = transitions[index].target
                    set.addDescendants(target, nodes, history: { _ in [] })
                    set.addAncestors(of: target, upTo: domain, nodes, history: { _ in [] })
                }
                isSimple.append(domain >= 0 && !set.usedHistory && !range.contains { !nodes[$0].histories.isEmpty })
                exitRange.append(range)
                entryList.append(set.nodes)
            }
            self.isSimple = isSimple
            self.exitRange = exitRange
            self.entryList = entryList
            self.entryNodes = entryList.flatMap { $0 }
            self.entryStarts = entryList.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
            self.exitsSourceOnly = transitions.indices.map { t in
                let source = transitions[t].source
                let parent = nodes[source].parent
                return isSimple[t] && nodes[source].kind == .atomic && parent >= 0 && domains[t] == parent
                    && nodes[parent].kind == .compound ? source : -1
            }
            self.isCheap = transitions.indices.map { t in
                isSimple[t] && !exitRange[t].contains { nodes[$0].exitActions >= 0 }
                    && !entryList[t].contains { nodes[$0].entryActions >= 0 || nodes[$0].kind == .final }
            }
            var handler = [Int32](repeating: -1, count: nodes.count * eventCount)
            for node in nodes.indices {
                for event in 0..<eventCount {
                    let parent = nodes[node].parent
                    handler[node * eventCount + event] =
                        !groups[node * eventCount + event].isEmpty
                        ? Int32(node) : parent >= 0 ? handler[parent * eventCount + event] : -1
                }
            }
            self.handler = handler
            var atomicMask = [UInt64](repeating: 0, count: wordCount)
            for node in nodes.indices.dropFirst() where nodes[node].isAtomic {
                atomicMask[node >> 6] |= 1 << UInt64(node & 63)
            }
            self.atomicMask = atomicMask
            self.parents = nodes.map(\.parent)
            self.eventCount = eventCount
        }
    }

    let storage: Storage

    /// The machine's ID.
    package var id: String { storage.id }
    /// Every state's name in document order (the machine's root, node 0, is not a state and not listed).
    package var stateNames: [String] { storage.nodes.dropFirst().map(\.name) }
    /// Event names: the machine's alphabet.
    package var eventNames: [String] { storage.eventNames }
    /// Context field names, sorted; a field's slot is its position here.
    package var slotNames: [String] { storage.slotNames }
    /// Every transition (of every level; eventless ones with the event `always`) in document order.
    package var transitions: [CompiledTransition] { storage.transitions }
    /// The index of the event named `name`.
    package func eventIndex(_ name: String) -> Int? { storage.eventIndex[name] }

    /// The transitions of `node` for `event`.
    @inline(__always)
    func group(_ node: Int, _ event: Int) -> Range<Int> {
        storage.groups[node &* storage.eventNames.count &+ event]
    }

    /// Whether `node` is a proper descendant of `ancestor`.
    @inline(__always)
    func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        node > ancestor && node < storage.nodes[ancestor].end
    }
}
