import SpecModel

extension DefUsePlanner {
    /// The paths that take self-loop `transition` `times` times in a row (``DefUseAnalysis/repeats``) and then go on to
    /// each other transition whose guard reads one of `slots` (the compared fields it keeps), over the shortest way with no assignment to `slot` in between:
    /// a self-loop that keeps a counter shows nothing of its own when taken again (its effects may be the same each
    /// time), so the kept value is shown by the reads further on (a task's issue count, kept where the spec counts it
    /// down, then read by the acceptance guard). The bare repetition when no other guard reads the field, or none can
    /// be reached; empty when no planned path takes the transition.
    mutating func repeatPaths(_ transition: Int, slots: [Int], times: Int) -> [[Int32]] {
        guard let edges = repeatPath(transition, times: times), let last = edges.last else { return [] }
        let end = search.graph.edges[Int(last)].to
        var paths: [[Int32]] = []
        for slot in slots {
            let readers = analysis.transitionIDs.indices.filter {
                $0 != transition && analysis.guardReads[$0].contains(slot)
            }
            for reader in readers {
                guard end >= 0, let rest = continuation(from: end, to: reader, keeping: slot, depth: edges.count)
                else { continue }
                paths.append(edges + rest)
            }
        }
        return paths.isEmpty ? [edges] : paths
    }

    /// The edges of a shortest way from `node` that ends sending `reader`'s event where its guard is tried (taken or
    /// found false), taking no transition that assigns `slot`
    /// other than by a counter step on the way; nil when none lies within the depth limit.
    private mutating func continuation(from node: Int32, to reader: Int, keeping slot: Int, depth: Int) -> [Int32]? {
        var parents: [Int32: (node: Int32, edge: Int32)] = [node: (-1, -1)]
        var frontier = [node]
        var level = depth
        while !frontier.isEmpty, level < search.limits.maxDepth {
            level += 1
            var next: [Int32] = []
            for current in frontier {
                for edge in search.graph.expand(current) {
                    let step = search.graph.edges[Int(edge)]
                    // The reader's guard is read when its event is sent where it is tried: taken, or found false.
                    let reads =
                        search.machine.storage.groups[Int(step.group)].transitions.contains(reader)
                        && (step.kind == .ignored || Int(step.transition) == reader
                            || step.falseGuards.contains { Int($0) == reader })
                    if reads {
                        var path = [edge]
                        var at = current
                        while let parent = parents[at], parent.edge >= 0 {
                            path.append(parent.edge)
                            at = parent.node
                        }
                        return path.reversed()
                    }
                    guard step.kind == .taken, step.to >= 0, !analysis.kills(Int(step.transition), slot),
                        parents[step.to] == nil
                    else { continue }
                    parents[step.to] = (current, edge)
                    next.append(step.to)
                }
            }
            frontier = next
        }
        return nil
    }
}
