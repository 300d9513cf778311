import Foundation

@testable import SwapGraph

/// Shared helpers for the release-tracking tests.
enum Release {
    /// The injected clock: 2026-03-04T12:00:00Z (a Wednesday).
    static let now = ReleaseTimestamp.parse("2026-03-04T12:00:00Z")!

    /// A fresh empty directory under the system temporary directory.
    static func makeRoot() -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sg-release-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A root holding `fixture` (the passing one unless changed by `change`).
    static func root(_ change: (inout ReleaseFixture) -> Void = { _ in }) -> URL {
        var fixture = ReleaseFixture.passing(now: now)
        change(&fixture)
        let root = makeRoot()
        try! fixture.write(to: root)
        return root
    }

    /// Writes `text` at `path` under `root`.
    static func put(_ text: String, _ path: String, _ root: URL) {
        try! ReleaseFixture.put(Data(text.utf8), path, root)
    }

    /// Removes the file at `path` under `root`.
    static func remove(_ path: String, _ root: URL) {
        try! FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Whether a file exists at `path` under `root`.
    static func exists(_ path: String, _ root: URL) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// A bare task in `state` with `checks`.
    static func task(
        _ id: String, _ state: TaskState, owner: String = "web-exec", checks: [String] = ["SC-UX-01"],
        dependsOn: [String] = [], passes: [CheckPass] = [], issues: [BlockingIssue] = []
    ) -> TrackedTask {
        TrackedTask(
            taskID: id, platform: "web", owner: owner, state: state, dependsOn: dependsOn, checksRequired: checks,
            checksPassed: passes, blockingIssues: issues, lastUpdatedAt: "2026-03-01T00:00:00Z")
    }

    /// A valid pass for `check` whose artifact is written under `root` with `body`.
    static func pass(_ check: String, root: URL, body: String = "{\"pass\":true}") -> CheckPass {
        let path = "artifacts/checks/\(check.lowercased()).json"
        put(body, path, root)
        return CheckPass(checkID: check, command: "run \(check)", artifact: path, passedAt: "2026-03-03T09:00:00Z")
    }

    /// An issue with `severity`.
    static func issue(
        _ id: String, _ severity: Severity, check: String = "SC-UX-01", status: BlockingIssue.Status? = nil
    ) -> BlockingIssue {
        BlockingIssue(issueID: id, severity: severity, checkID: check, summary: "regression", status: status)
    }
}
