/// The seven task states of §16.2, in their only order.
package enum TaskState: String, CaseIterable, Codable, Sendable {
    case planned
    case ready
    case inProgress = "in_progress"
    case implemented
    case verified
    case accepted
    case done

    /// The single state a task may move to next, or `nil` for `done` (no skipping, §16.2).
    package var next: TaskState? {
        let all = Self.allCases
        guard let i = all.firstIndex(of: self), i + 1 < all.count else { return nil }
        return all[i + 1]
    }

    /// Decodes a state, naming the unknown value in the error.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let raw = try c.decode(String.self)
        guard let v = TaskState(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "unknown task state '\(raw)'")
        }
        self = v
    }
}
