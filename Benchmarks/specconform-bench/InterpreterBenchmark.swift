/// Placeholder: replaced by the benchmark's own implementation.
func runInterpreterBenchmark(quick: Bool) {
    print("interpreter: not implemented yet")
}
