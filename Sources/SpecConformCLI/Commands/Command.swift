/// One subcommand of `specconform`.
protocol Command: Sendable {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus
}

/// What a command may use: its output sinks and the environment it runs in.
struct CommandContext {
    let out: TextSink
    let err: TextSink
    let environment: SpecConformEnvironment
}
