import SpecModel
import SpecPipeline

/// Hand-written argument parsing: `--name value`, `--name=value`, flags, `--` and positionals.
enum ArgumentParser {
    static func parse(_ arguments: [String], for spec: CommandSpec) -> Result<ParsedArguments, UsageError> {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                parsed.help = true
                continue
            }
            guard argument.hasPrefix("--") else {
                return .failure(UsageError(message: "unknown option '\(argument)'; options are written --name"))
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String? = nil
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = spec.option(named: name) else {
                let known = spec.options.map(\.name) + ["help"]
                let hint = Suggestions.didYouMean(name, among: known).map { "; did you mean '--\($0)'?" } ?? ""
                return .failure(UsageError(message: "unknown option '--\(name)' for '\(spec.name)'\(hint)"))
            }
            if option.isFlag {
                if inlineValue != nil {
                    return .failure(UsageError(message: "option '--\(name)' takes no value"))
                }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                return .failure(
                    UsageError(message: "option '--\(name)' needs a value (\(option.valueName ?? "VALUE"))"))
            }
            if let allowed = option.allowed, !allowed.contains(value) {
                let hint = Suggestions.didYouMean(value, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
                return .failure(
                    UsageError(
                        message:
                            "invalid value '\(value)' for '--\(name)'; expected one of \(allowed.joined(separator: ", "))\(hint)"
                    ))
            }
            if !option.repeatable, parsed.values[name] != nil {
                return .failure(UsageError(message: "option '--\(name)' given more than once"))
            }
            parsed.values[name, default: []].append(value)
        }
        if parsed.help { return .success(parsed) }
        let required = spec.positionals.filter { !$0.optional }.count
        if parsed.positionals.count < required {
            let missing = spec.positionals[parsed.positionals.count].name
            return .failure(UsageError(message: "missing argument <\(missing)>"))
        }
        if parsed.positionals.count > spec.positionals.count {
            let extra = parsed.positionals[spec.positionals.count]
            return .failure(UsageError(message: "unexpected argument '\(extra)'"))
        }
        return .success(parsed)
    }
}
