import SpecModel

/// The graph of configurations (state + context) of a machine, expanded lazily and bounded.
///
/// Nodes are deduplicated by (state, context), with counters merged past their compared constants where that is
/// exact (``CounterAbstraction``), so cycles terminate and a counter that only grows does not truncate the search; once ``maxConfigurations`` nodes exist,
/// further successors are not stored (their edges are *cut*). Nodes expanded in insertion order form a
/// breadth-first search tree: ``Node/parent`` and ``Node/parentEdge`` give each node's shortest path
/// from the initial configuration.
struct ConfigurationGraph {
    struct Key: Hashable {
        var state: Int32
        var slots: [JSONValue]
    }

    struct Node {
        var state: Int32
        var slots: [JSONValue]
        var depth: Int32
        /// The node this one was discovered from; -1 for the root.
        var parent: Int32
        /// The edge this node was discovered through; -1 for the root.
        var parentEdge: Int32
        /// This node's outgoing edges, once expanded.
        var edges: Range<Int32>?
    }

    /// One event applied to one configuration.
    struct Edge {
        enum Kind: UInt8 {
            /// A transition was taken; `to` is the successor, or -1 when the bound cut it off.
            case taken
            /// Every guard was false: the configuration is unchanged.
            case ignored
            /// A guard or assignment failed to evaluate.
            case rejected
        }

        var kind: Kind
        var from: Int32
        /// Index into ``CompiledMachine/groups``: the (state, event) applied.
        var group: Int32
        /// The transition taken (or rejected); -1 when ignored.
        var transition: Int32
        var to: Int32
        /// Guards evaluated to false before the outcome, as transition indices.
        var falseGuards: [Int32]
    }

    let machine: CompiledMachine
    let maxConfigurations: Int
    /// Counters merged in the visited set where merging is exact (see ``CounterAbstraction/exactKey(_:)``).
    let abstraction: CounterAbstraction
    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []
    private var index: [Key: Int32] = [:]
    /// Whether a successor was dropped because ``maxConfigurations`` was reached.
    private(set) var hitConfigurationLimit = false
    /// The first evaluation failure seen per transition index.
    private(set) var rejections: [Int: StepRejection] = [:]
    /// The event data a planned step sends with event `event` (``CompiledMachine/plannedData(event:)``).
    func eventData(_ event: Int) -> JSONValue { machine.plannedData(event: event) }

    init(machine: CompiledMachine, maxConfigurations: Int, abstraction: CounterAbstraction? = nil) {
        self.machine = machine
        self.maxConfigurations = max(1, min(maxConfigurations, Int(Int32.max) - 1))
        self.abstraction = abstraction ?? CounterAbstraction(machine: machine)
        let slots = machine.initialSlots
        nodes.append(Node(state: Int32(machine.initialState), slots: slots, depth: 0, parent: -1, parentEdge: -1))
        index[Key(state: Int32(machine.initialState), slots: self.abstraction.exactKey(slots))] = 0
    }

    /// The outgoing edges of `node`, one per event of its state in document order, expanding it if needed.
    mutating func expand(_ node: Int32) -> Range<Int32> {
        if let range = nodes[Int(node)].edges { return range }
        let first = Int32(edges.count)
        let state = Int(nodes[Int(node)].state)
        let depth = nodes[Int(node)].depth
        if !machine.isFinal(state) {
            let groupRange = machine.storage.stateGroups[state]
            for group in groupRange {
                let event = machine.storage.groups[group].event
                let slots = nodes[Int(node)].slots
                var falseGuards: [Int32] = []
                let selection = machine.select(
                    state: state, event: event, slots: slots, data: eventData(event),
                    onFalse: { falseGuards.append(Int32($0)) })
                var edge = Edge(
                    kind: .ignored, from: node, group: Int32(group), transition: -1, to: node, falseGuards: falseGuards)
                switch selection {
                case .none:
                    break
                case .failed(let transition, let error):
                    edge.kind = .rejected
                    edge.transition = Int32(transition)
                    edge.to = -1
                    noteRejection(StepRejection(transition: transition, field: nil, error: error))
                case .taken(let transition):
                    edge.transition = Int32(transition)
                    var next = slots
                    if let rejection = machine.assign(transition, to: &next, data: eventData(event)) {
                        edge.kind = .rejected
                        edge.to = -1
                        noteRejection(rejection)
                    } else {
                        edge.kind = .taken
                        let target = Int32(machine.storage.transitions[transition].target)
                        edge.to = insert(
                            state: target, slots: next, depth: depth + 1, parent: node, parentEdge: Int32(edges.count))
                    }
                }
                edges.append(edge)
            }
        }
        let range = first..<Int32(edges.count)
        nodes[Int(node)].edges = range
        return range
    }

    /// The node for (state, slots), inserting it when new and within bounds; -1 when cut off.
    private mutating func insert(state: Int32, slots: [JSONValue], depth: Int32, parent: Int32, parentEdge: Int32)
        -> Int32
    {
        let key = Key(state: state, slots: abstraction.exactKey(slots))
        if let existing = index[key] { return existing }
        guard nodes.count < maxConfigurations else {
            hitConfigurationLimit = true
            return -1
        }
        let id = Int32(nodes.count)
        nodes.append(Node(state: state, slots: slots, depth: depth, parent: parent, parentEdge: parentEdge))
        index[key] = id
        return id
    }

    private mutating func noteRejection(_ rejection: StepRejection) {
        if rejections[rejection.transition] == nil { rejections[rejection.transition] = rejection }
    }

    /// The edges from the root to `node` along the search tree.
    func treePath(to node: Int32) -> [Int32] {
        var path: [Int32] = []
        var current = node
        while current > 0 {
            let parentEdge = nodes[Int(current)].parentEdge
            guard parentEdge >= 0 else { break }
            path.append(parentEdge)
            current = nodes[Int(current)].parent
        }
        return path.reversed()
    }

    /// The planned step for edge `edge`.
    func step(_ edge: Int32) -> PlannedStep {
        let edge = edges[Int(edge)]
        let storage = machine.storage
        let from = storage.stateNames[Int(nodes[Int(edge.from)].state)]
        let event = storage.eventNames[storage.groups[Int(edge.group)].event]
        let data = eventData(storage.groups[Int(edge.group)].event)
        guard edge.kind == .taken else {
            return PlannedStep(event: event, data: data, from: from, to: from, transition: nil, label: nil, emits: [])
        }
        let transition = storage.transitions[Int(edge.transition)]
        return PlannedStep(
            event: event, data: data, from: from, to: storage.stateNames[transition.target],
            transition: transition.id, label: transition.label, emits: transition.emits)
    }
}
