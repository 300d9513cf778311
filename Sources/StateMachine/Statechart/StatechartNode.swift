import SpecModel

/// One node of a compiled statechart: the machine itself (node 0, the root) or a state at any level. Nodes are
/// numbered in document order (pre-order), so a node's proper descendants are the nodes `index + 1 ..< end`.
struct StatechartNode: Sendable {
    enum Kind: Sendable, Equatable {
        case atomic, compound, parallel, final
        case history(deep: Bool)
    }

    let name: String
    let kind: Kind
    /// The parent node; -1 for the root.
    let parent: Int
    /// Child states in document order, history pseudo-states left out (SCXML's `getChildStates`).
    let children: [Int]
    /// History pseudo-states among the children.
    let histories: [Int]
    /// One past the last proper descendant.
    let end: Int
    /// A compound state's initial child or descendant, a history state's default target; -1 otherwise.
    let initial: Int
    /// Indices in ``CompiledStatechart/actions`` of the entry and exit actions; -1 for none.
    let entryActions: Int
    let exitActions: Int
    /// Eventless transitions: a range of ``CompiledStatechart/transitions``.
    let always: Range<Int>

    var isAtomic: Bool { kind == .atomic || kind == .final }
    var isHistory: Bool { if case .history = kind { return true } else { return false } }
}

/// A state's entry or exit actions, compiled: assignments evaluated together, then emitted events.
struct StatechartActions: Sendable {
    let assignments: [CompiledAssignment]
    let emits: [EmittedEvent]
    /// Per entry of ``emits``, its payload expectations compiled.
    let payloads: [[CompiledPayload]]
}
