import Conformance
import OchreSoul

/// Rule checks of MOD-PALETTE: announced swatches, no heavy animation, and remaining counts after a merge.
enum PaletteChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [paletteAnnouncements, noHeavyAnimation] + checks(.reference)
    }

    /// The checks that reach the canvas through `seams` (tests plug broken units in as negative controls).
    static func checks(_ seams: CanvasSeams) -> [RuleCheck] {
        [remainingAfterMerge(seams)]
    }

    /// §7.2 Palette "announce number, colour name, and remaining count; clearly mark selected and completed colours;
    /// support highlight remaining regions"; must not "mutate progress from highlight action". No §7.7 event.
    static let paletteAnnouncements = RuleCheck.expecting(
        "MOD-PALETTE-MUST-1",
        covers: ["FEAT-PAL-002", "FEAT-ACC-002", "MOD-PALETTE-MUST-2", "MOD-PALETTE-MUST-3", "MOD-PALETTE-MUSTNOT-3"],
        proves: [.success],
        title:
            "swatches announce number, colour name and remaining count, mark selected and completed colours, and the highlight lists remaining regions without touching progress"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-pal", slug: "pal-art", columns: 4, rows: 2)
        guard EnvironmentFixtures.cached(sample, in: env),
            let canvas = EnvironmentFixtures.canvas(sample, in: env, analytics: env.analytics)
        else { throw RuleFailure("set-up failed") }
        guard let colour = sample.geometry.palette.first else { throw RuleFailure("no palette") }
        let ofColour = sample.geometry.regions.filter { $0.colourID == colour.id }.map(\.index).sorted()
        canvas.select(colourID: colour.id)
        for (step, index) in ofColour.enumerated() {
            let before = canvas.progress
            let highlighted = PaletteModel.highlightRemaining(
                colourID: colour.id, geometry: sample.geometry, progress: before.completedRegions)
            try expect(
                highlighted.sorted() == Array(ofColour[step...]),
                "the highlight lists exactly the selected colour's remaining regions",
                proves: ["MOD-PALETTE-MUST-3", "FEAT-PAL-002"])
            try expect(
                canvas.progress == before, "the highlight action never changes progress",
                proves: "MOD-PALETTE-MUSTNOT-3")
            let palette = PaletteModel(
                geometry: sample.geometry, progress: before.completedRegions, selectedColourID: canvas.selectedColourID)
            guard let swatch = palette.swatches.first(where: { $0.colourID == colour.id }) else {
                throw RuleFailure("no swatch")
            }
            try expect(
                swatch.isSelected && swatch.remaining == ofColour.count - step
                    && swatch.accessibilityLabel
                        == "\(colour.number), \(colour.name), \(ofColour.count - step) remaining",
                "the selected swatch is marked selected and announces its number, colour name and remaining count",
                proves: ["MOD-PALETTE-MUST-1", "MOD-PALETTE-MUST-2", "FEAT-ACC-002", "FEAT-PAL-002"])
            guard let point = canvas.screenCentre(ofRegion: index), case .correctFill = canvas.tap(screen: point) else {
                throw RuleFailure("region \(index) did not fill")
            }
        }
        let done = PaletteModel(
            geometry: sample.geometry, progress: canvas.progress.completedRegions,
            selectedColourID: canvas.selectedColourID)
        guard let swatch = done.swatches.first(where: { $0.colourID == colour.id }) else {
            throw RuleFailure("no swatch")
        }
        try expect(
            swatch.isCompleted && swatch.remaining == 0 && swatch.accessibilityLabel.hasSuffix("completed"),
            "a finished colour is marked and announced completed", proves: ["MOD-PALETTE-MUST-2", "FEAT-PAL-002"])
        try expect(
            done.swatches.map(\.number) == done.swatches.map(\.number).sorted(), "swatches are not in number order")
    }

    /// MOD-PALETTE-MUSTNOT-2: selecting, completing and highlighting colours trigger no motion beyond the 80 ms
    /// pulse, and none at all with reduce motion.
    static let noHeavyAnimation = RuleCheck.expecting(
        "MOD-PALETTE-MUSTNOT-2", covers: [],
        title: "palette feedback is at most the 80 ms pulse, and no motion with reduce motion on"
    ) { () throws(RuleFailure) in
        let env = EnvironmentFixtures.launched()
        let sample = SampleArtwork.make(id: "art-pal", slug: "pal-art")
        guard EnvironmentFixtures.cached(sample, in: env), let canvas = env.openCanvas(sample.row) else {
            throw RuleFailure("set-up failed")
        }
        var feedbacks = 0
        for reduce in [false, true] {
            canvas.reduceMotion = reduce
            for region in sample.geometry.regions {
                guard let point = canvas.screenCentre(ofRegion: region.index),
                    let wrong = sample.geometry.palette.first(where: { $0.id != region.colourID })
                else { continue }
                canvas.select(colourID: wrong.id)
                guard case .wrongColour(_, let feedback) = canvas.tap(screen: point) else { continue }
                feedbacks += 1
                try expect(
                    feedback.pulseMillis <= 80 && (!reduce || feedback.pulseMillis == 0),
                    "a wrong tap animated for \(feedback.pulseMillis) ms (reduce motion \(reduce))")
            }
        }
        // Not vacuous: every region was tapped with a wrong colour, with and without reduce motion.
        try expectEqual(
            feedbacks, 2 * sample.geometry.regions.count, "the wrong-colour feedbacks the check inspected")
        let before = canvas.progress
        _ = PaletteModel.highlightRemaining(colourID: 1, geometry: sample.geometry, progress: before.completedRegions)
        try expect(canvas.progress == before, "the highlight action changed progress")
    }

    /// FEAT-PAL-002 remaining counts, completed marks and the highlight-remaining action (§7.2 Palette; §7.4 output
    /// "highlight-remaining-regions action availability"; MOD-PALETTE-MUSTNOT-3). The recovery (progress merged
    /// from another device carrying a colour this palette lacks) is the assumption recorded in the feature's notes.
    static func remainingAfterMerge(_ seams: CanvasSeams) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-PAL-002", covers: ["FEAT-PAL-002"], proves: [.success, .recovery, .observability],
            title:
                "remaining counts and completed marks follow progress merged from another device; a merged selection the palette lacks is dropped and recorded, the highlight is offered only for a selected colour with regions left and never touches progress"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let start = ObservedFlow.mark(env)
            let sample = SampleArtwork.make(id: "art-merge", slug: "merge-art", columns: 4, rows: 2)
            let byColour = Dictionary(grouping: sample.geometry.regions.map(\.index)) { index in
                sample.geometry.regions[index].colourID
            }
            guard let done = byColour[1], let part = byColour[2], EnvironmentFixtures.cached(sample, in: env) else {
                throw RuleFailure("set-up failed")
            }
            // Failure: another device finished colour 1 and half of colour 2, and synced a selected colour 99.
            let account = env.backend.createAccount(credential: "painter@example.com")
            var remote = ProgressBitset(regionCount: sample.geometry.regions.count)
            for index in done + part.prefix(1) { remote.insert(index) }
            env.backend.seedProgress(
                ServerProgressRow(
                    artworkID: sample.row.id, artworkVersion: sample.row.version, completedRegions: remote,
                    lastSelectedColourID: 99), for: account)
            try expect(
                env.identity.upgrade(credential: "painter@example.com") == .merged(artworks: 1),
                "the sign-in did not merge the other device's progress")
            let mark = ObservedFlow.mark(env)
            guard let canvas = seams.open(env, sample.row) else { throw RuleFailure("the artwork did not open") }
            let progress = canvas.progress
            let palette = seams.palette(canvas)
            try expect(
                canvas.selectedColourID == nil && palette.selected == nil && !palette.highlightAvailable,
                "a merged selection of a colour this palette lacks is dropped: nothing selected, no highlight offered",
                proves: "FEAT-PAL-002")
            try expect(
                PaletteModel.highlightRemaining(
                    colourID: 99, geometry: sample.geometry, progress: progress.completedRegions
                ).isEmpty, "the unknown colour highlights no region", proves: "FEAT-PAL-002")
            try expect(
                canvas.tap(screen: canvas.screenCentre(ofRegion: part[1]) ?? Point(0, 0)) == .noColourSelected,
                "a tap with the dropped colour asks for a colour instead of filling", proves: "FEAT-PAL-002")
            let stale = palette.swatches.filter { swatch in
                let left = (byColour[swatch.colourID] ?? []).filter { !progress.completedRegions.contains($0) }.count
                return swatch.remaining != left || swatch.isCompleted != (left == 0)
            }
            try expect(
                !palette.swatches.isEmpty && stale.isEmpty,
                "every swatch's remaining count and completed mark follow the progress merged from the other device",
                proves: "FEAT-PAL-002")
            // Recovery: the user picks a colour; the highlight follows the merged progress and never changes it.
            canvas.select(colourID: 1)
            try expect(
                !seams.palette(canvas).highlightAvailable
                    && PaletteModel.highlightRemaining(
                        colourID: 1, geometry: sample.geometry, progress: progress.completedRegions
                    ).isEmpty, "a colour the merge completed offers no highlight", proves: "FEAT-PAL-002")
            canvas.select(colourID: 2)
            let highlight = PaletteModel.highlightRemaining(
                colourID: 2, geometry: sample.geometry, progress: canvas.progress.completedRegions)
            try expect(
                seams.palette(canvas).highlightAvailable && highlight == [part[1]],
                "the highlight lists exactly the one region the merge left", proves: "FEAT-PAL-002")
            try expect(
                canvas.progress.completedRegions == progress.completedRegions, "the highlight changes no progress",
                proves: "FEAT-PAL-002")
            guard let point = canvas.screenCentre(ofRegion: part[1]), case .correctFill = canvas.tap(screen: point)
            else { throw RuleFailure("the highlighted region did not fill") }
            let after = seams.palette(canvas)
            try expect(
                after.selected?.isCompleted == true && !after.highlightAvailable
                    && after.selected?.accessibilityLabel.hasSuffix("completed") == true,
                "filling the last region marks the colour completed and withdraws its highlight", proves: "FEAT-PAL-002"
            )
            try ObservedFlow.expectSignals(env, since: mark, [(area: "canvas", reason: "unknown_selected_colour")])
            try ObservedFlow.expectSignals(
                env, since: start, [(area: "canvas", reason: "unknown_selected_colour")], proves: ["FEAT-PAL-002"])
            try ObservedFlow.expectConforming(env, since: start, context, proves: ["FEAT-PAL-002"])
        }
    }
}
