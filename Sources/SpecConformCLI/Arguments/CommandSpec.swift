/// What a command accepts: its options and positional arguments, used for parsing and for `--help`.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        /// Long name without the dashes, e.g. `product`.
        var name: String
        /// The value's placeholder in help (`DIR`), or nil for a flag.
        var valueName: String?
        /// Allowed values, when the set is closed.
        var allowed: [String]?
        var help: String
        /// Whether the option may be given several times.
        var repeatable = false
        /// Whether the usage line names it (`[--spec DIR]`), for the options a new user needs first.
        var inSynopsis = false

        var isFlag: Bool { valueName == nil }
    }

    struct Positional: Sendable {
        var name: String
        var help: String
        var optional = false
    }

    var name: String
    var summary: String
    var options: [Option]
    var positionals: [Positional] = []
    /// Extra lines for `--help`.
    var discussion: String?

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }
}
