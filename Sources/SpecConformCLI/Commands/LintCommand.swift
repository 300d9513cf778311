enum LintCommand: Command {
    static let spec = CommandSpec(name: "lint", summary: "lint (being built)", options: [])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        context.err.write("specconform lint: not available yet\n")
        return .internalError
    }
}
