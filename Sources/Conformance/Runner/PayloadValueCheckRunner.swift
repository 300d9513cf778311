import EventSchema
import SpecModel

/// Runs the payload value checks: per planned value (see `PayloadValuePlanner`), the property's registered
/// driver makes the implementation carry it, and `value:<property>:<label>` passes when at least one emitted event
/// the schemas list carries exactly that value and every emitted event is valid against its schema and policies.
/// A value whose property has no driver, or that the driver says no input produces, is not driven, unless a planned
/// path compares it (a transition it takes declares the value in its payload): it is reported, never passed. A fresh driver from the registered factory runs each value.
struct PayloadValueCheckRunner {
    let product: String
    let subjects: SubjectRegistry
    let catalog: EventCatalog
    let eventTraces: [String: [String]]
    /// The baseline's values and the events changed since (``ConformanceRunner/reuse``), for a run of a changed spec.
    var reuse: BaselineReuse?
    var changed: Set<String>?
    /// Where the baseline run writes what each drive emitted.
    var log: BaselineLog?

    /// A planned value that no check ran, with why.
    struct NotDriven: Hashable, Sendable {
        var checkID: String
        var reason: String
    }

    /// Runs the values that `claim` gives a unit of work (one unit per planned value). A value without a driver, or
    /// one its driver cannot produce, is still driven when `declared` names a planned path check that compares it
    /// (``DeclaredPayloadValues``); otherwise it is not driven.
    func run(
        _ plan: PayloadValuePlan, claim: (String) -> Int? = { _ in 0 }, declared: [String: String] = [:]
    ) -> (checks: [CheckResult], notDriven: [NotDriven]) {
        var checks: [CheckResult] = []
        var notDriven: [NotDriven] = []
        for valueCase in plan.cases {
            guard claim(valueCase.checkID) != nil else { continue }
            let compared = declared[valueCase.checkID]
            switch reuse?.value(valueCase, changed: changed, plan: plan) {
            case .check(let check)?:
                checks.append(check)
                continue
            case .notDriven(let reason)?:
                // As below: a value a planned path compares is not listed as not driven.
                if compared == nil { notDriven.append(NotDriven(checkID: valueCase.checkID, reason: reason)) }
                continue
            case nil:
                break
            }
            guard let factory = subjects.factory(.property, product: product, element: valueCase.property) else {
                guard compared == nil else { continue }
                notDriven.append(
                    NotDriven(
                        checkID: valueCase.checkID,
                        reason:
                            "nothing drives \"\(valueCase.property)\" and no transition a planned path takes declares the "
                            + "value in its payload: a subject process lists it under `properties` in its hello "
                            + "(docs/SUBJECT-PROTOCOL.md); a Swift product registers a PropertyDriver for it"))
                continue
            }
            var driver = factory()
            let drive: PropertyDrive
            do {
                // An element is asked for as the one-element array that carries it.
                let asked = valueCase.element ? JSONValue.array([valueCase.value]) : valueCase.value
                drive = try driver.drive(property: valueCase.property, value: asked)
            } catch {
                checks.append(result(valueCase, .error, message: "the property driver failed: \(error)"))
                continue
            }
            switch drive {
            case .cannot(let reason):
                guard compared == nil else { continue }
                notDriven.append(NotDriven(checkID: valueCase.checkID, reason: reason))
            case .emitted(let events):
                log?.record(driven: events.map(\.name), value: valueCase.checkID)
                checks.append(check(valueCase, events))
            }
        }
        return (checks, notDriven)
    }

