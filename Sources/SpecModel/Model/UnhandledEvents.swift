/// What a machine (or one of its states) must do with an event the spec does not handle there: an event of the
/// machine's alphabet with no transition from the state, or one whose every guard is false in the configuration.
///
/// Written `"unhandled": {"mode": "ignore"}` or `"unhandled": {"mode": "reject", "output": "error"}` on a machine
/// or on a state (the state's declaration wins). Undeclared, a machine ignores what it does not handle.
/// Sneak-path checks hold the implementation to it: in both modes it must neither change state nor emit an event;
/// in `reject` mode it must also report the refusal in the named output.
public struct UnhandledEvents: Hashable, Sendable {
    /// How an unhandled event is refused.
    public enum Mode: String, CaseIterable, Codable, Sendable {
        /// No state change, no emitted event, nothing reported (the default).
        case ignore
        /// No state change, no emitted event, and the refusal reported in ``UnhandledEvents/output``.
        case reject
    }

    public var mode: Mode
    /// For `reject`: the observation output (a name a subject reports, like a scenario's `expectOutputs` key) that
    /// must be present and not null after the refused event.
    public var output: String?
    public var origin: Origin

    public init(mode: Mode = .ignore, output: String? = nil, origin: Origin = .synthetic()) {
        self.mode = mode
        self.output = output
        self.origin = origin
    }

    /// Ignore: the default when neither the machine nor the state declares anything.
    public static let ignore = UnhandledEvents(mode: .ignore)
}

extension Machine {
    /// What `state` must do with an event the spec does not handle there: the state's declaration, else the
    /// machine's, else ``UnhandledEvents/ignore``.
    public func unhandledEvents(in state: String) -> UnhandledEvents {
        self.state(named: state)?.unhandled ?? unhandled ?? .ignore
    }
}
