enum CheckCommand: Command {
    static let spec = CommandSpec(name: "check", summary: "check (being built)", options: [])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        context.err.write("specconform check: not available yet\n")
        return .internalError
    }
}
