import Conformance
import Foundation
import SpecModel

/// Runs mutants in-process, spread over `jobs` threads: each mutant's bundle is the decoded bundle with one
/// change (no file is read again), run with only the checks that can see the change, stopping at the first
/// check that fails.
package struct MutationRunner: Sendable {
    package var subjects: SubjectRegistry
    package var rules: RuleCheckRegistry
    /// Threads running mutants at once (at least 1).
    package var jobs: Int

    package init(
        subjects: SubjectRegistry, rules: RuleCheckRegistry, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.subjects = subjects
        self.rules = rules
        self.jobs = max(1, jobs)
    }

    /// The baseline: every check of the unchanged spec. Mutation testing needs it to pass.
    package func baseline(_ bundle: SpecBundle, scenarios: [Scenario]) -> ConformanceRun {
        ConformanceRunner(subjects: subjects, rules: rules).run(bundle, scenarios: scenarios)
    }

    /// The baseline, with what each mutant's run takes from it instead of running again (``MutationBaseline``):
    /// pass it to ``run(_:bundle:scenarios:ignored:baseline:progress:)``. The payload values are planned from
    /// `bundle`, as every mutant's are.
    package func baselineKeepingReuse(_ bundle: SpecBundle, scenarios: [Scenario]) -> MutationBaseline {
        let tape = SubjectTape()
        var runner = ConformanceRunner(subjects: subjects.taped(tape, recording: true), rules: rules)
        runner.payloadValues = PayloadValuePlanner().plan(bundle)
        let (run, reuse) = runner.runKeepingReuse(bundle, scenarios: scenarios)
        return MutationBaseline(run: run, reuse: reuse, replaying: subjects.taped(tape, recording: false))
    }

    /// Runs every mutant of `mutants` except those `ignored` (ID → reason: declared equivalent), in parallel;
    /// results in the order of `mutants`. `progress` is called after each mutant with (done, total). With `baseline`
    /// (``baselineKeepingReuse(_:scenarios:)`` on `bundle`), each mutant's run takes what it did not change from the
    /// baseline: the same results, sooner.
    package func run(
        _ mutants: [Mutant], bundle: SpecBundle, scenarios: [Scenario], ignored: [String: String] = [:],
        baseline: MutationBaseline? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [MutantResult] {
        let work = WorkList(count: mutants.count)
        let values = PayloadValuePlanner().plan(bundle)
        // Threads of our own: unlike the dispatch pool's, they run at the caller's priority (`nice`).
        let threads = WorkerThreads(count: min(jobs, max(1, mutants.count)))
        defer { threads.stop() }
        threads.perform { _ in
            while let index = work.next() {
                let mutant = mutants[index]
                let result: MutantResult
                if let reason = ignored[mutant.info.id] {
                    result = MutantResult(mutant: mutant.info, status: .ignored, statusReason: "equivalent: \(reason)")
                } else {
                    result = evaluate(
                        mutant, bundle: bundle, scenarios: scenarios, values: values, baseline: baseline)
                }
                let done = work.store(result, at: index)
                progress?(done, mutants.count)
            }
        }
        return work.results
    }

    /// Runs one mutant: killed at the first failing check, a compile error when the mutated spec does not
    /// compile, a runtime error when a check cannot run, else survived (a check reached the element) or not
    /// covered (none did).
    ///
    /// Payload values are planned from the unchanged spec (`values`, planned from `bundle` when nil) and judged by
    /// the mutant's schemas: they are the suite's inputs, like scenarios, so a mutant that drops an enum member or
    /// moves a bound inward meets the value the implementation still emits. With `baseline`, what the mutant did not
    /// change is taken from it (not for a mutant of the subjects: their answers are not the baseline's).
    package func evaluate(
        _ mutant: Mutant, bundle: SpecBundle, scenarios: [Scenario], values: PayloadValuePlan? = nil,
        baseline: MutationBaseline? = nil
    ) -> MutantResult {
        let mutated = mutant.apply(to: bundle)
        var runner: ConformanceRunner
        if let edit = mutant.subjectEdit {
            runner = ConformanceRunner(subjects: edit(subjects), rules: rules)
        } else {
            runner = ConformanceRunner(subjects: baseline?.replaying ?? subjects, rules: rules)
            runner.reuse = baseline?.reuse
        }
        runner.selection = mutant.info.scope.selection
        runner.payloadValues = values ?? PayloadValuePlanner().plan(bundle)
        let run = runner.run(mutated, scenarios: scenarios)
        if let error = run.diagnostics.first(where: { $0.severity == .error }) {
            return MutantResult(
                mutant: mutant.info, status: .compileError, statusReason: "\(error.code): \(error.message)")
        }
        if let failed = run.checks.first(where: { $0.status != .passed }) {
            let reason =
                failed.divergence.map {
                    "step \($0.step + 1) (\($0.pathSoFar.joined(separator: " → "))): expected \($0.expected), observed \($0.observed)"
                }
                ?? failed.message ?? failed.title
            return MutantResult(
                mutant: mutant.info, status: failed.status == .error ? .runtimeError : .killed, killedBy: [failed.id],
                statusReason: reason)
        }
        let reached = ReachAnalysis.checks(reaching: mutant.info.reach, run: run, bundle: mutated, scenarios: scenarios)
        return MutantResult(mutant: mutant.info, status: reached.isEmpty ? .noCoverage : .survived, coveredBy: reached)
    }
}

/// The shared work list of a parallel run: the next mutant to take, and the results by index.
private final class WorkList: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private let count: Int
    private var slots: [MutantResult?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Stores a result; returns how many are done.
    func store(_ result: MutantResult, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = result
        done += 1
        return done
    }

    var results: [MutantResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { slot in
            guard let slot else { preconditionFailure("results are read once every mutant's result is stored") }
            return slot
        }
    }
}
