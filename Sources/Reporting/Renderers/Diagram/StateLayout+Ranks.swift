/// The ranks of a ``StateLayout``'s states: cycles broken by a depth-first feedback arc set, then the longest path.
extension StateLayout {
    /// Marks the edges that close a cycle as reversed and gives each state its rank: the longest path to it over the
    /// other edges. The search starts at the initial state, then at each unvisited state in document order, and follows
    /// edges in document order; an edge to a state still on the search's stack is reversed. The initial state has rank
    /// 0 unless a state the initial state does not reach leads to it.
    mutating func assignRanks() {
        var successors = Array(repeating: [Int](), count: nodes.count)
        for (e, edge) in edges.enumerated() where edge.shape == .between { successors[edge.from].append(e) }
        var state = Array(repeating: 0, count: nodes.count)  // 0 unvisited, 1 on the stack, 2 done
        var finished: [Int] = []
        func search(_ start: Int) {
            // Iterative depth-first search: (node, next successor to try).
            var stack = [(start, 0)]
            state[start] = 1
            while let (current, next) = stack.last {
                if next < successors[current].count {
                    stack[stack.count - 1].1 += 1
                    let e = successors[current][next]
                    let target = edges[e].to
                    if state[target] == 1 {
                        edges[e].reversed = true
                    } else if state[target] == 0 {
                        state[target] = 1
                        stack.append((target, 0))
                    }
                } else {
                    state[current] = 2
                    finished.append(current)
                    stack.removeLast()
                }
            }
        }
        search(initial)
        for i in nodes.indices where state[i] == 0 { search(i) }
        // Reverse finishing order is a topological order of the edges left forward.
        var upper = Array(repeating: [Int](), count: nodes.count)
        for edge in edges where edge.shape == .between {
            let (a, b) = edge.reversed ? (edge.to, edge.from) : (edge.from, edge.to)
            upper[b].append(a)
        }
        for i in finished.reversed() {
            nodes[i].layer = upper[i].map { nodes[$0].layer + 1 }.max() ?? 0
        }
    }

    /// An edge's ends in rank order: the upper, then the lower.
    func ends(_ edge: Edge) -> (upper: Int, lower: Int) {
        edge.reversed ? (edge.to, edge.from) : (edge.from, edge.to)
    }
}
