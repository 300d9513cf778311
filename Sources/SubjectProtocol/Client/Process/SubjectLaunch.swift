import Foundation

/// Everything needed to start one process of a subject: the program, its arguments, where it runs and its
/// environment (the inherited one, the declared variables, and `SPECCONFORM_PROTOCOL=1`).
struct SubjectLaunch: Hashable, Sendable {
    /// The command as declared (a path or a name on `PATH`).
    var command: String
    var arguments: [String]
    /// The absolute folder it runs in.
    var workingDirectory: String
    /// The declared variables, set on top of the inherited environment.
    var environment: [String: String]

    /// The full environment of the process.
    var processEnvironment: [String: String] {
        var result = ProcessInfo.processInfo.environment
        for (key, value) in environment { result[key] = value }
        result["SPECCONFORM_PROTOCOL"] = String(SubjectProtocolVersion.current)
        return result
    }

    /// `python3 subject/door_lock_subject.py`: the command line as the summary shows it.
    var commandLine: String { ([command] + arguments).joined(separator: " ") }
}
