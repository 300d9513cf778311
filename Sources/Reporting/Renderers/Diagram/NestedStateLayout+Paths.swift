/// The paths of a ``NestedStateLayout``'s edges: a level's routes with their ends moved onto nested states, and the
/// connectors drawn outside any level's routing.
extension NestedStateLayout {
    /// The path of an edge of a level's layout, its ends moved onto the nested states the transitions really leave
    /// (`from`) and enter (`to`) when those are not the boxes the level routed it between.
    static func path(_ edge: StateLayout.Edge, _ layout: StateLayout, from: Box?, to: Box?) -> String {
        guard from != nil || to != nil else { return SVGStateDiagram.path(edge, layout) }
        func side(_ box: Box, towards p: Point) -> Point {
            Point(x: box.x + box.width / 2, y: p.y >= box.y + box.height / 2 ? box.y + box.height : box.y)
        }
        var moved = edge
        switch edge.shape {
        case .selfLoop:
            // One end holds the other (a state and one of its descendants).
            let a = from ?? StateLayout.box(layout.nodes[edge.from])
            let b = to ?? StateLayout.box(layout.nodes[edge.to])
            return connector(from: a, to: b, label: (edge.labelWidth, edge.labelHeight)).path
        case .between:
            let last = edge.points.count - 1
            if let from { moved.points[0] = side(from, towards: edge.points[1]) }
            if let to { moved.points[last] = side(to, towards: edge.points[last - 1]) }
        }
        return SVGStateDiagram.path(moved, layout)
    }

    /// A transition no level routes (between a parallel state's regions, or between a state and one it holds): a
    /// straight line from the outer box's top edge down to the inner box's top when one holds the other; else a curve
    /// between facing sides, left and right when the boxes stand side by side, bottom and top otherwise. With the top
    /// left corner of its label's box (of size `label`).
    static func connector(from a: Box, to b: Box, label: (width: Double, height: Double)) -> (
        path: String, labelAt: Point
    ) {
        let n = SVGStateDiagram.n
        func holds(_ outer: Box, _ inner: Box) -> Bool {
            inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
                && inner.y + inner.height <= outer.y + outer.height
        }
        let p: Point
        let q: Point
        let path: String
        if holds(a, b) || holds(b, a) {
            let inner = holds(a, b) ? b : a
            let outer = holds(a, b) ? a : b
            let x = inner.x + inner.width / 2
            p = Point(x: x, y: holds(a, b) ? outer.y : inner.y)
            q = Point(x: x, y: holds(a, b) ? inner.y : outer.y)
            path = "M\(n(p.x)),\(n(p.y)) L\(n(q.x)),\(n(q.y))"
            return (path, Point(x: (x + 6).rounded(), y: ((p.y + q.y) / 2 - label.height / 2).rounded()))
        }
        if b.x >= a.x + a.width || a.x >= b.x + b.width {
            let right = b.x >= a.x + a.width
            p = Point(x: right ? a.x + a.width : a.x, y: a.y + a.height / 2)
            q = Point(x: right ? b.x : b.x + b.width, y: b.y + b.height / 2)
            let mid = (p.x + q.x) / 2
            path = "M\(n(p.x)),\(n(p.y)) C\(n(mid)),\(n(p.y)) \(n(mid)),\(n(q.y)) \(n(q.x)),\(n(q.y))"
            return (
                path, Point(x: (mid - label.width / 2).rounded(), y: ((p.y + q.y) / 2 - label.height - 4).rounded())
            )
        }
        let down = b.y >= a.y
        p = Point(x: a.x + a.width / 2, y: down ? a.y + a.height : a.y)
        q = Point(x: b.x + b.width / 2, y: down ? b.y : b.y + b.height)
        let mid = (p.y + q.y) / 2
        path = "M\(n(p.x)),\(n(p.y)) C\(n(p.x)),\(n(mid)) \(n(q.x)),\(n(mid)) \(n(q.x)),\(n(q.y))"
        return (path, Point(x: ((p.x + q.x) / 2 + 6).rounded(), y: (mid - label.height / 2).rounded()))
    }
}
