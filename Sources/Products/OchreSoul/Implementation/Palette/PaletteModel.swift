import Foundation

/// One palette swatch's state.
package struct Swatch: Equatable, Sendable {
    package let colourID: Int
    /// The number shown on the swatch and in its regions (see `PaletteDisplay`).
    package let number: Int
    /// The announced colour name (a fallback when the bundle has none, see `PaletteDisplay`).
    package let name: String
    package let remaining: Int
    package let isCompleted: Bool
    package let isSelected: Bool

    /// What assistive technologies announce: number, colour name, remaining count (never colour alone).
    package var accessibilityLabel: String {
        isCompleted ? "\(number), \(name), completed" : "\(number), \(name), \(remaining) remaining"
    }
}

/// The Palette module: derived, ephemeral state; selection persists through Progress.
package struct PaletteModel: Equatable, Sendable {
    package let swatches: [Swatch]

    /// Derives swatches from the geometry, the progress bitset and the selected colour. Remaining counts and
    /// completed marks are recomputed from `progress` on every derivation, so progress merged from another device
    /// shows at once; a selected colour the palette does not have selects no swatch.
    package init(geometry: ArtworkGeometry, progress: ProgressBitset, selectedColourID: Int?) {
        var remainingByColour: [Int: Int] = [:]
        for region in geometry.regions where !progress.contains(region.index) {
            remainingByColour[region.colourID, default: 0] += 1
        }
        swatches = PaletteDisplay(palette: geometry.palette).entries.map { entry in
            let remaining = remainingByColour[entry.colourID] ?? 0
            return Swatch(
                colourID: entry.colourID, number: entry.number, name: entry.name, remaining: remaining,
                isCompleted: remaining == 0, isSelected: entry.colourID == selectedColourID)
        }
    }

    /// A palette of the given swatches (tests stand in a broken derivation with it).
    init(swatches: [Swatch]) { self.swatches = swatches }

    /// The selected swatch, `nil` when none is selected or the selected colour is not in the palette.
    package var selected: Swatch? { swatches.first { $0.isSelected } }

    /// Whether the highlight-remaining-regions action is offered (§7.4 Palette output): only for a selected colour
    /// of this palette that still has regions to fill; never for a completed or unknown colour.
    package var highlightAvailable: Bool { selected.map { $0.remaining > 0 } ?? false }

    /// Regions still to fill in a colour: a read-only highlight; it never touches progress. Empty for a completed
    /// colour and for a colour the palette does not have.
    package static func highlightRemaining(colourID: Int, geometry: ArtworkGeometry, progress: ProgressBitset) -> [Int]
    {
        geometry.regions.filter { $0.colourID == colourID && !progress.contains($0.index) }.map(\.index)
    }
}
