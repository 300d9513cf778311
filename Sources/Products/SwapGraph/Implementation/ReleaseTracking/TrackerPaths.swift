/// The root-relative paths of the release-tracking files (§17.1, §18.4, §18.5).
package enum TrackerPaths {
    /// §17.2 task tracker.
    package static let taskTracker = "artifacts/progress/v2-task-tracker.json"
    /// §17.3 gate status.
    package static let gateStatus = "artifacts/progress/v2-gate-status.json"
    /// §16.7 check registry.
    package static let checkRegistry = "artifacts/progress/v2-check-registry.json"
    /// §17.1 daily digest.
    package static let dailyStatus = "docs/reports/v2-daily-status.md"
    /// §18.5 stop marker.
    package static let stopMarker = "artifacts/progress/v2-stop.json"

    /// The progress artifacts §22.4 requires.
    package static let progressFiles = [taskTracker, gateStatus, checkRegistry, dailyStatus]

    /// The release evidence of §18.4.
    package static let releaseFiles = [
        "artifacts/release/sc-rr-03-parity-signoff-report.json",
        "artifacts/release/final-gate-summary-report.json",
        "docs/reports/v2-release-notes.md",
        "artifacts/release/route-redirect-verification-report.json",
    ]

    /// Every file the stop evaluator requires, progress first.
    package static let requiredFiles = progressFiles + releaseFiles
}
