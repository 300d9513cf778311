/// What evidence a change invalidates: the checks that cross the changed element and the IDs they cover,
/// followed transitively through journeys to their features.
package struct Impact: Hashable, Sendable {
    /// A check whose evidence the change outdates.
    package struct Check: Hashable, Sendable, Comparable {
        /// The check's ID as the runner names it (`scenario:SCN-JRN-P04`, `path:publication:2`).
        package var id: String
        package var description: String

        package init(id: String, description: String) {
            self.id = id
            self.description = description
        }

        package static func < (lhs: Check, rhs: Check) -> Bool { lhs.id < rhs.id }
    }

    /// Checks, sorted by ID.
    package var checks: [Check]
    /// Requirement IDs whose evidence is outdated (journeys, features, rules ...), sorted.
    package var ids: [String]

    package init(checks: [Check] = [], ids: [String] = []) {
        self.checks = Array(Set(checks)).sorted()
        self.ids = Array(Set(ids)).sorted()
    }

    package var isEmpty: Bool { checks.isEmpty && ids.isEmpty }
}
