import Foundation

/// A region number drawn on the canvas.
package struct RegionNumberLabel: Equatable, Sendable {
    /// The region it sits in.
    package let regionIndex: Int
    /// The number of the colour that fills the region (the swatch's number).
    package let number: Int
    /// Where it is drawn, in screen coordinates.
    package let position: Point
}

extension CanvasEngine {
    /// Assumption: with always-show-numbers off, a region's number is drawn only once the region is at least this
    /// many screen points across (the documents give no size); with it on (the default) every unfilled region shows
    /// its number at every zoom.
    package static let legibleNumberPoints = 16.0

    /// The numbers drawn now: one per unfilled region (filled regions show their colour), placed inside the region;
    /// all of them with always-show-numbers on, only the legible ones under the current zoom with it off. Numbers
    /// come from `display`, so each names exactly one swatch even when the bundle's own numbers are defective.
    package var numberLabels: [RegionNumberLabel] {
        let filled = progress.completedRegions
        let scale = transform.scale
        var labels: [RegionNumberLabel] = []
        for region in hitTester.geometry.regions where !filled.contains(region.index) {
            let across = min(region.bounds.maxX - region.bounds.minX, region.bounds.maxY - region.bounds.minY) * scale
            guard alwaysShowNumbers || across >= CanvasEngine.legibleNumberPoints,
                let number = display.entry(for: region.colourID)?.number,
                let inside = CanvasEngine.interiorPoint(of: region)
            else { continue }
            labels.append(
                RegionNumberLabel(regionIndex: region.index, number: number, position: transform.apply(inside)))
        }
        return labels
    }

    /// What assistive technologies announce for a region (FEAT-ACC-002): its colour's number and name, whether it is
    /// filled, and how many regions of that colour remain, so colour is never the only signal. `nil` for an unknown
    /// region.
    package func accessibilityLabel(ofRegion index: Int) -> String? {
        let geometry = hitTester.geometry
        guard let region = geometry.regions.first(where: { $0.index == index }),
            let entry = display.entry(for: region.colourID)
        else { return nil }
        let filled = progress.completedRegions
        if filled.contains(index) { return "\(entry.number), \(entry.name), filled" }
        let remaining = geometry.regions.filter { $0.colourID == region.colourID && !filled.contains($0.index) }.count
        return "\(entry.number), \(entry.name), not filled, \(remaining) remaining"
    }

    /// The palette as it stands now: counts and completed marks from the persisted progress, the current selection.
    package var palette: PaletteModel {
        PaletteModel(
            geometry: hitTester.geometry, progress: progress.completedRegions, selectedColourID: selectedColourID)
    }
}
