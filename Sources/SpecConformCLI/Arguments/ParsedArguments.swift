/// The result of parsing one command's arguments.
struct ParsedArguments: Sendable, Equatable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    var help = false

    /// The last value of an option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of a repeatable option, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A command-line mistake; printed with the command's usage, exit 64.
struct UsageError: Error, Equatable, Sendable {
    var message: String
}
