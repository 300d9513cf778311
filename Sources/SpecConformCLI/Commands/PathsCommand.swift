enum PathsCommand: Command {
    static let spec = CommandSpec(name: "paths", summary: "paths (being built)", options: [])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        context.err.write("specconform paths: not available yet\n")
        return .internalError
    }
}
