import SpecModel

/// What checking recorded traces found: per session and machine, how far the record followed the spec, and where it
/// stopped following it.
public struct TraceReport: Hashable, Sendable {
    /// One violation of a session's record.
    public struct Violation: Hashable, Sendable, Comparable {
        /// 1-based line of the trace file.
        public var line: Int
        public var session: String?
        public var machine: String?
        /// `trace.malformed`, `trace.unknown-machine`, `trace.illegal-step`, `trace.missing-emit`, `trace.extra-emit`,
        /// `trace.unevaluable-guard`, or an event schema's code (`schema.*`, `event.unknown`).
        public var code: String
        public var message: String
        /// Steps of the session on this machine that matched before this one.
        public var matched: Int
        /// The spec's moves from the state the session was in: `event [guard] → target`.
        public var allowedNext: [String]
        /// Guards the spec evaluated false for the recorded event, as `[guard] at from --event--> target`.
        public var falseGuards: [String]
        /// Where the spec element is: the machine file, line and column of the state the session was in.
        public var specLocation: String?

        public init(
            line: Int, session: String? = nil, machine: String? = nil, code: String, message: String, matched: Int = 0,
            allowedNext: [String] = [], falseGuards: [String] = [], specLocation: String? = nil
        ) {
            self.line = line
            self.session = session
            self.machine = machine
            self.code = code
            self.message = message
            self.matched = matched
            self.allowedNext = allowedNext
            self.falseGuards = falseGuards
            self.specLocation = specLocation
        }

        public static func < (a: Violation, b: Violation) -> Bool { (a.line, a.code, a.message) < (b.line, b.code, b.message) }
    }

    /// Records read (non-blank lines).
    public var steps = 0
    /// Steps that followed the spec.
    public var matched = 0
    /// Steps not checked because their session had already left the spec on that machine.
    public var skipped = 0
    /// Distinct (session, machine) runs.
    public var runs = 0
    public var violations: [Violation] = []

    public init() {}

    public var isClean: Bool { violations.isEmpty }

    /// The violations as diagnostics on `file`.
    public func diagnostics(file: String) -> [Diagnostic] {
        violations.sorted().map { v in
            var message = v.message
            if let session = v.session, let machine = v.machine {
                message = "session \(session), machine \(machine): " + message + " (after \(v.matched) matching step\(v.matched == 1 ? "" : "s"))"
            }
            var related: [Diagnostic.Related] = []
            if !v.allowedNext.isEmpty { related.append(.init(message: "the spec allows next: " + v.allowedNext.joined(separator: "; "))) }
            for g in v.falseGuards { related.append(.init(message: "guard false: " + g)) }
            if let at = v.specLocation { related.append(.init(message: "spec state at " + at)) }
            return Diagnostic.error(v.code, message, file: file, at: SourceLocation(line: v.line, column: 1, offset: v.line), related: related)
        }
    }
}
