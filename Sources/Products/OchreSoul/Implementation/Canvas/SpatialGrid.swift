import Foundation

/// A uniform grid over the canvas: each cell lists the regions whose bounding box touches it.
/// Built once when the artwork opens (§7.2 Canvas engine).
package struct SpatialGrid: Sendable {
    /// Assumption: 32 × 32 cells over the canvas (the document names a spatial grid, not its resolution).
    package static let defaultCellsPerSide = 32

    let bounds: Rect
    let columns: Int
    let rows: Int
    let cellWidth: Double
    let cellHeight: Double
    private(set) var cells: [[Int]]

    /// Builds the grid for `regions` over `bounds`.
    package init(regions: [RegionShape], bounds: Rect, cellsPerSide: Int = SpatialGrid.defaultCellsPerSide) {
        self.bounds = bounds
        columns = max(1, cellsPerSide)
        rows = max(1, cellsPerSide)
        cellWidth = max((bounds.maxX - bounds.minX) / Double(columns), .leastNonzeroMagnitude)
        cellHeight = max((bounds.maxY - bounds.minY) / Double(rows), .leastNonzeroMagnitude)
        cells = Array(repeating: [], count: columns * rows)
        for (position, region) in regions.enumerated() {
            let (c0, r0) = cell(Point(region.bounds.minX, region.bounds.minY))
            let (c1, r1) = cell(Point(region.bounds.maxX, region.bounds.maxY))
            for r in r0...r1 { for c in c0...c1 { cells[r * columns + c].append(position) } }
        }
    }

    /// The clamped cell holding `p`.
    func cell(_ p: Point) -> (Int, Int) {
        let c = Int(((p.x - bounds.minX) / cellWidth).rounded(.down))
        let r = Int(((p.y - bounds.minY) / cellHeight).rounded(.down))
        return (min(max(c, 0), columns - 1), min(max(r, 0), rows - 1))
    }

    /// Positions (into the region array) of regions whose box touches the cell holding `p`.
    package func candidates(at p: Point) -> [Int] {
        let (c, r) = cell(p)
        return cells[r * columns + c]
    }

    /// Positions of regions whose box touches any cell within `radius` of `p`, deduplicated and sorted.
    package func candidates(near p: Point, radius: Double) -> [Int] {
        let (c0, r0) = cell(Point(p.x - radius, p.y - radius))
        let (c1, r1) = cell(Point(p.x + radius, p.y + radius))
        var found = Set<Int>()
        for r in r0...r1 { for c in c0...c1 { found.formUnion(cells[r * columns + c]) } }
        return found.sorted()
    }
}
