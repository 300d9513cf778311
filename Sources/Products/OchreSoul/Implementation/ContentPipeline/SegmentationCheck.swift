import Foundation

/// Segmentation integrity of authored regions, checked by `oands bundle generate` before anything is written.
///
/// Assumption (FEAT-CONT-001): the documents name the segmentation source without geometry rules. So that every
/// tap lands in one well-defined region: an outline must not cross itself, two outlines must not partially overlap
/// (edges crossing), and a path must not duplicate another. Regions may share edges and corners, and a region may
/// nest inside another (it is drawn on top, as in the sample artwork).
enum SegmentationCheck {
    /// One error entry per broken outline or overlapping pair; `paths` are (source path index, outline).
    static func errors(_ paths: [(index: Int, ring: [Point])]) -> [ValidationEntry] {
        var out: [ValidationEntry] = []
        for path in paths where selfIntersects(path.ring) {
            out.append(
                .init(
                    .error, "source.self_intersecting",
                    "path \(path.index) crosses itself; redraw its outline so edges meet only at corners"))
        }
        let boxes = paths.map { Rect(bounding: $0.ring) }
        for i in paths.indices {
            for j in paths.indices where j > i {
                guard let a = boxes[i], let b = boxes[j], a.minX < b.maxX, b.minX < a.maxX, a.minY < b.maxY,
                    b.minY < a.maxY
                else { continue }
                if sameOutline(paths[i].ring, paths[j].ring) {
                    out.append(
                        .init(
                            .error, "source.duplicate_path",
                            "paths \(paths[i].index) and \(paths[j].index) have the same outline; delete one"))
                } else if crosses(paths[i].ring, paths[j].ring) {
                    out.append(
                        .init(
                            .error, "source.overlapping_paths",
                            "paths \(paths[i].index) and \(paths[j].index) overlap; segment them so they share edges only"
                        ))
                }
            }
        }
        return out
    }

    /// Whether two non-adjacent edges of the closed `ring` cross.
    static func selfIntersects(_ ring: [Point]) -> Bool {
        let n = ring.count
        guard n >= 4 else { return false }
        for i in 0..<n {
            for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
                if properlyCross(ring[i], ring[(i + 1) % n], ring[j], ring[(j + 1) % n]) { return true }
            }
        }
        return false
    }

    /// Whether an edge of `a` properly crosses an edge of `b` (touching and shared edges do not count).
    static func crosses(_ a: [Point], _ b: [Point]) -> Bool {
        for i in a.indices {
            for j in b.indices where properlyCross(a[i], a[(i + 1) % a.count], b[j], b[(j + 1) % b.count]) {
                return true
            }
        }
        return false
    }

    /// Whether two closed outlines have the same vertices (in any order or starting point).
    static func sameOutline(_ a: [Point], _ b: [Point]) -> Bool {
        a.count == b.count && Set(a) == Set(b)
    }

    static func properlyCross(_ p1: Point, _ p2: Point, _ p3: Point, _ p4: Point) -> Bool {
        let o1 = orientation(p1, p2, p3)
        let o2 = orientation(p1, p2, p4)
        let o3 = orientation(p3, p4, p1)
        let o4 = orientation(p3, p4, p2)
        return o1 * o2 < 0 && o3 * o4 < 0
    }

    /// The sign of the turn a → b → c: positive left, negative right, zero collinear.
    static func orientation(_ a: Point, _ b: Point, _ c: Point) -> Double {
        let cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        return cross > 0 ? 1 : (cross < 0 ? -1 : 0)
    }
}
