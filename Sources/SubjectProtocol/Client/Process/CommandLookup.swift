import Foundation

/// Finds the program a subject's `command` names: a path (relative to the working directory) when it holds a `/`,
/// otherwise a name looked up on `PATH`, as a shell would.
enum CommandLookup {
    /// The executable's absolute path, or why there is none.
    static func resolve(_ command: String, workingDirectory: String, path: String?) -> Result<String, LaunchFailure> {
        let files = FileManager.default
        if command.contains("/") {
            let full = command.hasPrefix("/") ? command : workingDirectory + "/" + command
            guard files.fileExists(atPath: full) else {
                return .failure(LaunchFailure("command \"\(command)\" does not exist (looked for \(full))"))
            }
            guard files.isExecutableFile(atPath: full) else {
                return .failure(LaunchFailure("command \"\(command)\" is not executable (\(full))"))
            }
            return .success(full)
        }
        let folders = (path ?? "").split(separator: ":", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "." : String($0)
        }
        for folder in folders {
            let base = folder.hasPrefix("/") ? folder : workingDirectory + "/" + folder
            let full = base + "/" + command
            var isDirectory: ObjCBool = false
            if files.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                files.isExecutableFile(atPath: full)
            {
                return .success(full)
            }
        }
        return .failure(LaunchFailure("command \"\(command)\" was not found on PATH"))
    }
}

/// Why a subject process could not be started.
struct LaunchFailure: Error, Hashable, Sendable, CustomStringConvertible {
    var message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
