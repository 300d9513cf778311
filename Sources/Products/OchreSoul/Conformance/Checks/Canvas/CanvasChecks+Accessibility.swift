import Conformance
import OchreSoul

/// Accessibility: region numbers always shown and colour announcements.
extension CanvasChecks {
    /// FEAT-ACC-001 "Region numbers always shown (default on)"; §7.2 Onboarding "default always-show-numbers on";
    /// MOD-CANVAS-MUST-4 "support … labels". No §7.7 event and no documented failure: the recovery (a bundle whose
    /// palette numbers are missing or shared) is the assumption recorded in the feature's notes.
    static func alwaysShowNumbers(_ seams: CanvasSeams) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-ACC-001", covers: ["FEAT-ACC-001"], proves: [.success, .recovery, .observability],
            title:
                "every unfilled region shows its number at any zoom by default and without settings; a bundle with missing or shared palette numbers is renumbered so each number names one swatch, recorded coarsely"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            let start = ObservedFlow.mark(env)
            let sample = SampleArtwork.make(id: "art-num", slug: "num-art", columns: 4, rows: 3)
            guard EnvironmentFixtures.cached(sample, in: env), let canvas = seams.open(env, sample.row) else {
                throw RuleFailure("set-up failed")
            }
            try expect(
                canvas.alwaysShowNumbers, "without accessibility settings the canvas defaults to always-show-numbers",
                proves: "FEAT-ACC-001")
            canvas.transform = ViewTransform(scale: 0.1)
            try expectNumbers(
                canvas, seams, count: sample.geometry.regions.count, "zoomed out with numbers on",
                proves: ["FEAT-ACC-001"])
            guard let first = sample.geometry.regions.first, let point = canvas.screenCentre(ofRegion: first.index)
            else { throw RuleFailure("no region") }
            canvas.select(colourID: first.colourID)
            guard case .correctFill = canvas.tap(screen: point) else { throw RuleFailure("the region did not fill") }
            try expectNumbers(
                canvas, seams, count: sample.geometry.regions.count - 1, "after a fill", proves: ["FEAT-ACC-001"])
            // The preference is real: with numbers off only legible ones show; the saved default turns them on again.
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            env.settings.load(
                Profile(
                    id: userID, audience: .self, culturalThemes: ["coastal"],
                    accessibility: AccessibilityPreferences(alwaysShowNumbers: false)))
            guard let off = seams.open(env, sample.row) else { throw RuleFailure("reopen failed") }
            off.transform = ViewTransform(scale: 0.1)
            try expect(
                !off.alwaysShowNumbers && seams.labels(off).isEmpty,
                "the preference is real: with always-show-numbers off, no number shows at an illegible zoom",
                proves: "FEAT-ACC-001")
            env.settings.load(Profile(id: userID, audience: .self, culturalThemes: ["coastal"]))
            guard let on = seams.open(env, sample.row) else { throw RuleFailure("reopen failed") }
            on.transform = ViewTransform(scale: 0.1)
            try expectNumbers(
                on, seams, count: sample.geometry.regions.count - 1, "with the saved default", proves: ["FEAT-ACC-001"])
            try ObservedFlow.expectSignals(env, since: start, [], proves: ["FEAT-ACC-001"])

