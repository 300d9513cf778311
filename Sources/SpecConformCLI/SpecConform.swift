import SpecModel
import SpecPipeline

/// The `specconform` command line, runnable in-process: it never calls `exit()`.
public enum SpecConform {
    /// The tool's version, printed by `--version` and written into reports.
    package static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [
            CheckCommand.self, MergeCommand.self, LintCommand.self, DiffCommand.self, GateCommand.self,
            ExplainCommand.self, PathsCommand.self,
            MutateCommand.self, EventsCommand.self, TraceCommand.self, ImportCommand.self, ExportCommand.self,
        ]
    }

    /// Runs `specconform` with `arguments` (without the program name); results go to `out`, diagnostics to `err`.
    package static func run(
        _ arguments: [String], out: TextSink, err: TextSink, environment: SpecConformEnvironment
    ) -> ExitStatus {
        guard let first = arguments.first else {
            // No command is a usage error (a script that forgot its command must not pass): the help goes to stderr.
            err.write(help())
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = command(named: arguments[1]) {
                out.write(HelpText.render(command.spec))
            } else {
                out.write(help())
            }
            return .ok
        case "--version":
            out.write("specconform \(version)\n")
            return .ok
        default:
            break
        }
        guard let command = command(named: first) else {
            let names = commands.map { $0.spec.name }
            let hint = Suggestions.didYouMean(first, among: names).map { "; did you mean '\($0)'?" } ?? ""
            err.write("error: unknown command '\(first)'\(hint)\n")
            err.write("run 'specconform --help' for the list of commands\n")
            return .usage
        }
        switch ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec) {
        case .failure(let error):
            err.write("error: \(error.message)\n")
            err.write("usage: \(HelpText.usage(command.spec))\n")
            return .usage
        case .success(let parsed):
            if parsed.help {
                out.write(HelpText.render(command.spec))
                return .ok
            }
            return command.run(parsed, CommandContext(out: out, err: err, environment: environment))
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    static func help() -> String {
        var text = """
            specconform \(version): prove implementations against specs with requirement IDs

            usage: specconform <command> [options]

            commands:

            """
        let width = commands.map { $0.spec.name.count }.max() ?? 0
        for command in commands {
            let name = command.spec.name
            text += "  \(name)\(String(repeating: " ", count: width - name.count))  \(command.spec.summary)\n"
        }
        text += """

            run 'specconform <command> --help' for a command's options
            exit codes: 0 ok, 1 checks or gate failed, 64 usage, 65 invalid input, 70 internal error

            """
        return text
    }
}
