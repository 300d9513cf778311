/// A definition of a context field and a use that reads it: one target of data-flow coverage (the `uses` criterion,
/// docs/SPEC-FORMAT.md "Data flow").
///
/// The definition is the machine's initial context, a transition that assigns the field, or a transition that keeps
/// it (leaves it as it was: the spec says so as surely as it says what an assignment writes). The use is the guard, an
/// assignment, an output or an emitted payload value of a transition that reads the field; for a keep, any later use
/// (`use` nil): a keep asks for one read of what it kept, per value, where an assignment asks for every use. A pair is
/// exercised by a run that takes the definition and then the use with no other assignment to the field in between; a
/// counter step (`x := x ± k`) and a keep carry the definitions that reach them on. Where the use compares the field
/// with a constant, or the field is a boolean a guard reads, the pair names the value the field has at the use: one
/// pair per value that tells the comparison's outcomes apart.
///
/// Orders by machine, field, definition (initial first), use, kind, value.
package struct DefUsePair: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Where the field gets the value the use reads.
    package enum Definition: Hashable, Sendable, Comparable {
        /// The machine's initial context (or a scenario's context).
        case initial
        /// A transition that assigns the field (a counter step `x := x + 1` included).
        case assigns(TransitionID)
        /// A transition that leaves the field as it was.
        case keeps(TransitionID)

        /// The defining transition; nil for the initial context.
        package var transition: TransitionID? {
            switch self {
            case .initial: nil
            case .assigns(let id), .keeps(let id): id
            }
        }

        /// `initial`, `assigns`, `keeps`.
        package var kindName: String {
            switch self {
            case .initial: "initial"
            case .assigns: "assigns"
            case .keeps: "keeps"
            }
        }

        private var rank: Int {
            switch self {
            case .initial: 0
            case .assigns: 1
            case .keeps: 2
            }
        }

        package static func < (lhs: Definition, rhs: Definition) -> Bool {
            switch (lhs.transition, rhs.transition) {
            case (nil, nil): false
            case (nil, _): true
            case (_, nil): false
            case (let a?, let b?): a != b ? a < b : lhs.rank < rhs.rank
            }
        }
    }

    /// What part of the using transition reads the field.
    package enum UseKind: String, CaseIterable, Codable, Sendable, Comparable {
        case guardExpression = "guard"
        case assignment
        case output
        case payload

        /// The order of declaration.
        var rank: Int {
            switch self {
            case .guardExpression: 0
            case .assignment: 1
            case .output: 2
            case .payload: 3
            }
        }

        package static func < (lhs: UseKind, rhs: UseKind) -> Bool { lhs.rank < rhs.rank }
    }

    /// The value the field has at the use, when the pair names one.
    package enum Value: Hashable, Sendable, Comparable, CustomStringConvertible {
        case integer(Int)
        case boolean(Bool)

        package var description: String {
            switch self {
            case .integer(let value): String(value)
            case .boolean(let value): String(value)
            }
        }

        package static func < (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.integer(let a), .integer(let b)): a < b
            case (.boolean(let a), .boolean(let b)): !a && b
            case (.boolean, .integer): true
            case (.integer, .boolean): false
            }
        }
    }

    package var machine: String
    package var field: String
    package var definition: Definition
    /// The transition whose guard, assignment, output or payload reads the field; nil for a keep: any later use.
    package var use: TransitionID?
    /// What part of `use` reads the field; nil for a keep.
    package var kind: UseKind?
    /// The field's value at the use; nil when any value will do.
    package var value: Value?

    package init(
        machine: String, field: String, definition: Definition, use: TransitionID?, kind: UseKind?, value: Value? = nil
    ) {
        self.machine = machine
        self.field = field
        self.definition = definition
        self.use = use
        self.kind = kind
        self.value = value
    }

    package static func < (lhs: DefUsePair, rhs: DefUsePair) -> Bool {
        if lhs.machine != rhs.machine { return lhs.machine < rhs.machine }
        if lhs.field != rhs.field { return lhs.field < rhs.field }
        if lhs.definition != rhs.definition { return lhs.definition < rhs.definition }
        if lhs.use != rhs.use { return Self.less(lhs.use, rhs.use) }
        if lhs.kind != rhs.kind { return Self.less(lhs.kind, rhs.kind) }
        return Self.less(lhs.value, rhs.value)
    }

    /// nil first.
    private static func less<T: Comparable>(_ a: T?, _ b: T?) -> Bool {
        switch (a, b) {
        case (nil, nil): false
        case (nil, _): true
        case (_, nil): false
        case (let a?, let b?): a < b
        }
    }

    /// `Idle.coin#0`: a transition without its machine.
    static func short(_ id: TransitionID) -> String { "\(id.from).\(id.event)#\(id.ordinal)" }

    /// `initial context`, `assigned by LoggedOut.after:15m#0`, `kept by Idle.coin#0`.
    package var definitionText: String {
        switch definition {
        case .initial: "initial context"
        case .assigns(let id): "assigned by \(Self.short(id))"
        case .keeps(let id): "kept by \(Self.short(id))"
        }
    }

    /// `the guard of LoggedOut.login.failed#1 at failures = 4`, `an output of Idle.coin#0`, `a later step at
    /// failures = 4` (a keep).
    package var useText: String {
        let at = value.map { " at \(field) = \($0)" } ?? ""
        guard let use, let kind else { return "a later step" + at }
        let part =
            switch kind {
            case .guardExpression: "the guard"
            case .assignment: "an assignment"
            case .output: "an output"
            case .payload: "a payload value"
            }
        return "\(part) of \(Self.short(use))" + at
    }

    /// `failures: assigned by LoggedOut.after:15m#0, read by the guard of LoggedOut.login.failed#1 at failures = 4`.
    package var description: String { "\(field): \(definitionText), read by \(useText)" }
}
