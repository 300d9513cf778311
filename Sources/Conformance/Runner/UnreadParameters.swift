import SpecModel

/// The rule parameters no check read: a parameter a change to which reaches no check is a number (or list) the
/// spec states and nothing holds the implementation to (docs/EVIDENCE.md, "Rule parameters").
///
/// Reads are recorded per check (``CheckResult/reads``) whatever its outcome; a parameter declared `unread` in
/// the spec (with its reason) is not reported, nor is one of a rule a check that could not run to a verdict (a
/// subject error) exercises: whether that check would have read it is unknown, and the error is reported already.
package enum UnreadParameters {
    /// Every parameter of `bundle`'s rules that no check of `checks` read and the spec does not declare unread,
    /// sorted by rule and key.
    package static func find(in bundle: SpecBundle, checks: [CheckResult]) -> [ParameterRead] {
        let read = Set(checks.flatMap(\.reads))
        let unanswered = Set(checks.filter { $0.status == .error }.flatMap { $0.evidence.map(\.id) })
        var seen: Set<String> = []
        var unread: [ParameterRead] = []
        for rule in bundle.rules where !unanswered.contains(rule.id) && seen.insert(rule.id).inserted {
            for key in rule.behaviouralParameters {
                let parameter = ParameterRead(rule: rule.id, parameter: key)
                if !read.contains(parameter.text) { unread.append(parameter) }
            }
        }
        return unread.sorted()
    }

    /// One `check.unread-parameter` warning per parameter ``find(in:checks:)`` returns, at the parameter's value.
    package static func diagnostics(in bundle: SpecBundle, checks: [CheckResult]) -> [Diagnostic] {
        find(in: bundle, checks: checks).map { parameter in
            let rule = bundle.rules.first { $0.id == parameter.rule }
            let origin = rule?.origin(ofParameter: parameter.parameter) ?? .synthetic()
            let value = rule?.parameters[parameter.parameter].map { JSONWriter(indent: 0).string($0) } ?? "?"
            return .warning(
                "check.unread-parameter",
                "rule \(parameter.rule) parameter \"\(parameter.parameter)\" (\(value)) is read by no check, so a change "
                    + "to it reaches nothing; read it in a rule check (RuleContext) or declare it unread with the reason",
                file: origin.file, at: origin.location, pointer: origin.pointer)
        }
    }
}
