/// What went wrong with one subject's processes in a run, as the console shows it after the summary table: how many
/// requests failed and how, why the subject was given up, and the last failure with the tail of its standard error.
package struct SubjectFaults: Hashable, Sendable {
    /// Failed requests of the process's doing, by what went wrong (`exited`, `timed out`, `malformed reply`,
    /// `could not start`).
    package var failures: [String: Int]
    /// Error replies: the subject said it could not do what was asked.
    package var errorReplies: Int
    /// The last failed request (of the process's doing, or an error reply).
    package var last: SubjectFailure?
    /// Why the subject was given up, when it was.
    package var givenUpBecause: String?

    /// How many lines of the subject's standard error the console shows.
    package static let stderrLines = 10

    /// Whether nothing went wrong.
    package var isEmpty: Bool { failures.isEmpty && errorReplies == 0 && givenUpBecause == nil }

    /// `3 exited, 1 timed out, 2 error replies`: the failed requests by kind, in name order, error replies last.
    package var counted: String {
        var parts = failures.keys.sorted().map { "\(failures[$0] ?? 0) \($0)" }
        if errorReplies > 0 { parts.append("\(errorReplies) error \(errorReplies == 1 ? "reply" : "replies")") }
        return parts.joined(separator: ", ")
    }

    /// The console's lines for subject `id`: the counts and why it was given up, the last failure, and the last
    /// ``stderrLines`` lines of its standard error; none when nothing went wrong.
    package func lines(subject id: String) -> [String] {
        guard !isEmpty else { return [] }
        var lines = ["subject \(id): requests failed: \(counted)"]
        if let givenUpBecause { lines.append("  given up: \(givenUpBecause)") }
        guard let last else { return lines }
        if givenUpBecause?.contains(last.summary) != true { lines.append("  the last failure: \(last.summary)") }
        let tail = last.stderrLines(last: Self.stderrLines)
        if tail.isEmpty {
            lines.append("  its standard error was empty")
        } else {
            lines.append("  its standard error, last \(tail.count == 1 ? "line" : "\(tail.count) lines"):")
            lines += tail.map { "  | \($0)" }
        }
        return lines
    }
}

extension SubjectFailure.Kind {
    /// What went wrong, as the console counts it: `exited`, `timed out`, `malformed reply`, `could not start`.
    var word: String {
        switch self {
        case .exited: "exited"
        case .timeout: "timed out"
        case .malformed: "malformed reply"
        case .errorReply: "error reply"
        case .cannotStart: "could not start"
        case .version: "other protocol"
        case .givenUp: "not sent"
        }
    }
}
