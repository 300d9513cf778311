import Conformance
import OchreSoul

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
    var zoom: @Sendable (CanvasEngine, Double, Point) -> Bool = { canvas, factor, focus in
        canvas.zoom(by: factor, around: focus)
    }
    /// A pan gesture.
    var pan: @Sendable (CanvasEngine, Double, Double) -> Bool = { canvas, dx, dy in canvas.pan(dx: dx, dy: dy) }

    /// The implementation as it is.
    static let reference = CanvasSeams()
}
