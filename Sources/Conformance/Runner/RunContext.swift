import EventSchema
import SpecModel
import StateMachine

/// What every check of one product run shares: compiled machines, the event catalogue and the subjects.
struct RunContext {
    let product: String
    let traces: [String: MachineTraces]
    let catalog: EventCatalog
    let eventTraces: [String: [String]]
    let subjects: SubjectRegistry

    typealias Emitted = [(name: String, valid: Bool, problem: String?)]

    func runPath(machine: String, path: PlannedPath, id: String, kind: CheckKind = .path, title: String? = nil) -> (
        CheckResult, Emitted
    ) {
        let title =
            title ?? "\(machine): "
            + ([path.steps.first?.from ?? ""] + path.steps.map { "--\($0.event)--> \($0.to)" }).joined(separator: " ")
        var session: CheckSession
        do {
            session = try CheckSession(
                product: product, machines: [machine], contexts: [:], traces: traces, registry: subjects,
                catalog: catalog,
                eventTraces: eventTraces)
        } catch {
            return (
                errorResult(
                    id: id, kind: kind, title: title, message: error.message,
                    extra: plannedEvidence(machine: machine, path: path)), []
            )
        }
        for step in path.steps {
            do {
                if let divergence = try session.perform(machine: machine, event: step.event, data: step.data) {
                    return (
                        result(id: id, kind: kind, title: title, session: session, divergence: divergence),
                        session.emitted
                    )
                }
            } catch {
                return (
                    errorResult(
                        id: id, kind: kind, title: title, message: error.message, session: session,
                        extra: plannedEvidence(machine: machine, path: path)),
                    session.emitted
                )
            }
        }
        return (result(id: id, kind: kind, title: title, session: session, divergence: nil), session.emitted)
    }

    func runScenario(_ scenario: Scenario, bundle: SpecBundle) -> (CheckResult, Emitted) {
        let id = "scenario:\(scenario.id)"
        let title = scenario.title ?? scenario.id
        let covers = scenario.covers.flatMap { bundle.expand($0.value).isEmpty ? [$0.value] : bundle.expand($0.value) }
        let coverEvidence = covers.map { Evidence(id: $0, kind: .scenario) }
        var session: CheckSession
        do {
            session = try CheckSession(
                product: product, machines: scenario.machines, contexts: scenario.context, traces: traces,
                registry: subjects,
                catalog: catalog, eventTraces: eventTraces)
        } catch {
            return (
                errorResult(id: id, kind: .scenario, title: title, message: error.message, extra: coverEvidence), []
            )
        }
        for step in scenario.steps {
            do {
                if let divergence = try session.perform(
                    machine: step.machine, event: step.send, data: step.data, expectState: step.expectState,
                    expectEmits: step.expectEmits, expectOutputs: step.expectOutputs)
                {
                    return (
                        result(
                            id: id, kind: .scenario, title: title, session: session, divergence: divergence,
                            extra: coverEvidence), session.emitted
                    )
                }
            } catch {
                return (
                    errorResult(
                        id: id, kind: .scenario, title: title, message: error.message, session: session,
                        extra: coverEvidence),
                    session.emitted
                )
            }
        }
        // A passing scenario proves, for each ID it covers, the kinds of path it ran through and the events it
        // verified: a failure journey that recovers gives `recovery` to the features it covers.
        let proven = covers.flatMap { id in session.provenKinds.map { Evidence(id: id, kind: $0) } }
        return (
            result(
                id: id, kind: .scenario, title: title, session: session, divergence: nil, extra: coverEvidence + proven),
            session.emitted
        )
    }

    private func result(
        id: String, kind: CheckKind, title: String, session: CheckSession, divergence: Divergence?,
        extra: [Evidence] = []
    ) -> CheckResult {
        if let divergence {
            return CheckResult(
                id: id, kind: kind, product: product, title: title, status: .failed,
                evidence: Array(Set(session.failingEvidence + extra)), states: session.states,
                transitions: session.transitions,
                guardOutcomes: session.guardOutcomes, divergence: divergence)
        }
        return CheckResult(
            id: id, kind: kind, product: product, title: title, status: .passed,
            evidence: Array(Set(session.evidence + extra)),
            states: session.states, transitions: session.transitions, guardOutcomes: session.guardOutcomes)
    }

    /// What `path` would exercise, every step as if it conformed: what a path check that got no answer leaves
    /// unverified (none of it was verified, and nothing of it contradicted).
    private func plannedEvidence(machine: String, path: PlannedPath) -> [Evidence] {
        guard let machineTraces = traces[machine] else { return [] }
        return path.steps.flatMap { step in
            machineTraces.exercised(taken: step.transition, target: step.to)
                + step.emits.flatMap { emitted in
                    (eventTraces[emitted.event] ?? []).map { Evidence(id: $0, kind: .observability) }
                }
        }
    }

    private func errorResult(
        id: String, kind: CheckKind, title: String, message: String, session: CheckSession? = nil,
        extra: [Evidence] = []
    ) -> CheckResult {
        CheckResult(
            id: id, kind: kind, product: product, title: title, status: .error,
            evidence: Array(Set((session?.failingEvidence ?? []) + extra)), message: message)
    }
}
