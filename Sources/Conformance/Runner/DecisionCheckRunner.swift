import SpecModel
import StateMachine

/// Runs the decision checks of every decision table with a registered subject.
///
/// Per table, the planned combinations (``DecisionCellPlanner``) are asked of one subject and compared with the
/// table's output under its hit policy. One check per rule, `decision:<table>:<rule>`, holds the combinations the
/// rule decides; `decision:<table>:default` holds those no rule decides (the default's output, or no answer when
/// the table has no default). A failing check carries its first counterexample.
struct DecisionCheckRunner {
    let product: String
    let subjects: SubjectRegistry
    /// The baseline's checks and answers, for a run of a changed spec (``ConformanceRunner/reuse``).
    var reuse: BaselineReuse?
    /// Where every answer goes (the baseline run that keeps its reuse).
    var log: BaselineLog?

    /// The combinations one rule (or the default, `rule == nil`) decides, and the first wrong answer.
    private struct Tally {
        var asked = 0
        var wrong = 0
        var first: (cell: String, expected: String, observed: String)?
        /// Combinations the subject did not answer at all (it failed), and the first with why.
        var unanswered = 0
        var firstFault: (cell: String, why: String)?
    }

    /// Runs the tables with a subject that `claim` gives a unit of work (one unit per table, in file order); the
    /// summaries carry their unit.
    func run(
        _ bundle: SpecBundle, claim: (String) -> Int? = { _ in 0 }
    ) -> (checks: [CheckResult], diagnostics: [Diagnostic], summaries: [(unit: Int, summary: DecisionTableSummary)]) {
        var checks: [CheckResult] = []
        var diagnostics: [Diagnostic] = []
        var summaries: [(unit: Int, summary: DecisionTableSummary)] = []
        for table in bundle.decisionTables {
            guard let factory = subjects.factory(.decision, product: product, element: table.id) else {
                diagnostics.append(
                    .warning(
                        "conformance.no-decision-subject",
                        "no decision subject is registered for table \"\(table.id)\"; its rules are not checked",
                        file: table.origin.file, at: table.origin.location, pointer: table.origin.pointer))
                continue
            }
            guard let unit = claim("decision:\(table.id)") else { continue }
            if let reused = reuse?.decision(table) {
                checks += reused.checks
                summaries.append((unit, reused.summary))
                continue
            }
            let (tableChecks, summary) = run(
                table, factory: factory, known: reuse?.answers(table) ?? [:],
                traces: { $0.flatMap { bundle.expand($0.value) } })
            checks += tableChecks
            summaries.append((unit, summary))
        }
        return (checks, diagnostics, summaries)
    }

    /// Asks one subject every planned combination of `table`; a combination in `known` is answered from there
    /// instead.
    private func run(
        _ table: DecisionTable, factory: SubjectRegistry.Factory<any DecisionSubject>,
        known: [[Int]: DecisionAnswer], traces: ([Located<String>]) -> [String]
    ) -> ([CheckResult], DecisionTableSummary) {
        let space = DecisionSpace(table)
        let index = DecisionIndex(space: space)
        let plan = DecisionCellPlanner.plan(space)
        var tallies = Array(repeating: Tally(), count: table.rules.count)
        var fallback = Tally()
        var wrong = 0
        var leaks = 0
        var wrongDenials = 0
        var unanswered = 0
        // Made at once, as `check` makes it, unless answers are known: then only when one is missing.
        var subject: (any DecisionSubject)? = known.isEmpty ? factory() : nil
        for codes in plan.cells {
            // Every rule contributing to the result (one, except under collect, ruleOrder, outputOrder) is tallied.
            let (contributing, expected) = index.outcome(codes)
            let answer: DecisionAnswer
            if let answered = known[codes] {
                answer = answered
            } else {
                let asked = subject ?? factory()
                subject = asked
                let output = asked.decide(table: table.id, inputs: space.inputs(codes))
                let fault = output == nil ? asked.fault() : nil
                answer = DecisionAnswer(
                    output: output, whyNot: output == nil && fault == nil ? asked.whyNoAnswer() : nil, fault: fault)
                // A fault is the subject's, not an answer: never replayed.
                if fault == nil { log?.record(answer, table: table.id, codes: codes) }
            }
            let observed = answer.output
            if observed == nil, let fault = answer.fault {
                // The subject failed: the cell is not judged, and its check is an error.
                func fail(_ t: inout Tally) {
                    t.asked += 1
                    t.unanswered += 1
                    if t.firstFault == nil { t.firstFault = (space.describe(codes), fault) }
                }
                for rule in contributing { fail(&tallies[rule]) }
                if contributing.isEmpty { fail(&fallback) }
                unanswered += 1
                continue
            }
            let noAnswer = "no answer" + (answer.whyNot.map { " (\($0))" } ?? "")
            let right: Bool
            switch (expected, observed) {
            case (nil, nil): right = true
            case (let e?, let o?): right = table.same(e, o)
            default: right = false
            }
            func tally(_ t: inout Tally) {
                t.asked += 1
                guard !right else { return }
                t.wrong += 1
                if t.first == nil {
                    t.first = (
                        space.describe(codes),
                        expected.map(DecisionSpace.text) ?? "no answer (no rule matches and the table has no default)",
                        observed.map(DecisionSpace.text) ?? noAnswer
                    )
                }
            }
            for rule in contributing { tally(&tallies[rule]) }
            if contributing.isEmpty { tally(&fallback) }
            if !right {
                wrong += 1
                if case .bool(true)? = observed { leaks += 1 }
                if case .bool(false)? = observed { wrongDenials += 1 }
            }
        }
        var checks: [CheckResult] = []
        for (r, rule) in table.rules.enumerated() {
            let t = tallies[r]
            // The rule's own ID, the table's, and the IDs the rule traces (the requirements its row encodes).
            let ids = Array(Set([rule.id, table.id] + traces(rule.info.traces))).sorted()
            let evidence = t.asked == 0 ? [] : ids.map { Evidence(id: $0, kind: .decision) }
            let title =
                "\(table.id): rule \(rule.id) gives \(DecisionSpace.text(rule.then)) (\(t.asked) \(t.asked == 1 ? "cell" : "cells") asked)"
            checks.append(
                result(
                    "decision:\(table.id):\(rule.id)", title, t, table: table.id, evidence: evidence,
                    idle: t.asked == 0 ? "the rule decides none of the asked combinations" : nil))
        }
        if table.defaultOutput != nil || fallback.asked > 0 {
            var evidence: [Evidence] = []
            if let d = table.defaultOutput, fallback.asked > 0 {
                evidence =
                    [Evidence(id: table.id, kind: .decision)] + (d.id.map { [Evidence(id: $0, kind: .decision)] } ?? [])
            }
            let gives =
                table.defaultOutput.map { "the default gives \(DecisionSpace.text($0.then))" }
                ?? "no rule matches: no answer"
            checks.append(
                result(
                    "decision:\(table.id):default",
                    "\(table.id): \(gives) (\(fallback.asked) \(fallback.asked == 1 ? "cell" : "cells") asked)",
                    fallback, table: table.id, evidence: evidence, idle: nil))
        }
        let summary = DecisionTableSummary(
            table: table.id, asked: plan.cells.count, wrong: wrong, sampled: plan.sampled,
            combinations: table.domainSize,
            gapRegionsLeftOut: plan.gapRegionsLeftOut,
            booleanOutput: table.outputs.count == 1 && table.output.type == .boolean && !table.hitPolicy.isMultipleHit
                && table.aggregation == nil, leaks: leaks,
            wrongDenials: wrongDenials, unanswered: unanswered)
        return (checks, summary)
    }

