import Foundation

/// A point in canvas or screen coordinates.
package struct Point: Equatable, Hashable, Sendable {
    package var x: Double
    package var y: Double

    /// Creates a point.
    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// An axis-aligned rectangle.
package struct Rect: Equatable, Sendable {
    package var minX: Double, minY: Double, maxX: Double, maxY: Double

    /// Creates a rectangle from its extremes.
    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The bounding box of `points` (`nil` when empty).
    package init?(bounding points: [Point]) {
        guard let first = points.first else { return nil }
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for p in points.dropFirst() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
    }

    /// Whether `p` lies inside or on the edge.
    package func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }

    /// Distance from `p` to the rectangle (0 inside).
    package func distance(to p: Point) -> Double {
        let dx = max(minX - p.x, 0, p.x - maxX)
        let dy = max(minY - p.y, 0, p.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// The canvas view transform (zoom and pan): screen = canvas * scale + translation.
package struct ViewTransform: Equatable, Sendable {
    package var scale: Double
    package var translateX: Double
    package var translateY: Double

    /// Creates a transform; a non-positive or non-finite scale is replaced by 1.
    package init(scale: Double = 1, translateX: Double = 0, translateY: Double = 0) {
        self.scale = (scale.isFinite && scale > 0) ? scale : 1
        self.translateX = translateX
        self.translateY = translateY
    }

    /// Canvas to screen.
    package func apply(_ p: Point) -> Point { Point(p.x * scale + translateX, p.y * scale + translateY) }

    /// Screen to canvas (the inverse transform of §7.3.3).
    package func inverse(_ p: Point) -> Point { Point((p.x - translateX) / scale, (p.y - translateY) / scale) }
}

/// Exact geometry helpers on polygons given as rings (outer ring and holes, even-odd rule).
package enum PolygonMath {
    /// Whether `p` is inside the rings by the even-odd rule; points on an edge count as inside.
    package static func contains(_ rings: [[Point]], _ p: Point) -> Bool {
        var inside = false
        for ring in rings where ring.count >= 3 {
            var j = ring.count - 1
            for i in 0..<ring.count {
                let a = ring[i]
                let b = ring[j]
                if onSegment(p, a, b) { return true }
                if (a.y > p.y) != (b.y > p.y) {
                    let xCross = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
                    if p.x < xCross { inside.toggle() }
                }
                j = i
            }
        }
        return inside
    }

    static func onSegment(_ p: Point, _ a: Point, _ b: Point) -> Bool {
        let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        guard cross == 0 else { return false }
        return p.x >= min(a.x, b.x) && p.x <= max(a.x, b.x) && p.y >= min(a.y, b.y) && p.y <= max(a.y, b.y)
    }

    /// Absolute area by the shoelace formula (holes subtracted).
    package static func area(_ rings: [[Point]]) -> Double {
        var total = 0.0
        for (index, ring) in rings.enumerated() where ring.count >= 3 {
            var s = 0.0
            for i in 0..<ring.count {
                let a = ring[i]
                let b = ring[(i + 1) % ring.count]
                s += a.x * b.y - b.x * a.y
            }
            total += index == 0 ? abs(s) / 2 : -abs(s) / 2
        }
        return max(total, 0)
    }

    /// Distance from `p` to the nearest edge of the rings (0 when inside).
    package static func distance(_ rings: [[Point]], _ p: Point) -> Double {
        if contains(rings, p) { return 0 }
        var best = Double.infinity
        for ring in rings where ring.count >= 2 {
            for i in 0..<ring.count {
                best = min(best, segmentDistance(p, ring[i], ring[(i + 1) % ring.count]))
            }
        }
        return best
    }

    static func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        var t = lengthSquared == 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared
        t = min(max(t, 0), 1)
        let cx = a.x + t * dx - p.x
        let cy = a.y + t * dy - p.y
        return (cx * cx + cy * cy).squareRoot()
    }
}
