import Conformance
import Foundation

extension SpecConform {
    /// The whole command line for `products`: registers their subjects and rule checks, runs the command the process
    /// was given (`check`, `lint`, `gate`, …) in the current folder with today's date (UTC), and exits with its
    /// status. The bundled `specconform` is this call with the bundled products; a user's product makes its own
    /// executable of one line:
    ///
    /// ```swift
    /// import SpecConformKit
    /// SpecConform.main(products: [LibraryVerification.self])
    /// ```
    public static func main(products: [any ProductVerification.Type]) -> Never {
        var rules = RuleCheckRegistry()
        let subjects = SubjectRegistry.registering(products, rules: &rules)
        let status = run(
            Array(CommandLine.arguments.dropFirst()),
            out: FileHandleSink.standardOutput,
            err: FileHandleSink.standardError,
            environment: SpecConformEnvironment(
                workingDirectory: FileManager.default.currentDirectoryPath,
                stderrIsTerminal: isatty(FileHandle.standardError.fileDescriptor) != 0,
                subjects: subjects, rules: rules, today: today()))
        exit(status.code)
    }

    /// Today's date in UTC (`2026-11-27`), as waivers' expiries are written.
    static func today(_ now: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: now)
    }
}
