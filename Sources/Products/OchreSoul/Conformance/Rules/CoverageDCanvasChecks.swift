import Conformance
import OchreSoul

/// Rule checks for the canvas, palette and accessibility features (FEAT-ACC-001, FEAT-ACC-002, FEAT-CAN-002, FEAT-PAL-002): each drives the implementation through the feature's success path, a failure
/// and its recovery, and holds what the flow recorded to the observability reading of `policy.json`.
enum CoverageDCanvasChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] { checks(.reference) }

    /// The checks, driving the implementation through `seams` (tests plug broken units in as negative controls).
    static func checks(_ seams: CanvasSeams) -> [RuleCheck] {
        [alwaysShowNumbers(seams), announcements(seams), zoomPanLimits(seams), remainingAfterMerge(seams)]
    }

    /// FEAT-ACC-001 "Region numbers always shown (default on)"; §7.2 Onboarding "default always-show-numbers on";
    /// MOD-CANVAS-MUST-4 "support … labels". No §7.7 event and no documented failure: the recovery (a bundle whose
    /// palette numbers are missing or shared) is the assumption recorded in the feature's notes.
    static func alwaysShowNumbers(_ seams: CanvasSeams) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-ACC-001", covers: ["FEAT-ACC-001"], proves: [.success, .recovery, .observability],
            title: "every unfilled region shows its number at any zoom by default and without settings; a bundle with missing or shared palette numbers is renumbered so each number names one swatch, recorded coarsely"
        ) { context throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let start = ObservedFlow.mark(env)
            let sample = SampleArtwork.make(id: "art-num", slug: "num-art", columns: 4, rows: 3)
            guard RuleFixtures.cached(sample, in: env), let canvas = seams.open(env, sample.row) else { throw RuleFailure("set-up failed") }
            try expect(canvas.alwaysShowNumbers, "without accessibility settings the canvas does not default to always-show-numbers")
            canvas.transform = ViewTransform(scale: 0.1)
            try expectNumbers(canvas, seams, count: sample.geometry.regions.count, "zoomed out with numbers on")
            guard let first = sample.geometry.regions.first, let point = canvas.screenCentre(ofRegion: first.index) else { throw RuleFailure("no region") }
            canvas.select(colourID: first.colourID)
            guard case .correctFill = canvas.tap(screen: point) else { throw RuleFailure("the region did not fill") }
            try expectNumbers(canvas, seams, count: sample.geometry.regions.count - 1, "after a fill")
            // The preference is real: with numbers off only legible ones show; the saved default turns them on again.
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            env.settings.load(Profile(id: userID, audience: .self, culturalThemes: ["coastal"], accessibility: AccessibilityPreferences(alwaysShowNumbers: false)))
            guard let off = seams.open(env, sample.row) else { throw RuleFailure("reopen failed") }
            off.transform = ViewTransform(scale: 0.1)
            try expect(!off.alwaysShowNumbers && seams.labels(off).isEmpty, "numbers show at an illegible zoom with always-show-numbers off")
            env.settings.load(Profile(id: userID, audience: .self, culturalThemes: ["coastal"]))
            guard let on = seams.open(env, sample.row) else { throw RuleFailure("reopen failed") }
            on.transform = ViewTransform(scale: 0.1)
            try expectNumbers(on, seams, count: sample.geometry.regions.count - 1, "with the saved default")
            try ObservedFlow.expectSignals(env, since: start, [])

            // Failure: an older or corrupted bundle whose palette numbers are shared (two 1s) and missing (0).
            var broken = SampleArtwork.palette
            broken[1] = PaletteColour(id: broken[1].id, number: 1, name: broken[1].name, red: broken[1].red, green: broken[1].green, blue: broken[1].blue)
            broken[3] = PaletteColour(id: broken[3].id, number: 0, name: broken[3].name, red: broken[3].red, green: broken[3].green, blue: broken[3].blue)
            let mark = ObservedFlow.mark(env)
            guard let variant = try cachedVariant(of: SampleArtwork.make(id: "art-num-old", slug: "num-old", columns: 4, rows: 3), palette: broken, in: env),
                let old = seams.open(env, variant.row)
            else { throw RuleFailure("the defective bundle did not open") }
            old.transform = ViewTransform(scale: 0.1)
            try expectNumbers(old, seams, count: variant.geometry.regions.count, "with defective palette numbers")
            let swatches = seams.palette(old).swatches
            try expect(swatches.map(\.number) == Array(1...swatches.count), "the swatches are numbered \(swatches.map(\.number)), not 1…\(swatches.count)")
            // Recovery: the user fills by number, as on any artwork.
            for swatch in swatches {
                guard let label = seams.labels(old).first(where: { $0.number == swatch.number }) else { throw RuleFailure("number \(swatch.number) is on no region") }
                old.select(colourID: swatch.colourID)
                guard case .correctFill(let index, _, _) = old.tap(screen: label.position), index == label.regionIndex else {
                    throw RuleFailure("selecting swatch \(swatch.number) and tapping a region numbered \(swatch.number) did not fill it")
                }
            }
            try ObservedFlow.expectSignals(env, since: mark, [(area: "canvas", reason: "invalid_colour_number")])
            try ObservedFlow.expectConforming(env, since: start, context)
        }
    }

    /// FEAT-ACC-002 "Palette and canvas announce number, colour name and remaining count; colour is never the only
    /// signal"; MOD-PALETTE-MUST-1, MOD-PALETTE-MUSTNOT-1, MOD-CANVAS-MUSTNOT-3. Run in child mode. The recovery (a
    /// bundle whose colours have no names) is the assumption recorded in the feature's notes.
    static func announcements(_ seams: CanvasSeams) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-ACC-002", covers: ["FEAT-ACC-002"], proves: [.success, .recovery, .observability],
            title: "swatches and regions announce number, colour name and remaining count; colours without a name are announced by a fallback name with number and count, recorded coarsely without identifiers in child mode"
        ) { context throws(RuleFailure) in
            let env = RuleFixtures.launched()
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            env.settings.load(Profile(id: userID, childMode: true, audience: .child, culturalThemes: ["coastal"]))
            let start = ObservedFlow.mark(env)
            let sample = SampleArtwork.make(id: "art-say", slug: "say-art", columns: 4, rows: 2)
            guard RuleFixtures.cached(sample, in: env), let canvas = seams.open(env, sample.row) else { throw RuleFailure("set-up failed") }
            try expectAnnounced(canvas, seams, names: Dictionary(uniqueKeysWithValues: SampleArtwork.palette.map { ($0.id, $0.name) }))
            try ObservedFlow.expectSignals(env, since: start, [])

            // Failure: colours without names (metadata from before the validator rule, or corrupted).
            var unnamed = SampleArtwork.palette
            for i in [0, 2] { unnamed[i] = PaletteColour(id: unnamed[i].id, number: unnamed[i].number, name: i == 0 ? "" : "  ", red: unnamed[i].red, green: unnamed[i].green, blue: unnamed[i].blue) }
            let mark = ObservedFlow.mark(env)
            guard let variant = try cachedVariant(of: SampleArtwork.make(id: "art-say-old", slug: "say-old", columns: 4, rows: 2), palette: unnamed, in: env),
                let old = seams.open(env, variant.row)
            else { throw RuleFailure("the unnamed bundle did not open") }
            // Recovery: every colour is still announced with a name, its number and its remaining count.
            let expected = Dictionary(uniqueKeysWithValues: unnamed.map { ($0.id, $0.name.trimmingCharacters(in: .whitespaces).isEmpty ? "colour \($0.number)" : $0.name) })
            try expectAnnounced(old, seams, names: expected)
            try ObservedFlow.expectSignals(env, since: mark, [(area: "canvas", reason: "missing_colour_name")])
            try ObservedFlow.expectConforming(env, since: start, context)
        }
    }

    /// FEAT-CAN-002 zoom and pan (§7.2 Canvas engine "zoom/pan"; UI-CAN-001 "Artwork viewport, zoom, pan"). The
    /// limits and the handling of gesture glitches are the assumption recorded in the feature's notes.
    static func zoomPanLimits(_ seams: CanvasSeams) -> RuleCheck {
        RuleCheck.observing(
            "UI-CAN-001", covers: ["FEAT-CAN-002"], proves: [.success, .recovery, .observability],
            title: "a pinch zooms around the focus and taps still fill the region under the finger; zoom is held within its limits, a pan can never lose the artwork, a glitched gesture is ignored and recorded, and reset fits the artwork"
        ) { context throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let start = ObservedFlow.mark(env)
            let sample = SampleArtwork.make(id: "art-pinch", slug: "pinch-art", columns: 4, rows: 3)
            guard RuleFixtures.cached(sample, in: env), let canvas = seams.open(env, sample.row) else { throw RuleFailure("set-up failed") }
            canvas.viewport = Rect(minX: 0, minY: 0, maxX: 200, maxY: 150)
            canvas.resetView()
            try expect(canvas.transform == ViewTransform(scale: 0.5), "the artwork does not fit the viewport: \(canvas.transform)")
            let focus = Point(120, 40)
            let under = canvas.transform.inverse(focus)
            try expect(seams.zoom(canvas, 3, focus) && abs(canvas.transform.scale - 1.5) < 1e-9, "a pinch by 3 did not zoom to 1.5")
            let moved = canvas.transform.apply(under)
            try expect(abs(moved.x - focus.x) < 1e-6 && abs(moved.y - focus.y) < 1e-6, "the point under the fingers moved")
            try expect(seams.pan(canvas, -60, 20), "a pan was refused")
            try expect(canvas.progress.completedCount == 0, "zoom or pan changed progress")
            try fillVisible(canvas, "after zoom and pan")

            // Failure: gestures past the limits and glitched gestures.
            let mark = ObservedFlow.mark(env)
            _ = seams.zoom(canvas, 1_000, focus)
            try expect(canvas.transform.scale == canvas.zoomRange.upperBound, "zoom in is not held at its limit: \(canvas.transform.scale)")
            _ = seams.zoom(canvas, 0.000_01, focus)
            try expect(canvas.transform.scale == canvas.zoomRange.lowerBound, "zoom out is not held at its limit: \(canvas.transform.scale)")
            _ = seams.pan(canvas, 1_000_000, -1_000_000)
            let t = canvas.transform
            let art = Rect(minX: t.translateX, minY: t.translateY, maxX: t.translateX + sample.geometry.width * t.scale, maxY: t.translateY + sample.geometry.height * t.scale)
            let visibleX = min(art.maxX, canvas.viewport.maxX) - max(art.minX, canvas.viewport.minX)
            let visibleY = min(art.maxY, canvas.viewport.maxY) - max(art.minY, canvas.viewport.minY)
            try expect(visibleX >= CanvasEngine.minVisiblePoints - 1e-9 && visibleY >= CanvasEngine.minVisiblePoints - 1e-9, "a pan lost the artwork off-screen: \(visibleX) × \(visibleY) visible")
            let before = canvas.progress
            let events = env.sink.events.count
            try expect(canvas.tap(screen: Point(canvas.viewport.minX + 1, canvas.viewport.maxY - 1)) == .noHit, "a tap beside the panned artwork hit a region")
            try expect(canvas.progress == before && env.sink.events.count == events, "a tap beside the artwork changed progress or emitted an event")
            let held = canvas.transform
            try expect(!seams.zoom(canvas, .infinity, focus) && !seams.pan(canvas, .nan, 0), "a glitched gesture was accepted")
            try expect(canvas.transform == held, "a glitched gesture changed the view")
            // Recovery: reset fits the artwork again and play continues.
            canvas.resetView()
            try expect(canvas.transform == canvas.fitTransform && canvas.progress == before, "reset did not fit the artwork, or changed progress")
            try fillVisible(canvas, "after reset")
            try ObservedFlow.expectSignals(env, since: mark, [(area: "canvas", reason: "invalid_gesture"), (area: "canvas", reason: "invalid_gesture")])
            try ObservedFlow.expectSignals(env, since: start, [(area: "canvas", reason: "invalid_gesture"), (area: "canvas", reason: "invalid_gesture")])
            try ObservedFlow.expectConforming(env, since: start, context)
        }
    }

    /// FEAT-PAL-002 remaining counts, completed marks and the highlight-remaining action (§7.2 Palette; §7.4 output
    /// "highlight-remaining-regions action availability"; MOD-PALETTE-MUSTNOT-3). The recovery (progress merged
    /// from another device carrying a colour this palette lacks) is the assumption recorded in the feature's notes.
    static func remainingAfterMerge(_ seams: CanvasSeams) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-PAL-002", covers: ["FEAT-PAL-002"], proves: [.success, .recovery, .observability],
            title: "remaining counts and completed marks follow progress merged from another device; a merged selection the palette lacks is dropped and recorded, the highlight is offered only for a selected colour with regions left and never touches progress"
        ) { context throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let start = ObservedFlow.mark(env)
            let sample = SampleArtwork.make(id: "art-merge", slug: "merge-art", columns: 4, rows: 2)
            let byColour = Dictionary(grouping: sample.geometry.regions.map(\.index)) { index in sample.geometry.regions[index].colourID }
            guard let done = byColour[1], let part = byColour[2], RuleFixtures.cached(sample, in: env) else { throw RuleFailure("set-up failed") }
            // Failure: another device finished colour 1 and half of colour 2, and synced a selected colour 99.
            let account = env.backend.createAccount(credential: "painter@example.com")
            var remote = ProgressBitset(regionCount: sample.geometry.regions.count)
            for index in done + part.prefix(1) { remote.insert(index) }
            env.backend.seedProgress(ServerProgressRow(artworkID: sample.row.id, artworkVersion: sample.row.version, completedRegions: remote, lastSelectedColourID: 99), for: account)
            try expect(env.identity.upgrade(credential: "painter@example.com") == .merged(artworks: 1), "the sign-in did not merge the other device's progress")
            let mark = ObservedFlow.mark(env)
            guard let canvas = seams.open(env, sample.row) else { throw RuleFailure("the artwork did not open") }
            let progress = canvas.progress
            let palette = seams.palette(canvas)
            try expect(canvas.selectedColourID == nil && palette.selected == nil && !palette.highlightAvailable, "the unknown merged colour is still selected or offers a highlight")
            try expect(PaletteModel.highlightRemaining(colourID: 99, geometry: sample.geometry, progress: progress.completedRegions).isEmpty, "the unknown colour highlights regions")
            try expect(canvas.tap(screen: canvas.screenCentre(ofRegion: part[1]) ?? Point(0, 0)) == .noColourSelected, "a tap with the dropped colour was processed")
            for swatch in palette.swatches {
                let left = (byColour[swatch.colourID] ?? []).filter { !progress.completedRegions.contains($0) }.count
                try expect(swatch.remaining == left && swatch.isCompleted == (left == 0), "swatch \(swatch.number) shows \(swatch.remaining) remaining, not the merged \(left)")
            }
            // Recovery: the user picks a colour; the highlight follows the merged progress and never changes it.
            canvas.select(colourID: 1)
            try expect(!seams.palette(canvas).highlightAvailable && PaletteModel.highlightRemaining(colourID: 1, geometry: sample.geometry, progress: progress.completedRegions).isEmpty, "a completed colour offers a highlight")
            canvas.select(colourID: 2)
            let highlight = PaletteModel.highlightRemaining(colourID: 2, geometry: sample.geometry, progress: canvas.progress.completedRegions)
            try expect(seams.palette(canvas).highlightAvailable && highlight == [part[1]], "the highlight lists \(highlight), not the one region the merge left")
            try expect(canvas.progress.completedRegions == progress.completedRegions, "the highlight changed progress")
            guard let point = canvas.screenCentre(ofRegion: part[1]), case .correctFill = canvas.tap(screen: point) else { throw RuleFailure("the highlighted region did not fill") }
            let after = seams.palette(canvas)
            try expect(after.selected?.isCompleted == true && !after.highlightAvailable && after.selected?.accessibilityLabel.hasSuffix("completed") == true, "the finished colour is not marked completed")
            try ObservedFlow.expectSignals(env, since: mark, [(area: "canvas", reason: "unknown_selected_colour")])
            try ObservedFlow.expectSignals(env, since: start, [(area: "canvas", reason: "unknown_selected_colour")])
            try ObservedFlow.expectConforming(env, since: start, context)
        }
    }
}

