import Conformance
import Testing

@testable import OchreSoul
@testable import OchreSoulConformance

/// The canvas, palette and accessibility checks (FEAT-ACC-001, FEAT-ACC-002, FEAT-CAN-002, FEAT-PAL-002) pass on
/// the reference with the evidence they claim, and fail when a broken unit is plugged in.
@Suite("canvas checks: evidence and negative controls")
struct CanvasCheckTests {
    static let expected: [String: String] = [
        "rule:FEAT-ACC-001": "FEAT-ACC-001", "rule:FEAT-ACC-002": "FEAT-ACC-002", "rule:UI-CAN-001": "FEAT-CAN-002",
        "rule:FEAT-PAL-002": "FEAT-PAL-002",
    ]

    @Test("each check passes in the reference run and gives its feature success, recovery and observability")
    func referenceEvidence() throws {
        let run = try #require(ConformanceHarness.reference)
        for (checkID, feature) in Self.expected {
            let result = try #require(run.checks.first { $0.id == checkID }, "\(checkID) did not run")
            #expect(result.status == .passed, "\(ConformanceHarness.describe(result))")
            let kinds = Set(result.evidence.filter { $0.id == feature }.map(\.kind))
            #expect(
                kinds.isSuperset(of: [.success, .recovery, .observability]), "\(checkID) gives \(feature) only \(kinds)"
            )
        }
    }

    /// Runs the four checks with `seams` and returns the rule IDs of those that failed.
    static func failing(_ seams: CanvasSeams) -> Set<String> {
        Set(
            (CanvasChecks.checks(seams) + PaletteChecks.checks(seams)).filter {
                ConformanceHarness.outcome(of: $0) != .pass
            }.map(\.ruleID))
    }

    @Test("the reference seams pass every check")
    func referencePasses() {
        #expect(Self.failing(.reference).isEmpty)
    }

    @Test("FEAT-ACC-001 numbers taken from the bundle as stored (no renumbering) fail the check")
    func rawNumbersFail() {
        var seams = CanvasSeams.reference
        seams.labels = { canvas in
            canvas.numberLabels.map { label in
                let colour = canvas.hitTester.geometry.regions.first { $0.index == label.regionIndex }?.colourID
                let raw = canvas.hitTester.geometry.palette.first { $0.id == colour }?.number ?? label.number
                return RegionNumberLabel(regionIndex: label.regionIndex, number: raw, position: label.position)
            }
        }
        #expect(Self.failing(seams).contains("FEAT-ACC-001"))
    }

    @Test("FEAT-ACC-001 a canvas that opens with numbers off when no settings are available fails the check")
    func numbersOffByDefaultFails() {
        var seams = CanvasSeams.reference
        seams.open = { env, row in
            let canvas = env.openCanvas(row)
            if env.settings.profile == nil { canvas?.alwaysShowNumbers = false }
            return canvas
        }
        #expect(Self.failing(seams).contains("FEAT-ACC-001"))
    }

    @Test("FEAT-ACC-002 a palette that announces the stored (empty) names fails the check")
    func emptyNamesFail() {
        var seams = CanvasSeams.reference
        seams.palette = { canvas in
            let geometry = canvas.hitTester.geometry
            let raw = PaletteModel(
                geometry: geometry, progress: canvas.progress.completedRegions,
                selectedColourID: canvas.selectedColourID)
            let names = Dictionary(uniqueKeysWithValues: geometry.palette.map { ($0.id, $0.name) })
            return PaletteModel(
                swatches: raw.swatches.map {
                    Swatch(
                        colourID: $0.colourID, number: $0.number, name: names[$0.colourID] ?? $0.name,
                        remaining: $0.remaining, isCompleted: $0.isCompleted, isSelected: $0.isSelected)
                })
        }
        #expect(Self.failing(seams).contains("FEAT-ACC-002"))
    }

    @Test(
        "FEAT-ACC-001, FEAT-ACC-002, FEAT-PAL-002 a canvas opened without crash reporting fails the observability assertions"
    )
    func unrecordedFailuresFail() {
        var seams = CanvasSeams.reference
        seams.open = { env, row in
            guard case .success(let bundle) = env.cache.open(row.slug) else { return nil }
            return CanvasEngine(
                artwork: row.ref, geometry: bundle.geometry, tracker: env.tracker, analytics: env.analytics,
                clock: env.clock, accessibility: env.settings.profile?.accessibility)
        }
        #expect(Self.failing(seams).isSuperset(of: ["FEAT-ACC-001", "FEAT-ACC-002", "FEAT-PAL-002"]))
    }

    @Test("FEAT-CAN-002 gestures that set the view without limits fail the check")
    func unclampedGesturesFail() {
        var seams = CanvasSeams.reference
        seams.zoom = { canvas, factor, focus in
            let anchor = canvas.transform.inverse(focus)
            let scale = canvas.transform.scale * factor
            canvas.transform = ViewTransform(
                scale: scale, translateX: focus.x - anchor.x * scale, translateY: focus.y - anchor.y * scale)
            return true
        }
        seams.pan = { canvas, dx, dy in
            canvas.transform = ViewTransform(
                scale: canvas.transform.scale, translateX: canvas.transform.translateX + dx,
                translateY: canvas.transform.translateY + dy)
            return true
        }
        #expect(Self.failing(seams) == ["UI-CAN-001"])
    }

    @Test("FEAT-PAL-002 remaining counts taken from progress before the merge fail the check")
    func staleCountsFail() {
        var seams = CanvasSeams.reference
        seams.palette = { canvas in
            let geometry = canvas.hitTester.geometry
            return PaletteModel(
                geometry: geometry, progress: ProgressBitset(regionCount: geometry.regions.count),
                selectedColourID: canvas.selectedColourID)
        }
        #expect(Self.failing(seams).contains("FEAT-PAL-002"))
    }
}
