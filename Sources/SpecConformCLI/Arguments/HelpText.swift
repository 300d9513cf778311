/// `--help` text for a command, generated from its spec.
enum HelpText {
    static func usage(_ spec: CommandSpec) -> String {
        var parts = ["specconform", spec.name]
        for option in spec.options where option.inSynopsis {
            parts.append("[--\(option.name)" + (option.valueName.map { " \($0)" } ?? "") + "]")
        }
        if !spec.options.isEmpty { parts.append("[options]") }
        for p in spec.positionals { parts.append(p.optional ? "[<\(p.name)>]" : "<\(p.name)>") }
        return parts.joined(separator: " ")
    }

    static func render(_ spec: CommandSpec) -> String {
        var text = "\(spec.summary)\n\nusage: \(usage(spec))\n"
        if !spec.positionals.isEmpty {
            text += "\narguments:\n"
            for p in spec.positionals { text += "  <\(p.name)>  \(p.help)\n" }
        }
        text += "\noptions:\n"
        let rows =
            spec.options.map { option -> (String, String) in
                var left = "--\(option.name)"
                if let value = option.valueName { left += " \(value)" }
                var help = option.help
                if let allowed = option.allowed { help += " (\(allowed.joined(separator: "|")))" }
                return (left, help)
            } + [("--help", "show this help")]
        let width = rows.map { $0.0.count }.max() ?? 0
        for (left, help) in rows {
            text += "  \(left)\(String(repeating: " ", count: width - left.count))  \(help)\n"
        }
        if let discussion = spec.discussion { text += "\n\(discussion)\n" }
        return text
    }
}
