/// The process exit status of a command, as sysexits(3) names them.
public struct ExitStatus: Hashable, Sendable, CustomStringConvertible {
    public let code: Int32

    public init(_ code: Int32) { self.code = code }

    /// Everything passed.
    public static let ok = ExitStatus(0)
    /// Checks, lint errors or the gate failed.
    public static let failure = ExitStatus(1)
    /// A release stage is inconclusive (`gate --stage`): nothing failed, but there is too little evidence to pass.
    public static let inconclusive = ExitStatus(2)
    /// The command line was wrong.
    public static let usage = ExitStatus(64)
    /// An input file was unreadable or invalid.
    public static let invalidInput = ExitStatus(65)
    /// A bug in specconform.
    public static let internalError = ExitStatus(70)

    public var description: String { String(code) }
}
