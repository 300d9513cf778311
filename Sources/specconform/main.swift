// The composition root: registers the bundled products' subjects and rule checks, then runs the CLI.
// Adding a bundled product: its import and one entry in `bundledProducts`.
import Conformance
import Foundation
import NonnaConformance
import OchreSoulConformance
import SpecConformCLI
import SwapGraphConformance

let bundledProducts: [any ProductVerification.Type] = [
    OchreSoulVerification.self,
    NonnaVerification.self,
    SwapGraphVerification.self,
]

var rules = RuleCheckRegistry()
let subjects = SubjectRegistry.registering(bundledProducts, rules: &rules)

let today: String = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date())
}()

let status = SpecConform.run(
    Array(CommandLine.arguments.dropFirst()),
    out: FileHandleSink.standardOutput,
    err: FileHandleSink.standardError,
    environment: SpecConformEnvironment(
        workingDirectory: FileManager.default.currentDirectoryPath,
        stderrIsTerminal: isatty(FileHandle.standardError.fileDescriptor) != 0,
        subjects: subjects, rules: rules, today: today))
exit(status.code)
