/// Why a recorded check pass does not count (§20.1). Raw values are stable reason codes.
package enum CheckInvalidity: String, CaseIterable, Codable, Sendable {
    /// No entry for the check in `checks_passed`.
    case notRecorded = "not-recorded"
    /// §20.1.1: a recorded `exit_code` other than 0.
    case nonZeroExit = "nonzero-exit"
    /// §20.1.2: the artifact path is empty, absolute, or leaves the root with `..`.
    case artifactOutsideRoot = "artifact-outside-root"
    /// §20.1.2: no file at the artifact path.
    case artifactMissing = "artifact-missing"
    /// §20.1.3: the artifact is not a JSON object.
    case artifactNotJSON = "artifact-not-json"
    /// §20.1.3: the artifact has neither `pass: true` nor `overall: true`.
    case artifactNotPassing = "artifact-not-passing"
    /// §20.1.4: no `passed_at`.
    case passedAtMissing = "passed-at-missing"
    /// §20.1.4: `passed_at` is not ISO-8601.
    case passedAtInvalid = "passed-at-invalid"
}