/// How the canvas checks reach the implementation; the reference goes straight to it, a negative control swaps in
/// a broken unit.
struct CanvasSeams: Sendable {
    /// Opens a cached artwork the way the app does.
    var open: @Sendable (AppEnvironment, CatalogueRow) -> CanvasEngine? = { env, row in env.openCanvas(row) }
    /// The palette the user sees.
    var palette: @Sendable (CanvasEngine) -> PaletteModel = { $0.palette }
    /// The region numbers drawn.
    var labels: @Sendable (CanvasEngine) -> [RegionNumberLabel] = { $0.numberLabels }
    /// A pinch gesture.
    var zoom: @Sendable (CanvasEngine, Double, Point) -> Bool = { canvas, factor, focus in canvas.zoom(by: factor, around: focus) }
    /// A pan gesture.
    var pan: @Sendable (CanvasEngine, Double, Double) -> Bool = { canvas, dx, dy in canvas.pan(dx: dx, dy: dy) }

    /// The implementation as it is.
    static let reference = CanvasSeams()
}

extension CoverageDCanvasChecks {
    /// Caches a copy of `sample` whose payload carries `palette` instead of its own (an older or corrupted bundle:
    /// the checksum and manifest match it, so only the palette metadata is defective).
    static func cachedVariant(of sample: SampleArtwork, palette: [PaletteColour], in env: AppEnvironment) throws(RuleFailure) -> (row: CatalogueRow, geometry: ArtworkGeometry)? {
        let geometry = ArtworkGeometry(width: sample.geometry.width, height: sample.geometry.height, palette: palette, regions: sample.geometry.regions)
        let payload = BrotliStored.encode(CLRXCodec.encode(geometry))
        guard let bytes = sample.files["manifest.json"], var manifest = BundleManifest.decode(bytes) else { throw RuleFailure("the sample manifest does not decode") }
        manifest.checksum = SHA256.hex(payload)
        var files = sample.files
        files["manifest.json"] = manifest.jsonBytes
        files["regions.bin.br"] = payload
        var row = sample.row
        row.checksum = manifest.checksum
        env.backend.addArtwork(row, files: files)
        return env.downloadJob(for: row).run() == .cached ? (row, geometry) : nil
    }

