/// A ``StateLayout`` moved as a whole, for a statechart's levels drawn inside the boxes that hold them.
extension StateLayout {
    /// The same layout with every state, edge point and label moved by (`dx`, `dy`).
    func translated(dx: Double, dy: Double) -> StateLayout {
        var copy = self
        for i in copy.nodes.indices {
            copy.nodes[i].x += dx
            copy.nodes[i].y += dy
        }
        for e in copy.edges.indices {
            copy.edges[e].points = copy.edges[e].points.map { Point(x: $0.x + dx, y: $0.y + dy) }
            copy.edges[e].labelAt = Point(x: copy.edges[e].labelAt.x + dx, y: copy.edges[e].labelAt.y + dy)
        }
        return copy
    }

    /// A node's box: left, top, width, height.
    static func box(_ node: Node) -> Box {
        Box(x: node.x - node.width / 2, y: node.y - node.height / 2, width: node.width, height: node.height)
    }

    /// An edge's label box.
    static func labelBox(_ edge: Edge) -> Box {
        Box(x: edge.labelAt.x, y: edge.labelAt.y, width: edge.labelWidth, height: edge.labelHeight)
    }
}
