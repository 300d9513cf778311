import Traceability

/// The nesting of a machine's states as its ``StateCoverage/parent`` fields give it, for the diagrams: each state's
/// children in document order, the top level's, and each compound state's initial child. A flat machine is one level.
///
/// A parent must be a state listed before its child (`MachineCoverage.states` is in pre-order); a state whose parent
/// is not is drawn at the top level and listed in ``misplaced`` with why, so a diagram can say so.
struct StateTree {
    /// Every state's index in `machine.states` by name.
    let index: [String: Int]
    /// Each state's children (indices, document order); `top` for the top level.
    let children: [Int: [Int]]
    let top: [Int]
    /// Each placed state's parent index; absent at the top level.
    let parent: [Int: Int]
    /// States whose parent could not be used, with why (`parent Nowhere is not a state of checkout`).
    let misplaced: [(state: Int, reason: String)]

    init(_ machine: MachineCoverage) {
        var index: [String: Int] = [:]
        var children: [Int: [Int]] = [:]
        var top: [Int] = []
        var parent: [Int: Int] = [:]
        var misplaced: [(Int, String)] = []
        for (i, state) in machine.states.enumerated() {
            if index[state.name] == nil { index[state.name] = i }
            guard let name = state.parent else {
                top.append(i)
                continue
            }
            if let p = index[name], p != i {
                parent[i] = p
                children[p, default: []].append(i)
            } else {
                top.append(i)
                let listed = machine.states.contains { $0.name == name }
                misplaced.append(
                    (
                        i,
                        listed
                            ? "its parent \(name) is listed after it"
                            : "its parent \(name) is not a state of \(machine.id)"
                    ))
            }
        }
        self.index = index
        self.children = children
        self.top = top
        self.parent = parent
        self.misplaced = misplaced
    }

    /// Whether any state nests in another (or is compound or parallel): flat machines are drawn as they always were.
    static func isHierarchical(_ machine: MachineCoverage) -> Bool {
        machine.states.contains { $0.parent != nil || $0.kind == .compound || $0.kind == .parallel }
    }

    /// `i`'s children, document order.
    func children(of i: Int?) -> [Int] { i.map { children[$0] ?? [] } ?? top }

    /// The chain from the top level down to `i` (`i` last).
    func path(to i: Int) -> [Int] {
        var chain = [i]
        var current = i
        while let p = parent[current] {
            chain.insert(p, at: 0)
            current = p
        }
        return chain
    }

    /// The deepest state that holds both `a` and `b` as proper descendants (nil: the top level); with it, the states
    /// just below it that hold `a` and `b` (themselves when they sit right there).
    func container(_ a: Int, _ b: Int) -> (container: Int?, a: Int, b: Int) {
        let pa = path(to: a)
        let pb = path(to: b)
        var k = 0
        while k < pa.count - 1 && k < pb.count - 1 && pa[k] == pb[k] { k += 1 }
        return (k == 0 ? nil : pa[k - 1], pa[k], pb[k])
    }

    /// A compound state's initial child: its `initial` when that names a child, else its first child.
    func initialChild(of i: Int, _ machine: MachineCoverage) -> Int? {
        let kids = children(of: i)
        if let name = machine.states[i].initial, let k = index[name], kids.contains(k) { return k }
        return kids.first
    }
}
