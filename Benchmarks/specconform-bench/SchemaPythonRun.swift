import Foundation
import SpecModel

struct PythonOutcome {
    var events: Int
    var invalid: Int
    var seconds: Double
    var cpuSeconds: Double
}

/// The script's location, next to this benchmark's folder.
private let scriptPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/fastjsonschema_bench.py").path

/// Runs a command; returns its status and standard output, or nil when it cannot start.
private func run(_ arguments: [String]) -> (Int32, String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.standardError
    do { try process.run() } catch { return nil }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Runs `fastjsonschema_bench.py` on the same files, installing `fastjsonschema` with pip when missing.
/// Returns nil, after saying why, when Python or the package is unavailable.
func runFastJSONSchema(events: URL, schemas: URL) -> PythonOutcome? {
    guard let (status, _) = run(["python3", "-c", "import fastjsonschema"]) else {
        print("schema:   fastjsonschema     skipped (python3 not found)")
        return nil
    }
    if status != 0 {
        print("schema:   installing fastjsonschema with pip")
        guard let (installed, _) = run(["python3", "-m", "pip", "install", "--quiet", "fastjsonschema"]), installed == 0
        else {
            print("schema:   fastjsonschema     skipped (pip install failed)")
            return nil
        }
    }
    guard let (code, output) = run(["python3", scriptPath, events.path, schemas.path]), code == 0 else {
        print("schema:   fastjsonschema     skipped (the script failed)")
        return nil
    }
    // The script prints one JSON object: {"events": n, "invalid": k, "seconds": s, "cpu_seconds": c, "bytes": b}.
    guard let line = output.split(separator: "\n").last,
        let result = JSONParser().parse(String(line)).root?.value,
        let events = result["events"]?.intValue, let invalid = result["invalid"]?.intValue,
        let seconds = result["seconds"]?.numberValue?.doubleValue,
        let cpuSeconds = result["cpu_seconds"]?.numberValue?.doubleValue
    else {
        print("schema:   fastjsonschema     skipped (unreadable output: \(output.prefix(200)))")
        return nil
    }
    return PythonOutcome(events: events, invalid: invalid, seconds: seconds, cpuSeconds: cpuSeconds)
}
