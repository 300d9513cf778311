import SpecModel
import StateMachine

/// The slow path: a step from every candidate configuration of a run, each branch of it held to the record.
extension TraceWorker {
    /// One branch that does not follow the record, and why.
    struct Failure {
        var candidate: Candidate
        var branch: Branch
        var code: String
        var message: String
    }

    /// Steps run `r` from each of its candidate configurations (its instance's, when its context is known) along
    /// every branch the spec allows; the branches that end in the recorded state with the recorded emits are the
    /// run's next candidates. None: the run left the spec here.
    mutating func candidateStep(_ r: Int, _ traced: TraceMachine, event: Int, state: Int, data: JSONValue?) {
        let compiled = traced.compiled
        let candidates =
            runs[r].candidates >= 0
            ? candidateSets[Int(runs[r].candidates)]
            : [Candidate(configuration: PartialConfiguration(instances[Int(runs[r].instance)]))]
        var survivors: [(candidate: Candidate, transition: Int?)] = []
        var failures: [Failure] = []
        for candidate in candidates {
            for branch in compiled.branches(from: candidate.configuration, event: event, data: data) {
                if let (code, message) = judge(branch, from: candidate.configuration.state, traced, state: state) {
                    failures.append(Failure(candidate: candidate, branch: branch, code: code, message: message))
                    continue
                }
                guard case .success(let after) = branch.result else { continue }
                var next = Candidate(configuration: after, assumptions: candidate.assumptions)
                for g in branch.guards where g.assumed {
                    next.assumptions.append(.init(line: line, transition: g.transition, outcome: g.outcome))
                }
                if next.assumptions.count > Candidate.assumptionsKept {
                    next.assumptions.removeFirst(next.assumptions.count - Candidate.assumptionsKept)
                }
                survivors.append((next, branch.transition))
            }
        }
        guard !survivors.isEmpty else {
            leftSpec(r, traced, candidates: candidates, failures: failures, data: data)
            return
        }
        if let payloadFailure = invalidPayload() {
            fail(
                r, code: payloadFailure.code, message: payloadFailure.message, explaining: traced,
                candidates: candidates, failures: [], data: data)
            return
        }
        var unique: [Candidate] = []
        var seen = Set<PartialConfiguration>()
        for survivor in survivors where seen.insert(survivor.candidate.configuration).inserted {
            unique.append(survivor.candidate)
        }
        if runs[r].evidence >= 0 {
            // A transition counts only when every way the step can have gone took it.
            let first = survivors[0].transition
            record(r, traced, transition: survivors.allSatisfy { $0.transition == first } ? first : nil, state: state)
        }
        if unique.count > checker.options.maximumCandidates {
            let (merged, fields) = Self.widen(unique, slotNames: compiled.slotNames)
            if !runs[r].widened {
                runs[r].widened = true
                report.warnings.append(
                    .init(
                        line: line, session: session(r), machine: compiled.id, code: "trace.candidates-widened",
                        message:
                            "\(unique.count) candidate configurations exceed the bound of \(checker.options.maximumCandidates); those in the same state were merged, "
                            + (fields.isEmpty ? "" : "so \(fields.joined(separator: ", ")) became unknown and ")
                            + "later steps of this run are checked less precisely",
                        matched: runs[r].matched))
            }
            unique = merged
        }
        if unique.count == 1, let slots = unique[0].configuration.knownSlots {
            instances[Int(runs[r].instance)] = MachineInstance(
                compiled, stateIndex: unique[0].configuration.state, slots: slots)
            dropCandidates(r)
        } else {
            storeCandidates(r, unique)
        }
        runs[r].matched += 1
        report.matched += 1
    }

