import SpecModel

/// Probes every limit that has a registered probe: one `limit:<ID>` check per limit, asking one step under, at,
/// and one step over the value, each on a fresh probe.
///
/// The check passes when each probed value is accepted or refused as the limit's bound says, and both sides of the
/// boundary were probed (a value the probe cannot build is listed with its reason; if that leaves one side unasked,
/// the check fails rather than pass on half a boundary). Evidence `limit` goes to the limit's ID and to the IDs it
/// traces; a failing check makes them failing.
///
/// Values are sent in the unit the probe declares (``LimitProbe/unit(of:)``), converted from the spec's
/// (``LimitUnits``); a spec unit the declared one cannot be read in fails the check.
struct LimitCheckRunner {
    let product: String
    let subjects: SubjectRegistry
    /// The baseline's checks, for a run of a changed spec (``ConformanceRunner/reuse``).
    var reuse: BaselineReuse?

    /// Probes the limits with a probe that `claim` gives a unit of work (one unit per limit).
    func run(_ bundle: SpecBundle, claim: (String) -> Int? = { _ in 0 }) -> (
        checks: [CheckResult], diagnostics: [Diagnostic]
    ) {
        var checks: [CheckResult] = []
        var diagnostics: [Diagnostic] = []
        for limit in bundle.limits {
            guard let factory = subjects.factory(.limit, product: product, element: limit.id) else {
                diagnostics.append(
                    .warning(
                        "conformance.no-limit-probe",
                        "no limit probe is registered for \"\(limit.id)\"; its boundary is not checked",
                        file: limit.origin.file, at: limit.origin.location, pointer: limit.origin.pointer))
                continue
            }
            // Every run warns alike, whichever shard claims the limit's check (a merge runs no check).
            let units = LimitUnits(limit, declared: factory().unit(of: limit.id))
            if let warning = units.undeclaredWarning { diagnostics.append(warning) }
            guard claim("limit:\(limit.id)") != nil else { continue }
            if let reused = reuse?.limit(limit) {
                checks.append(reused)
                continue
            }
            let ids = [limit.id] + limit.info.traces.flatMap { bundle.expand($0.value) }
            checks.append(check(limit, ids: ids, units: units, factory: factory))
        }
        return (checks, diagnostics)
    }

    private func check(
        _ limit: Limit, ids: [String], units: LimitUnits, factory: SubjectRegistry.Factory<any LimitProbe>
    ) -> CheckResult {
        let id = "limit:\(limit.id)"
        let title = "\(limit.id) \(limit.title): \(limit.phrase) (probed at \(units.probedAt))"
        let evidence = Array(Set(ids)).sorted().map { Evidence(id: $0, kind: .limit) }
        if let mismatch = units.mismatch {
            return CheckResult(
                id: id, kind: .limit, product: product, title: title, status: .failed, evidence: evidence,
                message: mismatch)
        }
        var notProbed: [String] = []
        var askedAllowed = false
        var askedRefused = false
        for probe in Limit.Probe.allCases {
            guard let value = units.value(at: probe) else { continue }
            let expected = limit.bound.allows(probe)
            var subject = factory()
            let outcome: LimitOutcome
            do {
                outcome = try subject.probe(limit: limit.id, value: value)
            } catch {
                return CheckResult(
                    id: id, kind: .limit, product: product, title: title, status: .error, evidence: evidence,
                    message: "the limit probe failed at \(units.text(at: probe)): \(error)")
            }
            let observed: String
            switch outcome {
            case .cannot(let reason):
                notProbed.append("\(units.number(at: probe)): \(reason)")
                continue
            case .accepted:
                if !expected { observed = "accepted" } else { observed = "" }
            case .refused(let reason):
                observed = expected ? "refused" + (reason.map { " (\($0))" } ?? "") : ""
            }
            if expected { askedAllowed = true } else { askedRefused = true }
            if !observed.isEmpty {
                return CheckResult(
                    id: id, kind: .limit, product: product, title: title, status: .failed, evidence: evidence,
                    divergence: Divergence(
                        step: Limit.Probe.allCases.firstIndex(of: probe) ?? 0,
                        pathSoFar: ["\(limit.id) = \(units.text(at: probe))"],
                        expected: expected ? "accepted" : "refused", observed: observed))
            }
        }
        guard askedAllowed, askedRefused else {
            return CheckResult(
                id: id, kind: .limit, product: product, title: title, status: .failed, evidence: evidence,
                message: "only one side of the boundary was probed; not probed: " + notProbed.joined(separator: "; "))
        }
        var result = CheckResult(
            id: id, kind: .limit, product: product, title: title, status: .passed, evidence: evidence)
        if !notProbed.isEmpty { result.message = "not probed: " + notProbed.joined(separator: "; ") }
        return result
    }
}

extension LimitCheckRunner: CheckSource {
    static let isRuleLike = true

    static func run(_ run: inout SourceRun) -> Bool {
        let bundle = run.bundle
        let found = Self(product: run.product, subjects: run.subjects, reuse: run.reuse).run(
            bundle, claim: { run.claim($0) })
        run.diagnostics += found.diagnostics
        return run.record(found.checks)
    }
}
