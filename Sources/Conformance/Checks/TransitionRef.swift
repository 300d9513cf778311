/// A machine transition a check ran through: (machine, from, event, ordinal among that event's transitions, to).
public struct TransitionRef: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var machine: String
    public var from: String
    public var event: String
    public var ordinal: Int
    public var to: String

    public init(machine: String, from: String, event: String, ordinal: Int, to: String) {
        self.machine = machine
        self.from = from
        self.event = event
        self.ordinal = ordinal
        self.to = to
    }

    public static func < (lhs: TransitionRef, rhs: TransitionRef) -> Bool {
        (lhs.machine, lhs.from, lhs.event, lhs.ordinal) < (rhs.machine, rhs.from, rhs.event, rhs.ordinal)
    }

    public var description: String { "\(machine): \(from) --\(event)--> \(to)" }
}

/// One outcome of one guard that a check observed: the guard of transition `ordinal` of (`from`, `event`)
/// evaluated to `outcome`.
public struct GuardOutcomeRef: Hashable, Sendable, Comparable {
    public var machine: String
    public var from: String
    public var event: String
    public var ordinal: Int
    public var outcome: Bool

    public init(machine: String, from: String, event: String, ordinal: Int, outcome: Bool) {
        self.machine = machine
        self.from = from
        self.event = event
        self.ordinal = ordinal
        self.outcome = outcome
    }

    public static func < (lhs: GuardOutcomeRef, rhs: GuardOutcomeRef) -> Bool {
        (lhs.machine, lhs.from, lhs.event, lhs.ordinal, lhs.outcome ? 1 : 0)
            < (rhs.machine, rhs.from, rhs.event, rhs.ordinal, rhs.outcome ? 1 : 0)
    }
}
