import Foundation
import Testing

@testable import OchreSoul

@Suite("Canvas engine and palette")
struct CanvasTests {
    /// A deterministic pseudo-random generator (SplitMix64) so generated geometry is reproducible.
    struct Rng {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    @Test("point-in-polygon on generated star polygons agrees with the analytic radius test")
    func pointInPolygonGenerated() {
        var rng = Rng(state: 42)
        for _ in 0..<40 {
            // A star-shaped polygon around (cx, cy): vertex k at angle 2πk/n with radius r_k.
            let n = 5 + Int(rng.next() * 20)
            let cx = 500.0
            let cy = 500.0
            let radii = (0..<n).map { _ in 50 + rng.next() * 200 }
            let ring = (0..<n).map { k -> Point in
                let a = 2 * Double.pi * Double(k) / Double(n)
                return Point(cx + radii[k] * cos(a), cy + radii[k] * sin(a))
            }
            for _ in 0..<200 {
                let angle = rng.next() * 2 * Double.pi
                let rho = rng.next() * 300
                let p = Point(cx + rho * cos(angle), cy + rho * sin(angle))
                // Boundary radius along this ray: intersect with the edge between the two adjacent vertices.
                let sector = Int(angle / (2 * Double.pi / Double(n))) % n
                let a = ring[sector]
                let b = ring[(sector + 1) % n]
                let dx = cos(angle)
                let dy = sin(angle)
                let ex = b.x - a.x
                let ey = b.y - a.y
                let denom = dx * ey - dy * ex
                let t = ((a.x - cx) * ey - (a.y - cy) * ex) / denom
                guard abs(rho - t) > 1e-6 else { continue }
                #expect(PolygonMath.contains([ring], p) == (rho < t))
            }
        }
    }

    @Test("point-in-polygon honours holes and counts edges as inside")
    func holesAndEdges() {
        let outer = [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)]
        let hole = [Point(3, 3), Point(7, 3), Point(7, 7), Point(3, 7)]
        #expect(PolygonMath.contains([outer, hole], Point(1, 1)))
        #expect(!PolygonMath.contains([outer, hole], Point(5, 5)))
        #expect(PolygonMath.contains([outer], Point(10, 5)))
        #expect(!PolygonMath.contains([outer], Point(10.0001, 5)))
        #expect(PolygonMath.area([outer, hole]) == 84)
    }

