/// A kind of subject a ``SubjectRegistry`` holds: the name elements of that kind are registered under, and the type
/// its factories make. One constant per kind, beside the kind's subject protocol; a new kind of check adds one here
/// and nothing in the registry.
///
/// ```swift
/// subjects.register(.limit, product: "library", elements: ["LIM-LOANS"]) { LoanLimitProbe() }
/// let factory = subjects.factory(.limit, product: "library", element: "LIM-LOANS")
/// ```
public struct SubjectKind<Subject>: Hashable, Sendable {
    /// The kind's name (`machine`, `limit`): the key of its elements in the registry.
    package let name: String
    /// What one element is called in messages (`machine`, `payload property`).
    package let noun: String

    package init(_ name: String, noun: String? = nil) {
        self.name = name
        self.noun = noun ?? name
    }
}

extension SubjectKind where Subject == any ConformanceSubject {
    /// Machines (by ID), driven by ``ConformanceSubject``s. Machines registered together share one subject.
    public static var machine: Self { Self("machine") }
}

extension SubjectKind where Subject == any ContractSubject {
    /// Contracts (by ID) whose inputs are called.
    public static var contract: Self { Self("contract") }
}

extension SubjectKind where Subject == any PropertyDriver {
    /// Payload properties (by name) of the product's events, driven to planned values.
    public static var property: Self { Self("property", noun: "payload property") }
}

extension SubjectKind where Subject == any LimitProbe {
    /// Limits (by ID), probed at their bounds.
    public static var limit: Self { Self("limit") }
}

extension SubjectKind where Subject == any DecisionSubject {
    /// Decision tables (by ID), asked their combinations.
    public static var decision: Self { Self("decision", noun: "decision table") }
}

extension SubjectKind where Subject == any OutputSubject {
    /// Outputs (by ID), asked for inputs whose results the invariants judge.
    public static var output: Self { Self("output") }
}
