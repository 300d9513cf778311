import Conformance
import OchreSoul

/// Taps: the snap radius, the wrong-colour pulse and a calm recovery.
extension CanvasChecks {
    /// Generated geometry under random zoom/pan: exact hits, snapping only to small regions of the selected colour.
    static let hitTesting = RuleCheck.observing(
        "RULE-SNAP-RADIUS",
        covers: ["EDGE-005", "EC-12", "FEAT-ACC-003", "FEAT-CAN-003", "MOD-CANVAS-MUST-4"],
        title:
            "hit testing over 200 generated artworks and transforms: exact hits, snap within the spec's radius on matching colour only, never beyond it"
    ) { context throws(RuleFailure) in
        let radius = try context.snapRadius()
        let colourMatch = try context.bool("RULE-SNAP-RADIUS", "requiresColourMatch")
        var rng = SeededGenerator(seed: 0x0417_7E57)
        var smallRegionsTried = 0
        // At least three columns of at least 40 units: SampleArtwork puts its small regions at x = 20 + 30 t, so
        // narrower canvases would place them outside the artwork.
        for trial in 0..<200 {
            let sample = SampleArtwork.make(
                id: "art-\(trial)", slug: "gen-\(trial)", columns: Int.random(in: 3...6, using: &rng),
                rows: Int.random(in: 1...5, using: &rng),
                cell: Double(Int.random(in: 40...160, using: &rng)), tinyRegions: Int.random(in: 1...3, using: &rng))
            let tester = HitTester(geometry: sample.geometry)
            let transform = ViewTransform(
                scale: Double.random(in: 0.5...4, using: &rng), translateX: Double.random(in: -300...300, using: &rng),
                translateY: Double.random(in: -300...300, using: &rng))
            for region in sample.geometry.regions {
                let b = region.bounds
                let centre = Point((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2)
                let hit = tester.hitTest(screen: transform.apply(centre), transform: transform, snapColourID: nil)
                try expect(
                    hit == .hit(regionIndex: region.index),
                    "a tap on a region's centre hits exactly that region, under any zoom and pan (200 generated artworks)",
                    proves: "FEAT-CAN-003")
                guard tester.isSmall(region) else { continue }
                smallRegionsTried += 1
                // Beside the small region, inside the spec's snap radius (in screen points), in the gutter.
                let offset = (radius * 0.9) / transform.scale
                let near = transform.apply(Point(b.minX + (b.maxX - b.minX) / 2, b.maxY + offset))
                let matching = tester.hitTest(screen: near, transform: transform, snapColourID: region.colourID)
                var snappedColour: Int?
                if case .snapped(let snapped) = matching {
                    snappedColour = sample.geometry.regions.first { $0.index == snapped }?.colourID
                }
                try expect(
                    snappedColour == region.colourID,
                    "a tap that misses every region within the spec's snap radius of a small region snaps to a small region of the selected colour",
                    proves: ["EDGE-005", "EC-12", "FEAT-ACC-003", "MOD-CANVAS-MUST-4"])
                let other = sample.geometry.palette.first { $0.id != region.colourID }?.id
                let wrongColour = tester.hitTest(screen: near, transform: transform, snapColourID: other)
                var crossed = false
                if case .snapped(let index) = wrongColour {
                    crossed = sample.geometry.regions.first(where: { $0.index == index })?.colourID != other
                }
                if colourMatch {
                    try expect(!crossed, "trial \(trial): snapped across colours")
                } else {
                    try expect(
                        wrongColour == .snapped(regionIndex: region.index),
                        "trial \(trial): with no colour match required, a near miss snaps whatever colour is selected")
                }
                // Just beyond the spec's radius: never snapped to this region.
                let beyond = transform.apply(
                    Point(b.minX + (b.maxX - b.minX) / 2, b.maxY + (radius * 1.1) / transform.scale))
                let outside = tester.hitTest(screen: beyond, transform: transform, snapColourID: region.colourID)
                try expect(
                    outside != .snapped(regionIndex: region.index),
                    "trial \(trial): a tap \(radius * 1.1) points from small region \(region.index) snapped to it; the spec's radius is \(radius)"
                )
            }
            let far = transform.apply(Point(-radius * 4 / transform.scale - 1, -1))
            try expect(
                tester.hitTest(screen: far, transform: transform, snapColourID: 1) == .none,
                "a tap far outside the canvas hits nothing", proves: "FEAT-CAN-003")
        }
        // Not vacuous: every generated artwork has at least one small region, so the snap expectations ran.
        try expect(smallRegionsTried >= 200, "only \(smallRegionsTried) small regions were tried for snapping")
        // The radius's edge on both sides, at scale 1: a tap d points below a small region snaps to it while d is at
        // most the radius.
        let edge = SampleArtwork.make(id: "art-edge", slug: "edge", columns: 3, rows: 1, cell: 80, tinyRegions: 1)
        let tester = HitTester(geometry: edge.geometry)
        let identity = ViewTransform(scale: 1, translateX: 0, translateY: 0)
        guard let small = edge.geometry.regions.first(where: tester.isSmall) else {
            throw RuleFailure("the edge artwork has no small region")
        }
        try context.expectBound(
            "RULE-SNAP-RADIUS", "radiusLogicalPixels", .max,
            "a tap that misses every region snaps to a small region at most the snap radius away, and not one point further",
            proves: ["FEAT-ACC-003", "EDGE-005"]
        ) { distance in
            let b = small.bounds
            let tap = Point(b.minX + (b.maxX - b.minX) / 2, b.maxY + distance)
            return tester.hitTest(screen: tap, transform: identity, snapColourID: small.colourID)
                == .snapped(regionIndex: small.index)
        }
    }

    /// Wrong-colour taps leave progress untouched and pulse for 80 ms (0 with reduce motion).
    static func wrongColour(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "RULE-WRONG-COLOUR-PULSE", covers: ["FEAT-CAN-004"],
            title:
                "a wrong-colour tap never changes progress and gives calm feedback naming the right colour, pulsing for the spec's duration"
        ) { context throws(RuleFailure) in
            let pulse = try context.wrongColourPulseMillis()
            let changesProgress = try context.bool("RULE-WRONG-COLOUR-PULSE", "changesProgress")
            let env = EnvironmentFixtures.launched()
            let sample = SampleArtwork.make(id: "art-wrong", slug: "wrong-art", columns: 4, rows: 2)
            guard EnvironmentFixtures.cached(sample, in: env),
                let canvas = EnvironmentFixtures.canvas(sample, in: env, analytics: env.analytics)
            else {
                throw RuleFailure("set-up failed")
            }
            for region in sample.geometry.regions {
                guard let wrong = sample.geometry.palette.first(where: { $0.id != region.colourID }),
                    let point = canvas.screenCentre(ofRegion: region.index)
                else { continue }
                let before = canvas.progress.completedRegions
                canvas.select(colourID: wrong.id)
                let outcome = c.tapSeam.tap(canvas, at: point, tracker: env.tracker)
                var named: (index: Int, feedback: WrongColourFeedback)?
                if case .wrongColour(let index, let feedback) = outcome { named = (index, feedback) }
                try expect(
                    named?.index == region.index && named?.feedback.correctColourID == region.colourID,
                    "a wrong-colour tap gets calm feedback naming the colour the region needs", proves: "FEAT-CAN-004")
                try expectEqual(
                    named?.feedback.pulseMillis, pulse, "the wrong-colour pulse, in ms (the spec's)",
                    proves: "RULE-WRONG-COLOUR-PULSE")
                try expect(
                    (canvas.progress.completedRegions != before) == changesProgress,
                    "a wrong-colour tap never changes progress",
                    proves: ["RULE-WRONG-COLOUR-PULSE", "FEAT-CAN-004"])
            }
            canvas.reduceMotion = true
            if let region = sample.geometry.regions.first,
                let wrong = sample.geometry.palette.first(where: { $0.id != region.colourID }),
                let point = canvas.screenCentre(ofRegion: region.index)
            {
                canvas.select(colourID: wrong.id)
                var pulsed: Int?
                if case .wrongColour(_, let feedback) = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) {
                    pulsed = feedback.pulseMillis
                }
                try expectEqual(
                    pulsed, 0, "the wrong-colour pulse with reduce motion on, in ms", proves: "FEAT-CAN-004")
            }
        }
    }

    /// §7.3.3 Wrong colour: "Do not change progress; pulse correct swatch or region"; NoHit "snap-to-nearest small
    /// region per FEAT-ACC-003"; §7.5 "Very small region tap"; §7.7 region_filled { correct }.
    static func calmRecovery(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.observing(
            "MOD-CANVAS-MUSTNOT-3", covers: ["FEAT-CAN-004", "FEAT-PAL-001", "FEAT-ACC-003", "MOD-PALETTE-MUSTNOT-1"],
            proves: [.recovery, .observability],
            title:
                "a wrong-colour tap names the right numbered swatch and the user recovers into a fill; a near miss beside a small region fills it once its colour is selected; region_filled records both"
        ) { context throws(RuleFailure) in
            let radius = try context.snapRadius()
            let env = EnvironmentFixtures.launched()
            let sample = SampleArtwork.make(id: "art-calm", slug: "calm-art", columns: 4, rows: 2, tinyRegions: 1)
            guard EnvironmentFixtures.cached(sample, in: env),
                let canvas = EnvironmentFixtures.canvas(sample, in: env, analytics: c.canvasAnalytics(env))
            else {
                throw RuleFailure("set-up failed")
            }
            let mark = env.sink.events.count
            let observed = ObservedFlow.mark(env)
            guard let region = sample.geometry.regions.first(where: { !canvas.hitTester.isSmall($0) }),
                let wrong = sample.geometry.palette.first(where: { $0.id != region.colourID }),
                let point = canvas.screenCentre(ofRegion: region.index)
            else { throw RuleFailure("fixture has no regular region") }

            // Failure: wrong colour. Progress is untouched; the feedback names the right colour.
            canvas.select(colourID: wrong.id)
            var named: WrongColourFeedback?
            if case .wrongColour(_, let feedback) = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) {
                named = feedback
            }
            try expect(
                named != nil && canvas.progress.completedCount == 0,
                "a wrong-colour tap gets wrong-colour feedback and leaves progress untouched", proves: "FEAT-CAN-004")
            guard let feedback = named else { return }
            let palette = PaletteModel(
                geometry: sample.geometry, progress: canvas.progress.completedRegions,
                selectedColourID: canvas.selectedColourID)
            guard let target = palette.swatches.first(where: { $0.colourID == feedback.correctColourID }) else {
                throw RuleFailure("the feedback names no swatch")
            }
            try expect(
                feedback.correctColourID == region.colourID && target.accessibilityLabel.contains("\(target.number)")
                    && target.accessibilityLabel.contains(target.name),
                "the feedback leads to the right swatch by its number and announced name, not by colour alone",
                proves: ["MOD-CANVAS-MUSTNOT-3", "MOD-PALETTE-MUSTNOT-1", "FEAT-PAL-001", "FEAT-CAN-004"])
            try expect(
                palette.swatches.first { $0.isSelected }?.colourID == wrong.id,
                "the numbered palette marks the selected colour", proves: "FEAT-PAL-001")

            // Recovery: the user selects the named swatch and taps again.
            canvas.select(colourID: target.colourID)
            var recovered = false
            if case .correctFill(let filled, false, _) = c.tapSeam.tap(canvas, at: point, tracker: env.tracker) {
                recovered = filled == region.index
            }
            try expect(
                recovered, "selecting the named swatch and tapping again fills the region", proves: "FEAT-CAN-004")
            let after = PaletteModel(
                geometry: sample.geometry, progress: canvas.progress.completedRegions,
                selectedColourID: canvas.selectedColourID)
            try expect(
                after.swatches.first { $0.colourID == target.colourID }?.remaining == target.remaining - 1,
                "the palette's remaining count for that swatch drops by one", proves: "FEAT-PAL-001")

            // Near miss beside a small region: no fill with another colour, a snapped fill with its colour.
            guard let small = sample.geometry.regions.first(where: { canvas.hitTester.isSmall($0) }),
                let other = sample.geometry.palette.first(where: { $0.id != small.colourID })
            else { throw RuleFailure("fixture has no small region") }
            let b = small.bounds
            let near = canvas.transform.apply(
                Point((b.minX + b.maxX) / 2, b.maxY + (radius / 2) / canvas.transform.scale))
            canvas.select(colourID: other.id)
            let missed = c.tapSeam.tap(canvas, at: near, tracker: env.tracker)
            var filledByMiss = false
            if case .correctFill = missed { filledByMiss = true }
            try expect(
                !filledByMiss && !canvas.progress.completedRegions.contains(small.index),
                "a near miss beside a small region with another colour selected fills nothing",
                proves: "FEAT-ACC-003")
            canvas.select(colourID: small.colourID)
            var snapped = false
            if case .correctFill(let snappedIndex, true, _) = c.tapSeam.tap(canvas, at: near, tracker: env.tracker) {
                snapped = snappedIndex == small.index
            }
            try expect(
                snapped, "with its colour selected, the near miss snaps to the small region and fills it",
                proves: "FEAT-ACC-003")

            let filledEvents = EmittedEvents.named("region_filled", in: env, since: mark)
            let corrects = filledEvents.map { EmittedEvents.bool($0, "correct") }
            try expect(
                corrects.first == false && corrects.filter { $0 == true }.count == 2
                    && filledEvents.allSatisfy { EmittedEvents.string($0, "artwork_id") == sample.row.id },
                "region_filled records the wrong tap (correct false), the recovered fill and the snapped fill",
                proves: ["FEAT-CAN-004", "FEAT-ACC-003"])
            try ObservedFlow.expectConforming(
                env, since: observed, context, proves: ["FEAT-CAN-004", "FEAT-ACC-003", "FEAT-PAL-001"])
        }
    }
}
