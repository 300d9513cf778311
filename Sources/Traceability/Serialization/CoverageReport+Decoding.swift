import Conformance
import SpecModel

/// Reading `coverage.json` back, for `gate --report` and baselines.
extension CoverageReport {
    /// Decodes a `coverage.json` written by ``jsonValue(generatorVersion:date:)``, strictly: unknown keys are
    /// rejected with a "did you mean", and every problem is reported with its location under the codes
    /// `coverage.*` (`coverage.unknown-key`, `coverage.missing-key`, `coverage.wrong-type`, `coverage.invalid-value`,
    /// `coverage.unknown-kind`, `coverage.unsupported-version`). Roll-ups are recomputed from the entries. The value
    /// is nil when any diagnostic is an error.
    package static func decode(_ bytes: [UInt8], file: String) -> CoverageFileResult<CoverageReport> {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return CoverageFileResult(value: nil, diagnostics: parsed.diagnostics) }
        let sink = DiagnosticSink(file: file, domain: "coverage")
        var report: CoverageReport?
        if let (reader, product) = ObjectReader.envelope(
            root, table: .coverageReport, kind: "coverage", supportedVersion: formatVersion, expectedProduct: nil,
            sink: sink)
        {
            report = ReportDecoder().report(reader, product: product)
        }
        let diagnostics = (parsed.diagnostics + sink.sorted).sorted()
        return CoverageFileResult(value: diagnostics.hasErrors ? nil : report, diagnostics: diagnostics)
    }

    package static func decode(_ text: String, file: String) -> CoverageFileResult<CoverageReport> {
        decode(Array(text.utf8), file: file)
    }
}

/// Walks a `coverage.json` tree.
private struct ReportDecoder {
    func report(_ reader: ObjectReader, product: String) -> CoverageReport {
        var report = CoverageReport(
            product: product, entries: reader.objects("ids", .coverageEntry, entry),
            checks: reader.objects("checks", .coverageCheck, check),
            machines: reader.objects("machines", .coverageMachine, machine))
        // `ready` is derived from `gaps`; it is read for its type only.
        report.readiness = reader.objects("readiness", .coverageReadiness) { item in
            let gaps = item.strings("gaps")
            _ = item.bool("ready")
            return item.string("module").map { ModuleReadiness(module: $0, gaps: gaps) }
        }
        report.unreadParameters = reader.strings("unreadParameters")
        return report
    }

    private func entry(_ reader: ObjectReader) -> CoverageEntry? {
        let id = reader.string("id")
        let kind = reader.string("kind")
        let status = reader.enumValue("status", CoverageStatus.self)
        var entry = CoverageEntry(
            id: id ?? "", kind: kind ?? "", title: reader.nullableString("title"),
            priority: reader.nullableString("priority"),
            modules: reader.strings("modules"), status: status ?? .uncovered, note: reader.nullableString("note"))
        entry.verification = reader.nullableString("verification")
        entry.assumptions = reader.strings("assumptions")
        entry.declaredPartial = reader.bool("declaredPartial") ?? false
        entry.lacksAssertion = reader.bool("lacksAssertion") ?? false
        entry.evidence = reader.objects("evidence", .coverageEvidence) { item in
            let checks = item.strings("checks")
            return item.enumValue("kind", EvidenceKind.self).map { EvidenceRecord(kind: $0, checks: checks) }
        }
        entry.missing = (reader.array("missing") ?? []).map { group, pointer in
            guard let items = group.items else {
                reader.wrongItemType(expected: "array of evidence kinds", group, pointer)
                return []
            }
            return items.enumerated().compactMap { index, item in
                reader.enumItem(item, pointer + "/" + String(index), EvidenceKind.self)
            }
        }
        entry.proofs = reader.objects("proofs", .coverageProof) { item in
            guard let check = item.string("check"), let assertion = item.string("assertion") else { return nil }
            return ProofRecord(check: check, assertion: assertion, observed: item.bool("observed") ?? false)
        }
        entry.failingChecks = reader.strings("failingChecks")
        entry.erroredChecks = reader.strings("erroredChecks")
        entry.references = reader.objects("references", .coverageReference) { item in
            guard let id = item.string("id"), let kind = item.string("kind"), let field = item.string("field") else {
                return nil
            }
            return ReferenceRecord(id: id, kind: kind, field: field)
        }
        if let waiver = reader.object("waiver", .coverageWaiver), let reason = waiver.string("reason"),
            let owner = waiver.string("owner"), let expires = waiver.string("expires"),
            let expired = waiver.bool("expired")
        {
            entry.waiver = WaiverRecord(reason: reason, owner: owner, expires: expires, expired: expired)
        }
        guard id != nil, kind != nil, status != nil else { return nil }
        return entry
    }

