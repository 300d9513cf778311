/// One recorded check pass in a task's `checks_passed` (§17.2, §19.2).
///
/// The schema has no exit-code field. Reading: §19.2 appends only passing runs, so an entry without `exit_code`
/// records exit 0; an optional `exit_code` may be written, and any value other than 0 makes the pass invalid
/// (§20.1.1). `passed_at` is kept as text (optional) so that a missing or malformed timestamp is a §20.1.4
/// invalidity, not an unreadable tracker.
package struct CheckPass: Codable, Equatable, Sendable {
    /// The check ID, e.g. `SC-UX-03`.
    package var checkID: String
    /// The command that ran.
    package var command: String
    /// The artifact path, relative to the tracker root.
    package var artifact: String
    /// ISO-8601 time of the pass.
    package var passedAt: String?
    /// The recorded exit code; `nil` reads as 0.
    package var exitCode: Int?

    /// Creates a pass entry.
    package init(checkID: String, command: String, artifact: String, passedAt: String?, exitCode: Int? = nil) {
        self.checkID = checkID
        self.command = command
        self.artifact = artifact
        self.passedAt = passedAt
        self.exitCode = exitCode
    }

    enum CodingKeys: String, CodingKey {
        case checkID = "check_id"
        case command, artifact
        case passedAt = "passed_at"
        case exitCode = "exit_code"
    }
}