    private func result(_ id: String, _ title: String, _ t: Tally, table: String, evidence: [Evidence], idle: String?)
        -> CheckResult
    {
        guard let first = t.first else {
            if let fault = t.firstFault {
                return CheckResult(
                    id: id, kind: .decision, product: product, title: title, status: .error, evidence: evidence,
                    message:
                        "the subject did not answer \(t.unanswered) of \(t.asked) cells; the first, \(fault.cell): \(fault.why)"
                )
            }
            return CheckResult(
                id: id, kind: .decision, product: product, title: title, status: .passed, evidence: evidence,
                message: idle)
        }
        return CheckResult(
            id: id, kind: .decision, product: product, title: title, status: .failed, evidence: evidence,
            divergence: Divergence(
                step: 0, pathSoFar: ["\(table) \(first.cell)"], expected: first.expected, observed: first.observed),
            message:
                "\(first.cell): expected \(first.expected), observed \(first.observed) (\(t.wrong) of \(t.asked) cells wrong)"
        )
    }
}

/// What one decision table's run asked: `PERM-PHOTO 168 cells asked, 0 wrong`.
package struct DecisionTableSummary: Hashable, Sendable {
    package var table: String
    /// Combinations asked of the subject.
    package var asked: Int
    /// Combinations whose answer differed from the table's output.
    package var wrong: Int
    /// Whether the table had more combinations than are asked exhaustively, so a sample was asked.
    package var sampled: Bool
    /// The table's combinations (saturating).
    package var combinations: Int
    /// Whether undecided regions were too many to ask one combination of each.
    package var gapRegionsLeftOut: Bool
    /// Whether the output is a boolean (an allow/deny table), so wrong answers split into leaks and wrong denials.
    package var booleanOutput = false
    /// Wrong answers that allowed what the table denies.
    package var leaks = 0
    /// Wrong answers that denied what the table allows.
    package var wrongDenials = 0
    /// Combinations the subject did not answer at all (it failed: a subject error); they are neither right nor wrong.
    package var unanswered = 0

    /// `PERM-PHOTO 168 cells asked, 0 wrong`, with `(sampled: … of … combinations)` past the bound.
    package var text: String {
        var line = "\(table) \(asked) cells asked, \(wrong) wrong"
        if booleanOutput {
            line +=
                " (\(leaks) \(leaks == 1 ? "leak" : "leaks"), \(wrongDenials) wrong \(wrongDenials == 1 ? "denial" : "denials"))"
        }
        if unanswered > 0 { line += ", \(unanswered) not answered (subject errors)" }
        if sampled {
            line +=
                " (sampled: the table has \(combinations == Int.max ? "too many" : String(combinations)) combinations, more than \(DecisionCellPlanner.exhaustiveBound)"
                + (gapRegionsLeftOut ? "; not every region no rule decides was found, so not each was asked" : "") + ")"
        }
        return line
    }
}

extension DecisionCheckRunner: CheckSource {
    static let isRuleLike = true

    static func run(_ run: inout SourceRun) -> Bool {
        let bundle = run.bundle
        let runner = Self(product: run.product, subjects: run.subjects, reuse: run.reuse, log: run.runner.baselineLog)
        let found = runner.run(bundle, claim: { run.claim($0) })
        run.diagnostics += found.diagnostics
        run.findings[DecisionFindings.self] = DecisionFindings(tables: found.summaries)
        return run.record(found.checks)
    }
}
