import Conformance
import OchreSoul

/// Zoom and pan within limits.
extension CanvasChecks {
    /// §7.2 Canvas engine owns zoom/pan; §7.3.3 Canvas tap "convert screen position through inverse transform".
    /// No §7.7 event and no documented failure for zoom/pan: success only.
    static let zoomPan = RuleCheck.expecting(
        "FEAT-CAN-002", covers: ["FEAT-CAN-002"], proves: [.success],
        title:
            "under zoom and pan a tap fills the region under the finger, and changing the view never changes progress"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-zoom", slug: "zoom-art", columns: 4, rows: 3)
        guard EnvironmentFixtures.cached(sample, in: env),
            let canvas = EnvironmentFixtures.canvas(sample, in: env, analytics: env.analytics)
        else { throw RuleFailure("set-up failed") }
        let views = [
            ViewTransform(scale: 2.5, translateX: -140, translateY: 60),
            ViewTransform(scale: 0.6, translateX: 30, translateY: -20), ViewTransform(),
        ]
        var changed: [Int] = []
        var missed: [Int] = []
        for (step, region) in sample.geometry.regions.enumerated() {
            let view = views[step % views.count]
            let before = canvas.progress
            canvas.transform = view
            if canvas.progress != before { changed.append(step) }
            let b = region.bounds
            let centre = Point((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2)
            canvas.select(colourID: region.colourID)
            guard case .correctFill(let index, false, _) = canvas.tap(screen: view.apply(centre)), index == region.index
            else {
                missed.append(region.index)
                continue
            }
        }
        try expect(changed.isEmpty, "changing the zoom and pan never changes progress", proves: "FEAT-CAN-002")
        try expect(
            missed.isEmpty && canvas.progress.isCompleted,
            "under each zoom and pan, a tap fills the region under the finger, to completion", proves: "FEAT-CAN-002")
    }

    /// FEAT-CAN-002 zoom and pan (§7.2 Canvas engine "zoom/pan"; UI-CAN-001 "Artwork viewport, zoom, pan"). The
    /// limits and the handling of gesture glitches are the assumption recorded in the feature's notes.
    static func zoomPanLimits(_ seams: CanvasSeams) -> RuleCheck {
        RuleCheck.observing(
            "UI-CAN-001", covers: ["FEAT-CAN-002"], proves: [.success, .recovery, .observability],
            title:
                "a pinch zooms around the focus and taps still fill the region under the finger; zoom is held within its limits, a pan can never lose the artwork, a glitched gesture is ignored and recorded, and reset fits the artwork"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let start = ObservedFlow.mark(env)
            let sample = SampleArtwork.make(id: "art-pinch", slug: "pinch-art", columns: 4, rows: 3)
            guard EnvironmentFixtures.cached(sample, in: env), let canvas = seams.open(env, sample.row) else {
                throw RuleFailure("set-up failed")
            }
            canvas.viewport = Rect(minX: 0, minY: 0, maxX: 200, maxY: 150)
            canvas.resetView()
            try expect(
                canvas.transform == ViewTransform(scale: 0.5), "the opened artwork fits the viewport",
                proves: "FEAT-CAN-002")
            let focus = Point(120, 40)
            let under = canvas.transform.inverse(focus)
            try expect(
                seams.zoom(canvas, 3, focus) && abs(canvas.transform.scale - 1.5) < 1e-9, "a pinch by 3 zooms to 1.5",
                proves: "FEAT-CAN-002")
            let moved = canvas.transform.apply(under)
            try expect(
                abs(moved.x - focus.x) < 1e-6 && abs(moved.y - focus.y) < 1e-6,
                "the pinch zooms around its focus: the point under the fingers stays put", proves: "FEAT-CAN-002")
            try expect(seams.pan(canvas, -60, 20), "a pan was refused")
            try expect(
                canvas.progress.completedCount == 0, "zoom and pan change no progress", proves: "FEAT-CAN-002")
            try fillVisible(canvas, "after zoom and pan", proves: ["FEAT-CAN-002"])

            // Failure: gestures past the limits and glitched gestures.
            let mark = ObservedFlow.mark(env)
            _ = seams.zoom(canvas, 1_000, focus)
            try expect(
                canvas.transform.scale == canvas.zoomRange.upperBound, "zooming in past the limit holds at the limit",
                proves: "FEAT-CAN-002")
            _ = seams.zoom(canvas, 0.000_01, focus)
            try expect(
                canvas.transform.scale == canvas.zoomRange.lowerBound, "zooming out past the limit holds at the limit",
                proves: "FEAT-CAN-002")
            _ = seams.pan(canvas, 1_000_000, -1_000_000)
            let t = canvas.transform
            let art = Rect(
                minX: t.translateX, minY: t.translateY, maxX: t.translateX + sample.geometry.width * t.scale,
                maxY: t.translateY + sample.geometry.height * t.scale)
            let visibleX = min(art.maxX, canvas.viewport.maxX) - max(art.minX, canvas.viewport.minX)
            let visibleY = min(art.maxY, canvas.viewport.maxY) - max(art.minY, canvas.viewport.minY)
            try expect(
                visibleX >= CanvasEngine.minVisiblePoints - 1e-9 && visibleY >= CanvasEngine.minVisiblePoints - 1e-9,
                "a huge pan never loses the artwork off-screen", proves: "FEAT-CAN-002")
            let before = canvas.progress
            let events = env.sink.events.count
            try expect(
                canvas.tap(screen: Point(canvas.viewport.minX + 1, canvas.viewport.maxY - 1)) == .noHit,
                "a tap beside the panned artwork hit a region")
            try expect(
                canvas.progress == before && env.sink.events.count == events,
                "a tap beside the artwork changed progress or emitted an event")
            let held = canvas.transform
            try expect(
                !seams.zoom(canvas, .infinity, focus) && !seams.pan(canvas, .nan, 0) && canvas.transform == held,
                "a glitched (infinite or NaN) gesture is refused and leaves the view as it was", proves: "FEAT-CAN-002")
            // Recovery: reset fits the artwork again and play continues.
            canvas.resetView()
            try expect(
                canvas.transform == canvas.fitTransform && canvas.progress == before,
                "reset fits the artwork again and keeps the progress", proves: "FEAT-CAN-002")
            try fillVisible(canvas, "after reset", proves: ["FEAT-CAN-002"])
            try ObservedFlow.expectSignals(
                env, since: mark,
                [(area: "canvas", reason: "invalid_gesture"), (area: "canvas", reason: "invalid_gesture")])
            try ObservedFlow.expectSignals(
                env, since: start,
                [(area: "canvas", reason: "invalid_gesture"), (area: "canvas", reason: "invalid_gesture")],
                proves: ["FEAT-CAN-002"])
            try ObservedFlow.expectConforming(env, since: start, context, proves: ["FEAT-CAN-002"])
        }
    }

    /// Throws unless a tap at the centre of an unfilled region, under the current view, fills exactly that region.
    static func fillVisible(_ canvas: CanvasEngine, _ when: String, proves ids: [String]) throws(RuleFailure) {
        let filled = canvas.progress.completedRegions
        guard let region = canvas.hitTester.geometry.regions.first(where: { !filled.contains($0.index) }),
            let point = canvas.screenCentre(ofRegion: region.index)
        else {
            throw RuleFailure("\(when): nothing left to fill")
        }
        canvas.select(colourID: region.colourID)
        var hit: Int?
        if case .correctFill(let index, false, _) = canvas.tap(screen: point) { hit = index }
        try expect(hit == region.index, "\(when), a tap on a region's centre fills exactly that region", proves: ids)
    }
}
