import Foundation

/// Result of hit testing one tap.
package enum HitResult: Equatable, Sendable {
    /// No region under the tap and none to snap to.
    case none
    /// A region contains the tap point exactly.
    case hit(regionIndex: Int)
    /// No exact hit, but a small region of the selected colour lies within the snap radius (FEAT-ACC-003).
    case snapped(regionIndex: Int)
}

/// Tap to region: inverse transform, spatial grid, bounds reject, exact point-in-polygon, then small-region snap.
package struct HitTester: Sendable {
    /// Assumption: snap radius of 12 screen points (the document names "the specified radius" without a value).
    package static let snapRadiusPoints = 12.0
    /// Assumption: a region is "small" when its area is at most 0.05 % of the canvas area.
    package static let smallRegionAreaFraction = 0.0005

    /// The artwork geometry.
    package let geometry: ArtworkGeometry
    /// The spatial index built at open.
    package let grid: SpatialGrid

    /// Builds the spatial index for `geometry`.
    package init(geometry: ArtworkGeometry) {
        self.geometry = geometry
        grid = SpatialGrid(regions: geometry.regions, bounds: geometry.bounds)
    }

    /// Whether a region counts as small for snapping.
    package func isSmall(_ region: RegionShape) -> Bool {
        region.area <= geometry.width * geometry.height * HitTester.smallRegionAreaFraction
    }

    /// Hit-tests a screen point. `snapColourID` restricts snapping to regions of the selected colour and
    /// `filled` regions are skipped by snapping (a tap near a done region should reach its unfilled neighbour).
    package func hitTest(screen: Point, transform: ViewTransform, snapColourID: Int?, filled: ProgressBitset? = nil)
        -> HitResult
    {
        let p = transform.inverse(screen)
        let radius = HitTester.snapRadiusPoints / transform.scale
        let canvas = geometry.bounds
        let expanded = Rect(
            minX: canvas.minX - radius, minY: canvas.minY - radius, maxX: canvas.maxX + radius,
            maxY: canvas.maxY + radius)
        guard p.x.isFinite, p.y.isFinite, expanded.contains(p) else { return .none }
        if canvas.contains(p) {
            // Later regions paint on top, so test from the top down.
            for position in grid.candidates(at: p).reversed() {
                let region = geometry.regions[position]
                guard region.bounds.contains(p) else { continue }
                if PolygonMath.contains(region.rings, p) { return .hit(regionIndex: region.index) }
            }
        }
        guard let colour = snapColourID else { return .none }
        var best: (distance: Double, index: Int)?
        for position in grid.candidates(near: p, radius: radius) {
            let region = geometry.regions[position]
            guard region.colourID == colour, isSmall(region), filled?.contains(region.index) != true,
                region.bounds.distance(to: p) <= radius
            else { continue }
            let d = PolygonMath.distance(region.rings, p)
            if d <= radius, best.map({ d < $0.distance || (d == $0.distance && region.index < $0.index) }) ?? true {
                best = (d, region.index)
            }
        }
        return best.map { .snapped(regionIndex: $0.index) } ?? .none
    }
}