    private func check(_ valueCase: PayloadValueCase, _ events: [ObservedEvent]) -> CheckResult {
        var problems: [String] = []
        for event in events {
            let validation = catalog.validate(
                eventName: event.name, payload: event.payload, conditions: event.conditions)
            for error in validation.errors {
                problems.append(
                    "\(event.name) \(error.instancePointer.isEmpty ? "" : error.instancePointer + " ")\(error.message)")
            }
            for violation in validation.violations { problems.append("\(event.name) \(violation.message)") }
        }
        let carrying = events.filter { valueCase.events.contains($0.name) && valueCase.isCarried(by: $0.payload) }
        let shown = Self.describe(valueCase.value)
        let sent =
            events.isEmpty
            ? "nothing"
            : events.map { "\($0.name) \(JSONWriter(indent: 0).string($0.payload))" }.joined(separator: ", ")
        if let problem = problems.first {
            return result(
                valueCase, .failed,
                divergence: divergence(
                    valueCase, expected: "every emitted event valid",
                    observed: problem + (problems.count > 1 ? " (and \(problems.count - 1) more)" : "")))
        }
        guard !carrying.isEmpty else {
            if let other = Self.otherValue(valueCase, events) {
                // One event of the listed names carried the property with one other value: say it as a path does
                // (`door_unlocked.method = "guest-code"` expected), so that both read as the same wrong value.
                return result(
                    valueCase, .failed,
                    divergence: divergence(
                        valueCase, expected: "\(other.event).\(valueCase.property) = \(shown)",
                        observed: "\(other.event).\(valueCase.property) = \(Self.describe(other.value))"))
            }
            return result(
                valueCase, .failed,
                divergence: divergence(
                    valueCase,
                    expected: "\(valueCase.events.joined(separator: " or ")) with \(Self.claim(valueCase))",
                    observed: "emitted \(sent)"))
        }
        let evidence = Set(carrying.map(\.name)).sorted().flatMap { name in
            (eventTraces[name] ?? []).map { Evidence(id: $0, kind: .observability) }
        }
        return result(valueCase, .passed, evidence: evidence)
    }

    /// The one event of the listed names the drive emitted, and the other value it carried in the property, when
    /// exactly one such event carried it (not for an element of an array); nil otherwise.
    static func otherValue(
        _ valueCase: PayloadValueCase, _ events: [ObservedEvent]
    ) -> (event: String, value: JSONValue)? {
        guard !valueCase.element else { return nil }
        let others = events.filter { valueCase.events.contains($0.name) }.compactMap { event in
            event.payload[valueCase.property].map { (event: event.name, value: $0) }
        }
        guard others.count == 1, let other = others.first else { return nil }
        return other
    }

    private func divergence(_ valueCase: PayloadValueCase, expected: String, observed: String) -> Divergence {
        Divergence(
            step: 0, pathSoFar: ["drive \(Self.claim(valueCase))"], expected: expected,
            observed: observed)
    }

    /// `recipients = "owner"`, or for an element `recipients holding "owner"`.
    static func claim(_ valueCase: PayloadValueCase) -> String {
        "\(valueCase.property) \(valueCase.element ? "holding" : "=") \(describe(valueCase.value))"
    }

    /// A long string is shown by its length and first characters.
    static func describe(_ value: JSONValue) -> String {
        if case .string(let s) = value, s.count > 24 {
            return "\"\(s.prefix(8))…\" (\(s.count) characters)"
        }
        return JSONWriter(indent: 0).string(value)
    }

    private func result(
        _ valueCase: PayloadValueCase, _ status: CheckStatus, evidence: [Evidence] = [], divergence: Divergence? = nil,
        message: String? = nil
    ) -> CheckResult {
        let title =
            "\(Self.claim(valueCase)) emitted and valid (\(valueCase.bounds.joined(separator: ", ")))"
        var all = evidence
        if status != .passed {
            // A failing value check fails the events' IDs: the implementation cannot emit a value their schemas allow.
            all = valueCase.events.flatMap { (eventTraces[$0] ?? []).map { Evidence(id: $0, kind: .observability) } }
        }
        return CheckResult(
            id: valueCase.checkID, kind: .value, product: product, title: title, status: status, evidence: all,
            divergence: divergence,
            message: message)
    }
}

extension PayloadValueCheckRunner: CheckSource {
    static let isRuleLike = true

    /// Drives the runner's ``ConformanceRunner/payloadValues`` (or the values planned from the bundle's schemas).
    static func run(_ run: inout SourceRun) -> Bool {
        let plan = run.runner.payloadValues ?? PayloadValuePlanner().plan(run.bundle)
        let context = run.context
        let declared = DeclaredPayloadValues.comparing(
            plan.cases, bundle: run.bundle, plans: run.findings[MachinePlans.self]?.paths ?? [:])
        let values = Self(
            product: run.product, subjects: run.subjects, catalog: context.catalog, eventTraces: context.eventTraces,
            reuse: run.reuse, changed: run.changedEvents, log: run.runner.baselineLog
        )
        .run(plan, claim: { run.claim($0) }, declared: declared)
        run.findings[PayloadValueSummary.self] = PayloadValueSummary(
            planned: plan.cases.count, notDriven: values.notDriven, gaps: plan.gaps)
        return run.record(values.checks)
    }
}
