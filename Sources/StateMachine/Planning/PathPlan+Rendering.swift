import SpecModel

extension PathPlan {
    /// A deterministic, line-oriented rendering for terminals, ending with a newline.
    ///
    /// ```
    /// machine: door
    /// criterion: transitions
    /// paths: 1
    /// path 1 (2 steps)
    ///   1. open: Closed --open--> Open
    ///   2. close: Open --close--> Closed
    /// covered: 2 of 2
    /// uncovered: 0
    /// truncated: no
    /// configurations: 2 (limits: max-depth=64, max-configurations=100000)
    /// ```
    package func text() -> String {
        var out = "machine: \(machine)\ncriterion: \(criterion.rawValue)\npaths: \(paths.count)\n"
        for (number, path) in paths.enumerated() {
            out += "path \(number + 1) (\(path.steps.count) \(path.steps.count == 1 ? "step" : "steps"))\n"
            for (index, step) in path.steps.enumerated() {
                out += "  \(index + 1). \(step.event): "
                if let label = step.label { out += label } else { out += "\(step.from) ignored" }
                if let taken = step.transition.flatMap({ origins[$0] }), !taken.isEmpty {
                    out +=
                        " (takes " + taken.map { "\($0.from).\($0.event)#\($0.ordinal)" }.joined(separator: ", ") + ")"
                }
                if step.data != .null { out += " data " + JSONWriter(indent: 0).string(step.data) }
                if !step.emits.isEmpty {
                    out +=
                        " emits " + step.emits.map { $0.optional ? $0.event + "?" : $0.event }.joined(separator: ", ")
                }
                out += "\n"
            }
        }
        out += "covered: \(covered.count) of \(covered.count + uncovered.count + unreachable.count)\n"
        out += "uncovered: \(uncovered.count)\n"
        for target in uncovered { out += "  \(target.description)\n" }
        if !unreachable.isEmpty {
            out +=
                "unreachable: \(unreachable.count) (proved: every reachable configuration searched, no event data read)\n"
            for target in unreachable { out += "  \(target.description)\n" }
        }
        out += "truncated: " + (limitText.map { "yes: \($0)" } ?? "no") + "\n"
        out += "configurations: \(configurations) (limits: \(limits.text))\n"
        for note in notes { out += "note: \(note)\n" }
        return out
    }

    /// The plan as a JSON value; print it with ``JSONWriter`` (keys sorted, arrays in plan order).
    package func json() -> JSONValue {
        .object([
            "machine": .string(machine),
            "criterion": .string(criterion.rawValue),
            "paths": .array(paths.map { path in .object(["steps": .array(path.steps.map(stepJSON))]) }),
            "covered": .array(covered.map(\.json)),
            "uncovered": .array(uncovered.map(\.json)),
            "unreachable": .array(unreachable.map(\.json)),
            "truncated": .bool(truncated),
            "limitsReached": .array(limitsReached.map { .string($0.rawValue) }),
            "configurations": .int(configurations),
            "limits": .object(["maxDepth": .int(limits.maxDepth), "maxConfigurations": .int(limits.maxConfigurations)]),
            "notes": .array(notes.map(JSONValue.string)),
        ])
    }
}

extension PathPlan {
    /// A step as JSON; for a statechart, with `takes`: the statechart transitions its flat transition takes.
    private func stepJSON(_ step: PlannedStep) -> JSONValue {
        guard let taken = step.transition.flatMap({ origins[$0] }), case .object(var object) = step.json else {
            return step.json
        }
        object["takes"] = .array(taken.map(\.json))
        return .object(object)
    }
}

extension TransitionID {
    /// `{"state": …, "event": …, "ordinal": …}` (the machine is the plan's; `state` is the source state).
    package var json: JSONValue {
        .object(["state": .string(from), "event": .string(event), "ordinal": .int(ordinal)])
    }
}

extension PlannedStep {
    /// The step as a JSON object; `transition` and `label` are null when the step is expected to be ignored.
    package var json: JSONValue {
        .object([
            "event": .string(event),
            "data": data,
            "from": .string(from),
            "to": .string(to),
            "transition": transition?.json ?? .null,
            "label": label.map(JSONValue.string) ?? .null,
            "emits": .array(emits.map { .object(["event": .string($0.event), "optional": .bool($0.optional)]) }),
        ])
    }
}

extension CoverageTarget {
    /// The target as a JSON object.
    package var json: JSONValue {
        .object([
            "kind": .string(kind.rawValue),
            "state": .string(state),
            "transition": transition?.json ?? .null,
            "label": .string(label),
        ])
    }
}
