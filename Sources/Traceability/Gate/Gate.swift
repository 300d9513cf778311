import SpecModel

/// The gate stage: judges a coverage report against a product's release gate.
package enum Gate {
    /// Evaluates `gate` on `report`.
    ///
    /// The gate fails when a minimum percentage (covered or waived of in-scope, per kind or priority) is not met,
    /// a `mustCover` ID is not covered or waived, a waiver has expired on `today`, or an ID's status is worse than
    /// in `baseline` (covered > waived > partial > uncovered > unverified > failing; an ID that became orphaned
    /// regressed; an ID now out of scope, absent from the report, or outside the order in the baseline does not). Any
    /// ID reported `failing` fails the gate too, of every kind, minimum or not: a release never ships a contradicted
    /// requirement. So does any ID reported `unverified`, with the reason "subject error": a check the gate needs
    /// could not get an answer, which is never a pass and never a contradiction.
    /// And every machine is held whole unless the gate lists it in `partialMachines` (``checkMachines(_:_:)``).
    package static func evaluate(
        _ report: CoverageReport, _ gate: GateSpec, baseline: CoverageReport? = nil, today: String
    ) -> GateResult {
        var failures: [GateFailure] = []
        let minimums = checkMinimums(report, gate)
        for m in minimums where !m.passed {
            let subject = "\(m.group.rawValue) \(m.name)"
            let message =
                m.inScope == 0 && (m.group == .kind ? report.byKind[m.name] : report.byPriority[m.name]) == nil
                ? "no reported IDs of \(m.group.rawValue) \"\(m.name)\""
                : "\(subject): \(Percent.text(m.actual)) "
                    + (gate.declaredPartialSatisfies ? "covered, waived or declared partial" : "covered or waived")
                    + ", below the minimum \(Percent.text(m.required))"
            failures.append(GateFailure(kind: .minimum, subject: subject, message: message))
        }
        let index = report.entryIndex()
        failures += checkMustCover(report, gate, index)
        let expired = gate.waivers.filter { $0.isExpired(today: today) }.sorted { $0.id < $1.id }
        for waiver in expired {
            failures.append(
                GateFailure(
                    kind: .expiredWaiver, subject: waiver.id,
                    message: "waiver for \(waiver.id) (owner \(waiver.owner)) expired on \(waiver.expires)"))
        }
        let unused = gate.waivers.filter {
            index[$0.id].map { $0.status == .covered || $0.status == .outOfScope } ?? true
        }
        .sorted { $0.id < $1.id }
        let regressions = baseline.map { regressionsFrom($0, to: index) } ?? []
        for r in regressions {
            failures.append(
                GateFailure(
                    kind: .regression, subject: r.id,
                    message: "\(r.id) regressed from \(r.from.rawValue) to \(r.to.rawValue)"))
        }
        failures += checkMachines(report, gate)
        if gate.failOnUnassertedClaims {
            for check in report.checks where check.status == .passed {
                for id in check.unasserted {
                    failures.append(
                        GateFailure(
                            kind: .unassertedClaim, subject: id,
                            message: "\(check.id) claims \(id), but no expectation it evaluated names it"))
                }
            }
        }
        if gate.failOnUnreadParameters {
            for parameter in report.unreadParameters {
                failures.append(
                    GateFailure(
                        kind: .unreadParameter, subject: parameter,
                        message: "rule parameter \(parameter) is read by no check"))
            }
        }
        for entry in report.entries where entry.status == .failing {
            failures.append(
                GateFailure(
                    kind: .failing, subject: entry.id,
                    message: "\(entry.id) is failing: a check that exercises it failed"))
        }
        for entry in report.entries where entry.status == .unverified {
            failures.append(
                GateFailure(kind: .subjectError, subject: entry.id, message: unverifiedMessage(entry)))
        }
        return GateResult(
            product: report.product, failures: failures.sorted(), regressions: regressions, expiredWaivers: expired,
            unusedWaivers: unused, minimums: minimums, declaredPartialSatisfies: gate.declaredPartialSatisfies)
    }

    /// `FEAT-X is unverified (subject error): 2 checks that exercise it could not run (path:lock:01, scenario:JRN-1)`.
    static func unverifiedMessage(_ entry: CoverageEntry) -> String {
        let checks = entry.erroredChecks
        let shown = checks.prefix(3).joined(separator: ", ") + (checks.count > 3 ? ", …" : "")
        let what =
            checks.count == 1
            ? "a check that exercises it could not run" : "\(checks.count) checks that exercise it could not run"
        return "\(entry.id) is unverified (subject error): \(what)" + (checks.isEmpty ? "" : " (\(shown))")
    }

    static func checkMinimums(_ report: CoverageReport, _ gate: GateSpec) -> [MinimumCheck] {
        // IDs partial only by declaration, per kind and priority, when the gate counts them as satisfied.
        var declaredByKind: [String: Int] = [:]
        var declaredByPriority: [String: Int] = [:]
        if gate.declaredPartialSatisfies {
            for entry in report.entries where entry.status == .partial && entry.declaredPartial {
                declaredByKind[entry.kind, default: 0] += 1
                if let priority = entry.priority { declaredByPriority[priority, default: 0] += 1 }
            }
        }
        func check(
            _ group: MinimumCheck.Group, _ minimums: [String: Double], _ counts: [String: StatusCounts],
            _ declared: [String: Int]
        ) -> [MinimumCheck] {
            minimums.keys.sorted().map { name in
                let required = minimums[name] ?? 0
                guard let c = counts[name] else {
                    return MinimumCheck(
                        group: group, name: name, required: required, satisfied: 0, inScope: 0, passed: false)
                }
                let satisfied = c.satisfied + (declared[name] ?? 0)
                let passed = Double(satisfied) * 100 >= required * Double(c.inScope)
                return MinimumCheck(
                    group: group, name: name, required: required, satisfied: satisfied, inScope: c.inScope,
                    passed: passed)
            }
        }
        return check(.kind, gate.minimumByKind, report.byKind, declaredByKind)
            + check(.priority, gate.minimumByPriority, report.byPriority, declaredByPriority)
    }

    static func checkMustCover(_ report: CoverageReport, _ gate: GateSpec, _ index: [String: CoverageEntry])
        -> [GateFailure]
    {
        var failures: [GateFailure] = []
        func require(_ entry: CoverageEntry) {
            if !entry.status.isSatisfied {
                failures.append(
                    GateFailure(
                        kind: .mustCover, subject: entry.id,
                        message: "\(entry.id) must be covered or waived, but is \(entry.status.rawValue)"))
            }
        }
        for matcher in gate.mustCover {
            let text = matcher.text.value
            if !matcher.isPattern {
                guard let entry = index[text] else {
                    failures.append(
                        GateFailure(kind: .mustCover, subject: text, message: "\(text) is not in the coverage report"))
                    continue
                }
                require(entry)
                continue
            }
            guard let pattern = CompiledPattern(text) else { continue }
            let matched = report.entries.filter { pattern.matches($0.id) }
            if matched.isEmpty {
                failures.append(
                    GateFailure(kind: .mustCover, subject: text, message: "pattern \(text) matches no reported ID"))
            }
            // A pattern asks for the in-scope IDs it matches.
            for entry in matched where entry.status != .outOfScope { require(entry) }
        }
        return failures
    }

    static func regressionsFrom(_ baseline: CoverageReport, to index: [String: CoverageEntry]) -> [Regression] {
        var regressions: [Regression] = []
        for before in baseline.entries {
            guard let was = before.status.rank, let now = index[before.id]?.status else { continue }
            if now == .orphaned || (now.rank.map { $0 < was } ?? false) {
                regressions.append(Regression(id: before.id, from: before.status, to: now))
            }
        }
        return regressions
    }
}

/// Percentages as reports print them: one decimal, `n/a` when there is nothing to count.
package enum Percent {
    /// `87.5%`, `100.0%`, `n/a`.
    package static func text(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
