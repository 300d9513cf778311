import Conformance
import Foundation
import SpecModel
import SpecMutation
import SpecPipeline

/// The baseline's reuse held to the full run on the bundled products: every mutant of each product (named on the
/// command line, else all three) run without reuse (every check of the mutant run, as before reuse) and with it (as
/// `specconform mutate` runs), the two result lists compared mutant by mutant (status, the check that killed it, the
/// reason, the checks that reached a survivor), and both runs' wall and CPU seconds printed. Any difference is
/// printed and makes the exit status 1. `--quick`: every 25th mutant.
func runMutateReuseBenchmark(quick: Bool) {
    let bundled = BundledMutation()
    let (root, project, runner) = (bundled.root, bundled.project, bundled.runner)
    let named = CommandLine.arguments.dropFirst(2).filter { !$0.hasPrefix("--") }
    var differing = 0
    for product in named.isEmpty ? ["ochre-soul", "nonna", "swapgraph"] : Array(named) {
        guard let preparation = try? Pipeline.prepare(project, products: [product]).get(), !preparation.hasErrors,
            let prepared = preparation.products.first
        else {
            print("mutate-reuse: cannot prepare \(product) under \(root)")
            exit(1)
        }
        var sources = preparation.sources
        var plan = MutationPipeline.plan(prepared, project: project, sources: &sources)
        if quick { plan.mutants = plan.mutants.enumerated().filter { $0.offset % 25 == 0 }.map(\.element) }
        let (bundle, scenarios) = (prepared.bundle, prepared.scenarios)
        var full: [MutantResult] = []
        let without = measureWallAndCPU {
            full = runner.run(plan.mutants, bundle: bundle, scenarios: scenarios, ignored: plan.ignored)
        }
        var reused: [MutantResult] = []
        let with = measureWallAndCPU {
            let baseline = runner.baselineKeepingReuse(bundle, scenarios: scenarios)
            reused = runner.run(
                plan.mutants, bundle: bundle, scenarios: scenarios, ignored: plan.ignored, baseline: baseline)
        }
        let different = zip(full, reused).filter { $0 != $1 }
        differing += different.count + abs(full.count - reused.count)
        for (a, b) in different.prefix(20) {
            print(
                "  \(a.mutant.id): without reuse \(a.status) \(a.killedBy) \(a.statusReason ?? ""); "
                    + "with reuse \(b.status) \(b.killedBy) \(b.statusReason ?? "")")
        }
        print(
            "mutate-reuse \(product): \(plan.mutants.count) mutants, \(different.count) results differ; without reuse "
                + "\(String(format: "%.1f", without.wall)) s wall, \(String(format: "%.1f", without.cpu)) s CPU; with "
                + "reuse \(String(format: "%.1f", with.wall)) s wall, \(String(format: "%.1f", with.cpu)) s CPU "
                + "(load average \(loadAverage()))")
    }
    if differing > 0 { exit(1) }
}
