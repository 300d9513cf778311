import SpecModel
import StateMachine

extension RunContext {
    /// The sneak check of one state.
    ///
    /// First, one session: the prefix once, then every unhandled event in turn (an event a transition counts with,
    /// several times: ``SneakEvent/repeats``), then the rest of the planned path the prefix came from
    /// (``SneakState/continuation``). `ignore` and `reject` leave the spec's state and context unchanged, and after
    /// each event the subject is checked to be in the same state with nothing emitted, so each event meets what the
    /// previous one left: the state the prefix reached; the continuation must then run as planned, so a refusal that
    /// changed something hidden (a budget, a flag) shows there. When all of it goes so, the check passes. Otherwise
    /// (or when the prefix or the adapter fails) each event is sent again in a fresh session after the prefix, then
    /// the continuation, so every event meets the implementation exactly as the prefix leaves it and the verdict names
    /// exactly the events taken. (What the sequence cannot see: an event refused
    /// with no observable trace that changes how the implementation treats a later one, and so hides a sneak path
    /// that later event alone would take.)
    ///
    /// Passed when every event was refused as `unhandled` says; failed when the implementation reacted to one (a
    /// sneak path taken: the state's IDs, the machine's IDs and those of the event's transitions from other states
    /// are then exercised by a failing check, as they are when the prefix itself diverged: the implementation then
    /// disagrees with the spec on the way to the state); error when the adapter could not deliver an event and none
    /// was accepted.
    func runSneak(machine: String, state: SneakState, unhandled: UnhandledEvents, id: String) -> CheckResult {
        let unsent = state.events.map(\.event).filter { unhandled.unsentReason($0) != nil }
        let sendable = state.events.filter { unhandled.unsentReason($0.event) == nil }
        let events = sendable.map(\.event)
        let repeats = Dictionary(sendable.map { ($0.event, $0.repeats) }, uniquingKeysWith: max)
        let verb = unhandled.mode == .reject ? "rejects" : "ignores"
        let sent =
            events.isEmpty
            ? "\(machine): \(state.state) is sent no unhandled event"
            : "\(machine): \(state.state)\(state.context.map { " " + $0 } ?? "") \(verb) \(events.count) unhandled "
                + (events.count == 1 ? "event" : "events") + ": "
                + events.joined(separator: ", ")
        let title = sent + (unsent.isEmpty ? "" : " (not sent, declared: " + unsent.joined(separator: ", ") + ")")
        let machineTraces = traces[machine]
        let stateIDs = (machineTraces?.traces(ofState: state.state) ?? []) + (machineTraces?.machineTraces ?? [])
        var outcome = SneakOutcome(machine: machine, state: state.state, mode: unhandled.mode, unsent: unsent)
        var firstAccepted: Divergence?
        // The implementation disagreed with the spec on the way to the state: a conformance failure of its own.
        var prefixDivergence: Divergence?
        var problems: [String] = []
        var contradicted: [String] = []
        var guardOutcomes: [GuardOutcome] = []

        if let refusedInTurn = sequence(machine: machine, state: state, events: events, repeats: repeats) {
            outcome.refused = events
            let reached = events.isEmpty ? [] : [StateRef(machine: machine, state: state.state)]
            return CheckResult(
                id: id, kind: .sneak, product: product, title: title, status: .passed,
                evidence: events.isEmpty ? [] : Set(stateIDs).map { Evidence(id: $0, kind: .refusal) }, states: reached,
                guardOutcomes: refusedInTurn, sneak: outcome)
        }

        for (position, event) in events.enumerated() {
            var session: CheckSession
            do {
                session = try CheckSession(
                    product: product, machines: [machine], contexts: [:], traces: traces, registry: subjects,
                    catalog: catalog,
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
                        if prefixDivergence == nil { prefixDivergence = divergence }
                        problems.append(
                            "the prefix to \(state.state) diverged at step \(divergence.step + 1) (\(divergence.pathSoFar.joined(separator: " → "))): expected \(divergence.expected), observed \(divergence.observed)"
                        )
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
                var divergence: Divergence?
                var hidden = false
                for _ in 0..<(repeats[event] ?? 1) where divergence == nil {
                    divergence = try session.perform(machine: machine, event: event, data: .null)
                }
                if divergence == nil {
                    for step in state.continuation where divergence == nil {
                        divergence = try session.perform(machine: machine, event: step.event, data: step.data)
                    }
                    hidden = divergence != nil
                }
                if let divergence {
                    outcome.accepted.append(event)
                    if firstAccepted == nil { firstAccepted = divergence }
                    let sends = repeats[event] ?? 1
                    let how =
                        hidden
                        ? "refused \(sends == 1 ? "once" : "\(sends) times") without a trace, but the planned continuation then diverged at step \(divergence.step + 1) (something hidden changed)"
                        : "step \(divergence.step + 1)"
                    problems.append(
                        "\(event): \(how): expected \(divergence.expected), observed \(divergence.observed)")
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

        let status: CheckStatus =
            !outcome.accepted.isEmpty || prefixDivergence != nil ? .failed : outcome.notRun.isEmpty ? .passed : .error
        if firstAccepted == nil { firstAccepted = prefixDivergence }
        let evidence: [Evidence]
        var message: String?
        switch status {
        case .passed:
            // A state whose every unhandled event is declared unsent proves nothing: it is listed, not evidence.
            evidence = events.isEmpty ? [] : Set(stateIDs).map { Evidence(id: $0, kind: .refusal) }
        case .failed, .error, .vacuous:
            evidence = Set(stateIDs + contradicted).map { Evidence(id: $0, kind: .refusal) }
            var summary = "refused \(outcome.refused.count) of \(outcome.total) unhandled events"
            if !outcome.accepted.isEmpty {
                summary += "; sneak paths taken: " + outcome.accepted.joined(separator: ", ")
            }
            if !outcome.notRun.isEmpty { summary += "; not run: " + outcome.notRun.joined(separator: ", ") }
            message = ([summary] + problems).joined(separator: "\n")
        }
        let reached = events.isEmpty ? [] : [StateRef(machine: machine, state: state.state)]
        return CheckResult(
            id: id, kind: .sneak, product: product, title: title, status: status, evidence: evidence,
            states: status == .passed ? reached : [], guardOutcomes: status == .passed ? guardOutcomes : [],
            divergence: firstAccepted, message: message, sneak: outcome)
    }

    /// The guard outcomes of every event when one session, the prefix then `events` in turn, refuses them all; nil
    /// when anything else happens (then each event is sent on its own).
    private func sequence(
        machine: String, state: SneakState, events: [String], repeats: [String: Int]
    ) -> [GuardOutcome]? {
        do {
            var session = try CheckSession(
                product: product, machines: [machine], contexts: [:], traces: traces, registry: subjects,
                catalog: catalog,
                eventTraces: eventTraces)
            for step in state.prefix {
                if try session.perform(machine: machine, event: step.event, data: step.data) != nil { return nil }
            }
            for event in events {
                for _ in 0..<(repeats[event] ?? 1) {
                    if try session.perform(machine: machine, event: event, data: .null) != nil { return nil }
                }
            }
            let refused = session.guardOutcomes
            for step in state.continuation where !events.isEmpty {
                if try session.perform(machine: machine, event: step.event, data: step.data) != nil { return nil }
            }
            return refused
        } catch {
            return nil
        }
    }
}
