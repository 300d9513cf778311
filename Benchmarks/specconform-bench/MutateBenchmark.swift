import Conformance
import Foundation
import SpecModel
import SpecMutation
import SpecPipeline

/// Spec mutation testing on the bundled products: every mutant of every operator of each product run in-process over
/// all cores, as `specconform mutate` runs them (baseline, then each mutant taking from it what it did not change), with
/// wall-clock and CPU seconds per product and in total (the machine's load average beside them: on a loaded machine the
/// CPU figure is the fair one); then, for comparison, a sample of ochre-soul mutants each run by its own `specconform
/// mutate --mutant ID` process (the re-exec approach: load, lint, baseline and one mutant per process). `--quick`:
/// every 25th mutant in-process and two processes.
func runMutateBenchmark(quick: Bool) {
    let bundled = BundledMutation()
    let (root, project, runner) = (bundled.root, bundled.project, bundled.runner)
    let jobs = runner.jobs
    var total = (mutants: 0, wall: 0.0, cpu: 0.0)
    var ochreSoul: (plan: MutationPlan, rate: Double)?
    for product in ["ochre-soul", "nonna", "swapgraph"] {
        guard let preparation = try? Pipeline.prepare(project, products: [product]).get(), !preparation.hasErrors,
            let prepared = preparation.products.first
        else {
            print("mutate: cannot prepare \(product) under \(root)")
            return
        }
        var sources = preparation.sources
        var plan = MutationPipeline.plan(prepared, project: project, sources: &sources)
        if quick { plan.mutants = plan.mutants.enumerated().filter { $0.offset % 25 == 0 }.map(\.element) }
        var outcome: ProductMutation?
        let time = measureWallAndCPU {
            outcome = try? MutationPipeline.run(plan, prepared, runner: runner, sources: sources).get()
        }
        guard let outcome else {
            print("mutate: the \(product) baseline does not pass")
            return
        }
        total = (total.mutants + plan.mutants.count, total.wall + time.wall, total.cpu + time.cpu)
        if product == "ochre-soul" { ochreSoul = (plan, Double(plan.mutants.count) / time.wall) }
        print(
            "mutate in-process: \(plan.mutants.count) \(product) mutants in \(String(format: "%.2f", time.wall)) s wall, "
                + "\(String(format: "%.2f", time.cpu)) s CPU on \(jobs) cores (baseline included): "
                + "\(String(format: "%.1f", Double(plan.mutants.count) / time.wall)) mutants/s; score \(outcome.score.scoreText)"
        )
    }
    print(
        "mutate in-process, all three products: \(total.mutants) mutants in \(String(format: "%.2f", total.wall)) s wall, "
            + "\(String(format: "%.2f", total.cpu)) s CPU (load average \(loadAverage()))")
    guard let (plan, rate) = ochreSoul else { return }

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