    /// Throws unless exactly `count` numbers are drawn, each inside its unfilled region and equal to the number of the
    /// swatch that fills it, and no number names two colours.
    static func expectNumbers(_ canvas: CanvasEngine, _ seams: CanvasSeams, count: Int, _ when: String) throws(RuleFailure) {
        let labels = seams.labels(canvas)
        try expect(labels.count == count, "\(when): \(labels.count) numbers drawn, not \(count)")
        let swatches = seams.palette(canvas).swatches
        var colourOfNumber: [Int: Int] = [:]
        for label in labels {
            guard let region = canvas.hitTester.geometry.regions.first(where: { $0.index == label.regionIndex }) else { throw RuleFailure("\(when): a number sits on no region") }
            try expect(!canvas.progress.completedRegions.contains(region.index), "\(when): a filled region still shows its number")
            try expect(canvas.hitTester.hitTest(screen: label.position, transform: canvas.transform, snapColourID: nil) == .hit(regionIndex: region.index), "\(when): number \(label.number) is drawn outside region \(region.index)")
            try expect(swatches.first { $0.colourID == region.colourID }?.number == label.number, "\(when): region \(region.index) shows \(label.number), not its swatch's number")
            try expect(colourOfNumber.updateValue(region.colourID, forKey: label.number).map { $0 == region.colourID } ?? true, "\(when): number \(label.number) names two colours")
        }
    }

