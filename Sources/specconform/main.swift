import Foundation
import SpecConformCLI

let status = SpecConform.run(
    Array(CommandLine.arguments.dropFirst()),
    out: FileHandleSink.standardOutput,
    err: FileHandleSink.standardError,
    environment: SpecConformEnvironment(
        workingDirectory: FileManager.default.currentDirectoryPath,
        stderrIsTerminal: isatty(FileHandle.standardError.fileDescriptor) != 0))
exit(status.code)
