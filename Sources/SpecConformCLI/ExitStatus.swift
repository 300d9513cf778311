/// The process exit status of a command, as sysexits(3) names them.
package struct ExitStatus: Hashable, Sendable, CustomStringConvertible {
    package let code: Int32

    package init(_ code: Int32) { self.code = code }

    /// Everything passed.
    package static let ok = ExitStatus(0)
    /// Checks, lint errors or the gate failed.
    package static let failure = ExitStatus(1)
    /// A release stage is inconclusive (`gate --stage`): nothing failed, but there is too little evidence to pass.
    package static let inconclusive = ExitStatus(2)
    /// The command line was wrong.
    package static let usage = ExitStatus(64)
    /// An input file was unreadable or invalid.
    package static let invalidInput = ExitStatus(65)
    /// A bug in specconform.
    package static let internalError = ExitStatus(70)

    package var description: String { String(code) }
}