    /// Throws unless every swatch and every region announces its number, `names[colour]` and the remaining count,
    /// and filling a colour's regions one by one updates both announcements until the swatch says completed.
    static func expectAnnounced(_ canvas: CanvasEngine, _ seams: CanvasSeams, names: [Int: String]) throws(RuleFailure) {
        let geometry = canvas.hitTester.geometry
        func check() throws(RuleFailure) {
            let filled = canvas.progress.completedRegions
            for swatch in seams.palette(canvas).swatches {
                let regions = geometry.regions.filter { $0.colourID == swatch.colourID }
                let left = regions.filter { !filled.contains($0.index) }.count
                let name = names[swatch.colourID] ?? "?"
                let said = left == 0 ? "\(swatch.number), \(name), completed" : "\(swatch.number), \(name), \(left) remaining"
                try expect(swatch.name == name && swatch.accessibilityLabel == said, "swatch announces '\(swatch.accessibilityLabel)', not '\(said)'")
                for region in regions {
                    let expected = filled.contains(region.index) ? "\(swatch.number), \(name), filled" : "\(swatch.number), \(name), not filled, \(left) remaining"
                    let heard = canvas.accessibilityLabel(ofRegion: region.index) ?? "nothing"
                    try expect(heard == expected, "region \(region.index) announces '\(heard)', not '\(expected)'")
                }
            }
        }
        try check()
        guard let colour = seams.palette(canvas).swatches.first?.colourID else { throw RuleFailure("no swatch") }
        canvas.select(colourID: colour)
        for region in geometry.regions where region.colourID == colour {
            guard let point = canvas.screenCentre(ofRegion: region.index), case .correctFill = canvas.tap(screen: point) else { throw RuleFailure("region \(region.index) did not fill") }
            try check()
        }
    }

    /// Throws unless a tap at the centre of an unfilled region, under the current view, fills exactly that region.
    static func fillVisible(_ canvas: CanvasEngine, _ when: String) throws(RuleFailure) {
        let filled = canvas.progress.completedRegions
        guard let region = canvas.hitTester.geometry.regions.first(where: { !filled.contains($0.index) }), let point = canvas.screenCentre(ofRegion: region.index) else {
            throw RuleFailure("\(when): nothing left to fill")
        }
        canvas.select(colourID: region.colourID)
        guard case .correctFill(let index, false, _) = canvas.tap(screen: point), index == region.index else { throw RuleFailure("\(when): a tap on region \(region.index) did not fill it") }
    }
}
