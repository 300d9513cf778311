/// Placeholder: replaced by the diff benchmark.
func runDiffBenchmark(quick: Bool) {
    print("diff: not implemented yet")
}
