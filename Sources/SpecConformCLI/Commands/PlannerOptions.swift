import StateMachine

/// The path planner's limits as options, one per ``PlannerLimit`` (`--max-depth N`, `--max-configurations N`): what
/// `paths`, `check` and `merge` take. A plan that a limit stopped names it, its value and its option.
enum PlannerOptions {
    static let options: [CommandSpec.Option] = PlannerLimit.allCases.map { limit in
        .init(
            name: limit.rawValue, valueName: "N",
            help:
                "path planner limit: \(limit.meaning) (default: \(PlannerLimits()[limit])); a search it stops is reported with a warning"
        )
    }

    /// The limits the arguments set, the defaults for the others; nil after a usage error for a value that is not a
    /// positive integer.
    static func limits(_ arguments: ParsedArguments, _ context: CommandContext, usage: String) -> PlannerLimits? {
        var limits = PlannerLimits()
        for limit in PlannerLimit.allCases {
            guard let text = arguments.value(limit.rawValue) else { continue }
            guard let n = Int(text), n > 0 else {
                context.err.write("error: \(limit.option) needs a positive integer, found '\(text)'\nusage: \(usage)\n")
                return nil
            }
            limits[limit] = n
        }
        return limits
    }
}
