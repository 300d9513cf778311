/// Placeholder: replaced by the benchmark's own implementation.
func runJSONBenchmark(quick: Bool) {
    print("json: not implemented yet")
}
