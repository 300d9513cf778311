/// Placeholder: replaced by the benchmark's own implementation.
func runSchemaBenchmark(quick: Bool) {
    print("schema: not implemented yet")
}
