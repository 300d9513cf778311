import Conformance
import SpecModel

/// A request a subject process did not answer properly (docs/SUBJECT-PROTOCOL.md §5), with what a reader needs to
/// see why: the request, the offending line's first 200 bytes, and the tail of the subject's standard error.
public struct SubjectFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
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
        /// Three requests in a row failed; the request was not sent. Holds the last failure's summary.
        case broken(String)
    }

    public var kind: Kind
    /// The subject's ID.
    public var subject: String
    /// The request's type and `seq` in its process (`apply #12`).
    public var request: String
    /// The request line as sent, when it was.
    public var requestLine: String?
    /// The offending line (quoted, at most 200 bytes), when there is one.
    public var line: String?
    /// The tail of the subject's standard error, when it wrote any.
    public var stderr: String?

    public init(
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
    public var summary: String {
        switch kind {
        case .exited(let how): "the subject \(subject) \(how) while answering \(request)"
        case .timeout(let seconds): "no reply within \(Self.seconds(seconds)) s to \(request) (subject \(subject))"
        case .malformed(let why): "malformed reply to \(request) from subject \(subject): \(why)"
        case .errorReply(let message): "the subject \(subject) could not \(request): \(message)"
        case .cannotStart(let why): "the subject \(subject) cannot be started for \(request): \(why)"
        case .version(let version):
            "the subject \(subject) speaks protocol \(version); this engine speaks protocol \(SubjectProtocolVersion.current)"
        case .broken(let last):
            "the subject \(subject) is broken (3 requests in a row failed; the last: \(last)); \(request) was not sent"
        }
    }

    /// The whole message: the summary, then the request, the offending line and the standard error tail, one per line.
    public var description: String {
        var lines = [summary]
        if let requestLine { lines.append("request: \(requestLine)") }
        if let line { lines.append("line: \(line)") }
        if let stderr { lines.append(stderr) }
        return lines.joined(separator: "\n")
    }

    /// Whether the failure counts towards marking the subject broken (an error reply shows the process works).
    var counts: Bool {
        switch kind {
        case .exited, .timeout, .malformed, .cannotStart: true
        case .errorReply, .version, .broken: false
        }
    }

    /// The failure as the error a subject protocol throws.
    var subjectError: SubjectError { SubjectError(description) }

    /// `5`, `0.5`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
