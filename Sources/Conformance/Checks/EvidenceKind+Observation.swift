extension EvidenceKind {
    /// What a passing check of the engine's own kinds observed when it gave this kind of evidence, in words: the
    /// proof shown for an ID that no named assertion proves (`docs/EVIDENCE.md` says the same, at length). Each
    /// sentence claims no more than the check compares.
    package var observation: String {
        switch self {
        case .success:
            "a planned path ran through a success transition tracing it; at every step the implementation's state, emitted events and declared payload values matched the spec"
        case .recovery:
            "a planned path or scenario ran through a recovery transition tracing it; at every step the implementation's state, emitted events and declared payload values matched the spec"
        case .failure:
            "a run took a failure transition tracing it, and the implementation's state, emitted events and declared payload values matched the spec's handling"
        case .observability:
            "the events declared on a transition tracing it were emitted, each valid against its schema and policies"
        case .state:
            "a run reached a state tracing it, and the implementation reported that state"
        case .scenario:
            "a journey scenario covering it passed: every step's state and emitted events matched the spec"
        case .rule:
            "a rule check for it passed"
        case .contract:
            "the contract accepted a valid input, or refused an input breaking one declared constraint without a state change"
        case .refusal:
            "in a state tracing it, the implementation refused every event the spec does not handle there"
        case .limit:
            "the implementation accepted the value at the limit and refused the value one step beyond it"
        case .decision:
            "the decision subject gave the table's output for every asked combination this rule (or the default) decides"
        case .invariant:
            "the output invariant held on every example and generated input where it applied"
        case .trace:
            "a recorded trace followed the spec through a state, transition or event tracing it"
        }
    }
}
