import Foundation

extension CanvasEngine {
    /// Assumption: the user can zoom in to 8 × the fit-to-viewport scale and out to the fit scale (the documents
    /// name zoom and pan without limits).
    package static let maxZoomFactor = 8.0
    /// Assumption: panning always leaves at least this many screen points of the artwork on screen on each axis
    /// (or all of it when it is smaller), so the artwork can never be lost off-screen.
    package static let minVisiblePoints = 48.0

    /// The view that fits the whole artwork in the viewport, centred: where a reset returns.
    package var fitTransform: ViewTransform {
        let g = hitTester.geometry
        let vw = viewport.maxX - viewport.minX
        let vh = viewport.maxY - viewport.minY
        let scale = min(vw / g.width, vh / g.height)
        guard scale.isFinite, scale > 0 else { return ViewTransform() }
        return ViewTransform(
            scale: scale, translateX: viewport.minX + (vw - g.width * scale) / 2,
            translateY: viewport.minY + (vh - g.height * scale) / 2)
    }

    /// The scales a gesture can reach.
    package var zoomRange: ClosedRange<Double> {
        let fit = fitTransform.scale
        return fit...(fit * CanvasEngine.maxZoomFactor)
    }

    /// A pinch by `factor` around the screen point `focus`: the canvas point under the focus stays put, the scale
    /// is held within `zoomRange` and the artwork stays on screen. A non-finite or non-positive factor or focus (a
    /// gesture glitch, e.g. two touches on one point) leaves the view unchanged, is recorded coarsely
    /// (`canvas`/`invalid_gesture`) and returns `false`. Progress is never touched.
    @discardableResult
    package func zoom(by factor: Double, around focus: Point) -> Bool {
        guard factor.isFinite, factor > 0, focus.x.isFinite, focus.y.isFinite else { return rejectGesture() }
        let current = usableTransform
        let scale = min(max(current.scale * factor, zoomRange.lowerBound), zoomRange.upperBound)
        let anchor = current.inverse(focus)
        transform = keptOnScreen(
            ViewTransform(scale: scale, translateX: focus.x - anchor.x * scale, translateY: focus.y - anchor.y * scale))
        return true
    }

    /// A pan by (`dx`, `dy`) screen points, held so the artwork stays on screen. A non-finite delta leaves the view
    /// unchanged, is recorded coarsely (`canvas`/`invalid_gesture`) and returns `false`.
    @discardableResult
    package func pan(dx: Double, dy: Double) -> Bool {
        guard dx.isFinite, dy.isFinite else { return rejectGesture() }
        let current = usableTransform
        transform = keptOnScreen(
            ViewTransform(
                scale: current.scale, translateX: current.translateX + dx, translateY: current.translateY + dy))
        return true
    }

    /// Back to the whole artwork, fitted and centred.
    package func resetView() { transform = fitTransform }

    /// The current view, or the fit when it is unusable (a non-finite translation set from outside).
    private var usableTransform: ViewTransform {
        transform.translateX.isFinite && transform.translateY.isFinite ? transform : fitTransform
    }

    private func rejectGesture() -> Bool {
        crashes?.record(area: "canvas", reason: "invalid_gesture")
        return false
    }

    /// `t` with its translation moved just enough that the artwork keeps `minVisiblePoints` on screen per axis.
    func keptOnScreen(_ t: ViewTransform) -> ViewTransform {
        let g = hitTester.geometry
        func clamp(_ offset: Double, extent: Double, low: Double, high: Double) -> Double {
            let margin = min(CanvasEngine.minVisiblePoints, extent, high - low)
            return min(max(offset, low + margin - extent), high - margin)
        }
        return ViewTransform(
            scale: t.scale,
            translateX: clamp(t.translateX, extent: g.width * t.scale, low: viewport.minX, high: viewport.maxX),
            translateY: clamp(t.translateY, extent: g.height * t.scale, low: viewport.minY, high: viewport.maxY))
    }
}
