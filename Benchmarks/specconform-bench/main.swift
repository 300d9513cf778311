// specconform-bench: prints the figures the issues ask for. Run in release:
//   swift run -c release specconform-bench <name> [--quick]
// `--quick` shrinks every workload so CI only keeps the benchmarks compiling and running.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let names = arguments.filter { !$0.hasPrefix("--") }

let benchmarks: [(name: String, run: (Bool) -> Void)] = [
    ("json", runJSONBenchmark),
    ("interpreter", runInterpreterBenchmark),
    ("planner", runPlannerBenchmark),
    ("schema", runSchemaBenchmark),
    ("coverage", runCoverageBenchmark),
    ("diff", runDiffBenchmark),
    ("mutate", runMutateBenchmark),
    ("mutate-reuse", runMutateReuseBenchmark),
    ("decisions", runDecisionBenchmark),
    ("events", runEventsBenchmark),
    ("events-policies", runPolicyEventsOnly),
    ("trace", runTraceBenchmark),
    ("protocol", runProtocolBenchmark),
]

let selected = names.isEmpty ? benchmarks : benchmarks.filter { names.contains($0.name) }
if selected.isEmpty {
    FileHandle.standardError.write(
        Data("unknown benchmark; available: \(benchmarks.map(\.name).joined(separator: ", "))\n".utf8))
    exit(64)
}
for benchmark in selected {
    benchmark.run(quick)
}
