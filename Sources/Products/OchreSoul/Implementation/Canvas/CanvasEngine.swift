import Foundation

/// Outcome of one canvas tap.
package enum TapOutcome: Equatable, Sendable {
    /// No colour selected yet: the tap is ignored.
    case noColourSelected
    /// No candidate region: nothing changes and no feedback is given.
    case noHit
    /// The region is already filled: nothing changes.
    case alreadyFilled(regionIndex: Int)
    /// The region's colour differs: progress untouched, calm feedback only.
    case wrongColour(regionIndex: Int, feedback: WrongColourFeedback)
    /// The region was filled and persisted; sync is queued.
    case correctFill(regionIndex: Int, snapped: Bool, signals: FillSignals)
    /// The local write failed: nothing is shown as filled and no trigger fires.
    case storageError
}

/// The gentle wrong-colour feedback of §7.3.3.
package struct WrongColourFeedback: Equatable, Sendable {
    /// Duration of the pulse on the correct swatch (80 ms per the document; 0 with reduce motion).
    package let pulseMillis: Int
    /// The colour the region needs (announced, so colour is never the only signal).
    package let correctColourID: Int
}

/// The canvas engine: one painter over a spatial index, hit testing and region fill.
package final class CanvasEngine {
    /// Wrong-colour pulse duration from §7.3.3.
    package static let wrongColourPulseMillis = 80

    /// Artwork being played.
    package let artwork: ArtworkRef
    /// Hit tester built at open.
    package let hitTester: HitTester
    /// Current zoom/pan (set directly by harnesses; user gestures go through `zoom(by:around:)` and `pan(dx:dy:)`,
    /// which keep it within the view limits).
    package var transform = ViewTransform()
    /// The screen area the canvas occupies (defaults to the artwork's own bounds, i.e. the artwork fits at scale 1).
    package var viewport: Rect
    /// Reduce-motion setting (inherited from the OS unless changed).
    package var reduceMotion: Bool
    /// Always-show-numbers (FEAT-ACC-001): on by default, and on whenever no accessibility settings are available.
    package var alwaysShowNumbers: Bool
    /// The numbers and names shown and announced for the palette's colours.
    package let display: PaletteDisplay
    /// Selected colour.
    package private(set) var selectedColourID: Int?
    /// Time the canvas took to first paint.
    package let openDurationMillis: Int

    let tracker: ProgressTracker
    private var completionRecorded = false
    private let analytics: ProductAnalytics
    private let clock: Clock
    let crashes: CrashReporter?

    /// Opens an artwork: builds the spatial index, restores the last selected colour, emits `artwork_opened`.
    ///
    /// `accessibility` is the profile's settings (`nil` when none are available: numbers are then shown, the safe
    /// default). Defects the open works around are recorded coarsely on `crashes` (area `canvas`): palette metadata
    /// the display had to repair (`PaletteDisplay.Problem`), and a restored last-selected colour this palette does
    /// not have (`unknown_selected_colour`; merged from another device or corrupted), which is dropped so the user
    /// picks a colour again instead of every tap reading as a wrong colour.
    package init(
        artwork: ArtworkRef, geometry: ArtworkGeometry, tracker: ProgressTracker, analytics: ProductAnalytics,
        clock: Clock, reduceMotion: Bool = false,
        accessibility: AccessibilityPreferences? = nil, crashes: CrashReporter? = nil
    ) {
        let start = clock.nowMillis
        self.artwork = artwork
        hitTester = HitTester(geometry: geometry)
        self.tracker = tracker
        self.analytics = analytics
        self.clock = clock
        self.reduceMotion = reduceMotion
        self.crashes = crashes
        alwaysShowNumbers = accessibility?.alwaysShowNumbers ?? true
        display = PaletteDisplay(palette: geometry.palette)
        viewport = geometry.bounds
        for problem in display.problems { crashes?.record(area: "canvas", reason: problem.rawValue) }
        let restored = tracker.row(for: artwork).lastSelectedColourID
        if let restored, !geometry.palette.contains(where: { $0.id == restored }) {
            selectedColourID = nil
            crashes?.record(area: "canvas", reason: "unknown_selected_colour")
        } else {
            selectedColourID = restored
        }
        openDurationMillis = clock.nowMillis - start
        analytics.emit(.artworkOpened(artworkID: artwork.id, openDurationMs: openDurationMillis))
    }

    /// Current progress row.
    package var progress: ProgressRow { tracker.row(for: artwork) }

    /// Selects a palette colour; unknown colours are rejected.
    @discardableResult
    package func select(colourID: Int) -> Bool {
        guard hitTester.geometry.palette.contains(where: { $0.id == colourID }) else { return false }
        selectedColourID = colourID
        tracker.selectColour(artwork, colourID: colourID)
        return true
    }

    /// Processes a tap at a screen point.
    package func tap(screen: Point) -> TapOutcome {
        guard let colour = selectedColourID else { return .noColourSelected }
        let current = progress
        let result = hitTester.hitTest(
            screen: screen, transform: transform, snapColourID: colour, filled: current.completedRegions)
        let index: Int
        let snapped: Bool
        switch result {
        case .none: return .noHit
        case .hit(let i):
            index = i
            snapped = false
        case .snapped(let i):
            index = i
            snapped = true
        }
        guard let region = hitTester.geometry.regions.first(where: { $0.index == index }) else { return .noHit }
        if current.completedRegions.contains(index) { return .alreadyFilled(regionIndex: index) }
        guard region.colourID == colour else {
            analytics.emit(.regionFilled(artworkID: artwork.id, colourID: colour, correct: false))
            let pulse = reduceMotion ? 0 : CanvasEngine.wrongColourPulseMillis
            return .wrongColour(
                regionIndex: index, feedback: WrongColourFeedback(pulseMillis: pulse, correctColourID: region.colourID))
        }
        switch tracker.recordCorrectFill(artwork, region: index) {
        case .filled(let signals):
            analytics.emit(.regionFilled(artworkID: artwork.id, colourID: colour, correct: true))
            return .correctFill(regionIndex: index, snapped: snapped, signals: signals)
        case .alreadyFilled: return .alreadyFilled(regionIndex: index)
        case .outOfRange: return .noHit
        case .storageError: return .storageError
        }
    }

    /// Triggers the completion state once the persisted progress is complete and emits `artwork_completed`
    /// (once per artwork open). §7.3.3 Completion row: "Detect completed_count == region_count; set completed_at;
    /// trigger completion state" with output "completion event if policy permits"; the diagram reaches Completed
    /// after the correct fill's local write and sync queueing, so the event is not part of the tap itself.
    /// Returns whether the event was emitted now.
    @discardableResult
    package func recordCompletion() -> Bool {
        let row = progress
        guard row.isCompleted, !completionRecorded else { return false }
        completionRecorded = true
        let minutes = max(0, ((row.completedAt ?? clock.nowMillis) - row.startedAt) / 60_000)
        analytics.emit(.artworkCompleted(artworkID: artwork.id, totalDurationMin: minutes))
        return true
    }

    /// The screen point at the centre of a region's bounding box (for harnesses and accessibility actions).
    package func screenCentre(ofRegion index: Int) -> Point? {
        guard let region = hitTester.geometry.regions.first(where: { $0.index == index }) else { return nil }
        return CanvasEngine.interiorPoint(of: region).map(transform.apply)
    }

    /// A point inside `region` (its bounding-box centre when inside, else the first inside point of a 16 × 16
    /// sample): where its number is drawn and where an accessibility action taps.
    static func interiorPoint(of region: RegionShape) -> Point? {
        let b = region.bounds
        let centre = Point((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2)
        if PolygonMath.contains(region.rings, centre) { return centre }
        for i in 0..<16 {
            for j in 0..<16 {
                let p = Point(
                    b.minX + (b.maxX - b.minX) * (Double(i) + 0.5) / 16,
                    b.minY + (b.maxY - b.minY) * (Double(j) + 0.5) / 16)
                if PolygonMath.contains(region.rings, p) { return p }
            }
        }
        return nil
    }
}
