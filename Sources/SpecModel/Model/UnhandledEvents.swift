/// What a machine (or one of its states) must do with an event the spec does not handle there: an event of the
/// machine's alphabet with no transition from the state, or one whose every guard is false in the configuration.
///
/// Written `"unhandled": {"mode": "ignore"}` or `"unhandled": {"mode": "reject", "output": "error"}` on a machine
/// or on a state (the state's declaration wins). Undeclared, a machine ignores what it does not handle.
/// Every check that sends such an event holds the implementation to it: in both modes it must neither change state
/// nor emit an event; in `ignore` mode every output it reports keeps its value; in `reject` mode the named output
/// must show the refusal (hold ``shows``, or, without it, differ from its value before the refused event) and every
/// other output keeps its value.
package struct UnhandledEvents: Hashable, Sendable {
    /// How an unhandled event is refused.
    package enum Mode: String, CaseIterable, Codable, Sendable {
        /// No state change, no emitted event, nothing reported (the default).
        case ignore
        /// No state change, no emitted event, and the refusal shown in ``UnhandledEvents/output``.
        case reject
    }

    package var mode: Mode
    /// For `reject`: the observation output (a name a subject reports, like a scenario's `expectOutputs` key) that
    /// shows the refusal after the refused event.
    package var output: String?
    /// For `reject`: the value ``output`` holds after a refused event (`"refused"`, `true`); nil: the refused event
    /// must change the output (present, not null, and different from its value before the refusals began).
    package var shows: JSONValue?
    /// Events not sent as sneak paths, each with the reason (`"*"`: every event). For events the implementation
    /// cannot receive apart from a handled one (one input the document names differently per state), or in a state
    /// that is not a resting state of the implementation. Reports count them apart; they are never refusals.
    package var unsent: [String: String]
    package var origin: Origin

    package init(
        mode: Mode = .ignore, output: String? = nil, shows: JSONValue? = nil, unsent: [String: String] = [:],
        origin: Origin = .synthetic()
    ) {
        self.mode = mode
        self.output = output
        self.shows = shows
        self.unsent = unsent
        self.origin = origin
    }

    /// Why `event` is not sent as a sneak path, or nil when it is sent.
    package func unsentReason(_ event: String) -> String? { unsent[event] ?? unsent["*"] }

    /// Ignore: the default when neither the machine nor the state declares anything.
    package static let ignore = UnhandledEvents(mode: .ignore)
}

extension Machine {
    /// What `state` must do with an event the spec does not handle there: the state's mode and output, else the
    /// machine's, else ``UnhandledEvents/ignore``; `unsent` is the machine's and the state's together (the state's
    /// reason wins for an event both name).
    package func unhandledEvents(in state: String) -> UnhandledEvents {
        var result = self.state(named: state)?.unhandled ?? unhandled ?? .ignore
        result.unsent = (unhandled?.unsent ?? [:]).merging(self.state(named: state)?.unhandled?.unsent ?? [:]) {
            _, state in state
        }
        return result
    }
}

extension Machine {
    /// The machine's alphabet: every event some state handles, in document order, then the declared `events` not
    /// handled anywhere, in key order. Sneak paths, the compiled machine's event table and the mutation engine all
    /// read this one list.
    package var alphabet: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for state in allStates {
            for group in state.on where seen.insert(group.event).inserted { names.append(group.event) }
        }
        for name in events.keys.sorted(by: JSONWriter.keyOrder) where seen.insert(name).inserted { names.append(name) }
        return names
    }
}
