import Foundation

/// What the first-tap guidance points at: a region to fill and the colour it needs (by swatch, so the hint is
/// never colour alone).
package struct FirstTapGuidance: Equatable, Sendable {
    /// The region the guidance highlights.
    package let regionIndex: Int
    /// The palette colour that fills it.
    package let colourID: Int
}

extension CanvasEngine {
    /// First-tap guidance on the starter artwork (JRN-P01 step 6 "Canvas opens with first-tap guidance"; its
    /// flowchart "Guided first taps" → "First satisfying fill"). Shown while the starter has no persisted fill, so
    /// a missed tap, a wrong colour or a failed local write keeps it up; the first correct fill that persists ends
    /// it. It points at the lowest-numbered region of the selected colour, or of any colour when none is selected
    /// (assumption: the documents do not say which region the guidance picks). `nil` on every other artwork.
    package var firstTapGuidance: FirstTapGuidance? {
        guard artwork.isStarter, progress.completedCount == 0 else { return nil }
        let regions = hitTester.geometry.regions.sorted { $0.index < $1.index }
        guard let target = regions.first(where: { $0.colourID == selectedColourID }) ?? regions.first else {
            return nil
        }
        return FirstTapGuidance(regionIndex: target.index, colourID: target.colourID)
    }
}
