import Conformance
import SpecModel

/// One mutant of a product's spec: a single small change of one element, made on the decoded model (never by
/// re-reading a file), with what it changed and where that element is written.
///
/// A sound suite, run against the unchanged implementation, must now disagree with the mutated spec and fail.
package struct Mutant: Sendable {
    /// What the mutant is, for reports and `mutation.json`.
    package var info: MutantInfo
    /// The change, applied to a copy of the product's bundle.
    let edit: @Sendable (inout SpecBundle) -> Void
    /// A change to what the subjects answer instead of the spec (`output-drop`): the unchanged spec is run against
    /// the changed subjects, to show what the spec's checks cannot tell from the implementation.
    let subjectEdit: (@Sendable (SubjectRegistry) -> SubjectRegistry)?

    package init(info: MutantInfo, edit: @escaping @Sendable (inout SpecBundle) -> Void) {
        self.info = info
        self.edit = edit
        subjectEdit = nil
    }

    /// A mutant of what the subjects answer; the spec stays as it is.
    package init(info: MutantInfo, subjects: @escaping @Sendable (SubjectRegistry) -> SubjectRegistry) {
        self.info = info
        edit = { _ in }
        subjectEdit = subjects
    }

    /// The product's bundle with this mutant's change.
    package func apply(to bundle: SpecBundle) -> SpecBundle {
        var mutated = bundle
        edit(&mutated)
        return mutated
    }
}

/// What a mutant is: stable ID, operator, element, location, the text it replaces and its replacement, which checks
/// can see it and how to tell that a check reached it.
package struct MutantInfo: Hashable, Sendable, Comparable {
    /// `<operator>:<element>` plus a variant when the operator makes several mutants of one element, e.g.
    /// `retarget-transition:toy/Idle.coin#1->Jammed`. Stable across runs and unrelated spec edits.
    package var id: String
    /// The operator's stable name (`drop-transition`).
    package var operatorName: String
    /// The mutated element's key: a transition (`toy/Idle.coin#1`), a state and event (`toy/Idle.refund`), a
    /// machine (`toy`), an event (`coin_inserted`) or a schema keyword (`coin_inserted#/properties/credit/minimum`).
    package var element: String
    /// Where the mutated element is written: file, line:column, JSON pointer.
    package var origin: Origin
    /// One line saying what the mutant changes.
    package var description: String
    /// The element as written, and as the mutant has it.
    package var original: String
    package var replacement: String
    /// Which checks can observe the change.
    package var scope: MutantScope
    /// How to tell, after a run, that a check reached the mutated element.
    package var reach: MutantReach

    package init(
        id: String, operatorName: String, element: String, origin: Origin, description: String, original: String,
        replacement: String, scope: MutantScope, reach: MutantReach
    ) {
        self.id = id
        self.operatorName = operatorName
        self.element = element
        self.origin = origin
        self.description = description
        self.original = original
        self.replacement = replacement
        self.scope = scope
        self.reach = reach
    }

    package static func < (lhs: MutantInfo, rhs: MutantInfo) -> Bool { lhs.id < rhs.id }

    /// `file:line:col`.
    package var position: String { "\(origin.file):\(origin.location.line):\(origin.location.column)" }
}

/// The checks that can observe a mutant: a machine's own path checks and the scenarios that drive it, or every
/// check (paths, scenarios, events and rule checks) when the change is to what rule checks read.
package struct MutantScope: Hashable, Sendable {
    /// The machines whose checks run; nil: every machine.
    package var machines: Set<String>?
    /// Whether rule checks run: they read the event catalogue through `RuleContext`, never a machine.
    package var rules: Bool

    package init(machines: Set<String>?, rules: Bool) {
        self.machines = machines
        self.rules = rules
    }

    /// A change to one machine: its paths and the scenarios driving it.
    package static func machine(_ id: String) -> MutantScope { MutantScope(machines: [id], rules: false) }

    /// A change to the event catalogue: every check, rule checks included.
    package static let catalogue = MutantScope(machines: nil, rules: true)

    /// A change to a decision table: no machine's checks; the decision checks run with the rule checks.
    package static let decisions = MutantScope(machines: [], rules: true)

    /// The runner's selection: these checks, stopping at the first that fails.
    package var selection: CheckSelection { CheckSelection(machines: machines, rules: rules, stopAtFirstFailure: true) }
}

/// How a check reaches a mutated element.
package enum MutantReach: Hashable, Sendable {
    /// The check sent `event` to `machine` while the spec had it in `state` (a transition, its guard, or an
    /// event the state does not handle).
    case sent(machine: String, state: String, event: String)
    /// The check drives `machine` at all (its initial state).
    case drives(machine: String)
    /// The check took a transition declaring `event`, or validated emissions of it (the event check).
    case emits(event: String)
    /// As ``emits(event:)`` for any of `events` (the events whose schemas reference a shared schema file).
    case emitsAny(events: [String])
    /// The check named `id` ran (`limit:N-01`).
    case check(id: String)
    /// A decision check of `table` ran (it asks every planned combination of the table).
    case decides(table: String)
    /// A check read parameter `parameter` of rule `rule` (``CheckResult/reads``).
    case reads(rule: String, parameter: String)
}