    private func check(_ reader: ObjectReader) -> CheckSummary? {
        let id = reader.string("id")
        let kind = reader.enumValue("kind", CheckKind.self)
        let title = reader.string("title")
        let status = reader.enumValue("status", CheckStatus.self)
        let ids = reader.strings("ids")
        let message = reader.nullableString("message")
        var divergence: Divergence?
        if let d = reader.object("divergence", .coverageDivergence) {
            let path = d.strings("path")
            if let step = d.int("step"), let expected = d.string("expected"), let observed = d.string("observed") {
                divergence = Divergence(
                    step: step, pathSoFar: path, expected: expected, observed: observed, at: d.string("at"))
            }
        }
        guard let id, let kind, let title, let status else { return nil }
        var summary = CheckSummary(id: id, kind: kind, title: title, status: status, ids: ids, message: message)
        summary.divergence = divergence
        summary.unasserted = reader.strings("unasserted")
        return summary
    }

    private func machine(_ reader: ObjectReader) -> MachineCoverage? {
        let id = reader.string("id")
        let initial = reader.string("initial")
        let title = reader.nullableString("title")
        let states = reader.objects("states", .coverageState) { item -> StateCoverage? in
            let name = item.string("name")
            let isFinal = item.bool("final")
            let status = item.enumValue("status", ElementCoverage.self)
            let parent = item.string("parent")
            let kind = item.enumValue("kind", StateCoverage.Kind.self)
            guard let name, let isFinal, let status else { return nil }
            return StateCoverage(
                name: name, isFinal: isFinal, status: status, parent: parent, kind: kind,
                initial: item.string("initial"))
        }
        let transitions = reader.objects("transitions", .coverageTransition) { transition($0, machine: id ?? "") }
        var sneakPaths: SneakPathCount?
        if let sneak = reader.object("sneakPaths", .coverageSneakPaths) {
            let taken = sneak.objects("taken", .coverageSneakPath) { item -> SneakPath? in
                guard let state = item.string("state"), let event = item.string("event") else { return nil }
                return SneakPath(state: state, event: event)
            }
            // `states` is absent in reports written before per-state counts were kept.
            let states = sneak.objects("states", .coverageSneakState) { item -> SneakStateCount? in
                let state = item.string("state")
                let refused = item.int("refused")
                let total = item.int("total")
                guard let state, let refused, let total else { return nil }
                return SneakStateCount(state: state, refused: refused, total: total, unsent: item.int("unsent") ?? 0)
            }
            let diverged = sneak.objects("diverged", .coverageSneakContinuation) { item -> SneakContinuation? in
                guard let state = item.string("state"), let event = item.string("event"),
                    let step = item.string("step"), let expected = item.string("expected"),
                    let observed = item.string("observed")
                else { return nil }
                return SneakContinuation(
                    state: state, event: event, step: step, expected: expected, observed: observed)
            }
            if let refused = sneak.int("refused"), let total = sneak.int("total") {
                sneakPaths = SneakPathCount(
                    refused: refused, total: total, taken: taken, diverged: diverged, unsent: sneak.int("unsent") ?? 0,
                    states: states)
            }
        }
        let plannerLimit = reader.nullableString("plannerLimit")
        var defUses: DefUseCoverage?
        if let flow = reader.object("defUses", .coverageDefUses) {
            let missing = flow.objects("missing", .coverageMissingDefUse) { item -> MissingDefUse? in
                guard let pair = DefUsePair.decode(item, machine: id ?? ""), let reason = item.string("reason") else {
                    return nil
                }
                return MissingDefUse(pair: pair, reason: reason)
            }
            if let covered = flow.int("covered"), let infeasible = flow.int("infeasible") {
                defUses = DefUseCoverage(covered: covered, infeasible: infeasible, missing: missing)
            }
        }
        guard let id, let initial else { return nil }
        return MachineCoverage(
            id: id, title: title, initial: initial, states: states, transitions: transitions, sneakPaths: sneakPaths,
            plannerLimit: plannerLimit, defUses: defUses)
    }

    private func transition(_ item: ObjectReader, machine: String) -> TransitionCoverage? {
        let from = item.string("from")
        let event = item.string("event")
        let ordinal = item.int("ordinal")
        let to = item.string("to")
        let path = item.string("path")
        let status = item.enumValue("status", ElementCoverage.self)
        let guardExpression = item.nullableString("guard")
        let guardOutcomes = outcomes(item, "guardOutcomes")
        let unreachable = outcomes(item, "unreachableGuardOutcomes")
        let missing = item.objects("missingGuardOutcomes", .coverageMissingGuardOutcome) { m -> MissingGuardOutcome? in
            guard let outcome = m.bool("outcome"), let reason = m.string("reason") else { return nil }
            return MissingGuardOutcome(outcome: outcome, reason: reason)
        }
        guard let from, let event, let ordinal, let to, let path, let status else { return nil }
        return TransitionCoverage(
            id: TransitionID(machine: machine, from: from, event: event, ordinal: ordinal), to: to,
            guardExpression: guardExpression,
            path: path, status: status,
            guardOutcomes: guardOutcomes, unreachableGuardOutcomes: unreachable, missingGuardOutcomes: missing)
    }

    private func outcomes(_ item: ObjectReader, _ key: String) -> [Bool] {
        (item.array(key) ?? []).compactMap { outcome, pointer -> Bool? in
            guard case .bool(let b) = outcome.kind else {
                item.wrongItemType(expected: "boolean", outcome, pointer)
                return nil
            }
            return b
        }
    }
}
