/// What evidence a change invalidates: the checks that cross the changed element and the IDs they cover,
/// followed transitively through journeys to their features.
public struct Impact: Hashable, Sendable {
    /// A check whose evidence the change outdates.
    public struct Check: Hashable, Sendable, Comparable {
        /// The check's ID as the runner names it (`scenario:SCN-JRN-P04`, `path:publication:2`).
        public var id: String
        public var description: String

        public init(id: String, description: String) {
            self.id = id
            self.description = description
        }

        public static func < (lhs: Check, rhs: Check) -> Bool { lhs.id < rhs.id }
    }

    /// Checks, sorted by ID.
    public var checks: [Check]
    /// Requirement IDs whose evidence is outdated (journeys, features, rules ...), sorted.
    public var ids: [String]

    public init(checks: [Check] = [], ids: [String] = []) {
        self.checks = Array(Set(checks)).sorted()
        self.ids = Array(Set(ids)).sorted()
    }

    public var isEmpty: Bool { checks.isEmpty && ids.isEmpty }
}
