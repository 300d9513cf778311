import Foundation

/// Wall-clock and CPU seconds of `body`. The CPU time of the process is the fairer figure on a machine
/// shared with other work: the Python baseline reports the same pair.
func measureWallAndCPU(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    let cpu0 = cpuNow()
    let wall = try measure(body)
    return (wall, cpuNow() - cpu0)
}

/// The least CPU time of `runs` runs of `body`.
func bestCPU(of runs: Int, _ body: () -> Void) -> Double {
    var fastest = Double.infinity
    for _ in 0..<max(1, runs) { fastest = min(fastest, measureWallAndCPU(body).cpu) }
    return fastest
}