    @Test("taps go through the inverse transform, the grid and exact containment; out-of-bounds taps are rejected")
    func hitTesting() {
        let sample = SampleArtwork.make(id: "a", slug: "a", columns: 4, rows: 3)
        let tester = HitTester(geometry: sample.geometry)
        let zoomed = ViewTransform(scale: 2, translateX: 100, translateY: 50)
        // Canvas (150, 50) is region 1 (column 1, row 0); on screen that is (400, 150).
        #expect(tester.hitTest(screen: Point(400, 150), transform: zoomed, snapColourID: nil) == .hit(regionIndex: 1))
        #expect(
            tester.hitTest(screen: Point(150, 50), transform: ViewTransform(), snapColourID: nil)
                == .hit(regionIndex: 1))
        #expect(tester.hitTest(screen: Point(-500, -500), transform: zoomed, snapColourID: 1) == .none)
        #expect(tester.hitTest(screen: Point(.nan, 3), transform: zoomed, snapColourID: 1) == .none)
        #expect(zoomed.inverse(zoomed.apply(Point(12.5, 99))) == Point(12.5, 99))
    }

    @Test("a near-miss snaps to the nearest small region of the selected colour within the radius, and not beyond it")
    func snap() {
        let sample = SampleArtwork.make(id: "a", slug: "a", columns: 4, rows: 3, tinyRegions: 2)
        let tester = HitTester(geometry: sample.geometry)
        let tiny = sample.geometry.regions[12]  // 2×2 at (20, 320), colour 1
        #expect(tester.isSmall(tiny))
        #expect(!tester.isSmall(sample.geometry.regions[0]))
        let near = Point(tiny.bounds.maxX + 5, tiny.bounds.minY + 1)
        #expect(
            tester.hitTest(screen: near, transform: ViewTransform(), snapColourID: tiny.colourID)
                == .snapped(regionIndex: 12))
        #expect(tester.hitTest(screen: near, transform: ViewTransform(), snapColourID: 2) == .none)
        let far = Point(tiny.bounds.maxX + HitTester.snapRadiusPoints + 1, tiny.bounds.minY + 1)
        #expect(tester.hitTest(screen: far, transform: ViewTransform(), snapColourID: tiny.colourID) == .none)
        var filled = ProgressBitset(regionCount: sample.geometry.regions.count)
        filled.insert(12)
        #expect(
            tester.hitTest(screen: near, transform: ViewTransform(), snapColourID: tiny.colourID, filled: filled)
                == .none)
    }

    @Test("a wrong colour changes nothing and gives an 80 ms pulse (none with reduce motion)")
    func wrongColour() throws {
        let world = TestWorld()
        let canvas = try #require(world.canvas(world.free))
        canvas.select(colourID: 2)
        let centre = try #require(canvas.screenCentre(ofRegion: 0))  // region 0 is colour 1
        let outcome = canvas.tap(screen: centre)
        #expect(
            outcome == .wrongColour(regionIndex: 0, feedback: WrongColourFeedback(pulseMillis: 80, correctColourID: 1)))
        #expect(canvas.progress.completedCount == 0)
        #expect(!world.env.syncQueue.isPending("art-free"))
        canvas.reduceMotion = true
        #expect(
            canvas.tap(screen: centre)
                == .wrongColour(regionIndex: 0, feedback: WrongColourFeedback(pulseMillis: 0, correctColourID: 1)))
        #expect(
            world.env.sink.events.last
                == AnalyticsEvent(
                    name: "region_filled",
                    payload: ["artwork_id": .string("art-free"), "colour_id": .int(2), "correct": .bool(false)]))
    }

    @Test("a correct fill sets the bit, persists locally and queues sync without touching the network")
    func correctFill() throws {
        let world = TestWorld()
        let canvas = try #require(world.canvas(world.free))
        world.env.network.isOnline = false
        #expect(canvas.tap(screen: Point(50, 50)) == .noColourSelected)
        #expect(canvas.select(colourID: 1))
        #expect(!canvas.select(colourID: 99))
        let outcome = canvas.tap(screen: Point(50, 50))
        guard case .correctFill(0, false, let signals) = outcome else {
            Issue.record("expected a correct fill, got \(outcome)")
            return
        }
        #expect(signals.completedCount == 1)
        #expect(world.env.progressStore.load("art-free")?.completedRegions.contains(0) == true)
        #expect(world.env.progressStore.load("art-free")?.lastSelectedColourID == 1)
        #expect(world.env.syncQueue.isPending("art-free"))
        #expect(canvas.tap(screen: Point(50, 50)) == .alreadyFilled(regionIndex: 0))
        #expect(canvas.tap(screen: Point(10_000, 50)) == .noHit)
    }

    @Test(
        "completing every region emits artwork_completed once at the completion step, without title or cultural notes")
    func completionEvent() throws {
        let world = TestWorld()
        let canvas = try #require(world.canvas(world.free))
        for region in world.free.geometry.regions {
            #expect(!canvas.recordCompletion(), "completion recorded before every region is filled")
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: try #require(canvas.screenCentre(ofRegion: region.index)))
        }
        // The tap does not emit it: §7.3.3 puts the completion event on the completion state.
        #expect(world.env.sink.events.filter { $0.name == "artwork_completed" }.isEmpty)
        #expect(canvas.recordCompletion())
        #expect(!canvas.recordCompletion(), "artwork_completed emitted twice")
        let completed = world.env.sink.events.filter { $0.name == "artwork_completed" }
        #expect(completed.count == 1)
        #expect(Set(completed.first?.payload.keys ?? [:].keys) == ["artwork_id", "total_duration_min"])
        #expect(canvas.progress.isCompleted)
    }

    @Test("palette announces number, colour name and remaining count and marks completed colours")
    func palette() {
        let sample = SampleArtwork.make(id: "a", slug: "a", columns: 4, rows: 1)  // colours 1,2,3,4 once each
        var progress = ProgressBitset(regionCount: 4)
        progress.insert(0)
        let model = PaletteModel(geometry: sample.geometry, progress: progress, selectedColourID: 2)
        #expect(model.swatches[0].isCompleted)
        #expect(model.swatches[0].accessibilityLabel == "1, Ochre, completed")
        #expect(model.swatches[1].accessibilityLabel == "2, Deep Blue, 1 remaining")
        #expect(model.swatches[1].isSelected && !model.swatches[0].isSelected)
    }

    @Test("highlight remaining regions lists unfilled regions and does not mutate progress")
    func highlight() {
        let sample = SampleArtwork.make(id: "a", slug: "a", columns: 4, rows: 2)
        var progress = ProgressBitset(regionCount: 8)
        progress.insert(0)
        let before = progress
        #expect(PaletteModel.highlightRemaining(colourID: 1, geometry: sample.geometry, progress: progress) == [4])
        #expect(progress == before)
    }
}