            // Failure: an older or corrupted bundle whose palette numbers are shared (two 1s) and missing (0).
            var broken = SampleArtwork.palette
            broken[1] = PaletteColour(
                id: broken[1].id, number: 1, name: broken[1].name, red: broken[1].red, green: broken[1].green,
                blue: broken[1].blue)
            broken[3] = PaletteColour(
                id: broken[3].id, number: 0, name: broken[3].name, red: broken[3].red, green: broken[3].green,
                blue: broken[3].blue)
            let mark = ObservedFlow.mark(env)
            guard
                let variant = try cachedVariant(
                    of: SampleArtwork.make(id: "art-num-old", slug: "num-old", columns: 4, rows: 3), palette: broken,
                    in: env),
                let old = seams.open(env, variant.row)
            else { throw RuleFailure("the defective bundle did not open") }
            old.transform = ViewTransform(scale: 0.1)
            try expectNumbers(
                old, seams, count: variant.geometry.regions.count, "with defective palette numbers",
                proves: ["FEAT-ACC-001"])
            let swatches = seams.palette(old).swatches
            try expect(
                swatches.map(\.number) == Array(1...swatches.count),
                "a bundle with shared or missing palette numbers is renumbered 1…\(swatches.count), one number per swatch",
                proves: "FEAT-ACC-001")
            // Recovery: the user fills by number, as on any artwork.
            var unfilled: [Int] = []
            for swatch in swatches {
                guard let label = seams.labels(old).first(where: { $0.number == swatch.number }) else {
                    unfilled.append(swatch.number)
                    continue
                }
                old.select(colourID: swatch.colourID)
                guard case .correctFill(let index, _, _) = old.tap(screen: label.position), index == label.regionIndex
                else {
                    unfilled.append(swatch.number)
                    continue
                }
            }
            try expect(
                unfilled.isEmpty,
                "on the renumbered bundle, selecting each swatch and tapping a region showing its number fills it",
                proves: "FEAT-ACC-001")
            try ObservedFlow.expectSignals(
                env, since: mark, [(area: "canvas", reason: "invalid_colour_number")], proves: ["FEAT-ACC-001"])
            try ObservedFlow.expectConforming(env, since: start, context, proves: ["FEAT-ACC-001"])
        }
    }

    /// FEAT-ACC-002 "Palette and canvas announce number, colour name and remaining count; colour is never the only
    /// signal"; MOD-PALETTE-MUST-1, MOD-PALETTE-MUSTNOT-1, MOD-CANVAS-MUSTNOT-3. Run in child mode. The recovery (a
    /// bundle whose colours have no names) is the assumption recorded in the feature's notes.
    static func announcements(_ seams: CanvasSeams) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-ACC-002", covers: ["FEAT-ACC-002"], proves: [.success, .recovery, .observability],
            title:
                "swatches and regions announce number, colour name and remaining count; colours without a name are announced by a fallback name with number and count, recorded coarsely without identifiers in child mode"
        ) { context throws(RuleFailure) in
            let env = EnvironmentFixtures.launched()
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            env.settings.load(Profile(id: userID, childMode: true, audience: .child, culturalThemes: ["coastal"]))
            let start = ObservedFlow.mark(env)
            let sample = SampleArtwork.make(id: "art-say", slug: "say-art", columns: 4, rows: 2)
            guard EnvironmentFixtures.cached(sample, in: env), let canvas = seams.open(env, sample.row) else {
                throw RuleFailure("set-up failed")
            }
            try expectAnnounced(
                canvas, seams, names: Dictionary(uniqueKeysWithValues: SampleArtwork.palette.map { ($0.id, $0.name) }),
                proves: ["FEAT-ACC-002"])
            try ObservedFlow.expectSignals(env, since: start, [], proves: ["FEAT-ACC-002"])

            // Failure: colours without names (metadata from before the validator rule, or corrupted).
            var unnamed = SampleArtwork.palette
            for i in [0, 2] {
                unnamed[i] = PaletteColour(
                    id: unnamed[i].id, number: unnamed[i].number, name: i == 0 ? "" : "  ", red: unnamed[i].red,
                    green: unnamed[i].green, blue: unnamed[i].blue)
            }
            let mark = ObservedFlow.mark(env)
            guard
                let variant = try cachedVariant(
                    of: SampleArtwork.make(id: "art-say-old", slug: "say-old", columns: 4, rows: 2), palette: unnamed,
                    in: env),
                let old = seams.open(env, variant.row)
            else { throw RuleFailure("the unnamed bundle did not open") }
            // Recovery: every colour is still announced with a name, its number and its remaining count.
            let expected = Dictionary(
                uniqueKeysWithValues: unnamed.map {
                    ($0.id, $0.name.trimmingCharacters(in: .whitespaces).isEmpty ? "colour \($0.number)" : $0.name)
                })
            try expectAnnounced(old, seams, names: expected, proves: ["FEAT-ACC-002"])
            try ObservedFlow.expectSignals(
                env, since: mark, [(area: "canvas", reason: "missing_colour_name")], proves: ["FEAT-ACC-002"])
            try ObservedFlow.expectConforming(env, since: start, context, proves: ["FEAT-ACC-002"])
        }
    }

    /// Caches a copy of `sample` whose payload carries `palette` instead of its own (an older or corrupted bundle:
    /// the checksum and manifest match it, so only the palette metadata is defective).
    static func cachedVariant(of sample: SampleArtwork, palette: [PaletteColour], in env: AppEnvironment)
        throws(RuleFailure) -> (row: CatalogueRow, geometry: ArtworkGeometry)?
    {
        let geometry = ArtworkGeometry(
            width: sample.geometry.width, height: sample.geometry.height, palette: palette,
            regions: sample.geometry.regions)
        let payload = BrotliStored.encode(CLRXCodec.encode(geometry))
        guard let bytes = sample.files["manifest.json"], var manifest = BundleManifest.decode(bytes) else {
            throw RuleFailure("the sample manifest does not decode")
        }
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
    /// swatch that fills it, and no number names two colours. With `ids`, the expectation names them.
    static func expectNumbers(
        _ canvas: CanvasEngine, _ seams: CanvasSeams, count: Int, _ when: String, proves ids: [String] = []
    ) throws(RuleFailure) {
        let labels = seams.labels(canvas)
        var problems: [String] = []
        if labels.count != count { problems.append("\(labels.count) numbers drawn, not \(count)") }
        let swatches = seams.palette(canvas).swatches
        var colourOfNumber: [Int: Int] = [:]
        for label in labels {
            guard let region = canvas.hitTester.geometry.regions.first(where: { $0.index == label.regionIndex }) else {
                problems.append("a number sits on no region")
                continue
            }
            if canvas.progress.completedRegions.contains(region.index) {
                problems.append("filled region \(region.index) still shows its number")
            }
            if canvas.hitTester.hitTest(screen: label.position, transform: canvas.transform, snapColourID: nil)
                != .hit(regionIndex: region.index)
            {
                problems.append("number \(label.number) is drawn outside region \(region.index)")
            }
            if swatches.first(where: { $0.colourID == region.colourID })?.number != label.number {
                problems.append("region \(region.index) shows \(label.number), not its swatch's number")
            }
            if let other = colourOfNumber.updateValue(region.colourID, forKey: label.number), other != region.colourID {
                problems.append("number \(label.number) names two colours")
            }
        }
        if ids.isEmpty {
            try expect(problems.isEmpty, "\(when): " + problems.prefix(3).joined(separator: "; "))
        } else {
            try expect(
                problems.isEmpty,
                "\(when), each of the \(count) unfilled regions shows its swatch's number inside it, one colour per number",
                proves: ids)
        }
    }

    /// Throws unless every swatch and every region announces its number, `names[colour]` and the remaining count,
    /// and filling a colour's regions one by one updates both announcements until the swatch says completed. With
    /// `ids`, the expectation names them.
    static func expectAnnounced(
        _ canvas: CanvasEngine, _ seams: CanvasSeams, names: [Int: String], proves ids: [String] = []
    ) throws(RuleFailure) {
        let geometry = canvas.hitTester.geometry
        var problems: [String] = []
        func check() {
            let filled = canvas.progress.completedRegions
            for swatch in seams.palette(canvas).swatches {
                let regions = geometry.regions.filter { $0.colourID == swatch.colourID }
                let left = regions.filter { !filled.contains($0.index) }.count
                let name = names[swatch.colourID] ?? "?"
                let said =
                    left == 0 ? "\(swatch.number), \(name), completed" : "\(swatch.number), \(name), \(left) remaining"
                if swatch.name != name || swatch.accessibilityLabel != said {
                    problems.append("swatch announces '\(swatch.accessibilityLabel)', not '\(said)'")
                }
                for region in regions {
                    let expected =
                        filled.contains(region.index)
                        ? "\(swatch.number), \(name), filled"
                        : "\(swatch.number), \(name), not filled, \(left) remaining"
                    let heard = canvas.accessibilityLabel(ofRegion: region.index) ?? "nothing"
                    if heard != expected {
                        problems.append("region \(region.index) announces '\(heard)', not '\(expected)'")
                    }
                }
            }
        }
        check()
        guard let colour = seams.palette(canvas).swatches.first?.colourID else { throw RuleFailure("no swatch") }
        canvas.select(colourID: colour)
        for region in geometry.regions where region.colourID == colour {
            guard let point = canvas.screenCentre(ofRegion: region.index), case .correctFill = canvas.tap(screen: point)
            else {
                problems.append("region \(region.index) did not fill")
                continue
            }
            check()
        }
        if ids.isEmpty {
            try expect(problems.isEmpty, problems.prefix(3).joined(separator: "; "))
        } else {
            try expect(
                problems.isEmpty,
                "every swatch and region announces its number, colour name and remaining count (or filled, completed), updated fill by fill",
                proves: ids)
        }
    }
}
