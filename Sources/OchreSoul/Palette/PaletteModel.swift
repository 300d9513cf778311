import Foundation

/// One palette swatch's state.
public struct Swatch: Equatable, Sendable {
    public let colourID: Int
    public let number: Int
    public let name: String
    public let remaining: Int
    public let isCompleted: Bool
    public let isSelected: Bool

    /// What assistive technologies announce: number, colour name, remaining count (never colour alone).
    public var accessibilityLabel: String {
        isCompleted ? "\(number), \(name), completed" : "\(number), \(name), \(remaining) remaining"
    }
}

/// The Palette module: derived, ephemeral state; selection persists through Progress.
public struct PaletteModel: Equatable, Sendable {
    public let swatches: [Swatch]

    /// Derives swatches from the geometry, the progress bitset and the selected colour.
    public init(geometry: ArtworkGeometry, progress: ProgressBitset, selectedColourID: Int?) {
        swatches = geometry.palette.sorted { $0.number < $1.number }.map { colour in
            let remaining = geometry.regions.filter { $0.colourID == colour.id && !progress.contains($0.index) }.count
            return Swatch(colourID: colour.id, number: colour.number, name: colour.name, remaining: remaining, isCompleted: remaining == 0, isSelected: colour.id == selectedColourID)
        }
    }

    /// Regions still to fill in a colour: a read-only highlight; it never touches progress.
    public static func highlightRemaining(colourID: Int, geometry: ArtworkGeometry, progress: ProgressBitset) -> [Int] {
        geometry.regions.filter { $0.colourID == colourID && !progress.contains($0.index) }.map(\.index)
    }
}
