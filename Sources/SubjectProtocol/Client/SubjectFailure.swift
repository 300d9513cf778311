import Conformance
import SpecModel

/// A request a subject process did not answer properly (docs/SUBJECT-PROTOCOL.md §5), with what a reader needs to
/// see why: the request, the offending line's first 200 bytes, and the tail of the subject's standard error. The
/// check that sent the request is an error (its IDs are `unverified`): ``reported`` is its message, without the
/// standard error, which the console shows instead (it may differ between two runs of the same input).
package struct SubjectFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: Hashable, Sendable {
        /// The process exited or closed its standard output (`exited (status 1)`).
        case exited(String)
        /// No reply within the timeout (seconds).
        case timeout(Double)
        /// A line that is not a valid reply to the request.
        case malformed(String)
        /// An error reply: the adapter could not do what was asked; the process stays up.
        case errorReply(String)
        /// No process could be started for the request.
        case cannotStart(String)
        /// The subject's `hello` names another protocol version.
        case version(Int)
        /// The subject was given up (a request timed out, its restarts ran out, or its run budget is spent); the
        /// request was not sent. Holds why, in words.
        case givenUp(String)
    }

    package var kind: Kind
    /// The subject's ID.
    package var subject: String
    /// The request's type and `seq` in its process (`apply #12`).
    package var request: String
    /// The request line as sent, when it was.
    package var requestLine: String?
    /// The offending line (quoted, at most 200 bytes), when there is one.
    package var line: String?
    /// The tail of the subject's standard error, when it wrote any.
    package var stderr: String?

    package init(
        _ kind: Kind, subject: String, request: String, requestLine: String? = nil, line: String? = nil,
        stderr: String? = nil
    ) {
        self.kind = kind
        self.subject = subject
        self.request = request
        self.requestLine = requestLine
        self.line = line
        self.stderr = stderr
    }

    /// The first line of the message: `no reply within 5 s to apply #12`.
    package var summary: String {
        switch kind {
        case .exited(let how): "the subject \(subject) \(how) while answering \(request)"
        case .timeout(let seconds): "no reply within \(Self.seconds(seconds)) s to \(request) (subject \(subject))"
        case .malformed(let why): "malformed reply to \(request) from subject \(subject): \(why)"
        case .errorReply(let message): "the subject \(subject) could not \(request): \(message)"
        case .cannotStart(let why): "the subject \(subject) cannot be started for \(request): \(why)"
        case .version(let version):
            "the subject \(subject) speaks protocol \(version); this engine speaks protocol \(SubjectProtocolVersion.current)"
        case .givenUp(let why): "the subject \(subject) was given up (\(why)); \(request) was not sent"
        }
    }

    /// The failure as a check's message says it: the summary, the request and the offending line, one per line; never
    /// the standard error.
    package var reported: String {
        var lines = [summary]
        if let requestLine { lines.append("request: \(requestLine)") }
        if let line { lines.append("line: \(line)") }
        return lines.joined(separator: "\n")
    }

    /// The last `count` lines of the subject's standard error, oldest first; empty when it wrote none.
    package func stderrLines(last count: Int) -> [String] {
        guard let stderr else { return [] }
        // The first line is the tail's heading (`its standard error:`).
        return Array(stderr.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().suffix(count))
            .map(String.init)
    }

    /// The whole message: the summary, then the request, the offending line and the standard error tail, one per line.
    package var description: String {
        var lines = [summary]
        if let requestLine { lines.append("request: \(requestLine)") }
        if let line { lines.append("line: \(line)") }
        if let stderr { lines.append(stderr) }
        return lines.joined(separator: "\n")
    }

    /// Whether the failure is the process's: it replaces the process and counts towards giving the subject up (an error
    /// reply shows the process works; a request not sent was not the process's doing).
    var counts: Bool {
        switch kind {
        case .exited, .timeout, .malformed, .cannotStart: true
        case .errorReply, .version, .givenUp: false
        }
    }

    /// The failure as the error a subject protocol throws: its ``reported`` text.
    var subjectError: SubjectError { SubjectError(reported) }

    /// `5`, `0.5`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
