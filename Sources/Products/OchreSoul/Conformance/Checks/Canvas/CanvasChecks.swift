import Conformance
import OchreSoul

/// Rule checks of MOD-CANVAS: region payloads and fills through storage errors, taps (snap radius, wrong colour,
/// calm recovery), accessibility (numbers, announcements) and zoom and pan.
enum CanvasChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [invalidPayload(c), fillsThroughStorageError(c), hitTesting, wrongColour(c), calmRecovery(c), zoomPan]
            + checks(.reference)
    }

    /// The checks that reach the canvas through `seams` (tests plug broken units in as negative controls).
    static func checks(_ seams: CanvasSeams) -> [RuleCheck] {
        [alwaysShowNumbers(seams), announcements(seams), zoomPanLimits(seams)]
    }
}
