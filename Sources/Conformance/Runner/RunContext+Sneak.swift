import SpecModel
import StateMachine

extension RunContext {
    /// The sneak check of one state: each unhandled event is sent in a fresh session after the state's prefix, so
    /// every event meets the implementation exactly as the prefix leaves it (an event the implementation accepted
    /// silently cannot change what the next one meets).
    ///
    /// Passed when every event was refused as `unhandled` says; failed when the implementation reacted to one (a
    /// sneak path taken: the state's IDs, the machine's IDs and those of the event's transitions from other states
    /// are then exercised by a failing check); error when the prefix diverged or the adapter could not deliver an
    /// event and none was accepted.
    func runSneak(machine: String, state: SneakState, unhandled: UnhandledEvents, id: String) -> CheckResult {
        let unsent = state.events.map(\.event).filter { unhandled.unsentReason($0) != nil }
        let events = state.events.map(\.event).filter { unhandled.unsentReason($0) == nil }
        let verb = unhandled.mode == .reject ? "rejects" : "ignores"
        let title = "\(machine): \(state.state) \(verb) \(events.count) unhandled "
            + (events.count == 1 ? "event" : "events") + ": " + events.joined(separator: ", ")
            + (unsent.isEmpty ? "" : " (not sent, declared: " + unsent.joined(separator: ", ") + ")")
        let machineTraces = traces[machine]
        let stateIDs = (machineTraces?.traces(ofState: state.state) ?? []) + (machineTraces?.machineTraces ?? [])
        var outcome = SneakOutcome(machine: machine, state: state.state, mode: unhandled.mode, unsent: unsent)
        var firstAccepted: Divergence?
        var problems: [String] = []
        var contradicted: [String] = []
        var guardOutcomes: [GuardOutcome] = []
        let refusalOutput = unhandled.mode == .reject ? unhandled.output : nil

        for (position, event) in events.enumerated() {
            var session: CheckSession
            do {
                session = try CheckSession(
                    product: product, machines: [machine], contexts: [:], traces: traces, registry: subjects, catalog: catalog,
                    eventTraces: eventTraces)
            } catch {
                outcome.notRun += events[position...]
                problems.append(error.message)
                break
            }
            var prefixFailed = false
            for step in state.prefix {
                do {
                    if let divergence = try session.perform(machine: machine, event: step.event, data: step.data) {
                        problems.append("the prefix to \(state.state) diverged at step \(divergence.step) (\(step.event)): expected \(divergence.expected), observed \(divergence.observed)")
                        prefixFailed = true
                    }
                } catch {
                    problems.append("the prefix to \(state.state) could not run: \(error.message)")
                    prefixFailed = true
                }
                if prefixFailed { break }
            }
            if prefixFailed {
                // Deterministic subjects diverge the same way every time: the other events cannot run either.
                outcome.notRun += events[position...]
                break
            }
            do {
                if let divergence = try session.perform(machine: machine, event: event, data: .null, refusalOutput: refusalOutput) {
                    outcome.accepted.append(event)
                    if firstAccepted == nil { firstAccepted = divergence }
                    problems.append("\(event): expected \(divergence.expected), observed \(divergence.observed)")
                    contradicted += machineTraces?.traces(ofEvent: event, elsewhereThan: state.state) ?? []
                } else {
                    outcome.refused.append(event)
                    guardOutcomes += session.guardOutcomes
                }
            } catch {
                outcome.notRun.append(event)
                problems.append("\(event): the adapter could not deliver it: \(error.message)")
            }
        }

        let status: CheckStatus = !outcome.accepted.isEmpty ? .failed : outcome.notRun.isEmpty ? .passed : .error
        let evidence: [Evidence]
        var message: String?
        switch status {
        case .passed:
            // A state whose every unhandled event is declared unsent proves nothing: it is listed, not evidence.
            evidence = events.isEmpty ? [] : Set(stateIDs).map { Evidence(id: $0, kind: .refusal) }
        case .failed, .error:
            evidence = Set(stateIDs + contradicted).map { Evidence(id: $0, kind: .refusal) }
            var summary = "refused \(outcome.refused.count) of \(outcome.total) unhandled events"
            if !outcome.accepted.isEmpty { summary += "; sneak paths taken: " + outcome.accepted.joined(separator: ", ") }
            if !outcome.notRun.isEmpty { summary += "; not run: " + outcome.notRun.joined(separator: ", ") }
            message = ([summary] + problems).joined(separator: "\n")
        }
        let reached = events.isEmpty ? [] : [StateRef(machine: machine, state: state.state)]
        return CheckResult(
            id: id, kind: .sneak, product: product, title: title, status: status, evidence: evidence,
            states: status == .passed ? reached : [], guardOutcomes: status == .passed ? guardOutcomes : [],
            divergence: firstAccepted, message: message, sneak: outcome)
    }
}
