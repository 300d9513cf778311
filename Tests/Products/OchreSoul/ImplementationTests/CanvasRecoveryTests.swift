import Testing

@testable import OchreSoul

/// Recovery paths of the canvas and palette features (assumptions recorded in the features' notes).
@Suite("Canvas and palette recovery")
struct CanvasRecoveryTests {
    static func colour(_ id: Int, _ number: Int, _ name: String) -> PaletteColour {
        PaletteColour(id: id, number: number, name: name, red: 0, green: 0, blue: 0)
    }

    /// A canvas on `geometry` with `crashes` wired, in a fresh environment.
    static func canvas(
        _ geometry: ArtworkGeometry, accessibility: AccessibilityPreferences? = nil, selected: Int? = nil
    ) -> (CanvasEngine, AppEnvironment) {
        let env = AppEnvironment()
        let ref = ArtworkRef(id: "art-t", version: 1, regionCount: geometry.regions.count, isStarter: false)
        if let selected { env.tracker.selectColour(ref, colourID: selected) }
        let engine = CanvasEngine(
            artwork: ref, geometry: geometry, tracker: env.tracker, analytics: env.analytics, clock: env.clock,
            accessibility: accessibility, crashes: env.crashes)
        return (engine, env)
    }

    @Test("FEAT-ACC-001 a well-formed palette keeps its numbers and names and reports nothing")
    func wellFormedPalette() {
        let display = PaletteDisplay(palette: SampleArtwork.palette)
        #expect(display.problems.isEmpty)
        #expect(display.entries.map(\.number) == [1, 2, 3, 4])
        #expect(display.entries.map(\.name) == SampleArtwork.palette.map(\.name))
    }

    @Test("FEAT-ACC-001 shared or missing numbers are reassigned 1…n in stored order, and reported")
    func defectiveNumbers() {
        let display = PaletteDisplay(palette: [Self.colour(7, 2, "b"), Self.colour(3, 2, "a"), Self.colour(9, 0, "z")])
        #expect(display.problems == [.invalidColourNumber])
        #expect(display.entries.map(\.colourID) == [9, 3, 7])
        #expect(display.entries.map(\.number) == [1, 2, 3])
        #expect(display.entry(for: 7)?.number == 3 && display.entry(for: 42) == nil)
    }

    @Test("FEAT-ACC-002 an unnamed colour is announced as 'colour N' and reported; a named one is not")
    func missingNames() {
        let display = PaletteDisplay(palette: [Self.colour(1, 1, " "), Self.colour(2, 2, "Deep Blue")])
        #expect(display.problems == [.missingColourName])
        #expect(display.entries.map(\.name) == ["colour 1", "Deep Blue"])
        let sample = SampleArtwork.make(id: "a", slug: "a", columns: 2, rows: 1)
        let geometry = ArtworkGeometry(
            width: sample.geometry.width, height: sample.geometry.height,
            palette: [Self.colour(1, 1, ""), Self.colour(2, 2, "Deep Blue")], regions: sample.geometry.regions)
        let (canvas, env) = Self.canvas(geometry)
        #expect(
            canvas.palette.swatches.map(\.accessibilityLabel) == [
                "1, colour 1, 1 remaining", "2, Deep Blue, 1 remaining",
            ])
        #expect(canvas.accessibilityLabel(ofRegion: 0) == "1, colour 1, not filled, 1 remaining")
        #expect(env.crashes.signals.map(\.reason) == ["missing_colour_name"])
    }

    @Test(
        "FEAT-ACC-001 numbers show at every zoom by default and without settings; with the setting off only legible ones show"
    )
    func numbersAtEveryZoom() {
        let sample = SampleArtwork.make(id: "a", slug: "a", columns: 3, rows: 2)
        let (canvas, env) = Self.canvas(sample.geometry)
        canvas.transform = ViewTransform(scale: 0.05)
        #expect(canvas.alwaysShowNumbers && canvas.numberLabels.count == 6)
        let (off, _) = Self.canvas(sample.geometry, accessibility: AccessibilityPreferences(alwaysShowNumbers: false))
        off.transform = ViewTransform(scale: 0.05)
        #expect(off.numberLabels.isEmpty)
        off.transform = ViewTransform(scale: 1)
        #expect(off.numberLabels.count == 6)
        #expect(env.crashes.signals.isEmpty)
    }

    @Test(
        "FEAT-CAN-002 zoom is held within its range, a pan cannot lose the artwork, glitched gestures are ignored and recorded"
    )
    func zoomPanLimits() {
        let sample = SampleArtwork.make(id: "a", slug: "a", columns: 4, rows: 3)
        let (canvas, env) = Self.canvas(sample.geometry)
        #expect(canvas.zoom(by: 100, around: Point(10, 10)) && canvas.transform.scale == CanvasEngine.maxZoomFactor)
        #expect(canvas.zoom(by: 0.001, around: Point(10, 10)) && canvas.transform.scale == 1)
        #expect(canvas.pan(dx: -1e9, dy: 1e9))
        #expect(
            canvas.transform.translateX == CanvasEngine.minVisiblePoints - 400
                && canvas.transform.translateY == 300 - CanvasEngine.minVisiblePoints)
        let held = canvas.transform
        #expect(
            !canvas.zoom(by: .nan, around: Point(0, 0)) && !canvas.zoom(by: 0, around: Point(0, 0))
                && !canvas.pan(dx: .infinity, dy: 0))
        #expect(canvas.transform == held)
        #expect(env.crashes.signals.map(\.reason) == ["invalid_gesture", "invalid_gesture", "invalid_gesture"])
        canvas.transform = ViewTransform(scale: 2, translateX: .nan, translateY: 0)
        #expect(canvas.pan(dx: 1, dy: 0) && canvas.transform.translateX.isFinite)
        canvas.resetView()
        #expect(canvas.transform == ViewTransform())
        #expect(canvas.progress.completedCount == 0)
    }

    @Test(
        "FEAT-PAL-002 a restored selection the palette lacks is dropped and recorded; the highlight is offered only with regions left"
    )
    func staleSelection() {
        let sample = SampleArtwork.make(id: "a", slug: "a", columns: 4, rows: 1)
        let (canvas, env) = Self.canvas(sample.geometry, selected: 99)
        #expect(canvas.selectedColourID == nil && canvas.palette.selected == nil && !canvas.palette.highlightAvailable)
        #expect(canvas.tap(screen: Point(50, 50)) == .noColourSelected)
        #expect(env.crashes.signals.map(\.reason) == ["unknown_selected_colour"])
        let (valid, validEnv) = Self.canvas(sample.geometry, selected: 2)
        #expect(valid.selectedColourID == 2 && valid.palette.highlightAvailable && validEnv.crashes.signals.isEmpty)
        valid.select(colourID: 1)
        guard let point = valid.screenCentre(ofRegion: 0) else {
            Issue.record("no region")
            return
        }
        #expect(valid.tap(screen: point) != .noHit)
        #expect(!valid.palette.highlightAvailable && valid.palette.selected?.isCompleted == true)
    }
}