    /// Why `branch` (from state `from`) does not follow the record: its target is not the recorded state, it emits
    /// other events, or the spec cannot decide it; nil when it follows.
    func judge(_ branch: Branch, from: Int, _ traced: TraceMachine, state: Int) -> (code: String, message: String)? {
        let compiled = traced.compiled
        let event = "\"\(recordedEvent)\""
        let fromName = compiled.stateNames[from]
        switch branch.result {
        case .failure(let rejection):
            return (
                "trace.unevaluable-guard",
                "the spec cannot decide \(event) in \(fromName): \(compiled.reason(for: rejection))"
            )
        case .success(let after):
            if after.state != state {
                let went = recordedState + (state < 0 ? " (not a state of \(compiled.id))" : "")
                if let t = branch.transition {
                    return (
                        "trace.illegal-step",
                        "\(event) in \(fromName) leads to \(compiled.stateNames[Int(traced.targets[t])]), but the record went to \(went)"
                    )
                }
                if !branch.guards.isEmpty {
                    return (
                        "trace.illegal-step",
                        "no transition for \(event) is enabled in \(fromName) (every guard false: the spec stays there), but the record went to \(went)"
                    )
                }
                return (
                    "trace.illegal-step",
                    "\(event) is not handled in \(fromName) (the spec stays there), but the record went to \(went)"
                )
            }
            guard let t = branch.transition else {
                return emittedIDs.isEmpty
                    ? nil
                    : (
                        "trace.extra-emit",
                        "\(event) in \(fromName) emits no \(recordedEmitted(0)), but the record has it"
                    )
            }
            switch traced.emitMismatch(t, emittedIDs) {
            case (let missing?, _)?:
                return (
                    "trace.missing-emit",
                    "\(event) in \(fromName) emits \(model.names.emittedNames[Int(missing)]), which the record lacks"
                )
            case (nil, let extra?)?:
                return (
                    "trace.extra-emit",
                    "\(event) in \(fromName) emits no \(recordedEmitted(extra)), but the record has it"
                )
            default:
                return nil
            }
        }
    }

    /// The first emitted payload the event schemas reject: its code and message.
    func invalidPayload() -> (code: String, message: String)? {
        guard let parsed else { return nil }
        for (name, payload) in parsed.emitted {
            guard let payload else { continue }
            let result = checker.catalog.validate(eventName: name, payload: payload)
            if let error = result.errors.first {
                let at = error.instancePointer.isEmpty ? "" : " at \(error.instancePointer)"
                return (error.code, "emitted \(name)\(at): \(error.message)")
            }
        }
        return nil
    }

    /// The run left the spec: one violation naming what every candidate branch did instead.
    private mutating func leftSpec(
        _ r: Int, _ traced: TraceMachine, candidates: [Candidate], failures: [Failure], data: JSONValue?
    ) {
        if failures.count == 1 {
            fail(
                r, code: failures[0].code, message: failures[0].message, explaining: traced, candidates: candidates,
                failures: failures, data: data)
            return
        }
        let state = recordedState
        let message =
            "no candidate configuration explains \"\(recordedEvent)\" to \(state): "
            + "\(failures.count) way\(failures.count == 1 ? "" : "s") from \(candidates.count) candidate\(candidates.count == 1 ? "" : "s") considered, none follows the record"
        fail(
            r, code: "trace.candidates-exhausted", message: message, explaining: traced, candidates: candidates,
            failures: failures, data: data)
    }

    /// Merges candidates in the same state: a context field they disagree on becomes unknown. Returns the merged
    /// candidates (at most one per state, in order of first appearance) and the fields made unknown, sorted.
    static func widen(_ candidates: [Candidate], slotNames: [String]) -> ([Candidate], [String]) {
        var merged: [Candidate] = []
        var position: [Int: Int] = [:]
        var lost = Set<Int>()
        for candidate in candidates {
            guard let i = position[candidate.configuration.state] else {
                position[candidate.configuration.state] = merged.count
                merged.append(candidate)
                continue
            }
            for (slot, value) in candidate.configuration.slots.enumerated()
            where merged[i].configuration.slots[slot] != value {
                if merged[i].configuration.slots[slot] != nil { lost.insert(slot) }
                merged[i].configuration.slots[slot] = nil
            }
        }
        return (merged, lost.sorted().map { slotNames[$0] })
    }
}
