import Foundation

/// Runs `Benchmarks/scripts/transitions_bench.py` (Python `transitions`, a flat toggle machine) and prints
/// its events/s beside ours. Installs `transitions` into a private folder when missing. Skipped, with a
/// message, in quick mode or when python3/pip are unavailable. Never a dependency of the package.
func runTransitionsComparison(quick: Bool, swiftRate: Double) {
    guard !quick else {
        print("interpreter: python transitions comparison skipped (--quick)")
        return
    }
    let script = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/transitions_bench.py")
    guard FileManager.default.fileExists(atPath: script.path) else {
        print("interpreter: python comparison skipped (\(script.path) not found)")
        return
    }
    let packages = FileManager.default.temporaryDirectory.appendingPathComponent("specconform-bench-python")
    let environment = ["PYTHONPATH": packages.path]
    if pythonRun(["-c", "import transitions"], environment: environment)?.status != 0 {
        print("interpreter: installing python package transitions into \(packages.path)")
        let install = pythonRun(
            [
                "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--target", packages.path,
                "transitions",
            ],
            environment: environment)
        guard let install, install.status == 0 else {
            print("interpreter: python comparison skipped (python3 or pip unavailable, or install failed)")
            return
        }
    }
    let events = 200_000
    guard let run = pythonRun([script.path, String(events)], environment: environment), run.status == 0,
        let object = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
        let pythonRate = object["events_per_second"] as? Double, pythonRate > 0
    else {
        print("interpreter: python comparison skipped (script failed)")
        return
    }
    let version = object["version"] as? String ?? "?"
    print(
        "interpreter: python transitions \(version): \(String(format: "%.0f", pythonRate)) events/s "
            + "(flat toggle machine, \(events) events); specconform: \(String(format: "%.0f", swiftRate)) events/s; "
            + "ratio \(String(format: "%.1f", swiftRate / pythonRate))x")
}

/// Runs `python3` with `arguments`; nil when it cannot be started.
private func pythonRun(_ arguments: [String], environment: [String: String]) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
