/// `artifacts/progress/v2-check-registry.json`: the check ID → command map of §16.4.
///
/// The document names the file (§16.7, §19.1, §22) but gives no schema. Reading taken here:
/// `{"checks": [{"check_id": "SC-UX-01", "platform": "web", "command": "npm run …", "owner": "web-exec"}]}`;
/// one check ID may appear once per platform (web and iOS run different commands for the same check).
package struct CheckRegistry: Codable, Equatable, Sendable {
    /// One registered command.
    package struct Entry: Codable, Equatable, Sendable {
        /// The check ID.
        package var checkID: String
        /// `web`, `ios` or `parity`.
        package var platform: String
        /// The command to run.
        package var command: String
        /// The owning agent.
        package var owner: String

        /// Creates an entry.
        package init(checkID: String, platform: String, command: String, owner: String) {
            self.checkID = checkID
            self.platform = platform
            self.command = command
            self.owner = owner
        }

        enum CodingKeys: String, CodingKey {
            case checkID = "check_id"
            case platform, command, owner
        }
    }

    /// Every registered command.
    package var checks: [Entry]

    /// Creates a registry.
    package init(checks: [Entry]) { self.checks = checks }

    /// The entries for `checkID`, across platforms.
    package func entries(for checkID: String) -> [Entry] { checks.filter { $0.checkID == checkID } }
}
