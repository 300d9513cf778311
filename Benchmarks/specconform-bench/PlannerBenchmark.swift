/// Placeholder: replaced by the benchmark's own implementation.
func runPlannerBenchmark(quick: Bool) {
    print("planner: not implemented yet")
}
