import Conformance
import Foundation
import OchreSoulConformance
import SpecModel
import SpecMutation
import SpecPipeline

/// Spec mutation testing on the bundled ochre-soul spec: every mutant of every operator run in-process over all
/// cores (mutants per second), then, for comparison, a sample of mutants each run by its own `specconform mutate
/// --mutant ID` process (the re-exec approach: load, lint, baseline and one mutant per process). `--quick`: every
/// 25th mutant in-process and two processes.
func runMutateBenchmark(quick: Bool) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    let project = Project(workingDirectory: root)
    guard let preparation = try? Pipeline.prepare(project, products: ["ochre-soul"]).get(), !preparation.hasErrors,
        let product = preparation.products.first
    else {
        print("mutate: cannot prepare ochre-soul under \(root)")
        return
    }
    var rules = RuleCheckRegistry()
    let subjects = SubjectRegistry.registering([OchreSoulVerification.self], rules: &rules)
    var sources = preparation.sources
    var plan = MutationPipeline.plan(product, project: project, sources: &sources)
    if quick { plan.mutants = plan.mutants.enumerated().filter { $0.offset % 25 == 0 }.map(\.element) }
    let jobs = ProcessInfo.processInfo.activeProcessorCount
    let runner = MutationRunner(subjects: subjects, rules: rules, jobs: jobs)
    var outcome: ProductMutation?
    let seconds = measure { outcome = try? MutationPipeline.run(plan, product, runner: runner, sources: sources).get() }
    guard let outcome else {
        print("mutate: the ochre-soul baseline does not pass")
        return
    }
    let rate = Double(plan.mutants.count) / seconds
    print(
        "mutate in-process: \(plan.mutants.count) ochre-soul mutants in \(String(format: "%.2f", seconds)) s on \(jobs) cores "
            + "(baseline included): \(String(format: "%.1f", rate)) mutants/s; score \(outcome.score.scoreText)")

    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("specconform").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print(
            "mutate one-per-process: skipped (no specconform binary beside the benchmark; swift build -c release --product specconform)"
        )
        return
    }
    let sample = stride(from: 0, to: plan.mutants.count, by: max(1, plan.mutants.count / (quick ? 2 : 20))).prefix(
        quick ? 2 : 20
    )
    .map { plan.mutants[$0].info.id }
    let processSeconds = measure {
        for id in sample {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = [
                "mutate", "--product", "ochre-soul", "--mutant", id, "--quiet", "--format", "json", "--jobs", "1",
            ]
            process.currentDirectoryURL = URL(fileURLWithPath: root)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return }
            process.waitUntilExit()
        }
    }
    let perProcess = Double(sample.count) / processSeconds
    print(
        "mutate one-per-process: \(sample.count) mutants, one process each, in \(String(format: "%.2f", processSeconds)) s: "
            + "\(String(format: "%.2f", perProcess)) mutants/s (in-process is \(String(format: "%.0f", rate / perProcess))x faster; "
            + "all \(plan.mutants.count) would take \(String(format: "%.0f", Double(plan.mutants.count) / perProcess)) s)"
    )
}
